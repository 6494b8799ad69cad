/**
 * Text in a spreadsheet a person opens: a cell that starts with `=`, `+`, `-`, `@`, a tab or a
 * carriage return can be taken for a formula (CSV injection, OWASP), so an exported text that starts
 * so is written behind an apostrophe, which spreadsheets show as text. Reading a file back removes
 * that apostrophe again, so an export imports unchanged.
 */
const formulaStart = /^[=+\-@\t\r]/;

export function neutralised(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

export function restored(text: string): string {
  return text.startsWith("'") && formulaStart.test(text.slice(1)) ? text.slice(1) : text;
}
