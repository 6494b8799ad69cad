// Probe: the risk register's import under hostile files (issue 31, items 1, 2 and 7), against the
// built server on PGlite and on PostgreSQL, and — with BENCH_BEFORE set to a built checkout of an
// earlier commit — against that build too, in the same run.
//
// Each server runs with a temporary folder of its own. Northwind Mining imports (dry runs): three
// workbooks of the register's header, one risk and 4,989 empty sheets; the product's own export five
// times; a workbook whose second sheet is about 12 MB of XML; then the server's open descriptors and
// the files left in its temporary folder are counted, and a Southern Water activity export must still
// answer. Then, timed: a 10,000-row CSV dry run while Southern Water reads its register summary again
// and again (its latencies, median and worst); 10,000 rows each with a cell in column XFD; 400,000
// shared strings; one shared string of 3.5 million rich-text runs; 24 rows of 100,000 unknown control
// codes; a Controls cell of 200,000 codes and a NUL in a CSV cell (their status). Peak resident
// memory is sampled throughout. Results go to bench/results/probe-register-imports.json.
//
// Usage (after `npm run build`): npm run probe:register-imports
//   BENCH_BEFORE=/path/to/built/checkout npm run probe:register-imports   (adds the earlier build)
//   PROBE_DATABASES=pglite (or postgres) to run one database only.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  columnXfdWorkbook,
  csvOf,
  largeSecondSheetWorkbook,
  manyEmptySheetsWorkbook,
  manySharedStringsWorkbook,
  registerHeaders,
  riskRow,
  sheetXml,
  workbookOf,
} from '../apps/api/test/fixtures/register-files';
import {
  baselineServerScript,
  createChecks,
  createProbeDatabase,
  demo,
  onCleanup,
  requireBuild,
  root,
  runProbe,
  sampleResidentMemory,
  residentMegabytes,
  serverScript,
  signInToTenant,
  startServer,
} from './probe-support.mjs';

type Headers = Record<string, string>;

const requestTimeoutMs = 400_000;

function openFiles(pid: number): number {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return -1;
  }
}

function tmpUsage(folder: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    try {
      bytes += statSync(path.join(entry.parentPath, entry.name)).size;
    } catch {
      // removed meanwhile
    }
  }
  return { files, bytes };
}

async function importFile(url: string, headers: Headers, name: string, bytes: Uint8Array | string, dryRun = true) {
  const form = new FormData();
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
  const started = performance.now();
  try {
    const response = await fetch(`${url}/api/risks/import?dryRun=${dryRun}`, {
      method: 'POST',
      headers,
      body: form,
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    const body = (await response.json()) as { data?: { errorCount: number; created: number } };
    return { status: response.status, ms: Math.round(performance.now() - started), data: body.data ?? null };
  } catch (error) {
    return { status: 0, ms: Math.round(performance.now() - started), data: null, error: String(error) };
  }
}

const median = (values: number[]) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Southern Water's summary, again and again, until `until` settles: each latency, a timeout as its limit. */
async function latenciesDuring(url: string, headers: Headers, until: Promise<unknown>) {
  let done = false;
  void until.finally(() => (done = true));
  const latencies: number[] = [];
  let failures = 0;
  while (!done) {
    const started = performance.now();
    try {
      const response = await fetch(`${url}/api/risks/summary?limit=50`, {
        headers,
        signal: AbortSignal.timeout(120_000),
      });
      await response.arrayBuffer();
      if (response.status !== 200) failures += 1;
    } catch {
      failures += 1;
    }
    latencies.push(Math.round(performance.now() - started));
  }
  return {
    count: latencies.length,
    medianMs: median(latencies),
    worstMs: latencies.reduce((worst, latency) => Math.max(worst, latency), 0),
    failures,
  };
}

async function timedWithLatencies(
  url: string,
  north: Headers,
  south: Headers,
  name: string,
  bytes: Uint8Array | string,
  dryRun = true,
) {
  const run = importFile(url, north, name, bytes, dryRun);
  const southern = await latenciesDuring(url, south, run);
  return { ...(await run), southern };
}

async function probeServer(label: string, script: string, databaseKind: 'pglite' | 'postgres') {
  const database = databaseKind === 'postgres' ? await createProbeDatabase() : null;
  const serverTmp = mkdtempSync(path.join(tmpdir(), 'freeboard-probe-tmp-'));
  onCleanup(() => rmSync(serverTmp, { recursive: true, force: true }));
  const server = await startServer(database?.url, {
    label: `imports-${label}-${databaseKind}`,
    script,
    env: { TMPDIR: serverTmp },
  });
  const pid = server.child.pid!;
  const memory = sampleResidentMemory(pid, { everyMs: 50 });
  const north: Headers = await signInToTenant(server.url, demo.admin, 'northwind-mining');
  const south: Headers = await signInToTenant(server.url, demo.admin, 'southern-water');
  // Signed in again before each step: the earlier build's steps outlast an access token (15 minutes).
  const refresh = async () => {
    Object.assign(north, await signInToTenant(server.url, demo.admin, 'northwind-mining'));
    Object.assign(south, await signInToTenant(server.url, demo.admin, 'southern-water'));
  };
  console.log(`\n${label} build on ${databaseKind}`);

  const ownExport = new Uint8Array(
    await (await fetch(`${server.url}/api/risks/export?format=xlsx`, { headers: north })).arrayBuffer(),
  );
  await importFile(server.url, north, 'warm-up.xlsx', ownExport);
  const baseline = { openFiles: openFiles(pid), ...tmpUsage(serverTmp) };

  const sheets = manyEmptySheetsWorkbook(4989);
  const emptySheets = [];
  for (let attempt = 0; attempt < 3; attempt++)
    emptySheets.push(await importFile(server.url, north, 'sheets.xlsx', sheets));
  const afterEmptySheets = { openFiles: openFiles(pid), ...tmpUsage(serverTmp) };
  for (let attempt = 0; attempt < 5; attempt++) await importFile(server.url, north, 'register.xlsx', ownExport);
  const afterOwnExports = { openFiles: openFiles(pid), ...tmpUsage(serverTmp) };
  const second = largeSecondSheetWorkbook(20_000);
  const secondSheet = await importFile(server.url, north, 'second.xlsx', second);
  const afterSecondSheet = { openFiles: openFiles(pid), ...tmpUsage(serverTmp) };
  await refresh();
  const activityExport = await fetch(`${server.url}/api/activity/export?format=csv`, {
    headers: south,
    signal: AbortSignal.timeout(60_000),
  }).then(
    async (response) => (await response.arrayBuffer(), response.status),
    () => 0,
  );

  const rows = Array.from({ length: 10_000 }, (_, index) => riskRow(`Risk ${index}`, { Cause: `Cause ${index}` }));
  await refresh();
  const tenThousand = await timedWithLatencies(server.url, north, south, 'big.csv', csvOf([registerHeaders, ...rows]));
  console.log(`  10,000-row CSV dry run: ${tenThousand.status} in ${tenThousand.ms} ms`);
  // Twelve 1,000-row dry runs at once from one tenant (this build only; the issue saw 503s before).
  const parallel =
    label === 'this'
      ? await (async () => {
          await refresh();
          const thousand = csvOf([registerHeaders, ...rows.slice(0, 1000)]);
          const all = Promise.all(Array.from({ length: 12 }, () => importFile(server.url, north, 'k.csv', thousand)));
          const southern = await latenciesDuring(server.url, south, all);
          const statuses = (await all).map((attempt) => attempt.status);
          return { statuses, southern };
        })()
      : null;
  await refresh();
  const xfd = await timedWithLatencies(server.url, north, south, 'xfd.xlsx', columnXfdWorkbook(10_000));
  console.log(`  XFD workbook: ${xfd.status} in ${xfd.ms} ms`);

  const rssBefore = (label: string) => ({ label, before: residentMegabytes(pid) ?? 0 });
  const measured = async (name: string, bytes: Uint8Array | string) => {
    await refresh();
    const start = rssBefore(name);
    const result = await timedWithLatencies(server.url, north, south, name, bytes);
    console.log(`  ${name}: ${result.status} in ${result.ms} ms`);
    return {
      ...result,
      residentMbAfter: Math.round(residentMegabytes(pid) ?? 0),
      residentMbBefore: Math.round(start.before),
    };
  };
  const sharedStrings = await measured('shared-strings.xlsx', manySharedStringsWorkbook(400_000));
  const rich = `<si>${'<r><t>a</t></r>'.repeat(3_500_000)}</si>`;
  const richRuns = await measured(
    'rich-text.xlsx',
    workbookOf(
      [sheetXml([])],
      `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${rich}</sst>`,
    ),
  );
  const unknown = Array<string>(100_000).fill('NOPE').join(';');
  const unknownCodes = await measured(
    'unknown-codes.xlsx',
    workbookOf([
      sheetXml([
        registerHeaders,
        ...Array.from({ length: 24 }, (_, index) => riskRow(`U ${index}`, { Controls: unknown })),
      ]),
    ]),
  );
  await refresh();
  const manyCodes = await importFile(
    server.url,
    north,
    'codes.xlsx',
    workbookOf([
      sheetXml([registerHeaders, riskRow('Many', { Controls: Array<string>(200_000).fill('C').join(';') })]),
    ]),
  );
  const nul = await importFile(server.url, north, 'nul.csv', csvOf([registerHeaders, riskRow('Bad\u0000title')]));

  // Written for real, last (this build only: the earlier one takes minutes per thousand rows).
  const tenThousandWritten =
    label === 'this'
      ? await refresh().then(() =>
          timedWithLatencies(server.url, north, south, 'big.csv', csvOf([registerHeaders, ...rows]), false),
        )
      : null;
  if (tenThousandWritten)
    console.log(`  10,000-row CSV import: ${tenThousandWritten.status} in ${tenThousandWritten.ms} ms`);
  const health = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(10_000) }).then(
    (response) => response.status,
    () => 0,
  );
  const result = {
    build: label,
    database: databaseKind,
    files: {
      baseline,
      afterEmptySheets,
      afterOwnExports,
      afterSecondSheet,
      emptySheetStatuses: emptySheets.map((attempt) => attempt.status),
      secondSheetStatus: secondSheet.status,
    },
    activityExportStatus: activityExport,
    tenThousandRowDryRun: tenThousand,
    tenThousandRowImport: tenThousandWritten,
    twelveParallelDryRuns: parallel,
    xfdWorkbook: xfd,
    sharedStrings,
    richTextRuns: richRuns,
    unknownCodes,
    controlsCellOf200000Codes: { status: manyCodes.status, errorCount: manyCodes.data?.errorCount ?? null },
    nulInCsv: { status: nul.status, errorCount: nul.data?.errorCount ?? null },
    healthAfter: health,
    alive: server.alive,
    residentMbPeak: memory.peak(),
    errorLogLines: server.errorLines.length,
  };
  memory.stop();
  // Assigned after the object is made, so its type is not inferred.
  await (server as unknown as { stop(): Promise<void> }).stop();
  return result;
}

/** Written after each server, so that a run cut short keeps what it measured. */
function save(results: unknown[]) {
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/probe-register-imports.json'), `${JSON.stringify(results, null, 2)}\n`);
}

await runProbe(async () => {
  requireBuild();
  const checks = createChecks();
  const databases = (process.env.PROBE_DATABASES ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
  const before = baselineServerScript();
  const results = [];
  for (const database of databases) {
    const after = await probeServer('this', serverScript, database);
    results.push(after);
    const { files } = after;
    checks.check(
      files.afterEmptySheets.openFiles <= files.baseline.openFiles + 2 &&
        files.afterOwnExports.openFiles <= files.baseline.openFiles + 2 &&
        files.afterSecondSheet.openFiles <= files.baseline.openFiles + 2,
      `${database}: open files back to the baseline (${files.baseline.openFiles} → ${files.afterEmptySheets.openFiles}, ${files.afterOwnExports.openFiles}, ${files.afterSecondSheet.openFiles})`,
    );
    checks.check(
      files.afterSecondSheet.files === 0 && files.afterEmptySheets.files === 0,
      `${database}: nothing left in the temporary folder`,
    );
    checks.check(after.activityExportStatus === 200, `${database}: the other tenant's activity export answers 200`);
    checks.check(after.tenThousandRowDryRun.status === 200, `${database}: the 10,000-row dry run answers 200`);
    checks.check(
      after.tenThousandRowDryRun.southern.failures === 0,
      `${database}: the other tenant's summary never failed during it (worst ${after.tenThousandRowDryRun.southern.worstMs} ms)`,
    );
    checks.check(after.richTextRuns.status === 413, `${database}: 3.5 million rich-text runs refused (413)`);
    checks.check(after.unknownCodes.data?.errorCount === 24, `${database}: 24 rows of unknown codes are 24 errors`);
    checks.check(after.controlsCellOf200000Codes.status === 200, `${database}: a cell of 200,000 codes is a row error`);
    checks.check(after.nulInCsv.status === 200 && after.nulInCsv.errorCount === 1, `${database}: a NUL is a row error`);
    checks.check(
      after.alive && after.healthAfter === 200 && after.errorLogLines === 0,
      `${database}: alive, healthy, no error logged`,
    );
    save(results);
    if (before) results.push(await probeServer('before', before, database));
    save(results);
  }
  console.log(JSON.stringify(results, null, 2));
  return checks.allPassed;
});
