/** `q` on a list matches text containing it, with LIKE's wildcards taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
