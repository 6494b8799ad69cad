// Load benchmark: GET /api/risks (authenticated, tenant-scoped, row-level security on) against a bare
// Fastify route answering the same JSON from memory (bench/bare-route.mjs, a process of its own), in
// one run, on PGlite and on PostgreSQL. The two are loaded in turn, A B A B, from this one autocannon
// process, and each keeps the better of its two runs. Also: start-up time to /api/ready and the
// server's resident memory, sampled through the whole load. With BENCH_BEFORE=<another checkout,
// built>, that build's server is loaded in the same turns on PostgreSQL. Usage: npm run bench
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { dropBodies, residentMegabytes, sampleResidentMemory, serverNodeArgs } from './probe-support.mjs';

const root = path.resolve(import.meta.dirname, '..');
const duration = Number(process.env.BENCH_SECONDS ?? 20);
const connections = 50;
const postgresServer = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilReady(url, timeoutMs = 60_000) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  throw new Error(`${url} did not become ready`);
}

/** `npm start` here, or the built server of another checkout (BENCH_BEFORE) for a before/after run. */
function startServer({ port, env, checkout = null }) {
  const script = checkout ? path.join(checkout, 'apps/api/dist/server.js') : path.join(root, 'scripts/start.mjs');
  const child = spawn(process.execPath, [...serverNodeArgs(checkout ?? root), script], {
    cwd: checkout ?? root,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

async function stopServer(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function signIn(url) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'viewer@freeboard.test', password: 'Freeboard-demo-2026' }),
  });
  const { data } = await response.json();
  const claims = JSON.parse(Buffer.from(data.accessToken.split('.')[1], 'base64url').toString());
  return { authorization: `Bearer ${data.accessToken}`, 'x-tenant-id': claims.authDetails.defaultTenantID };
}

async function load(url, headers) {
  const result = await autocannon({ url, connections, duration, headers, setupClient: dropBodies });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
  };
}

const better = (a, b) => (a === null || b.requestsPerSecond > a.requestsPerSecond ? b : a);

/** The same JSON from memory, in a process of its own like the real server. */
async function bareServer(body, port) {
  const bodyFile = path.join(mkdtempSync(path.join(tmpdir(), 'freeboard-bare-')), 'risks.json');
  writeFileSync(bodyFile, body);
  const child = spawn(process.execPath, [path.join(root, 'bench/bare-route.mjs'), bodyFile, String(port)], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilReady(`http://127.0.0.1:${port}`);
  return child;
}

async function createPostgresDatabase() {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: postgresServer });
  await client.connect();
  const name = `freeboard_bench_${Date.now()}`;
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(postgresServer);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: postgresServer });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

async function runOn(kind) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `freeboard-bench-${kind}-`));
  const database = kind === 'postgres' ? await createPostgresDatabase() : null;
  const env = { DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) };
  const port = kind === 'postgres' ? 3211 : 3210;
  const url = `http://127.0.0.1:${port}`;

  let server = startServer({ port, env });
  const firstStartMs = await waitUntilReady(url);
  await stopServer(server);
  server = startServer({ port, env });
  const restartMs = await waitUntilReady(url);

  const headers = await signIn(url);
  const body = await (await fetch(`${url}/api/risks`, { headers })).text();
  const bare = await bareServer(body, port + 100);
  const bareUrl = `http://127.0.0.1:${port + 100}/api/risks`;

  // The earlier build, on the same PostgreSQL database (PGlite's files belong to one process).
  const checkout = kind === 'postgres' && process.env.BENCH_BEFORE ? path.resolve(process.env.BENCH_BEFORE) : null;
  const beforeUrl = `http://127.0.0.1:${port + 200}`;
  const beforeServer = checkout
    ? startServer({
        port: port + 200,
        env: { ...env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'freeboard-bench-before-')) },
        checkout,
      })
    : null;
  if (beforeServer) await waitUntilReady(beforeUrl);
  const beforeHeaders = beforeServer ? await signIn(beforeUrl) : null;

  // In turn, A B (C) A B (C): each keeps the better of its two runs.
  const residentMemory = sampleResidentMemory(server.pid);
  let risks = null;
  let baseline = null;
  let before = null;
  for (let round = 0; round < 2; round += 1) {
    risks = better(risks, await load(`${url}/api/risks`, headers));
    baseline = better(baseline, await load(bareUrl, {}));
    if (beforeServer) before = better(before, await load(`${beforeUrl}/api/risks`, beforeHeaders));
  }
  const residentMbPeak = residentMemory.peak();
  residentMemory.stop();
  const residentMbAfterLoad = Math.round(residentMegabytes(server.pid) ?? 0);

  if (beforeServer) await stopServer(beforeServer);
  await stopServer(bare);
  await stopServer(server);
  await database?.drop();

  return {
    database: kind,
    responseBytes: Buffer.byteLength(body),
    risks,
    bare: baseline,
    throughputRatio: Number((risks.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)),
    ...(before
      ? {
          before,
          beforeThroughputRatio: Number((before.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)),
        }
      : {}),
    firstStartToReadyMs: Math.round(firstStartMs),
    restartToReadyMs: Math.round(restartMs),
    residentMbAfterLoad,
    residentMbPeak,
  };
}

const kinds = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const results = [];
for (const kind of kinds) {
  console.log(`\n== ${kind}: ${connections} connections, ${duration} s per target`);
  const result = await runOn(kind);
  console.log(JSON.stringify(result, null, 2));
  results.push(result);
}

mkdirSync(path.join(root, 'bench/results'), { recursive: true });
const file = path.join(root, 'bench/results', `risks-throughput-${new Date().toISOString().replaceAll(':', '-')}.json`);
writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), duration, connections, results }, null, 2)}\n`);
console.log(`\nresults written to ${path.relative(root, file)}`);
