// Probe: the API survives PostgreSQL going away under load.
//
// Starts the built server on a fresh database, signs in as the engineer and keeps 16 workers busy
// (12 on GET /api/documents/new, which always reads the database, 4 on /api/ready). In each round,
// after 3 s of load, the database goes away:
//   - default (`--mode terminate`): every connection of the server to its database is terminated
//     (pg_terminate_backend), again and again for 2 s, so in-flight queries, idle pool clients, new
//     connections and the listener all fail; nothing else on the cluster is touched;
//   - `--restart` (or `--mode restart`): the whole cluster is restarted with pg_ctlcluster. This
//     disturbs every other user of the cluster.
// Checks, per round: only 200 and 503 answers (no 500, no connection error), every 503 is problem+json
// with code database_unavailable and a Retry-After header, the process stays up, the API answers 200
// again soon after PostgreSQL is back (timed from pg_isready / the end of the terminations to the
// first 200 of a request sent after it), and /api/ready answered 503 during a restart.
//
// Usage (after `npm run build`): npm run probe:db-restart [-- --rounds 3] [-- --restart]
// Exit status 1 when any check fails.
import { execFile, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  clusterUrl,
  createChecks,
  createProbeDatabase,
  demo,
  postgresIsReady,
  requireBuild,
  root,
  runProbe,
  serverConnections,
  signIn,
  sleep,
  startServer,
  tally,
  terminateServerBackends,
} from './probe-support.mjs';

const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    mode: { type: 'string', default: 'terminate' },
    restart: { type: 'boolean', default: false },
  },
});
const rounds = Number(options.rounds);
const mode = options.restart ? 'restart' : options.mode;
if (!['terminate', 'restart'].includes(mode) || !Number.isInteger(rounds) || rounds < 1) {
  console.error('usage: probe-database-restart.mjs [--rounds N] [--mode terminate|restart] [--restart]');
  process.exit(2);
}

const workers = 16;
const documentsPath = '/api/documents/new?nonAssetCategory=all&limit=5';
const loadBeforeFaultMs = 3_000;
const terminationStormMs = 2_000;
const loadAfterRecoveryMs = 2_000;
const recoveryTimeoutMs = 20_000;
const roundLimitMs = 30_000;

// ---------------------------------------------------------------------------------------------
// Load: each worker sends one request after another until stopped, and records every answer.

function startLoad(url, headers) {
  const records = [];
  let running = true;
  async function worker(index) {
    const target = index % 4 === 0 ? '/api/ready' : documentsPath;
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(url + target, { headers, signal: AbortSignal.timeout(10_000) });
        const body = await response.text();
        records.push({
          target,
          started,
          ended: performance.now(),
          status: response.status,
          code: response.status === 200 ? null : problemCode(body),
          retryAfter: response.headers.get('retry-after'),
        });
      } catch (error) {
        records.push({ target, started, ended: performance.now(), status: 'error', error: describe(error) });
        await sleep(50);
      }
    }
  }
  const finished = Promise.all(Array.from({ length: workers }, (_, index) => worker(index)));
  return {
    records,
    async stop() {
      running = false;
      await finished;
    },
  };
}

function problemCode(body) {
  try {
    return JSON.parse(body).code ?? null;
  } catch {
    return null;
  }
}

function describe(error) {
  return error?.cause?.code ?? error?.cause?.message ?? error?.name ?? String(error);
}

// ---------------------------------------------------------------------------------------------
// Faults. Each returns the moment (performance.now()) from which PostgreSQL is available again.

async function terminationStorm(database) {
  let terminated = 0;
  const until = performance.now() + terminationStormMs;
  while (performance.now() < until) {
    terminated += (await terminateServerBackends(database)).length;
    await sleep(100);
  }
  return { readyAt: performance.now(), detail: `${terminated} backends terminated in ${terminationStormMs} ms` };
}

function clusterOfPort(port) {
  return new Promise((resolve, reject) => {
    execFile('pg_lsclusters', ['--no-header'], (error, stdout) => {
      if (error) return reject(error);
      const line = stdout.split('\n').find((row) => row.trim().split(/\s+/)[2] === port);
      if (!line) return reject(new Error(`no cluster on port ${port} in pg_lsclusters`));
      const [version, name] = line.trim().split(/\s+/);
      resolve({ version, name });
    });
  });
}

async function restartCluster() {
  const { version, name } = await clusterOfPort(clusterUrl.port || '5432');
  const started = performance.now();
  // In a process group of its own, so a Ctrl-C of the probe cannot interrupt a half-done restart.
  const command = spawn('pg_ctlcluster', ['--skip-systemctl-redirect', version, name, 'restart'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  let exitCode = null;
  const exited = new Promise((resolve) => command.once('exit', (code) => resolve((exitCode = code))));
  let sawDown = false;
  let readyAt = null;
  while (readyAt === null && performance.now() - started < 60_000) {
    const ready = await postgresIsReady();
    if (!ready) sawDown = true;
    else if (sawDown || exitCode !== null) readyAt = performance.now();
    else await sleep(50);
  }
  await exited;
  if (exitCode !== 0) throw new Error(`pg_ctlcluster ${version} ${name} restart exited with ${exitCode}`);
  if (readyAt === null) throw new Error('PostgreSQL was not ready 60 s after the restart began');
  const took = Math.round(readyAt - started);
  return { readyAt, detail: `cluster ${version}/${name} restarted: ${took} ms from pg_ctlcluster to pg_isready` };
}

// ---------------------------------------------------------------------------------------------
// One round: load, fault, wait for the first 200 sent after PostgreSQL is back, a little more load.

async function waitForFirstOk(records, after, timeoutMs) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const first = records.find((record) => record.status === 200 && record.started >= after);
    if (first) return first.ended - after;
    await sleep(20);
  }
  return null;
}

async function runRound(round, { server, database, headers }) {
  console.log(`\n== round ${round}/${rounds} (${mode})`);
  const load = startLoad(server.url, headers);
  const guard = setTimeout(() => void load.stop(), roundLimitMs);
  await sleep(loadBeforeFaultMs);
  const faultAt = performance.now();
  const fault = mode === 'restart' ? await restartCluster() : await terminationStorm(database.name);
  const recoveryMs = await waitForFirstOk(load.records, fault.readyAt, recoveryTimeoutMs);
  await sleep(loadAfterRecoveryMs);
  await load.stop();
  clearTimeout(guard);
  return summariseRound(round, load.records, { faultAt, ...fault, recoveryMs, alive: server.alive });
}

function summariseRound(round, records, { faultAt, readyAt, detail, recoveryMs, alive }) {
  const unavailable = records.filter((record) => record.status === 503);
  const readyDuringOutage = records.filter(
    (record) => record.target === '/api/ready' && record.ended >= faultAt && record.started <= readyAt,
  );
  return {
    round,
    detail,
    requests: records.length,
    statuses: tally(records.map((record) => record.status)),
    unexpected: records.filter((record) => record.status !== 200 && record.status !== 503),
    badUnavailable: unavailable.filter((record) => record.code !== 'database_unavailable' || !record.retryAfter),
    unavailableCount: unavailable.length,
    unavailableSpanMs:
      unavailable.length === 0
        ? 0
        : Math.round(
            Math.max(...unavailable.map((record) => record.ended)) -
              Math.min(...unavailable.map((record) => record.started)),
          ),
    readyStatusesDuringOutage: tally(readyDuringOutage.map((record) => record.status)),
    recoveryMs: recoveryMs === null ? null : Math.round(recoveryMs),
    outageMs: Math.round(readyAt - faultAt),
    alive,
  };
}

function checkRound(checks, result) {
  console.log(`  ${result.detail}; ${result.requests} requests: ${JSON.stringify(result.statuses)}`);
  const errors = tally(result.unexpected.map((record) => `${record.status} ${record.code ?? record.error ?? ''}`));
  checks.check(result.unexpected.length === 0, `only 200 and 503 answers ${JSON.stringify(errors)}`);
  checks.check(
    result.badUnavailable.length === 0,
    `all ${result.unavailableCount} 503s (over ${result.unavailableSpanMs} ms) are database_unavailable with Retry-After`,
  );
  checks.check(result.alive, 'the server process is alive');
  checks.check(
    result.recoveryMs !== null,
    `first 200 ${result.recoveryMs ?? '—'} ms after PostgreSQL was back (limit ${recoveryTimeoutMs / 1000} s)`,
  );
  const readyUnavailable = result.readyStatusesDuringOutage[503] ?? 0;
  const readyLine = `/api/ready during the outage: ${JSON.stringify(result.readyStatusesDuringOutage)}`;
  if (mode === 'restart') checks.check(readyUnavailable > 0, `${readyLine} (503 seen)`);
  else console.log(`  info ${readyLine}`);
}

// ---------------------------------------------------------------------------------------------

/** The server's connections by name, once the listener is back (it backs off up to 10 s), at most 15 s. */
async function settledConnections(database) {
  const deadline = performance.now() + 15_000;
  let connections = {};
  while (performance.now() < deadline) {
    connections = tally((await serverConnections(database)).map((row) => row.application_name));
    if (connections['freeboard listener'] === 1) break;
    await sleep(100);
  }
  return connections;
}

async function finalChecks(checks, { server, database, headers }) {
  console.log('\n== after all rounds');
  const health = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5_000) });
  const documents = await fetch(server.url + documentsPath, { headers, signal: AbortSignal.timeout(5_000) });
  checks.check(server.alive && health.status === 200, `the process is up and /api/health answers ${health.status}`);
  checks.check(documents.status === 200, `GET ${documentsPath} answers ${documents.status}`);
  const connections = await settledConnections(database.name);
  checks.check(
    connections['freeboard listener'] === 1,
    `server connections once the listener is back: ${JSON.stringify(connections)}`,
  );
  checks.check(server.errorLines.length === 0, `${server.errorLines.length} error-level log lines`);
  if (server.errorLines.length > 0) console.log(server.errorLines.slice(0, 20).join('\n'));
  if (server.stderr) console.log(`server stderr:\n${server.stderr}`);
  return { connections, errorLogLines: server.errorLines.length, databaseWarnings: server.warningCount };
}

function writeResults(results) {
  const directory = path.join(root, 'bench/results');
  mkdirSync(directory, { recursive: true });
  const file = path.join(directory, `probe-database-${mode}-${new Date().toISOString().replaceAll(':', '-')}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nresults written to ${path.relative(root, file)}`);
}

await runProbe(async () => {
  requireBuild();
  if (mode === 'restart') {
    console.warn(
      `WARNING: --restart restarts the whole PostgreSQL cluster ${rounds} time(s): every other user of it ` +
        'is disconnected. Starting in 3 s (Ctrl-C to abort).',
    );
    await sleep(3_000);
  }
  const database = await createProbeDatabase();
  const server = await startServer(database.url);
  const headers = await signIn(server.url, demo.engineer);
  const checks = createChecks();
  const context = { server, database, headers };
  const roundResults = [];
  for (let round = 1; round <= rounds; round += 1) {
    const result = await runRound(round, context);
    checkRound(checks, result);
    roundResults.push(result);
  }
  const after = await finalChecks(checks, context);
  server.keepLog = !checks.allPassed;
  writeResults({
    date: new Date().toISOString(),
    mode,
    rounds: roundResults.map(({ unexpected, badUnavailable, ...result }) => ({
      ...result,
      unexpected: unexpected.slice(0, 20),
      badUnavailable: badUnavailable.slice(0, 20),
    })),
    after,
    failed: checks.failed,
  });
  return checks.allPassed;
});
