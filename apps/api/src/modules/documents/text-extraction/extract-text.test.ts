import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  binaryGarbage,
  brokenPdf,
  docxWithText,
  hiddenSheetBombXlsx,
  oddlyNamedBombDocx,
  pdfBomb,
  pdfWithText,
  scannedPdf,
  xlsxWithText,
  zipBombDocx,
} from '../../../../test/fixtures/document-files';
import { extractText, extractWorkerPath, type ExtractableKind, type ExtractionResult } from './extract-text';

let folder: string;
let fileCount = 0;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'extract-text-test-'));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function saved(contents: Uint8Array | string, extension: string): Promise<string> {
  const filePath = path.join(folder, `file-${++fileCount}.${extension}`);
  await writeFile(filePath, contents);
  return filePath;
}

async function extracted(contents: Uint8Array | string, kind: ExtractableKind, limits = {}) {
  return extractText(await saved(contents, kind), kind, limits);
}

function textOf(result: ExtractionResult): string {
  expect(result.status).toBe('indexed');
  return result.status === 'indexed' ? result.text : '';
}

const englishParagraph =
  'The freeboard of the tailings storage facility is measured at the lowest point of the crest. ' +
  'It shall be kept above the minimum set by the design criteria, and the readings of the piezometers ' +
  'are reviewed by the engineer of record with the operator at each inspection.';

const spanishParagraph =
  'El resguardo del depósito de relaves se mide en el punto más bajo del coronamiento. ' +
  'Debe mantenerse por encima del mínimo que fijan los criterios de diseño, y las lecturas de los ' +
  'piezómetros son revisadas por el ingeniero de registro con el operador en cada inspección para la faena.';

describe('fixtures', () => {
  it('builds files that file-type recognises by their content', async () => {
    expect((await fileTypeFromBuffer(await docxWithText('Hello')))?.ext).toBe('docx');
    expect((await fileTypeFromBuffer(await xlsxWithText([['Hello']])))?.ext).toBe('xlsx');
    expect((await fileTypeFromBuffer(await pdfWithText('Hello')))?.ext).toBe('pdf');
    expect((await fileTypeFromBuffer(await scannedPdf()))?.ext).toBe('pdf');
    expect((await fileTypeFromBuffer(brokenPdf()))?.ext).toBe('pdf');
  });

  it('makes a zip bomb of about a megabyte', async () => {
    const bomb = await zipBombDocx();
    expect(bomb.length).toBeLessThan(4 * 1024 * 1024);
    expect((await fileTypeFromBuffer(bomb))?.ext).toBe('docx');
  });

  it('finds the worker file from the repository root', () => {
    expect(existsSync(extractWorkerPath())).toBe(true);
  });
});

describe('extractText', () => {
  it.each<[ExtractableKind, () => Promise<Uint8Array | string>]>([
    ['pdf', () => pdfWithText(`Inspection report\nThe word zirconpdf appears once.`)],
    ['docx', () => docxWithText(`Operations manual\nThe word zircondocx appears once.`)],
    [
      'xlsx',
      () =>
        xlsxWithText([
          ['Instrument', 'Note'],
          ['PZ-01', 'zirconxlsx'],
        ]),
    ],
    ['csv', async () => 'instrument,note\nPZ-01,zirconcsv\n'],
    ['txt', async () => 'Notes from the visit.\nThe word zircontxt appears once.\n'],
    ['md', async () => '# Visit notes\n\nThe word **zirconmd** appears once.\n'],
  ])('finds a word that is only inside a %s file', async (kind, build) => {
    const text = textOf(await extracted(await build(), kind));
    expect(text).toContain(`zircon${kind}`);
    expect(text).not.toMatch(/\s{2}|\n/);
  });

  it('reads every page of a long PDF', async () => {
    const lines = Array.from({ length: 150 }, (_, index) => `Line ${index + 1} of the monitoring log.`);
    const text = textOf(await extracted(await pdfWithText([...lines, 'Last word: zirconlastpage'].join('\n')), 'pdf'));
    expect(text).toContain('Line 1 of the monitoring log.');
    expect(text).toContain('zirconlastpage');
  });

  it('gives the sheet names of a workbook along with its cells', async () => {
    const text = textOf(await extracted(await xlsxWithText([['Level', '12.5']], 'Piezometer readings'), 'xlsx'));
    expect(text).toContain('Piezometer readings');
    expect(text).toContain('12.5');
  });

  it('drops Markdown links and markup but keeps their words', async () => {
    const markdown = [
      '## Findings',
      '',
      '- See the [seepage report](https://example.com/seepage.pdf) and `PZ-01`.',
      '',
      '| Level | Reading |',
      '| --- | ---: |',
      '| _PZ-01_ | **12.4 m** |',
      '',
      '---',
      'snake_case stays',
    ].join('\n');
    const text = textOf(await extracted(markdown, 'md'));
    expect(text).toBe('Findings See the seepage report and PZ-01. Level Reading PZ-01 12.4 m snake_case stays');
  });

  it('detects English and Spanish, and neither in a table of codes', async () => {
    expect(await extracted(englishParagraph, 'txt')).toMatchObject({ status: 'indexed', language: 'english' });
    expect(await extracted(spanishParagraph, 'txt')).toMatchObject({ status: 'indexed', language: 'spanish' });
    expect(await extracted(await pdfWithText(spanishParagraph), 'pdf')).toMatchObject({ language: 'spanish' });
    const codes = 'PZ-01,12.4,2024-03-01\nPZ-02,11.9,2024-03-01\nINC-7,0.3,2024-03-02\n';
    expect(await extracted(codes, 'csv')).toMatchObject({ status: 'indexed', language: 'simple' });
  });

  it('finds no text in a scanned PDF, an empty workbook or a blank text file', async () => {
    expect(await extracted(await scannedPdf(), 'pdf')).toEqual({ status: 'no_text' });
    expect(await extracted(await xlsxWithText([]), 'xlsx')).toEqual({ status: 'no_text' });
    expect(await extracted(' \n\t \r\n', 'txt')).toEqual({ status: 'no_text' });
  });

  it('fails a broken PDF as unreadable, and reads the next file as usual', async () => {
    expect(await extracted(brokenPdf(), 'pdf')).toMatchObject({ status: 'failed', reason: 'unreadable' });
    expect(textOf(await extracted(await pdfWithText('Still zirconalive'), 'pdf'))).toContain('zirconalive');
  });

  it('fails a file of another kind than claimed as unreadable', async () => {
    expect(await extracted(await xlsxWithText([['Sheet data']]), 'docx')).toMatchObject({
      status: 'failed',
      reason: 'unreadable',
    });
    expect(await extracted(await pdfWithText('Not a workbook'), 'xlsx')).toMatchObject({
      status: 'failed',
      reason: 'unreadable',
    });
  });

  it('fails binary content under a text name as unreadable', async () => {
    expect(await extracted(binaryGarbage(), 'txt')).toMatchObject({ status: 'failed', reason: 'unreadable' });
    expect(await extracted('a text\u0000with a NUL', 'csv')).toMatchObject({ status: 'failed', reason: 'unreadable' });
    const latin1 = Buffer.from('Año de construcción', 'latin1');
    expect(await extracted(latin1, 'txt')).toMatchObject({ status: 'failed', reason: 'unreadable' });
  });

  it('refuses a zip bomb without inflating it', { timeout: 20_000 }, async () => {
    const result = await extracted(await zipBombDocx(), 'docx', { maxMemoryMb: 64, timeoutMs: 10_000 });
    expect(result).toMatchObject({ status: 'failed', reason: 'too_large' });
  });

  it('refuses a zip bomb that understates its size, by inflating no more than the budget', async () => {
    const bomb = await zipBombDocx({ understateSize: true });
    const started = performance.now();
    const result = await extracted(bomb, 'docx', { maxMemoryMb: 64, timeoutMs: 10_000 });
    expect(result.status).toBe('failed');
    expect(['too_large', 'out_of_memory', 'timeout']).toContain(result.status === 'failed' && result.reason);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('refuses a workbook whose sheet hides from the central directory, before any of it reaches disk', async () => {
    const bomb = await hiddenSheetBombXlsx();
    expect(bomb.length).toBeLessThan(4 * 1024 * 1024);
    const started = performance.now();
    const result = await extracted(bomb, 'xlsx', { maxMemoryMb: 64, timeoutMs: 10_000 });
    expect(result).toMatchObject({ status: 'failed', reason: 'too_large' });
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('refuses a Word document whose bomb of a main part is not named .xml', async () => {
    const result = await extracted(await oddlyNamedBombDocx(), 'docx', { maxMemoryMb: 64, timeoutMs: 10_000 });
    expect(result).toMatchObject({ status: 'failed', reason: 'too_large' });
  });

  it('stops a PDF whose streams inflate without bound, though the heap limit cannot see them', async () => {
    const result = await extracted(await pdfBomb(), 'pdf', { maxMemoryMb: 64, timeoutMs: 10_000 });
    expect(result).toMatchObject({ status: 'failed', reason: 'out_of_memory' });
  });

  it('reports a document too big for the heap as out of memory', async () => {
    const paragraphs = Array.from({ length: 120_000 }, (_, index) => `Paragraph ${index} of a long manual.`);
    const result = await extracted(await docxWithText(paragraphs.join('\n')), 'docx', { maxMemoryMb: 24 });
    expect(result).toMatchObject({ status: 'failed', reason: 'out_of_memory' });
  });

  it('cuts text longer than the limit at a word boundary', async () => {
    const words = Array.from({ length: 3000 }, (_, index) => `word${index}`).join(' ');
    const text = textOf(await extracted(words, 'txt', { maxCharacters: 1000 }));
    expect(text.length).toBeLessThanOrEqual(1000);
    expect(text.length).toBeGreaterThan(950);
    expect(words.startsWith(`${text} `)).toBe(true);
  });

  it('stops reading a PDF once it has enough', async () => {
    const lines = Array.from({ length: 400 }, (_, index) => `Line ${index + 1} of the monitoring log.`);
    const text = textOf(await extracted(await pdfWithText(lines.join('\n')), 'pdf', { maxCharacters: 2000 }));
    expect(text.length).toBeLessThanOrEqual(2000);
    expect(text.length).toBeGreaterThan(1900);
    expect(text).toMatch(/^Line 1 of the monitoring log\. Line 2 /);
  });

  it('stops reading a huge text file once it has enough', async () => {
    const line = 'PZ-01,12.4,reading within the expected range\n';
    const huge = line.repeat(Math.ceil((40 * 1024 * 1024) / line.length));
    const text = textOf(await extracted(huge, 'csv', { maxCharacters: 5000 }));
    expect(text.length).toBeLessThanOrEqual(5000);
  });

  it('removes control and invisible characters', async () => {
    const text = textOf(await extracted('bell\u0007 escape\u001b[0m tail\u00adings zero\u200bwidth\r\n\fend', 'txt'));
    expect(text).toBe('bell escape[0m tailings zerowidth end');
  });

  it('gives up at the timeout', async () => {
    const result = await extracted(await pdfWithText(englishParagraph), 'pdf', { timeoutMs: 1 });
    expect(result).toMatchObject({ status: 'failed', reason: 'timeout' });
  });

  it('resolves every one of several extractions started at once', async () => {
    const files = await Promise.all([
      pdfWithText('Parallel zirconone'),
      docxWithText('Parallel zircontwo'),
      xlsxWithText([['Parallel zirconthree']]),
      pdfWithText('Parallel zirconfour'),
      Promise.resolve('Parallel zirconfive'),
      Promise.resolve(brokenPdf()),
    ]);
    const kinds: ExtractableKind[] = ['pdf', 'docx', 'xlsx', 'pdf', 'txt', 'pdf'];
    const results = await Promise.all(files.map((file, index) => extracted(file, kinds[index]!)));
    expect(results.slice(0, 5).map(textOf)).toEqual([
      'Parallel zirconone',
      'Parallel zircontwo',
      'Sheet1 Parallel zirconthree',
      'Parallel zirconfour',
      'Parallel zirconfive',
    ]);
    expect(results[5]).toMatchObject({ status: 'failed', reason: 'unreadable' });
  });
});
