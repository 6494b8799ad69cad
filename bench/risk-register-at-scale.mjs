// Benchmark: the risk register at scale. On a fresh PostgreSQL database the built server migrates and
// seeds the demo data; bench/generate-scale-data.mjs adds 10,000 risks with 3 controls each (and the
// rest of its scale data) to Northwind Mining. Signed in as the admin:
//   - GET /api/risks (a filtered page of 50; the first page of 200), the whole register
//     (/api/risks/summary) and the heat map: autocannon at 50 connections for BENCH_SECONDS (default
//     10) after a 2 s warm-up: requests/s, p50, p99 (target p99 < 50 ms);
//   - the export of the whole register to XLSX and to CSV: time (target < 5 s for XLSX) and the
//     server's resident memory sampled every 20 ms during it, against before (flat: streamed);
//   - statements per request through a recording relay: each list at two page sizes (constant), the
//     heat map, and the export (one per batch of 1,000 risks, as designed).
// Prints a summary and writes bench/results/risk-register-at-scale-<time>.json.
//
// Usage (after `npm run build`): node bench/risk-register-at-scale.mjs
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateScaleData, tenantSlug } from './generate-scale-data.mjs';
import {
  clusterUrl,
  createProbeDatabase,
  demo,
  requireBuild,
  residentMegabytes,
  root,
  sampleResidentMemory,
  runProbe,
  signInToTenant,
  startServer,
  underLoad,
} from './probe-support.mjs';
import { startStatementRecorder } from './statement-recorder.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const targets = { p99Ms: 50, exportXlsxMs: 5_000 };

const load = (url, headers) => underLoad(url, headers, { connections, seconds: duration });

/** Downloads an export while sampling the server's memory; the time to the last byte. */
async function timedExport(server, headers, format, filter = '') {
  const before = Math.round(residentMegabytes(server.child.pid) ?? 0);
  const memory = sampleResidentMemory(server.child.pid, { everyMs: 20 });
  const started = performance.now();
  const response = await fetch(`${server.url}/api/risks/export?format=${format}${filter}`, { headers });
  const bytes = (await response.arrayBuffer()).byteLength;
  const ms = Math.round(performance.now() - started);
  const peak = memory.peak();
  memory.stop();
  if (!response.ok) throw new Error(`export ${format}: ${response.status}`);
  return { ms, bytes, residentBeforeMB: before, residentPeakMB: peak };
}

runProbe(async () => {
  requireBuild();
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const database = await createProbeDatabase();
  const seeding = await startServer(database.url, { label: 'seed' });
  await seeding.stop();
  console.log('seeded; generating the scale data…');
  const scale = await generateScaleData(database.url, { log: (line) => console.log(`  ${line}`) });

  const server = await startServer(database.url, { label: 'load' });
  const headers = await signInToTenant(server.url, demo.admin, tenantSlug);
  const requests = [
    { name: 'risks, open, page of 50', path: '/api/risks?status=open&limit=50' },
    { name: 'risks, first 200', path: '/api/risks?limit=200' },
    { name: 'whole register (summary)', path: '/api/risks/summary' },
    { name: 'heat map, open', path: '/api/risks/heat-map?status=open' },
  ];
  const results = {
    commit,
    machine: { cpus: os.cpus().length, loadAverage: os.loadavg()[0] },
    risks: scale.generated.risks,
  };
  results.load = [];
  for (const { name, path: requestPath } of requests) {
    const measured = await load(`${server.url}${requestPath}`, headers);
    results.load.push({ name, path: requestPath, ...measured });
    console.log(
      `${name.padEnd(28)} ${String(measured.requestsPerSecond).padStart(6)} req/s  p50 ${measured.p50Ms} ms  p99 ${measured.p99Ms} ms`,
    );
  }
  results.export = {};
  // A part of the register first (codes with "R-1": about a fifth): if memory followed the size of the
  // export, the whole one would grow about five times more.
  await timedExport(server, headers, 'xlsx', '&q=R-1');
  results.export.xlsxPart = await timedExport(server, headers, 'xlsx', '&q=R-1');
  console.log(
    `export xlsx, a part (${results.export.xlsxPart.bytes} bytes): ${results.export.xlsxPart.ms} ms, resident ${results.export.xlsxPart.residentBeforeMB} → peak ${results.export.xlsxPart.residentPeakMB} MB`,
  );
  for (const format of ['xlsx', 'csv']) {
    await timedExport(server, headers, format);
    results.export[format] = await timedExport(server, headers, format);
    const { ms, bytes, residentBeforeMB, residentPeakMB } = results.export[format];
    console.log(
      `export ${format}: ${ms} ms, ${(bytes / 1024).toFixed(0)} kB, resident ${residentBeforeMB} → peak ${residentPeakMB} MB`,
    );
  }
  await server.stop();

  const recorder = await startStatementRecorder({ host: clusterUrl.hostname, port: Number(clusterUrl.port || 5432) });
  const relayed = new URL(database.url);
  relayed.port = String(recorder.port);
  const recorded = await startServer(relayed.toString(), { label: 'statements' });
  const relayedHeaders = await signInToTenant(recorded.url, demo.admin, tenantSlug);
  const statementsOf = async (requestPath) => {
    await fetch(`${recorded.url}/api/me`, { headers: relayedHeaders });
    const mark = recorder.mark();
    const response = await fetch(`${recorded.url}${requestPath}`, { headers: relayedHeaders });
    await response.arrayBuffer();
    return recorder.since(mark).length;
  };
  results.statements = {
    'risks, limit 50': await statementsOf('/api/risks?limit=50'),
    'risks, limit 200': await statementsOf('/api/risks?limit=200&sort=-code'),
    summary: await statementsOf('/api/risks/summary'),
    'heat map': await statementsOf('/api/risks/heat-map'),
    'export xlsx, 10,000 risks': await statementsOf('/api/risks/export?format=xlsx'),
    'export xlsx, open risks': await statementsOf('/api/risks/export?format=xlsx&status=open'),
  };
  console.log('statements per request', results.statements);
  await recorded.stop();
  await recorder.close();

  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  const file = path.join(
    root,
    `bench/results/risk-register-at-scale-${new Date().toISOString().replaceAll(':', '-')}.json`,
  );
  writeFileSync(file, JSON.stringify(results, null, 2));
  console.log(`results in ${path.relative(root, file)}`);
  const pagesMet = results.load.every((result) => result.failures === 0 && result.p99Ms < targets.p99Ms);
  const exportMet = results.export.xlsx.ms < targets.exportXlsxMs;
  console.log(`p99 < ${targets.p99Ms} ms for every request: ${pagesMet}; XLSX export < 5 s: ${exportMet}`);
  return true;
});
