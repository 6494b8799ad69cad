/**
 * The first sheet of an uploaded workbook (XLSX), row by row, read from the upload in memory: only
 * the entries the sheet needs are inflated (the workbook and its relationships, the shared strings,
 * the styles that say which numbers are dates, the sheet itself), each within a budget, and parsed
 * with a SAX parser (saxes). Nothing is written to disk and no file is opened, so nothing is left
 * behind whatever the workbook holds or wherever reading stops (thousands of empty sheets cost
 * nothing: they are never read). Bounds: columns past `maxColumns` are skipped as they are met, a
 * text is cut past `maxCellCharacters`, and the shared strings and their rich-text runs are counted
 * as they come. A formula's cached result is read, never the formula; nothing is evaluated. The
 * parse yields to the event loop between chunks, so other requests keep being served meanwhile.
 */
import { setImmediate as turn } from 'node:timers/promises';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { unescapedFromWorkbook } from '../../../lib/exports/spreadsheet-cells';
import { registerFileLimits } from './register-file-limits';
import { inflateEntry, zipEntries, ZipEntryTooLarge, type ZipEntry } from './zip-entries';

export type WorkbookCell = string | number | boolean | null;

export class WorkbookTooLarge extends Error {}
export class WorkbookUnreadable extends Error {}

const chunkCharacters = 512 * 1024;
const limits = registerFileLimits;

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

const cut = (text: string) =>
  text.length > limits.maxCellCharacters ? text.slice(0, limits.maxCellCharacters + 1) : text;

/** Feeds the XML to the parser a chunk at a time, letting other work run between chunks. */
async function parseXml(xml: Buffer, handlers: (parser: SaxesParser) => void): Promise<void> {
  const parser = new SaxesParser();
  let failure = null as Error | null;
  parser.on('error', (error) => {
    failure ??= error;
  });
  handlers(parser);
  const text = xml.toString('utf8');
  for (let start = 0; start < text.length && !failure;) {
    let end = Math.min(text.length, start + chunkCharacters);
    // Never split a surrogate pair between two writes.
    if (end < text.length && /[\uD800-\uDBFF]/.test(text[end - 1]!)) end -= 1;
    parser.write(text.slice(start, end));
    start = end;
    if (start < text.length) await turn();
  }
  if (!failure) parser.close();
  if (failure) throw new WorkbookUnreadable(failure.message);
}

function entryOf(entries: Map<string, ZipEntry>, name: string): ZipEntry | undefined {
  return entries.get(name) ?? entries.get(name.replace(/^\//, ''));
}

function inflate(bytes: Buffer, entry: ZipEntry): Buffer {
  try {
    return inflateEntry(bytes, entry, limits.maxEntryBytes);
  } catch (error) {
    if (error instanceof ZipEntryTooLarge) throw new WorkbookTooLarge('a part inflates past its budget');
    throw new WorkbookUnreadable((error as Error).message);
  }
}

/** A target in the workbook's relationships, as an entry name. */
function partName(target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = `xl/${target}`.split('/');
  const resolved: string[] = [];
  for (const part of parts) {
    if (part === '..') resolved.pop();
    else if (part !== '.') resolved.push(part);
  }
  return resolved.join('/');
}

interface WorkbookParts {
  sheet: string;
  sharedStrings: string | null;
  styles: string | null;
  date1904: boolean;
}

async function workbookParts(bytes: Buffer, entries: Map<string, ZipEntry>): Promise<WorkbookParts> {
  const workbook = entryOf(entries, 'xl/workbook.xml');
  if (!workbook) throw new WorkbookUnreadable('no workbook part');
  let firstSheetRelation: string | null = null;
  let date1904 = false;
  await parseXml(inflate(bytes, workbook), (parser) =>
    parser.on('opentag', (node: SaxesTagPlain) => {
      const name = localName(node.name);
      if (name === 'workbookPr') date1904 = ['1', 'true'].includes(String(node.attributes.date1904 ?? ''));
      if (name === 'sheet' && firstSheetRelation === null) {
        const relation = Object.entries(node.attributes).find(([key]) => localName(key) === 'id');
        firstSheetRelation = relation ? String(relation[1]) : '';
      }
    }),
  );
  const targets = new Map<string, string>();
  let sharedStrings: string | null = null;
  let styles: string | null = null;
  const rels = entryOf(entries, 'xl/_rels/workbook.xml.rels');
  if (rels) {
    await parseXml(inflate(bytes, rels), (parser) =>
      parser.on('opentag', (node: SaxesTagPlain) => {
        if (localName(node.name) !== 'Relationship') return;
        const target = partName(String(node.attributes.Target ?? ''));
        const type = String(node.attributes.Type ?? '');
        targets.set(String(node.attributes.Id ?? ''), target);
        if (type.endsWith('/sharedStrings')) sharedStrings = target;
        if (type.endsWith('/styles')) styles = target;
      }),
    );
  }
  const sheet =
    (firstSheetRelation !== null ? targets.get(firstSheetRelation) : undefined) ?? 'xl/worksheets/sheet1.xml';
  return {
    sheet,
    sharedStrings: sharedStrings ?? (entries.has('xl/sharedStrings.xml') ? 'xl/sharedStrings.xml' : null),
    styles: styles ?? (entries.has('xl/styles.xml') ? 'xl/styles.xml' : null),
    date1904,
  };
}

/** The shared strings, bounded in number and in rich-text runs; phonetic runs (`rPh`) are not text. */
async function readSharedStrings(xml: Buffer): Promise<string[]> {
  const strings: string[] = [];
  let parts: string[] = [];
  let length = 0;
  let inText = false;
  let inPhonetic = false;
  let runs = 0;
  await parseXml(xml, (parser) => {
    parser.on('opentag', (node: SaxesTagPlain) => {
      const name = localName(node.name);
      if (name === 'si') {
        parts = [];
        length = 0;
      } else if (name === 't') inText = !inPhonetic;
      else if (name === 'rPh') inPhonetic = true;
      else if (name === 'r' && ++runs > limits.maxRichTextRuns) {
        throw new WorkbookTooLarge(`more than ${limits.maxRichTextRuns} rich-text runs`);
      }
    });
    parser.on('text', (text) => {
      if (!inText || length > limits.maxCellCharacters) return;
      parts.push(text);
      length += text.length;
    });
    parser.on('closetag', (node: SaxesTagPlain) => {
      const name = localName(node.name);
      if (name === 't') inText = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'si') {
        if (strings.length === limits.maxSharedStrings) {
          throw new WorkbookTooLarge(`more than ${limits.maxSharedStrings} shared strings`);
        }
        strings.push(cut(unescapedFromWorkbook(parts.join(''))));
      }
    });
  });
  return strings;
}

const builtInDateFormats = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 30, 36, 45, 46, 47, 50, 57]);

function isDateFormat(code: string): boolean {
  const bare = code.replace(/"[^"]*"|\[[^\]]*\]|\\./g, '');
  return /[dy]/i.test(bare) || /m/i.test(bare.replace(/h+:?m+|m+:?s+/gi, ''));
}

/** Which style indexes (`s` of a cell) show a number as a date. */
async function readDateStyles(xml: Buffer): Promise<Set<number>> {
  const customDates = new Set<number>();
  const dateStyles = new Set<number>();
  let inCellFormats = false;
  let index = 0;
  await parseXml(xml, (parser) => {
    parser.on('opentag', (node: SaxesTagPlain) => {
      const name = localName(node.name);
      if (name === 'numFmt' && isDateFormat(String(node.attributes.formatCode ?? ''))) {
        customDates.add(Number(node.attributes.numFmtId));
      } else if (name === 'cellXfs') inCellFormats = true;
      else if (name === 'xf' && inCellFormats) {
        const format = Number(node.attributes.numFmtId ?? 0);
        if (builtInDateFormats.has(format) || customDates.has(format)) dateStyles.add(index);
        index += 1;
      }
    });
    parser.on('closetag', (node: SaxesTagPlain) => {
      if (localName(node.name) === 'cellXfs') inCellFormats = false;
    });
  });
  return dateStyles;
}

function serialDate(serial: number, date1904: boolean): string | null {
  if (!Number.isFinite(serial) || serial < 0 || serial > 2_958_465) return null;
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
  return new Date(epoch + Math.round(serial * 86_400_000)).toISOString().slice(0, 10);
}

/** `AB12` → 28 (from 1); 0 when the reference has no letters. */
function columnOf(reference: string): number {
  let column = 0;
  for (let index = 0; index < reference.length && index < 4; index++) {
    const code = reference.charCodeAt(index) | 0x20;
    if (code < 97 || code > 122) break;
    column = column * 26 + (code - 96);
  }
  return column;
}

/**
 * Calls `onRow` with each row of the workbook's first sheet that has a cell within the first
 * `maxColumns` columns: its number and its values (index 0 is column A). `onRow` may throw to stop.
 */
export async function readFirstSheet(
  bytes: Buffer,
  onRow: (row: number, values: WorkbookCell[]) => void,
): Promise<void> {
  let entries: Map<string, ZipEntry>;
  try {
    entries = zipEntries(bytes);
  } catch (error) {
    throw new WorkbookUnreadable((error as Error).message);
  }
  const parts = await workbookParts(bytes, entries);
  const sheetEntry = entryOf(entries, parts.sheet);
  if (!sheetEntry) throw new WorkbookUnreadable('no first sheet');
  const sharedEntry = parts.sharedStrings ? entryOf(entries, parts.sharedStrings) : undefined;
  const shared = sharedEntry ? await readSharedStrings(inflate(bytes, sharedEntry)) : [];
  const stylesEntry = parts.styles ? entryOf(entries, parts.styles) : undefined;
  const dateStyles = stylesEntry ? await readDateStyles(inflate(bytes, stylesEntry)) : new Set<number>();

  let rowNumber = 0;
  let values: WorkbookCell[] = [];
  let column = 0;
  let cellType = '';
  let cellStyle = -1;
  let cellText: string[] = [];
  let cellLength = 0;
  let keep = false;
  let inValue = false;
  let inPhonetic = false;
  let rowsSeen = 0;

  function cellValue(): WorkbookCell {
    const text = cellText.join('');
    switch (cellType) {
      case 's':
        return shared[Number(text)] ?? null;
      case 'inlineStr':
      case 'str':
        return cut(unescapedFromWorkbook(text));
      case 'b':
        return text === '1' || text.toLowerCase() === 'true';
      case 'e':
        return null;
      case 'd':
        return text.slice(0, 10) || null;
      default: {
        if (text.trim() === '') return null;
        const number = Number(text);
        if (!Number.isFinite(number)) return null;
        return dateStyles.has(cellStyle) ? serialDate(number, parts.date1904) : number;
      }
    }
  }

  await parseXml(inflate(bytes, sheetEntry), (parser) => {
    parser.on('opentag', (node: SaxesTagPlain) => {
      switch (localName(node.name)) {
        case 'row': {
          if (++rowsSeen > limits.maxSheetRows) throw new WorkbookTooLarge(`more than ${limits.maxSheetRows} rows`);
          const given = Number(node.attributes.r);
          rowNumber = Number.isInteger(given) && given > rowNumber ? given : rowNumber + 1;
          values = [];
          column = 0;
          break;
        }
        case 'c': {
          const reference = String(node.attributes.r ?? '');
          column = columnOf(reference) || column + 1;
          keep = column <= limits.maxColumns;
          cellType = String(node.attributes.t ?? 'n');
          cellStyle = Number(node.attributes.s ?? -1);
          cellText = [];
          cellLength = 0;
          break;
        }
        case 'v':
          inValue = keep;
          break;
        case 't':
          inValue = keep && cellType === 'inlineStr' && !inPhonetic;
          break;
        case 'rPh':
          inPhonetic = true;
          break;
      }
    });
    parser.on('text', (text) => {
      if (!inValue || cellLength > limits.maxCellCharacters) return;
      cellText.push(text);
      cellLength += text.length;
    });
    parser.on('closetag', (node: SaxesTagPlain) => {
      switch (localName(node.name)) {
        case 'v':
        case 't':
          inValue = false;
          break;
        case 'rPh':
          inPhonetic = false;
          break;
        case 'c':
          if (keep) values[column - 1] = cellValue();
          keep = false;
          break;
        case 'row':
          if (values.length > 0)
            onRow(
              rowNumber,
              Array.from(values, (value) => value ?? null),
            );
          break;
      }
    });
  });
}
