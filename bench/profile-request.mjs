// Where a request's time goes: starts the built server under `node --cpu-prof` on a fresh PostgreSQL
// database with the demo data, loads one route with autocannon, stops the server (which writes the
// profile) and sorts every sample of the server's main thread taken during the load (the last part
// of the profile, from the load's start to the server's exit) into the stage it belongs to — token
// check, membership and ability, validation, cache lookup, serialisation, compression, logging, …
// Frames of the bundled server are mapped back to their sources through its source map.
//
// Usage: npm run bench:profile -- [path] [--seconds N] [--connections N] [--as viewer|engineer|admin]
//        [--before] (the build of BENCH_BEFORE, another checkout, for the same table before a change)
//        e.g. npm run bench:profile -- /api/risks?limit=200
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  baselineServerScript,
  createProbeDatabase,
  demo,
  dropBodies,
  postgresIsReady,
  requireBuild,
  root,
  runCleanup,
  signIn,
  startServer,
} from './probe-support.mjs';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    as: { type: 'string', default: 'viewer' },
    /** Profile the build of BENCH_BEFORE (another checkout) instead of this one. */
    before: { type: 'boolean', default: false },
  },
});
const route = positionals[0] ?? '/api/risks';

/**
 * The stages, tested in order against a frame's source (a path in the repository or in
 * node_modules, or a `node:` module) and function name. A sample belongs to the stage of the deepest
 * frame of its stack that names one, so the JSON.stringify a serialiser calls counts as serialisation.
 */
const stages = [
  ['token check', /node_modules\/jose\/|plugins\/auth\.ts|access-token/],
  ['membership and ability', /memberships\.repo|@casl\/|abilit|tenant-access|membership/],
  ['validation (zod)', /node_modules\/zod\/|validator-compiler|fastify-type-provider-zod/],
  ['cache lookup', /tenant-data-cache|cached-answer|cached-list/],
  ['serialisation', /serialize\.ts|fast-json-stringify|serializ/],
  ['compression', /zlib|@fastify\/compress/],
  ['logging', /node_modules\/pino|plugins\/logging|log-errors/],
  ['security headers', /helmet|security-headers/],
  ['rate limit', /rate-limit/],
  ['database driver and queries', /node_modules\/(pg|pg-protocol|pg-pool|@electric-sql|drizzle-orm)\/|db\/tenant\.ts/],
  ['fastify routing and hooks', /node_modules\/(fastify|find-my-way|avvio|@fastify)\//],
  ['node http and sockets', /^node:(_http|http|net|stream|internal\/(streams|http|net|stream_base)|events|timers)/],
];

function sourceOf(callFrame, maps) {
  const { url, lineNumber, columnNumber, functionName } = callFrame;
  if (!url) return { source: '', functionName };
  if (url.startsWith('node:')) return { source: url, functionName };
  const map = maps.get(url);
  const entry = map?.findEntry(lineNumber, columnNumber);
  const original = entry?.originalSource ?? url;
  return { source: original.replace(/^.*?\/(node_modules|apps|packages)\//, '$1/'), functionName };
}

function sourceMaps(profile) {
  const maps = new Map();
  for (const { callFrame } of profile.nodes) {
    const { url } = callFrame;
    if (maps.has(url) || !url.startsWith('file://') || !url.includes('/apps/api/dist/')) continue;
    try {
      maps.set(url, new SourceMap(JSON.parse(readFileSync(`${fileURLToPath(url)}.map`, 'utf8'))));
    } catch {
      maps.set(url, undefined);
    }
  }
  return maps;
}

/**
 * Milliseconds per stage and per (source, function) of self time, idle time left out, over the last
 * `windowMs` of the profile (the load and the stop that ends it, not the start-up before).
 */
function summarise(profile, windowMs) {
  const maps = sourceMaps(profile);
  const byID = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  const stageOfNode = new Map();
  const resolved = new Map();
  const frameOf = (node) => {
    if (!resolved.has(node.id)) resolved.set(node.id, sourceOf(node.callFrame, maps));
    return resolved.get(node.id);
  };
  const stageOf = (id) => {
    if (stageOfNode.has(id)) return stageOfNode.get(id);
    const node = byID.get(id);
    const { source, functionName } = frameOf(node);
    const special = { '(garbage collector)': 'garbage collection', '(idle)': 'idle', '(program)': 'V8 and native' };
    const own =
      (Object.hasOwn(special, functionName) ? special[functionName] : undefined) ??
      stages.find(([, pattern]) => pattern.test(source))?.[0];
    const stage = own ?? (parent.has(id) ? stageOf(parent.get(id)) : 'other');
    stageOfNode.set(id, stage);
    return stage;
  };

  const stageMs = new Map();
  const selfMs = new Map();
  const from = profile.endTime - windowMs * 1000;
  let time = profile.startTime;
  for (let index = 0; index < profile.samples.length; index += 1) {
    const id = profile.samples[index];
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    time += profile.timeDeltas[index] ?? 0;
    if (time < from) continue;
    const stage = stageOf(id);
    stageMs.set(stage, (stageMs.get(stage) ?? 0) + ms);
    if (stage === 'idle') continue;
    const { source, functionName } = frameOf(byID.get(id));
    const key = `${functionName || '(anonymous)'}  ${source || '(native)'}`;
    selfMs.set(key, (selfMs.get(key) ?? 0) + ms);
  }
  return { stageMs, selfMs };
}

async function main() {
  requireBuild();
  if (!(await postgresIsReady())) throw new Error('PostgreSQL is not running on 127.0.0.1:5432');
  const database = await createProbeDatabase();
  const profileDir = mkdtempSync(path.join(tmpdir(), 'freeboard-profile-'));
  const server = await startServer(database.url, {
    label: 'profiled',
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
    ...(options.before ? { script: baselineServerScript() } : {}),
  });
  const headers = await signIn(server.url, demo[options.as]);
  const url = `${server.url}${route}`;
  const connections = Number(options.connections);
  const loadStarted = performance.now();
  await autocannon({ url, headers, connections, duration: 2, setupClient: dropBodies });
  const result = await autocannon({
    url,
    headers,
    connections,
    duration: Number(options.seconds),
    setupClient: dropBodies,
  });
  await server.stop();
  const windowMs = performance.now() - loadStarted;

  const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  const profile = JSON.parse(readFileSync(path.join(profileDir, file), 'utf8'));
  const { stageMs, selfMs } = summarise(profile, windowMs);
  // The profile covers the whole life of the process; the requests of both loads are what it served.
  const requests = result.requests.total + Math.round(result.requests.average * 2);
  const busyMs = [...stageMs].filter(([stage]) => stage !== 'idle').reduce((sum, [, ms]) => sum + ms, 0);

  console.log(`\nGET ${route} as ${options.as}: ${connections} connections, ${options.seconds} s`);
  console.log(
    `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `${result.non2xx} non-2xx`,
  );
  console.log(`\nstage (the server's main thread during the load)      ms      share   µs/request`);
  for (const [stage, ms] of [...stageMs].sort((a, b) => b[1] - a[1])) {
    if (stage === 'idle') continue;
    const share = ((100 * ms) / busyMs).toFixed(1).padStart(5);
    const perRequest = ((1000 * ms) / requests).toFixed(0).padStart(6);
    console.log(`${stage.padEnd(52)} ${ms.toFixed(0).padStart(7)}  ${share} %  ${perRequest}`);
  }
  console.log(`idle ${Math.round(stageMs.get('idle') ?? 0)} ms`);
  console.log('\nself time, top 25:');
  for (const [key, ms] of [...selfMs].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`${ms.toFixed(0).padStart(7)} ms  ${key.replace(root, '.')}`);
  }
  console.log(`\nprofile: ${path.join(profileDir, file)} (open it in Chrome DevTools, Performance tab)`);
  return true;
}

try {
  await main();
} finally {
  await runCleanup();
}
