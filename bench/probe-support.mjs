// Shared by the fault probes (bench/probe-*.mjs): a throwaway PostgreSQL database, the built server
// started on it as a child process, sign-in, and clean-up that runs on success, failure and Ctrl-C.
// Everything talks to 127.0.0.1 only. Nothing is built here: run `npm run build` first.
import autocannon from 'autocannon';
import { execFile, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { createInterface } from 'node:readline';
import path from 'node:path';
import pg from 'pg';

export const root = path.resolve(import.meta.dirname, '..');
export const serverScript = path.join(root, 'apps/api/dist/server.js');

/** Where the probes create their databases; the superuser of a local trust-auth cluster. */
export const clusterUrl = new URL(process.env.PROBE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
if (!['127.0.0.1', 'localhost', '[::1]'].includes(clusterUrl.hostname)) {
  throw new Error(`PROBE_DATABASE_URL must point at this machine (127.0.0.1), not ${clusterUrl.hostname}`);
}

export const demo = {
  admin: 'admin@freeboard.test',
  engineer: 'engineer@freeboard.test',
  viewer: 'viewer@freeboard.test',
  password: 'Freeboard-demo-2026',
};

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// Clean-up: registered steps run once, last registered first, whatever ends the probe.

const cleanups = [];
let cleaningUp = null;

export function onCleanup(step) {
  cleanups.push(step);
}

export function runCleanup() {
  cleaningUp ??= (async () => {
    while (cleanups.length > 0) {
      const step = cleanups.pop();
      try {
        await step();
      } catch (error) {
        console.error(`clean-up step failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  })();
  return cleaningUp;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the server and dropping the database…`);
    void runCleanup().finally(() => process.exit(130));
  });
}

/** Runs a probe's main function; exit status 1 when it throws or reports a failed check. */
export async function runProbe(main) {
  let passed = false;
  try {
    passed = await main();
  } catch (error) {
    console.error(`\nprobe error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  } finally {
    await runCleanup();
  }
  console.log(passed ? '\nPASS' : '\nFAIL');
  process.exit(passed ? 0 : 1);
}

// ---------------------------------------------------------------------------------------------
// Checks: each one printed as it is decided, all remembered for the verdict.

export function createChecks() {
  const results = [];
  return {
    check(passed, description) {
      results.push({ passed, description });
      console.log(`  ${passed ? 'ok  ' : 'FAIL'} ${description}`);
      return passed;
    },
    get allPassed() {
      return results.every((result) => result.passed);
    },
    get failed() {
      return results.filter((result) => !result.passed).map((result) => result.description);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

function urlFor(database) {
  const url = new URL(clusterUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * One statement as the superuser, on a connection of its own (so a restart of the cluster between
 * two statements does not matter). application_name "probe" keeps it out of `like 'freeboard%'`.
 */
export async function superuserQuery(database, text, values = []) {
  const client = new pg.Client({ connectionString: urlFor(database), application_name: 'probe' });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A fresh, empty database for this run; dropped (with force) at clean-up. */
export async function createProbeDatabase() {
  const name = `freeboard_probe_${process.pid}_${randomBytes(3).toString('hex')}`;
  const adminDatabase = clusterUrl.pathname.slice(1) || 'postgres';
  await superuserQuery(adminDatabase, `create database ${name}`);
  onCleanup(async () => {
    await superuserQuery(adminDatabase, `drop database if exists ${name} with (force)`);
    console.log(`dropped database ${name}`);
  });
  return { name, url: urlFor(name) };
}

/** Ends every connection the server holds to this database: the pool's and the listener's. */
export async function terminateServerBackends(database) {
  const { rows } = await superuserQuery(
    database,
    `select pid, application_name, pg_terminate_backend(pid) as terminated
       from pg_stat_activity
      where application_name like 'freeboard%' and datname = $1 and pid <> pg_backend_pid()`,
    [database],
  );
  return rows;
}

/** Connections of the server to this database, by application_name. */
export async function serverConnections(database) {
  const { rows } = await superuserQuery(
    database,
    `select pid, application_name from pg_stat_activity
      where application_name like 'freeboard%' and datname = $1`,
    [database],
  );
  return rows;
}

/** `pg_isready` against the probes' cluster: true when it accepts connections. */
export function postgresIsReady() {
  return new Promise((resolve) => {
    execFile(
      'pg_isready',
      ['-h', clusterUrl.hostname, '-p', clusterUrl.port || '5432', '-t', '1'],
      { timeout: 3_000 },
      (error) => resolve(!error),
    );
  });
}

// ---------------------------------------------------------------------------------------------
// The server

export function requireBuild() {
  if (existsSync(serverScript)) return;
  console.error(`${path.relative(root, serverScript)} is missing: run \`npm run build\` first.`);
  process.exit(1);
}

/**
 * The server of an earlier build to compare with, from `BENCH_BEFORE` (the root of another
 * checkout of the repository, built: `git worktree add ../before <commit> && cd ../before && npm ci &&
 * npm run build`); null when it is not set.
 */
export function baselineServerScript() {
  const before = process.env.BENCH_BEFORE;
  if (!before) return null;
  const script = path.join(path.resolve(before), 'apps/api/dist/server.js');
  if (!existsSync(script)) throw new Error(`BENCH_BEFORE: ${script} is missing (build that checkout first)`);
  return script;
}

/** The level of a pino JSON log line; 0 for anything else. */
function logLevelOf(line) {
  try {
    return Number(JSON.parse(line).level) || 0;
  } catch {
    return 0;
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('the server exited while starting');
    try {
      if ((await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`${url}/api/ready did not answer 200 within ${timeoutMs / 1000} s`);
}

/** A process's resident memory in MB, read from /proc (no process started per sample); null once it has exited. */
export function residentMegabytes(pid) {
  try {
    const kib = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kib ? Number(kib) / 1024 : null;
  } catch {
    return null;
  }
}

/** Samples a process's resident memory every `everyMs`; `peak()` answers the highest so far (whole MB), `stop()` ends it. */
export function sampleResidentMemory(pid, { everyMs = 100 } = {}) {
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, Math.round(residentMegabytes(pid) ?? 0));
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    peak: () => (sample(), peak),
    stop: () => clearInterval(timer),
  };
}

/**
 * The Node flags `npm start` runs the server with in a checkout (its package.json's start script), so a
 * benchmark's server runs as it does in production, and an earlier build as it did then.
 */
export function serverNodeArgs(checkout = root) {
  const { scripts } = JSON.parse(readFileSync(path.join(checkout, 'package.json'), 'utf8'));
  const [, flags = ''] = /\bnode\s+(.*?)\s*scripts\/start\.mjs/.exec(scripts.start) ?? [];
  return flags.split(/\s+/).filter(Boolean);
}

/**
 * Starts `node apps/api/dist/server.js` on the database, waits for /api/ready 200, and registers its
 * stop. Its output goes to a log file (kept when the probe fails); error-level lines are collected.
 * `env`: settings added to (or replacing) the defaults below, e.g. `{ MAX_UPLOAD_MB: '256' }`;
 * `nodeArgs`: options for Node itself, e.g. `['--cpu-prof']`; `script`: another build of the server
 * (an earlier commit's checkout, for a before/after comparison in one run).
 */
export async function startServer(
  databaseUrl,
  { label = 'server', env = {}, nodeArgs = [], script = serverScript } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'freeboard-probe-'));
  const logFile = path.join(dataDir, `${label}.log`);
  const log = createWriteStream(logFile);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const checkout = path.resolve(path.dirname(script), '../../..');
  const child = spawn(process.execPath, [...serverNodeArgs(checkout), ...nodeArgs, script], {
    cwd: checkout,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(36).toString('base64url'),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      TRUST_PROXY: 'false', // the default, pinned: X-Forwarded-For must not choose the client address
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = {
    url,
    child,
    logFile,
    /** Everything the process wrote to stderr (bounded). */
    stderr: '',
    /** Log lines at level error or above (pino: 50+), as written. */
    errorLines: [],
    warningCount: 0,
    stopping: false,
    keepLog: false,
    get alive() {
      return child.exitCode === null && child.signalCode === null;
    },
    /** The highest resident memory of the process since it started, sampled every 100 ms (MB). */
    residentPeakMb: () => memory.peak(),
  };
  const memory = sampleResidentMemory(child.pid);
  child.once('exit', () => memory.stop());
  child.stdout.pipe(log, { end: false });
  createInterface({ input: child.stdout }).on('line', (line) => {
    const level = logLevelOf(line);
    if (level >= 50) server.errorLines.push(line);
    else if (level === 40) server.warningCount += 1;
  });
  child.stderr.on('data', (chunk) => {
    log.write(chunk);
    if (server.stderr.length < 64_000) server.stderr += chunk.toString();
  });
  child.once('exit', (code, signal) => {
    if (!server.stopping) console.error(`the server exited unexpectedly (code ${code}, signal ${signal})`);
  });

  let stopped = false;
  server.stop = async ({ keepLog = false } = {}) => {
    if (stopped) return;
    stopped = true;
    server.stopping = true;
    if (server.alive) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timedOut = await Promise.race([exited.then(() => false), sleep(10_000).then(() => true)]);
      if (timedOut) {
        child.kill('SIGKILL');
        await exited;
      }
    }
    await new Promise((resolve) => log.end(resolve));
    if (keepLog) console.log(`server log kept: ${logFile}`);
    else rmSync(dataDir, { recursive: true, force: true });
  };
  onCleanup(() => server.stop({ keepLog: server.keepLog }));

  await waitUntilReady(url, child, 60_000);
  return server;
}

// ---------------------------------------------------------------------------------------------
// The API

/** Signs in; headers for authenticated, tenant-scoped requests (the user's default tenant). */
export async function signIn(url, email, password = demo.password) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`sign-in as ${email}: ${response.status} ${await response.text()}`);
  const { data } = await response.json();
  const authorization = `Bearer ${data.accessToken}`;
  const me = await fetch(`${url}/api/me`, { headers: { authorization }, signal: AbortSignal.timeout(10_000) });
  if (!me.ok) throw new Error(`GET /api/me: ${me.status} ${await me.text()}`);
  const { data: profile } = await me.json();
  return { authorization, 'x-tenant-id': profile.defaultTenantID };
}

/** Signs in; headers for requests in the tenant with this slug, from the tenants `GET /api/me` lists. */
export async function signInToTenant(url, email, tenantSlug, password = demo.password) {
  const { authorization } = await signIn(url, email, password);
  const me = await fetch(`${url}/api/me`, { headers: { authorization }, signal: AbortSignal.timeout(10_000) });
  if (!me.ok) throw new Error(`GET /api/me: ${me.status} ${await me.text()}`);
  const { data: profile } = await me.json();
  const tenant = profile.tenants.find((candidate) => candidate.slug === tenantSlug);
  if (!tenant) throw new Error(`${email} is not a member of the tenant "${tenantSlug}"`);
  return { authorization, 'x-tenant-id': tenant.tenantID };
}

/** Counts of a list of values, as `{ value: count }` sorted by value. */
export function tally(values) {
  const counts = {};
  for (const value of [...values].sort()) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

/**
 * autocannon's `setupClient` for every load of the benchmarks: autocannon keeps each answer's body as
 * a string (`body += chunk`), and decoding compressed bytes as UTF-8 holds one load generator near
 * 90 MB/s, so a large compressed answer measured the client rather than the server. The benchmarks
 * never read a body under load: its bytes are counted (autocannon counts them from the socket) and
 * dropped.
 */
export function dropBodies(client) {
  client.pipelinedRequests.addBody = () => {};
}

/**
 * `url` under load: autocannon at `connections` for `seconds` after a 2 s warm-up (its answers are
 * not counted); requests per second, p50, p99 and every answer that was not a 2xx.
 */
export async function underLoad(url, headers, { connections = 50, seconds = 10 } = {}) {
  await autocannon({ url, connections, duration: 2, headers, timeout: 10, setupClient: dropBodies });
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers,
    timeout: 10,
    setupClient: dropBodies,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
