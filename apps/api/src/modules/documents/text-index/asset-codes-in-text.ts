/**
 * The words of a text that could be asset codes (`F-001`, `XS-002`, `S-001`): letters, digits and
 * inner dashes, with at least one letter and one digit — so that a code chosen as a plain word or
 * number is not "mentioned" by every text that uses the word. Upper-cased, as codes are stored.
 */
const candidate = /[A-Za-z0-9](?:[A-Za-z0-9-]{0,30}[A-Za-z0-9])?/g;
const maxCandidates = 5_000;

export function assetCodesIn(text: string): string[] {
  const codes = new Set<string>();
  for (const [word] of text.matchAll(candidate)) {
    if (!/[A-Za-z]/.test(word) || !/\d/.test(word)) continue;
    codes.add(word.toUpperCase());
    if (codes.size >= maxCandidates) break;
  }
  return [...codes];
}
