// @ts-check
/**
 * Gathers a document's text piece by piece and says when there is enough, so a reader can stop early
 * on a huge file instead of holding all of it. Pieces are tidied as they come (the same rules as
 * `normalize-text.ts`, which has the last word) so the count reflects what will be kept and runs of
 * blank space cost no memory.
 */

const lineBreaks = /[\t\n\v\f\r\x85]/g;
const invisible = /[\p{Cc}\p{Cf}\p{Cs}]/gu;
const blankRuns = /\s+/g;

export class TextCollector {
  /** @type {string[]} */
  #pieces = [];
  #length = 0;
  #wanted;

  /** @param {number} maxCharacters */
  constructor(maxCharacters) {
    // One character past the limit, so the final cut can tell whether a word goes on.
    this.#wanted = maxCharacters + 1;
  }

  /** True once more text would only be cut off. */
  get full() {
    return this.#length >= this.#wanted;
  }

  /** @param {string} piece */
  add(piece) {
    if (this.full || piece === '') return;
    const tidy = piece.replace(lineBreaks, ' ').replace(invisible, '').replace(blankRuns, ' ');
    this.#pieces.push(tidy);
    this.#length += tidy.length;
  }

  text() {
    return this.#pieces.join('');
  }
}
