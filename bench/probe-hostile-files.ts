// Probe: hostile files cost a bounded amount of disk and memory, and one tenant's queue of them does
// not hold up another tenant's documents.
//
// Against the built server (PostgreSQL, its temporary folder watched): Northwind Mining uploads five
// bombs at once — three workbooks whose gibibyte sheet hides from the central directory, a Word
// document whose gibibyte main part is named `word/document.bin`, and one whose `document.xml`
// understates its gibibyte — and Southern Water then uploads one small text file. Checks: every
// upload is accepted (201); every bomb's text ends `failed` with the reason `too_large`; Southern
// Water's file is read (`indexed`) before Northwind's last bomb is done; the server's temporary folder
// never holds more than the extraction budget (256 MB) and the server stays alive and healthy, with
// nothing logged at level error. Peak temporary disk, peak resident memory and the wait of Southern
// Water's file are printed and written to bench/results/probe-hostile-files.json.
//
// Usage (after `npm run build`): npm run probe:hostile-files
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hiddenSheetBombXlsx, oddlyNamedBombDocx, zipBombDocx } from '../apps/api/test/fixtures/document-files';
import {
  createChecks,
  createProbeDatabase,
  demo,
  requireBuild,
  root,
  runProbe,
  signInToTenant,
  sleep,
  startServer,
} from './probe-support.mjs';

type Headers = Record<string, string>;
interface Document {
  documentID: string;
  textStatus: string;
  textFailure: string | null;
}

const budgetBytes = 256 * 1024 * 1024;

/** Bytes of every file under `folder` now (files come and go while it is read). */
function bytesUnder(folder: string): number {
  let total = 0;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    try {
      total += statSync(path.join(entry.parentPath, entry.name)).size;
    } catch {
      // removed meanwhile
    }
  }
  return total;
}

/** The process's resident memory, from /proc (its worker threads included). */
function residentBytes(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) * 1024 : 0;
}

async function upload(url: string, headers: Headers, name: string, bytes: Uint8Array | string): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
  return fetch(`${url}/api/documents`, { method: 'POST', headers, body: form, signal: AbortSignal.timeout(60_000) });
}

async function documentOf(url: string, headers: Headers, documentID: string): Promise<Document> {
  const response = await fetch(`${url}/api/documents/${documentID}`, { headers, signal: AbortSignal.timeout(10_000) });
  return ((await response.json()) as { data: Document }).data;
}

await runProbe(async () => {
  requireBuild();
  const checks = createChecks();
  const database = await createProbeDatabase();
  const serverTmp = mkdtempSync(path.join(tmpdir(), 'freeboard-probe-tmp-'));
  const server = await startServer(database.url, { label: 'hostile-files', env: { TMPDIR: serverTmp } });
  const north = await signInToTenant(server.url, demo.admin, 'northwind-mining');
  const south = await signInToTenant(server.url, demo.admin, 'southern-water');

  console.log('building the bombs…');
  const bombs = [
    ['sheet-a.xlsx', await hiddenSheetBombXlsx()],
    ['sheet-b.xlsx', await hiddenSheetBombXlsx()],
    ['sheet-c.xlsx', await hiddenSheetBombXlsx()],
    ['main-part.docx', await oddlyNamedBombDocx()],
    ['understated.docx', await zipBombDocx({ understateSize: true })],
  ] as const;
  // Distinct bytes per copy, so no upload is refused as already held.
  const distinct = (bytes: Uint8Array, index: number) => Buffer.concat([bytes, Buffer.from(`\n${index}`)]);

  let peakDisk = 0;
  let peakResident = 0;
  let watching = true;
  const watcher = (async () => {
    while (watching) {
      peakDisk = Math.max(peakDisk, bytesUnder(serverTmp));
      peakResident = Math.max(peakResident, residentBytes(server.child.pid!));
      await sleep(50);
    }
  })();

  const started = performance.now();
  const northAnswers = await Promise.all(
    bombs.map(([name, bytes], index) => upload(server.url, north, name, distinct(bytes, index))),
  );
  const southAnswer = await upload(
    server.url,
    south,
    'readings.txt',
    `Piezometer readings, north abutment ${Date.now()}`,
  );
  const southUploadedAt = performance.now();
  checks.check(
    [...northAnswers, southAnswer].every((answer) => answer.status === 201),
    `every upload accepted (${[...northAnswers, southAnswer].map((answer) => answer.status).join(', ')})`,
  );
  const northIDs = await Promise.all(
    northAnswers.map(async (answer) => ((await answer.json()) as { data: Document }).data.documentID),
  );
  const southID = ((await southAnswer.json()) as { data: Document }).data.documentID;

  let southReadAt: number | null = null;
  let northDoneAt: number | null = null;
  let northDocuments: Document[] = [];
  const deadline = performance.now() + 180_000;
  while ((southReadAt === null || northDoneAt === null) && performance.now() < deadline) {
    if (southReadAt === null && (await documentOf(server.url, south, southID)).textStatus !== 'pending') {
      southReadAt = performance.now();
    }
    if (northDoneAt === null) {
      northDocuments = await Promise.all(northIDs.map((documentID) => documentOf(server.url, north, documentID)));
      if (northDocuments.every((document) => document.textStatus !== 'pending')) northDoneAt = performance.now();
    }
    await sleep(100);
  }
  watching = false;
  await watcher;

  const southDocument = await documentOf(server.url, south, southID);
  checks.check(southDocument.textStatus === 'indexed', `Southern Water's file is read (${southDocument.textStatus})`);
  checks.check(
    northDocuments.every((document) => document.textStatus === 'failed' && document.textFailure === 'too_large'),
    `every bomb's text failed as too large (${northDocuments.map((document) => document.textFailure).join(', ')})`,
  );
  checks.check(
    southReadAt !== null && northDoneAt !== null && southReadAt < northDoneAt,
    "Southern Water's file is read before Northwind's last bomb is done",
  );
  checks.check(
    peakDisk <= budgetBytes,
    `the temporary folder peaked at ${(peakDisk / 1e6).toFixed(1)} MB (budget 256 MB)`,
  );
  const health = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(10_000) });
  checks.check(server.alive && health.status === 200, 'the server is alive and healthy');
  checks.check(server.errorLines.length === 0, `nothing logged at level error (${server.errorLines.length})`);

  const figures = {
    date: new Date().toISOString(),
    bombs: bombs.map(([name, bytes]) => ({ name, megabytes: Number((bytes.length / 1e6).toFixed(2)) })),
    peakTemporaryDiskMb: Number((peakDisk / 1e6).toFixed(1)),
    peakResidentMb: Number((peakResident / 1e6).toFixed(1)),
    southWaitSeconds: southReadAt === null ? null : Number(((southReadAt - southUploadedAt) / 1000).toFixed(1)),
    northAllDoneSeconds: northDoneAt === null ? null : Number(((northDoneAt - started) / 1000).toFixed(1)),
    failedChecks: checks.failed,
  };
  console.log(JSON.stringify(figures, null, 2));
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/probe-hostile-files.json'), `${JSON.stringify(figures, null, 2)}\n`);
  server.keepLog = !checks.allPassed;
  return checks.allPassed;
});
