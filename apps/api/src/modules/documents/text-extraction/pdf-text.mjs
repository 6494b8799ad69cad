// @ts-check
/**
 * The text of a PDF, page by page, with pdf.js (its legacy build is the one made for Node). Only
 * text is wanted, so nothing is rendered, no font is installed and no code from the file is
 * evaluated. A scanned PDF has no text layer and gives nothing.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** @typedef {import('./text-collector.mjs').TextCollector} TextCollector */

const pdfjsFolder = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/**
 * pdf.js wants a plain Uint8Array, not a Buffer; a view over the same memory saves a copy of the file.
 * @param {Buffer} buffer
 */
function asUint8Array(buffer) {
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/**
 * @param {string} filePath
 * @param {TextCollector} collector
 */
export async function collectPdfText(filePath, collector) {
  const loading = getDocument({
    data: asUint8Array(await readFile(filePath)),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    // Fonts that name a predefined CMap (common in Chinese, Japanese and Korean PDFs) need these files
    // to map their glyphs to characters; fonts a PDF uses without embedding them read their data here.
    cMapUrl: path.join(pdfjsFolder, 'cmaps') + path.sep,
    cMapPacked: true,
    standardFontDataUrl: path.join(pdfjsFolder, 'standard_fonts') + path.sep,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    const document = await loading.promise;
    for (let pageNumber = 1; pageNumber <= document.numPages && !collector.full; pageNumber++) {
      const page = await document.getPage(pageNumber);
      // Streamed, so a page holding an enormous amount of text can stop once there is enough.
      const reader = page.streamTextContent().getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        for (const item of value.items) {
          if ('str' in item) collector.add(item.hasEOL ? `${item.str}\n` : item.str);
        }
        if (collector.full) {
          // pdf.js insists on an Error as the reason. The document is destroyed next anyway.
          await reader.cancel(new Error('Enough text has been read.')).catch(() => undefined);
          break;
        }
      }
      collector.add('\n');
      page.cleanup();
    }
  } finally {
    await loading.destroy();
  }
}
