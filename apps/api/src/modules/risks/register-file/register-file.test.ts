import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { Risk, RiskImportResult } from '@freeboard/shared/risks/risks.schemas';
import { postMultipart } from '../../../../test/uploads';
import { registerColumns } from './register-columns';
import { useTestApp, type Person } from '../../../../test/harness';

const { testApp, admin, engineer, viewer } = useTestApp();

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function download(format: 'xlsx' | 'csv', query = '', session = viewer) {
  const response = await session.get(`/api/risks/export?format=${format}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

async function allRisks(): Promise<Risk[]> {
  const response = await viewer.get('/api/risks?limit=200');
  return response.json<{ data: Risk[] }>().data;
}

async function activityTotal(): Promise<number> {
  const response = await admin.get('/api/activity?limit=1');
  return response.json<{ meta: { total: number } }>().meta.total;
}

async function importFile(name: string, bytes: Uint8Array | string, dryRun: boolean, session = engineer) {
  const response = await postMultipart(testApp, session, `/api/risks/import?dryRun=${dryRun}`, {}, { name, bytes });
  return response;
}

async function imported(name: string, bytes: Uint8Array | string, dryRun: boolean): Promise<RiskImportResult> {
  const response = await importFile(name, bytes, dryRun);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: RiskImportResult }>().data;
}

const csvRows = (text: string) => parse(text, { bom: true }) as string[][];
const toCsv = (rows: string[][]) =>
  rows.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')).join('\n');

describe('GET /api/risks/export', () => {
  it('writes the register as a workbook: the risks with their controls, and the controls they name', async () => {
    const risks = await allRisks();
    const response = await download('xlsx');
    expect(response.headers['content-type']).toBe(xlsxType);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="risk-register-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Risks')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(registerColumns.map((column) => column.header));
    expect(sheet.rowCount - 1).toBe(risks.length);
    const first = risks[0]!;
    const row = sheet.getRow(2).values as unknown[];
    expect(row[1]).toBe(first.code);
    expect(row[18]).toBe(first.controls.map((control) => control.code).join('; '));
    const controls = workbook.getWorksheet('Controls')!;
    const linked = new Set(risks.flatMap((risk) => risk.controls.map((control) => control.code)));
    expect(controls.rowCount - 1).toBe(linked.size);
  });

  it('exports what is filtered, as CSV too, and neutralises text a spreadsheet would run as a formula', async () => {
    const created = await engineer.post('/api/risks', {
      title: '=HYPERLINK("http://evil.example","Click")',
      cause: '+1+1',
      failureMode: 'other',
      inherentLikelihood: 1,
      inherentConsequence: 1,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { code } = created.json<{ data: Risk }>().data;
    const rows = csvRows((await download('csv', `&q=${code}`)).body);
    expect(rows).toHaveLength(2);
    expect(rows[1]![1]).toBe('\'=HYPERLINK("http://evil.example","Click")');
    expect(rows[1]![6]).toBe("'+1+1");
    const open = csvRows((await download('csv', '&status=open')).body);
    const openRisks = (await allRisks()).filter((risk) => risk.status === 'open');
    expect(open.length - 1).toBe(openRisks.length);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download('xlsx', `&q=${code}`)).rawPayload as unknown as ArrayBuffer);
    const cell = workbook.getWorksheet('Risks')!.getRow(2).getCell(2);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe('\'=HYPERLINK("http://evil.example","Click")');
  });
});

describe('POST /api/risks/import', () => {
  it('imports an export unchanged, workbook or CSV, dry run or not: nothing changes, nothing is recorded', async () => {
    const before = await allRisks();
    const trail = await activityTotal();
    for (const format of ['xlsx', 'csv'] as const) {
      const file = (await download(format)).rawPayload;
      for (const dryRun of [true, false]) {
        const result = await imported(`register.${format}`, file, dryRun);
        expect(result, `${format} dry run ${dryRun}`).toMatchObject({
          dryRun,
          imported: !dryRun,
          created: 0,
          updated: 0,
          unchanged: before.length,
          errors: [],
        });
      }
    }
    expect(await allRisks()).toEqual(before);
    expect(await activityTotal()).toBe(trail);
  });

  it('reports what a dry run would do and changes nothing; the same file then imports, by code', async () => {
    const rows = csvRows((await download('csv')).body);
    const [header, first] = rows;
    const title = header!.indexOf('Title');
    const code = header!.indexOf('Code');
    const changed = [...first!];
    changed[title] = 'Retitled by the import';
    const added = [...first!];
    added[code] = '';
    added[title] = 'A new risk from the spreadsheet';
    const file = toCsv([header!, changed, added]);
    const before = await allRisks();

    expect(await imported('register.csv', file, true)).toMatchObject({
      created: 1,
      updated: 1,
      unchanged: 0,
      errors: [],
    });
    expect(await allRisks()).toEqual(before);

    expect(await imported('register.csv', file, false)).toMatchObject({ imported: true, created: 1, updated: 1 });
    const after = await allRisks();
    expect(after.find((risk) => risk.code === first![code])!.title).toBe('Retitled by the import');
    const newRisk = after.find((risk) => risk.title === 'A new risk from the spreadsheet')!;
    expect(newRisk.code).toMatch(/^R-\d{3}$/);
    expect(newRisk.controlIDs).toEqual(before.find((risk) => risk.code === first![code])!.controlIDs);
  });

  it('imports nothing while any row is wrong, and names each row, column and problem', async () => {
    const rows = csvRows((await download('csv')).body);
    const [header, first] = rows;
    const column = (name: string) => header!.indexOf(name);
    const good = [...first!];
    good[column('Code')] = 'R-700';
    good[column('Title')] = 'Would be fine alone';
    const bad = [...first!];
    bad[column('Code')] = 'R-701';
    bad[column('Inherent likelihood')] = '9';
    bad[column('Controls')] = 'C-999';
    bad[column('Owner email')] = 'stranger@example.com';
    bad[column('Failure mode')] = 'meteor';
    const twice = [...good];
    const before = await allRisks();
    const result = await imported('register.csv', toCsv([header!, good, bad, twice]), false);
    expect(result.imported).toBe(false);
    expect(result.created + result.updated).toBeGreaterThanOrEqual(0);
    expect(result.errors).toEqual(
      expect.arrayContaining([
        { row: 3, field: 'Inherent likelihood', message: expect.any(String) },
        { row: 3, field: 'Controls', message: 'No control C-999 in this tenant' },
        { row: 3, field: 'Owner email', message: 'stranger@example.com is not a member of this tenant' },
        { row: 3, field: 'Failure mode', message: expect.any(String) },
        { row: 4, field: 'Code', message: 'R-700 is also on row 2' },
      ]),
    );
    expect(result.errorCount).toBe(result.errors.length);
    expect(await allRisks()).toEqual(before);
  });

  it('refuses a file that is not a register, lacks columns or holds too many rows, and a viewer', async () => {
    const header = registerColumns.map((column) => column.header);
    const refused: [string, Uint8Array | string, number, Person?][] = [
      ['notes.csv', 'Just,some\ntext,here', 400],
      ['random.xlsx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]), 400],
      ['huge.csv', `${header.join(',')}\n${'"R-1",x\n'.repeat(10_001)}`, 413],
      ['register.csv', header.join(','), 403, viewer],
    ];
    for (const [name, bytes, status, session] of refused) {
      const response = await importFile(name, bytes, false, session);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });
});
