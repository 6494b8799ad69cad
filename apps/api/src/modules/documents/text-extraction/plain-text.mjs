// @ts-check
/**
 * The text of a CSV, plain text or Markdown file: UTF-8, read in chunks and stopping once there is
 * enough. A NUL byte or a sequence that is not UTF-8 means the file is binary, whatever its name.
 * Markdown loses its markup lightly, so that snippets read as prose.
 */
import { createReadStream } from 'node:fs';
import { ExtractionFailure } from './extraction-failure.mjs';

/** @typedef {import('./text-collector.mjs').TextCollector} TextCollector */

/** Lines longer than this are passed on in pieces, so a file without line breaks is not held whole. */
const longestHeldLine = 64 * 1024;

/** @type {Array<[RegExp, string]>} */
const markdownMarkup = [
  [/!?\[([^\]\n]*)\]\([^)\n]*\)/g, '$1'], // links and images: their text
  [/^[ \t]*\[[^\]\n]+\]:[ \t]*\S+.*$/gm, ''], // link reference definitions
  [/^[ \t]{0,3}(#{1,6}|>+|[-*+]|\d+[.)])[ \t]+/gm, ''], // headings, quotes, list markers
  [/^[ \t]*([-*_][ \t]*){3,}$/gm, ''], // horizontal rules
  [/^[ \t]*\|?([ \t]*:?-+:?[ \t]*\|)+[ \t]*:?-*:?[ \t]*$/gm, ''], // table header rules
  [/<\/?[a-z][^>]*>/gi, ' '], // HTML tags
  [/[*`~]+|(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu, ''], // emphasis and code
  [/\|/g, ' '], // table cells
];

/** @param {string} text */
function withoutMarkdown(text) {
  return markdownMarkup.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/**
 * @param {string} filePath
 * @param {TextCollector} collector
 * @param {{ markdown: boolean }} options
 */
export async function collectPlainText(filePath, collector, { markdown }) {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const stream = createReadStream(filePath, { highWaterMark: 64 * 1024 });
  // Markdown is tidied line by line: a chunk's last, unfinished line waits for the next chunk.
  let heldLine = '';
  /** @param {string} text */
  const add = (text) => collector.add(markdown ? withoutMarkdown(text) : text);
  try {
    for await (const chunk of stream) {
      const bytes = /** @type {Buffer} */ (chunk);
      if (bytes.includes(0)) throw new ExtractionFailure('unreadable', 'The file holds NUL bytes: it is binary.');
      let text;
      try {
        text = heldLine + decoder.decode(bytes, { stream: true });
      } catch {
        throw new ExtractionFailure('unreadable', 'The file is not UTF-8 text.');
      }
      const lastBreak = text.lastIndexOf('\n');
      const keepBack = markdown && lastBreak >= 0 && text.length - lastBreak <= longestHeldLine;
      heldLine = keepBack ? text.slice(lastBreak + 1) : '';
      add(keepBack ? text.slice(0, lastBreak + 1) : text);
      if (collector.full) return;
    }
    let tail = '';
    try {
      tail = decoder.decode();
    } catch {
      // The file ends inside a character: everything before it is still good text.
    }
    add(heldLine + tail);
  } finally {
    stream.destroy();
  }
}
