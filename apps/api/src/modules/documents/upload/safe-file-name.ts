/**
 * The name a file is kept and offered for download under: the client's name without any folder
 * part, control characters, characters that mean something to file systems, or the invisible
 * direction marks that make a name read as something it is not (`report\u202Etxt.bat` shows as
 * "reporttab.txt"); at most 200 bytes of UTF-8, so the stored `<uuid>-<name>` fits a file system's
 * 255-byte name. Its extension then follows the judged type (`nameForJudgedType`): a text file is
 * never offered as `.bat`, `.html` or `.svg`.
 */
import type { AcceptedFileType } from '@freeboard/shared/documents/documents.schemas';

export const maxFileNameBytes = 200;

// Explicit direction embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), the
// left-to-right, right-to-left and Arabic letter marks (U+200E, U+200F, U+061C).
const directionMarks = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

export function safeFileName(given: string | undefined): string {
  const lastSegment = (given ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f<>:"|?*]/g, '')
    .replace(directionMarks, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return cleaned === '' ? 'file' : withinBytes(cleaned);
}

/** The name cut to `maxFileNameBytes` of UTF-8 at a character boundary, keeping its extension. */
function withinBytes(name: string): string {
  if (Buffer.byteLength(name) <= maxFileNameBytes) return name;
  const extension = /\.[^.]{1,10}$/.exec(name)?.[0] ?? '';
  let stem = '';
  const budget = maxFileNameBytes - Buffer.byteLength(extension);
  // By code point, so a character (an emoji's surrogate pair too) is kept whole or left out.
  for (const character of name.slice(0, name.length - extension.length)) {
    if (Buffer.byteLength(stem + character) > budget) break;
    stem += character;
  }
  return stem.trimEnd() + extension;
}

/** The extensions a judged type may be offered under; the first is added when the name has none of them. */
const extensionsOf: Record<AcceptedFileType, readonly string[]> = {
  pdf: ['pdf'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  png: ['png'],
  jpg: ['jpg', 'jpeg'],
  csv: ['csv'],
  md: ['md', 'markdown'],
  txt: ['txt', 'text', 'log'],
};

/**
 * The name with an extension of the type its content was judged to be: kept when it already has
 * one (`minutes.txt`), added otherwise (`run.bat` judged text → `run.bat.txt`), so the name a
 * browser saves the download under never opens as something else.
 */
export function nameForJudgedType(fileName: string, kind: AcceptedFileType): string {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase();
  const allowed = extensionsOf[kind];
  if (extension && allowed.includes(extension)) return fileName;
  return withinBytes(`${fileName}.${allowed[0]}`);
}
