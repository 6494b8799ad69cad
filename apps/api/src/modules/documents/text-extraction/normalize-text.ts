/**
 * Extracted text as it is stored and searched: one space between words, nothing invisible, and no
 * longer than the limit. PostgreSQL text cannot hold NUL, and control or formatting characters
 * (soft hyphens, zero-width spaces) would split words for the search parser.
 */

const lineBreaks = /[\t\n\v\f\r\x85]/g;
/** Controls, formatting characters and lone surrogates (in a `u` regex, `\p{Cs}` matches only those). */
const invisible = /[\p{Cc}\p{Cf}\p{Cs}]/gu;
const blankRuns = /\s+/g;

/** A cut looks this far back for a space before it gives up and cuts inside a word. */
const longestWord = 100;

/** Cuts at the last space within reach of the limit, else at the limit (never inside a surrogate pair). */
export function truncateAtWord(text: string, maxCharacters: number): string {
  if (text.length <= maxCharacters) return text;
  const space = text.lastIndexOf(' ', maxCharacters);
  if (space > 0 && space >= maxCharacters - longestWord) return text.slice(0, space).trimEnd();
  const code = text.charCodeAt(maxCharacters - 1);
  const splitsPair = code >= 0xd800 && code <= 0xdbff;
  return text.slice(0, splitsPair ? maxCharacters - 1 : maxCharacters);
}

export function normalizeText(raw: string, maxCharacters: number): string {
  const tidy = raw
    .replace(lineBreaks, ' ')
    .replace(invisible, '')
    // Compatibility forms search as their plain letters: ligatures (ﬁ), full-width forms, m² as m2.
    .normalize('NFKC')
    .replace(blankRuns, ' ')
    .trim();
  return truncateAtWord(tidy, maxCharacters);
}
