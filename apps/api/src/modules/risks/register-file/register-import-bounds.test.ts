/**
 * The register import under hostile files (issue 31): every request leaves no file and no descriptor
 * behind, a file's cost is bounded by what the register needs (columns, shared strings, rich-text
 * runs, codes per cell, errors kept), imports take turns per tenant and another tenant's requests
 * are served while one runs; and an export imports back unchanged whatever its text holds.
 */
import { readdirSync, readlinkSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Risk, RiskImportResult } from '@freeboard/shared/risks/risks.schemas';
import { postMultipart } from '../../../../test/uploads';
import { demoEmails, tenantIDBySlug } from '../../../../test/test-app';
import {
  columnXfdWorkbook,
  csvOf,
  largeSecondSheetWorkbook,
  manyEmptySheetsWorkbook,
  manySharedStringsWorkbook,
  registerHeaders,
  richTextRunsWorkbook,
  riskRow,
  sheetXml,
  workbookOf,
} from '../../../../test/fixtures/register-files';
import { AppError } from '../../../lib/app-error';
import type { TenantContext } from '../../../lib/resources/tenant-context';
import { inDatabase } from '../../../../test/test-app';
import { importRegisterAnswer } from './import-register';
import { inImportTurn } from './import-turns';
import type { ImportedRow } from './read-register';
import { registerFileLimits } from './register-file-limits';
import { useTestApp } from '../../../../test/harness';

const { testApp, admin, engineer } = useTestApp({ people: ['admin', 'engineer'] });
let privateTmp: string;
const originalTmp = process.env.TMPDIR;

beforeAll(async () => {
  // A temporary folder of this file's own, so that what the imports leave there can be counted.
  privateTmp = mkdtempSync(path.join(tmpdir(), 'freeboard-import-bounds-'));
  process.env.TMPDIR = privateTmp;
});
afterAll(async () => {
  if (originalTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = originalTmp;
  rmSync(privateTmp, { recursive: true, force: true });
});

const importUrl = (dryRun: boolean) => `/api/risks/import?dryRun=${dryRun}`;

async function importFile(name: string, bytes: Uint8Array | string, dryRun = true, session = engineer) {
  return postMultipart(testApp, session, importUrl(dryRun), {}, { name, bytes });
}

async function imported(name: string, bytes: Uint8Array | string, dryRun = true): Promise<RiskImportResult> {
  const response = await importFile(name, bytes, dryRun);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: RiskImportResult }>().data;
}

/** Descriptors the process holds open, apart from the one this listing opens. */
function openDescriptors(): string[] {
  const list: string[] = [];
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      list.push(readlinkSync(`/proc/self/fd/${fd}`));
    } catch {
      // the listing's own descriptor, closed meanwhile
    }
  }
  return list;
}

const filesIn = (folder: string) => readdirSync(folder, { recursive: true });

async function download(format: 'xlsx' | 'csv', query = '', session = engineer) {
  const response = await session.get(`/api/risks/export?format=${format}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

describe('what an import opens and writes', () => {
  it('is all released and removed, whatever the workbook holds and however the import ends', async () => {
    const ownExport = (await download('xlsx')).rawPayload;
    // Warm up: the first import loads the readers and may open the database's connections.
    await imported('warm-up.xlsx', ownExport);
    const baseline = openDescriptors().length;
    expect(filesIn(privateTmp)).toEqual([]);

    // (a) 3,000 empty sheets after the register: none of them is read.
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await imported('sheets.xlsx', manyEmptySheetsWorkbook(3000))).toMatchObject({ created: 1, errorCount: 0 });
    }
    expect(openDescriptors().length, 'after empty sheets').toBeLessThanOrEqual(baseline);
    expect(filesIn(privateTmp), 'after empty sheets').toEqual([]);

    // (b) the product's own export, five times.
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await imported('register.xlsx', ownExport)).errorCount).toBe(0);
    }
    expect(openDescriptors().length, 'after own exports').toBeLessThanOrEqual(baseline);
    expect(filesIn(privateTmp), 'after own exports').toEqual([]);

    // (c) a large second sheet (about 12 MB of XML), and files that are refused.
    expect(await imported('second.xlsx', largeSecondSheetWorkbook(20_000))).toMatchObject({
      created: 1,
      errorCount: 0,
    });
    expect((await importFile('broken.xlsx', Buffer.from('PK\u0003\u0004 not really a zip'))).statusCode).toBe(400);
    expect(
      (await importFile('strings.xlsx', manySharedStringsWorkbook(registerFileLimits.maxSharedStrings))).statusCode,
    ).toBe(413);
    expect(openDescriptors().length, 'after the rest').toBeLessThanOrEqual(baseline);
    expect(filesIn(privateTmp), 'after the rest').toEqual([]);
  });
});

describe('bounds of a register file', () => {
  it('skips a cell in column XFD as it is met, and reads the register beside it', async () => {
    expect(await imported('xfd.xlsx', columnXfdWorkbook(2000))).toMatchObject({ created: 2000, errorCount: 0 });
  });

  it('reads a workbook as a spreadsheet writes it: shared strings, numbers, and a date typed as a date', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Risks');
    sheet.addRow(registerHeaders);
    const row = riskRow('Typed in a spreadsheet').map((value, index) =>
      registerHeaders[index]!.startsWith('Inherent') && value ? Number(value) : value || null,
    );
    row[registerHeaders.indexOf('Next review date')] = new Date(Date.UTC(2027, 2, 15)) as unknown as string;
    sheet.addRow(row);
    sheet.getCell(`Q2`).numFmt = 'dd/mm/yyyy';
    workbook.addWorksheet('Notes').addRow(['anything']);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect(await imported('typed.xlsx', bytes, false)).toMatchObject({ imported: true, created: 1, errorCount: 0 });
    const response = await engineer.get('/api/risks?q=Typed');
    expect(response.json<{ data: Risk[] }>().data[0]).toMatchObject({
      title: 'Typed in a spreadsheet',
      inherentLikelihood: 3,
      nextReviewDate: '2027-03-15',
    });
  });

  it('refuses more shared strings or rich-text runs than a register can need, as 413', async () => {
    for (const [name, bytes] of [
      ['strings.xlsx', manySharedStringsWorkbook(registerFileLimits.maxSharedStrings)],
      ['runs.xlsx', richTextRunsWorkbook(registerFileLimits.maxRichTextRuns + 1)],
    ] as const) {
      const response = await importFile(name, bytes);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(413);
      expect(response.json()).toMatchObject({ code: 'payload_too_large' });
    }
  });

  it('answers a Controls cell of 200,000 codes with one error on that cell, and bounds the errors it keeps', async () => {
    const codes = Array<string>(200_000).fill('C').join(';');
    for (const [name, file] of [
      ['codes.csv', csvOf([registerHeaders, riskRow('Many controls', { Controls: codes })])],
      ['codes.xlsx', workbookOf([sheetXml([registerHeaders, riskRow('Many controls', { Controls: codes })])])],
    ] as const) {
      expect(await imported(name, file), name).toMatchObject({
        imported: false,
        errorCount: 1,
        errors: [
          {
            row: 2,
            field: 'Controls',
            message: `At most ${registerFileLimits.maxCodesPerCell} control codes in one cell`,
          },
        ],
      });
    }

    // 24 rows of 100,000 unknown codes: one error each, not 2.4 million.
    const unknown = Array<string>(100_000).fill('NOPE').join(';');
    const rows = Array.from({ length: 24 }, (_, index) => riskRow(`Unknown ${index}`, { Controls: unknown }));
    expect((await imported('unknown.xlsx', workbookOf([sheetXml([registerHeaders, ...rows])]))).errorCount).toBe(24);

    // 3,000 rows of two errors each: the first 1,000 are listed, all 6,000 counted.
    const wrong = Array.from({ length: 3000 }, (_, index) =>
      riskRow(`Wrong ${index}`, { 'Inherent likelihood': 'x', 'Owner email': 'nobody@nowhere.example' }),
    );
    const many = await imported('wrong.csv', csvOf([registerHeaders, ...wrong]));
    expect(many.errors).toHaveLength(registerFileLimits.maxReportedErrors);
    expect(many.errorCount).toBe(6000);
  });

  it('answers a NUL character in a CSV cell as an error of that row and column', async () => {
    const result = await imported('nul.csv', csvOf([registerHeaders, riskRow('Fine'), riskRow('Bad\u0000title')]));
    expect(result).toMatchObject({
      imported: false,
      created: 1,
      errorCount: 1,
      errors: [{ row: 3, field: 'Title', message: 'Must not contain a NUL character' }],
    });
  });
});

describe('a checked file is written in bulk', () => {
  async function risksTitled(prefix: string): Promise<Risk[]> {
    const found: Risk[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `/api/risks?limit=200&q=${encodeURIComponent(prefix)}${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await engineer.get(query)).json<{
        data: Risk[];
        meta: { nextCursor: string | null };
      }>();
      found.push(...page.data);
      cursor = page.meta.nextCursor;
    } while (cursor);
    return found;
  }

  async function activityTotal(): Promise<number> {
    const response = await admin.get('/api/activity?limit=1');
    return response.json<{ meta: { total: number } }>().meta.total;
  }

  it('as the service writes one risk: ratings by the matrix, codes of the series, controls, owner, Activity', async () => {
    const [first, second] = (await engineer.get('/api/controls?limit=2')).json<{
      data: { controlID: string; code: string }[];
    }>().data;
    const fields = {
      'Inherent likelihood': '4',
      'Inherent consequence': '3',
      'Residual likelihood': '2',
      'Residual consequence': '2',
      'Owner email': demoEmails.engineer,
      Controls: `${first!.code}; ${second!.code}`,
    };
    const byService = (
      await engineer.post('/api/risks', {
        title: 'Bulk reference',
        failureMode: 'other',
        inherentLikelihood: 4,
        inherentConsequence: 3,
        residualLikelihood: 2,
        residualConsequence: 2,
        ownerID: engineer.userID,
        controlIDs: [first!.controlID, second!.controlID],
      })
    ).json<{ data: Risk }>().data;
    const trail = await activityTotal();
    const rows = [
      riskRow('Bulk chosen', { ...fields, Code: 'R-900' }),
      ...Array.from({ length: 300 }, (_, index) => riskRow(`Bulk ${index}`, fields)),
    ];
    expect(await imported('bulk.csv', csvOf([registerHeaders, ...rows]), false)).toMatchObject({
      imported: true,
      created: 301,
      errorCount: 0,
    });
    expect(await activityTotal()).toBe(trail + 301);
    const written = (await risksTitled('Bulk')).filter((risk) => risk.riskID !== byService.riskID);
    expect(written).toHaveLength(301);
    const pick = ({ inherentRiskRating, residualRiskRating, ownerID, controlIDs, status, version }: Risk) => ({
      inherentRiskRating,
      residualRiskRating,
      ownerID,
      controlIDs,
      status,
      version,
    });
    for (const risk of written) expect(pick(risk)).toEqual(pick(byService));
    const numbers = written
      .filter((risk) => risk.title !== 'Bulk chosen')
      .map((risk) => Number(risk.code.slice(2)))
      .sort((a, b) => a - b);
    expect(numbers[0]).toBe(901);
    expect(numbers.at(-1)! - numbers[0]!).toBe(299);
    expect(written.find((risk) => risk.title === 'Bulk chosen')!.code).toBe('R-900');

    // A change of one field is an update at its version, with its Activity entry.
    const changed = riskRow('Bulk chosen, retitled', { ...fields, Code: 'R-900' });
    expect(await imported('bulk.csv', csvOf([registerHeaders, changed]), false)).toMatchObject({ updated: 1 });
    const [retitled] = await risksTitled('Bulk chosen, retitled');
    expect(retitled).toMatchObject({ code: 'R-900', version: 2 });
    const entry = (await admin.get('/api/activity?limit=1')).json<{
      data: { summary: string; changes: Record<string, unknown> }[];
    }>().data[0]!;
    expect(entry.summary).toBe('Updated risk R-900: title');
    expect(entry.changes).toEqual({ title: { before: 'Bulk chosen', after: 'Bulk chosen, retitled' } });
  });
});

describe('imports take turns', () => {
  it('refuses a second import of the same tenant while one runs (429), and takes it after', async () => {
    const file = csvOf([registerHeaders, riskRow('Waiting')]);
    let release!: () => void;
    const running = inImportTurn(engineer.defaultTenantID, () => new Promise<void>((resolve) => (release = resolve)));
    const refused = await importFile('second.csv', file);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited', detail: expect.stringMatching(/already under way/) });
    release();
    await running;
    expect((await importFile('second.csv', file)).statusCode).toBe(200);
  });

  it("serves another tenant's register while one tenant's 10,000-row import runs", async () => {
    const southern = tenantIDBySlug(admin, 'southern-water');
    const rows = Array.from({ length: 10_000 }, (_, index) => riskRow(`Risk ${index}`, { Cause: `Cause ${index}` }));
    const finished: string[] = [];
    const big = importFile('big.csv', csvOf([registerHeaders, ...rows])).then((response) => {
      finished.push('import');
      return response;
    });
    for (let request = 0; request < 3; request++) {
      const response = await admin.in(southern).get('/api/risks/summary?limit=50');
      expect(response.statusCode, response.body).toBe(200);
      finished.push('summary');
    }
    const response = await big;
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: RiskImportResult }>().data).toMatchObject({ created: 10_000, errorCount: 0 });
    expect(finished).toEqual(['summary', 'summary', 'summary', 'import']);
  });
});

describe('an import written after its check', () => {
  /** The file's rows as the reader hands them over: cells by header. */
  const rowsOf = (rows: string[][]): ImportedRow[] =>
    rows.map((cells, index) => ({
      row: index + 2,
      cells: new Map(registerHeaders.map((header, column) => [header, cells[column] || null])),
    }));

  /**
   * Imports `rows` for the engineer's tenant as the route does (lookups, check, then the write, each
   * transaction through `run`), doing `meanwhile` between the check and the write.
   */
  async function importWith(rows: string[][], meanwhile: () => Promise<void>) {
    let transactions = 0;
    const run = async <T>(work: (context: TenantContext) => Promise<T>): Promise<T> => {
      transactions += 1;
      if (transactions === 2) await meanwhile();
      return inDatabase(testApp, engineer.defaultTenantID, (tx) =>
        work({
          tx,
          tenantID: engineer.defaultTenantID,
          ability: {} as TenantContext['ability'],
          actor: { userID: engineer.userID, name: 'Engineer', address: '127.0.0.1' },
        }),
      );
    };
    return importRegisterAnswer(run, rowsOf(rows), false);
  }

  async function riskTitled(title: string) {
    const response = await engineer.get(`/api/risks?q=${encodeURIComponent(title)}`);
    return response.json<{ data: Risk[] }>().data.filter((risk) => risk.title === title);
  }

  it('writes nothing when a risk it changes was changed since the check, or the matrix was', async () => {
    const created = await engineer.post('/api/risks', {
      title: 'Changed during the import',
      failureMode: 'other',
      inherentLikelihood: 3,
      inherentConsequence: 2,
    });
    expect(created.statusCode, created.body).toBe(201);
    const risk = created.json<{ data: Risk }>().data;
    const rows = [
      riskRow('Changed during the import, by the file', { Code: risk.code }),
      riskRow('New beside a conflict'),
    ];

    const afterRiskChange = importWith(rows, async () => {
      const patched = await engineer.patch(`/api/risks/${risk.riskID}`, {
        cause: 'Changed by someone else',
        version: risk.version,
      });
      expect(patched.statusCode, patched.body).toBe(200);
    });
    await expect(afterRiskChange).rejects.toMatchObject({ code: 'version_conflict' });

    const afterMatrixChange = importWith(rows, async () => {
      const matrix = (await admin.get('/api/settings/risk-matrix')).json<{
        data: { cells: number[][]; updatedAt: unknown } & Record<string, unknown>;
      }>().data;
      const { updatedAt: _updatedAt, ...input } = matrix;
      const cells = matrix.cells.map((row, l) => row.map((rating, c) => (l === 0 && c === 0 ? 2 : rating)));
      const saved = await admin.put('/api/settings/risk-matrix', { ...input, cells });
      expect(saved.statusCode, saved.body).toBe(200);
    });
    await expect(afterMatrixChange).rejects.toBeInstanceOf(AppError);
    await expect(afterMatrixChange).rejects.toMatchObject({ code: 'version_conflict' });

    expect(await riskTitled('New beside a conflict')).toEqual([]);
    expect(await riskTitled('Changed during the import, by the file')).toEqual([]);
  });
});

describe('an export imports back unchanged', () => {
  async function riskOf(code: string): Promise<Risk> {
    const response = await engineer.get(`/api/risks?q=${code}`);
    return response.json<{ data: Risk[] }>().data.find((risk) => risk.code === code)!;
  }

  it('keeps text XML cannot hold, the apostrophe before a formula, and quotes semicolons and edge spaces in CSV', async () => {
    const created = await engineer.post('/api/risks', {
      title: 'Pump; =1+1 \u0001 bell \u0007 \uFFFE \uFFFF _x0041_ end',
      cause: "'=1+1",
      consequence: 'Tailings',
      description: "''=SUM(A1)",
      failureMode: 'other',
      inherentLikelihood: 2,
      inherentConsequence: 2,
    });
    expect(created.statusCode, created.body).toBe(201);
    const before = created.json<{ data: Risk }>().data;

    const csv = (await download('csv', `&q=${before.code}`)).body;
    expect(csv).toContain('"Pump; =1+1');
    const [, row] = parse(csv, { bom: true }) as string[][];
    expect(row![6]).toBe("''=1+1");

    const workbook = (await download('xlsx', `&q=${before.code}`)).rawPayload;
    // Well-formed: exceljs reads it (it refused the file before).
    await new ExcelJS.Workbook().xlsx.load(workbook as unknown as ArrayBuffer);

    for (const [name, file] of [
      ['register.xlsx', workbook],
      ['register.csv', csv],
    ] as const) {
      expect(await imported(name, file, false), name).toMatchObject({
        imported: true,
        unchanged: 1,
        updated: 0,
        created: 0,
      });
    }
    const after = await riskOf(before.code);
    expect(after).toMatchObject({
      version: before.version,
      title: before.title,
      cause: "'=1+1",
      description: "''=SUM(A1)",
    });
  });

  it('quotes semicolons and edge spaces in the activity export too', async () => {
    const response = await admin.get('/api/activity/export?format=csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toMatch(/"Created risk R-\d+ Pump; =1\+1/);
  });
});
