/**
 * Text in a spreadsheet a person opens.
 *
 * A cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return can be taken for a formula
 * (CSV injection, OWASP), so an exported text that starts so is written behind an apostrophe, which
 * spreadsheets show as text. A text that already starts with apostrophes before such a character
 * gets one more, so that reading a file back (`restored`) removes exactly the one the export added
 * and an export imports unchanged: `=1` ⇄ `'=1`, `'=1` ⇄ `''=1`, `'plain` stays `'plain`.
 *
 * A workbook is XML, which cannot hold C0 control characters other than tab, line feed and carriage
 * return, nor U+FFFE, U+FFFF or a lone surrogate: such a character is written as OOXML's own escape
 * `_xHHHH_` (as Excel writes it, and reads it back as the character), and a text that happens to
 * hold `_xHHHH_` literally has its underscore escaped (`_x005F_`), so the import restores it exactly.
 */
const formulaStart = /^'*[=+\-@\t\r]/;

export function neutralised(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

export function restored(text: string): string {
  return text.startsWith("'") && formulaStart.test(text) ? text.slice(1) : text;
}

// Control characters are the point of this pattern.
const xmlUnfit =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const literalEscape = /_(x[0-9A-Fa-f]{4}_)/g;
const hex4 = (character: string) => character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');

/** A text as a workbook's XML can hold it (`_xHHHH_` for what it cannot). */
export function escapedForWorkbook(text: string): string {
  return text.replace(literalEscape, '_x005F_$1').replace(xmlUnfit, (character) => `_x${hex4(character)}_`);
}

const ooxmlEscape = /_x([0-9A-Fa-f]{4})_/g;

/** The text a workbook's `_xHHHH_` escapes stand for. */
export function unescapedFromWorkbook(text: string): string {
  return text.includes('_x')
    ? text.replace(ooxmlEscape, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : text;
}
