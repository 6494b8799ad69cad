// Benchmark: the list endpoints at scale. On a fresh database the built server migrates and seeds the
// demo data; bench/generate-scale-data.mjs then adds 2,000 sites with their asset tree, 10,000 risks, 30,000 controls,
// 100,000 documents and 200,000 activity entries to Northwind Mining. Signed in as the admin, for
// each list:
//   - the answer's size, and the median of 20 sequential requests (one at a time, loopback: about the
//     server's time for one request);
//   - autocannon, 50 connections for BENCH_SECONDS (default 10), after 2 s not counted: requests/s,
//     p50, p99;
//   - where the server caches per tenant (whole risk and control answers, the documents' filter
//     choices), also the median of 20 uncached requests: each one right after an UPDATE of a record on
//     that page, which invalidates the cache, and shown by the answer to have been read again;
//   - the statements the server sends to PostgreSQL for one request (a third start of the server,
//     through a recording relay): the first request of the list and the same again, for the page
//     and for one about four times larger;
//   - EXPLAIN (ANALYZE, BUFFERS) of each SELECT so recorded, with its own parameters, run as the
//     superuser under `set local role freeboard_app` and the tenant setting, so row-level security
//     applies as it does for the server.
// Prints a summary and writes bench/results/lists-at-scale-<time>.json.
//
// Every list is loaded as a browser asks for it (Accept-Encoding: gzip, deflate, br); a few rows also
// uncompressed. With BENCH_BEFORE=<another checkout, built> that build's server runs beside this one
// on the same database and each list is loaded on it just before, for ratios measured in one run.
//
// Usage (after `npm run build`): npm run bench:lists        (BENCH_SECONDS=10 by default)
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { explainStatements, isExplainable } from './explain-plans.mjs';
import { generateScaleData, tenantSlug } from './generate-scale-data.mjs';
import {
  baselineServerScript,
  clusterUrl,
  createProbeDatabase,
  demo,
  dropBodies,
  requireBuild,
  root,
  runCleanup,
  serverScript,
  signInToTenant,
  sleep,
  startServer,
} from './probe-support.mjs';
import { startStatementRecorder } from './statement-recorder.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = 2;
const connections = 50;
const samples = 20;
const targets = { listP99Ms: 50, riskRegisterUncachedMs: 100 };

/** Every request answered 200, and the 99th percentile under the target. */
const meetsP99 = ({ load: { requests, non2xx, errors, timeouts, p99Ms } }) =>
  requests > 0 && non2xx + errors + timeouts === 0 && p99Ms < targets.listP99Ms;
const round = (value, digits = 1) => Number(value.toFixed(digits));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const loadAverage = () => round(os.loadavg()[0], 2);

// ---------------------------------------------------------------------------------------------
// Requests

/** Uncompressed, as autocannon asks (it sends no Accept-Encoding), so the two measure the same work. */
async function request(url, headers) {
  const started = performance.now();
  const response = await fetch(url, {
    headers: { 'accept-encoding': 'identity', ...headers },
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${text.slice(0, 300)}`);
  return { ms, text, bytes: Buffer.byteLength(text), body: JSON.parse(text) };
}

/** The size of the answer as sent to a browser (which accepts brotli and gzip), in bytes. */
function compressedSize(url, headers) {
  return new Promise((resolve, reject) => {
    const outgoing = http.get(
      url,
      { headers: { ...headers, 'accept-encoding': 'br, gzip' }, timeout: 30_000 },
      (answer) => {
        let bytes = 0;
        answer.on('data', (chunk) => (bytes += chunk.length));
        answer.on('end', () => resolve({ bytes, encoding: answer.headers['content-encoding'] ?? 'identity' }));
        answer.on('error', reject);
      },
    );
    outgoing.on('error', reject);
  });
}

/** The records of a list answer: `data`, or `data.documents` for documents. */
const itemsOf = (body) => (Array.isArray(body.data) ? body.data : body.data.documents);
const nextCursorOf = (body) => body.meta?.nextCursor ?? body.data?.nextCursor ?? null;

/** One request at a time, after one to warm up: the median is close to the server's own time. */
async function sequential(url, headers) {
  await request(url, headers);
  const times = [];
  for (let index = 0; index < samples; index += 1) times.push((await request(url, headers)).ms);
  return { medianMs: round(median(times)), maxMs: round(Math.max(...times)) };
}

async function load(url, headers) {
  // A short run first, not counted: the process's code paths and PostgreSQL's pages are warm for each list.
  await autocannon({ url, connections, duration: warmupSeconds, headers, timeout: 10, setupClient: dropBodies });
  const result = await autocannon({ url, connections, duration, headers, timeout: 10, setupClient: dropBodies });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
    ),
  };
}

/**
 * What invalidates a cached list, and how an answer shows that it was read again: the title of a risk
 * or the description of a control on the page (the whole answer is cached), or a tag added to a
 * document on the page, which must then appear among the filter choices (only those are cached).
 */
const changes = {
  risks: {
    sql: 'update risks set title = $1 where tenant_id = $2 and id = $3',
    idOf: (item) => item.riskID,
    shows: (answer, marker) => answer.text.includes(marker),
  },
  controls: {
    sql: 'update controls set description = $1 where tenant_id = $2 and id = $3',
    idOf: (item) => item.controlID,
    shows: (answer, marker) => answer.text.includes(marker),
  },
  documents: {
    sql: `update documents set tags = array(select tag from unnest(tags) as tag where tag not like 'bench-marker-%') || $1::text
           where tenant_id = $2 and id = $3`,
    idOf: (item) => item.documentID,
    shows: (answer, marker) => answer.body.data.filters.tags.includes(marker),
  },
};

/**
 * Uncached: `samples` times, change one record shown on the page (as the superuser; the trigger
 * notifies the server, which drops what it cached from that table), wait for the notification, and
 * time one request. A sample counts only when the answer shows the change, which proves the cached
 * part was read from the database again; otherwise it is taken again after a longer wait.
 */
async function uncached(list, url, headers, database) {
  const change = changes[list.cached];
  const id = change.idOf(itemsOf((await request(url, headers)).body)[0]);
  const times = [];
  let waitMs = 50;
  let retries = 0;
  for (let attempt = 0; times.length < samples && attempt < samples * 4; attempt += 1) {
    const marker = `bench-marker-${process.pid}-${attempt}-${Date.now()}`;
    await database.query(change.sql, [marker, headers['x-tenant-id'], id]);
    await sleep(waitMs);
    const answer = await request(url, headers);
    if (change.shows(answer, marker)) {
      times.push(answer.ms);
    } else {
      retries += 1;
      waitMs = Math.min(waitMs * 2, 1_000);
    }
  }
  if (times.length < samples) throw new Error(`${list.name}: the cache was not invalidated within the waits`);
  return { medianMs: round(median(times)), maxMs: round(Math.max(...times)), retries, waitMs };
}

// ---------------------------------------------------------------------------------------------
// EXPLAIN

/** The table of the statement's outermost FROM (subqueries in the select list come first in the text). */
function mainTable(text) {
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (character === '(') depth += 1;
    else if (character === ')') depth -= 1;
    else if (depth === 0 && /^\sfrom\s/i.test(text.slice(index, index + 6))) {
      return /^\sfrom\s+"?([\w]+)"?/i.exec(text.slice(index))?.[1] ?? null;
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Data sizes

async function dataSizes(databaseUrl, tenantID) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'bench sizes' });
  await client.connect();
  try {
    const tables = ['sites', 'risks', 'controls', 'risk_controls', 'documents', 'activity'];
    const sizes = {};
    for (const table of tables) {
      const {
        rows: [row],
      } = await client.query(
        `select (select count(*)::int from ${table} where tenant_id = $1) as tenant_rows,
                (select count(*)::int from ${table}) as all_rows,
                pg_total_relation_size('${table}')::bigint as bytes`,
        [tenantID],
      );
      sizes[table] = {
        tenantRows: row.tenant_rows,
        allRows: row.all_rows,
        megabytes: round(Number(row.bytes) / 2 ** 20),
      };
    }
    return sizes;
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------

/** What a browser sends: every list is loaded as the web app asks for it, compressed. */
const asBrowsers = { 'accept-encoding': 'gzip, deflate, br' };
/** What autocannon sends by default: the answer uncompressed, for comparison with earlier runs. */
const uncompressed = { 'accept-encoding': 'identity' };

/**
 * `cached`: what the server caches per tenant for this list (the whole answer for risks and controls;
 * the filter choices for documents). `uncached`: whether to time uncached requests as well (the
 * author, tag and q lists share the filter choices of the whole section with "documents, all").
 * Every list is loaded as a browser asks (`asBrowsers`); the rows marked `uncompressed` ask for the
 * answer as it is, as autocannon does by default and as this benchmark did until 2026-11-27;
 * `variantOf`: the same query as that list, so no statements of its own.
 */
function listsOf(probes, deepCursors) {
  const documents = '/api/documents/new?nonAssetCategory=all&limit=50';
  const risks = { cached: 'risks', uncached: true };
  const variant = (name, of) => ({ name, variantOf: of, cached: 'risks', headers: uncompressed });
  const tree = '/api/assets/tree';
  return [
    { name: 'risks', path: '/api/risks?limit=50', ...risks },
    { ...variant('risks, uncompressed', 'risks'), path: '/api/risks?limit=50' },
    { name: 'risks, limit=200', path: '/api/risks?limit=200', ...risks },
    { ...variant('risks, limit=200, uncompressed', 'risks, limit=200'), path: '/api/risks?limit=200' },
    { name: 'risk register summary, first page', path: '/api/risks/summary', ...risks },
    {
      ...variant('risk register summary, first page, uncompressed', 'risk register summary, first page'),
      path: '/api/risks/summary',
    },
    { name: 'risk register summary, limit=1000', path: '/api/risks/summary?limit=1000', ...risks },
    { name: 'risks, open by rating', path: '/api/risks?limit=50&sort=-inherentRiskRating&status=open', ...risks },
    { name: 'risks, page 21', path: `/api/risks?limit=50&cursor=${encodeURIComponent(deepCursors.risks)}`, ...risks },
    { name: 'controls', path: '/api/controls?limit=50', cached: 'controls', uncached: true },
    { name: 'sites', path: '/api/sites?limit=50' },
    { name: 'sites, q=S-001', path: '/api/sites?q=S-001' },
    { name: 'infrastructures', path: '/api/infrastructures?limit=50' },
    { name: 'facilities', path: '/api/facilities?limit=50' },
    {
      name: 'facilities, from 5,001',
      path: `/api/facilities?limit=50&cursor=${encodeURIComponent(deepCursors.facilities)}`,
    },
    { name: 'facilities, extreme', path: '/api/facilities?limit=50&consequenceClass=extreme' },
    { name: 'facilities of a site', path: `/api/facilities?siteID=${probes.siteWithFacilities.id}` },
    { name: 'cross-sections', path: '/api/cross-sections?limit=50' },
    { name: 'cross-sections, by name', path: '/api/cross-sections?limit=50&sort=name' },
    { name: 'asset tree, the sites', path: `${tree}?depth=1`, whole: true },
    {
      name: 'asset tree, a site opened',
      path: `${tree}?parentType=site&parentID=${probes.siteWithFacilities.id}&depth=1`,
      whole: true,
    },
    {
      name: 'asset tree, a facility opened',
      path: `${tree}?parentType=facility&parentID=${probes.facilityWithCrossSections.id}&depth=1`,
      whole: true,
    },
    { name: 'asset tree, whole', path: tree, whole: true },
    { name: 'documents, all', path: documents, cached: 'documents', uncached: true },
    {
      name: 'documents, author',
      path: `${documents}&author=${encodeURIComponent(probes.author.value)}`,
      cached: 'documents',
    },
    { name: 'documents, tag', path: `${documents}&tag=${encodeURIComponent(probes.tag.value)}`, cached: 'documents' },
    { name: 'documents, q', path: `${documents}&q=${encodeURIComponent(probes.word.value)}`, cached: 'documents' },
    {
      name: 'documents of a site',
      path: `/api/documents/new?assetType=site&assetId=${probes.siteWithDocuments.id}`,
      cached: 'documents',
      uncached: true,
    },
    { name: 'activity', path: '/api/activity?limit=50' },
    { name: 'activity of a site', path: `/api/activity?subjectType=Site&subjectID=${probes.siteWithActivity.id}` },
  ];
}

/**
 * The same list with a page about four times larger: limit 199 for the first list, 198 for the
 * second, …, so that no list finds a page another one has left in the cache.
 */
function largerPage(listPath, index, whole = false) {
  const url = new URL(listPath, 'http://localhost');
  // A list answered whole has no larger page: the same register in the other order is a cache miss.
  if (whole) {
    url.searchParams.set('sort', '-code');
    return `${url.pathname}${url.search}`;
  }
  url.searchParams.set('limit', String(199 - index));
  return `${url.pathname}${url.search}`;
}

/** A short name for a recorded statement: what it reads. */
function describe(text) {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (!/^select\b/i.test(trimmed)) return trimmed.slice(0, 40);
  if (/set_config\('app\.user_id'/i.test(trimmed)) return 'set user and role';
  if (/set_config\(/i.test(trimmed)) return 'set tenant and role';
  if (/ union all /i.test(trimmed)) return 'asset names';
  const table = mainTable(trimmed) ?? '?';
  if (/^select distinct tag\b/i.test(trimmed)) return `${table}: distinct tags`;
  if (/^select distinct\b/i.test(trimmed)) return `${table}: distinct authors`;
  if (/^select count\(/i.test(trimmed)) return `${table}: count`;
  if (/ limit \$\d+$/i.test(trimmed) || / limit \d+$/i.test(trimmed)) return `${table}: page`;
  return `${table}: lookup`;
}

async function main() {
  requireBuild();
  const startedAt = new Date();
  const machine = {
    cpus: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAverageAtStart: os.loadavg().map((value) => round(value, 2)),
  };
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const serverBuiltAt = statSync(serverScript).mtime.toISOString();

  // 1. A database migrated and seeded by the server, then the scale data.
  const database = await createProbeDatabase();
  console.log(`database ${database.name}; first start (migrate and seed)…`);
  let started = performance.now();
  const seeding = await startServer(database.url, { label: 'seed' });
  const seedMs = Math.round(performance.now() - started);
  await seeding.stop();
  console.log(`migrated and seeded in ${(seedMs / 1000).toFixed(1)} s; generating the scale data…`);
  const scale = await generateScaleData(database.url, { log: (line) => console.log(`  ${line}`) });
  console.log(`scale data in ${(scale.timingsMs.total / 1000).toFixed(1)} s`);
  const sizes = await dataSizes(database.url, scale.tenantID);
  const superuser = new pg.Client({ connectionString: database.url, application_name: 'bench changes' });
  // Dropping the database at the end ends this connection too: expected, not a failure.
  superuser.on('error', () => {});
  await superuser.connect();
  const postgresVersion = (await superuser.query('show server_version')).rows[0].server_version;

  // 2. Load, on the server as it runs in production.
  // A run with an earlier build beside it takes longer than the default 15 minutes of a token.
  const longTokens = { env: { ACCESS_TOKEN_TTL: '2h' } };
  const server = await startServer(database.url, { label: 'load', ...longTokens });
  const headers = await signInToTenant(server.url, demo.admin, tenantSlug);
  if (headers['x-tenant-id'] !== scale.tenantID) throw new Error('signed in to another tenant than the scale data');
  /** The cursor after `pages` pages of `limit` of a list: a page deep in it, as a reader who scrolled. */
  const cursorAfter = async (listPath, pages, limit) => {
    let cursor = null;
    for (let page = 1; page <= pages; page += 1) {
      const suffix = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      cursor = nextCursorOf((await request(`${server.url}${listPath}?limit=${limit}${suffix}`, headers)).body);
      if (!cursor) throw new Error(`${listPath} ends after page ${page}`);
    }
    return cursor;
  };
  // An earlier build on the same database, loaded just before this one for each list (BENCH_BEFORE).
  const baselineScript = baselineServerScript();
  const before = baselineScript
    ? await startServer(database.url, { label: 'before', script: baselineScript, ...longTokens })
    : null;
  const beforeHeaders = before ? await signInToTenant(before.url, demo.admin, tenantSlug) : null;
  const lists = listsOf(scale.probes, {
    risks: await cursorAfter('/api/risks', 20, 50),
    // Facility 5,001 of 10,000.
    facilities: await cursorAfter('/api/facilities', 25, 200),
  });
  // Every list a few times before any is measured: the first one measured is not the one that pays
  // for the process's warm-up.
  for (const list of lists) {
    for (let index = 0; index < 10; index += 1) {
      await request(`${server.url}${list.path}`, headers);
      if (before) await request(`${before.url}${list.path}`, beforeHeaders);
    }
  }
  const results = [];
  for (const list of lists) {
    const url = `${server.url}${list.path}`;
    const listHeaders = { ...headers, ...(list.headers ?? asBrowsers) };
    const answer = await request(url, headers);
    const compressed = await compressedSize(url, headers);
    const loadAverageBefore = loadAverage();
    const oneAtATime = await sequential(url, listHeaders);
    const beforeLoad = before
      ? await load(`${before.url}${list.path}`, { ...beforeHeaders, ...(list.headers ?? asBrowsers) })
      : null;
    const underLoad = await load(url, listHeaders);
    const result = {
      name: list.name,
      path: list.path,
      cached: list.cached ?? null,
      encoding: (list.headers ?? asBrowsers)['accept-encoding'],
      bytes: answer.bytes,
      compressed,
      items: itemsOf(answer.body).length,
      total: answer.body.meta?.total ?? null,
      loadAverageBefore,
      sequential: oneAtATime,
      load: underLoad,
      before: beforeLoad,
    };
    results.push(result);
    console.log(
      `${list.name.padEnd(24)} ${String(underLoad.requestsPerSecond).padStart(6)} req/s  p50 ${underLoad.p50Ms} ms  p99 ${underLoad.p99Ms} ms  one request ${oneAtATime.medianMs} ms  ${(answer.bytes / 1024).toFixed(1)} kB` +
        (underLoad.non2xx || underLoad.errors || underLoad.timeouts
          ? `  (${underLoad.non2xx} non-2xx, ${underLoad.errors} errors, ${underLoad.timeouts} timeouts)`
          : '') +
        (beforeLoad ? `   before: ${beforeLoad.requestsPerSecond} req/s, p99 ${beforeLoad.p99Ms} ms` : ''),
    );
  }
  const residentPeakMb = { server: server.residentPeakMb(), before: before?.residentPeakMb() ?? null };
  await before?.stop();
  for (const [index, list] of lists.entries()) {
    if (!list.uncached) continue;
    results[index].uncached = await uncached(list, `${server.url}${list.path}`, headers, superuser);
    console.log(`${list.name.padEnd(24)} uncached: median ${results[index].uncached.medianMs} ms`);
  }
  await server.stop();

  // 3. Statements per request, through the recording relay.
  const recorder = await startStatementRecorder({ host: clusterUrl.hostname, port: Number(clusterUrl.port || 5432) });
  const relayedUrl = new URL(database.url);
  relayedUrl.port = String(recorder.port);
  const recorded = await startServer(relayedUrl.toString(), { label: 'statements' });
  const relayedHeaders = await signInToTenant(recorded.url, demo.admin, tenantSlug);
  // The server re-reads a user's access (user, memberships, tenants) when it is older than 5 s, on the
  // request that finds it so: read it just before each recorded request, so each records its own.
  const statementsOf = async (listPath) => {
    await request(`${recorded.url}/api/me`, relayedHeaders);
    const mark = recorder.mark();
    await request(`${recorded.url}${listPath}`, relayedHeaders);
    return recorder.since(mark);
  };
  const explainable = [];
  for (const [index, list] of lists.entries()) {
    if (list.variantOf) {
      results[index].statements = { ...results[lists.findIndex(({ name }) => name === list.variantOf)].statements };
      continue;
    }
    const cold = await statementsOf(list.path);
    const warm = await statementsOf(list.path);
    const largerFirst = await statementsOf(largerPage(list.path, index, list.whole));
    const largerAgain = await statementsOf(largerPage(list.path, index, list.whole));
    // Whole answers cached: compare first requests (each a miss); otherwise repeated ones.
    const same =
      list.cached === 'risks' || list.cached === 'controls'
        ? cold.length === largerFirst.length
        : warm.length === largerAgain.length;
    results[index].statements = {
      cold: cold.length,
      warm: warm.length,
      largerPage: {
        limit: 199 - index,
        first: largerFirst.length,
        again: largerAgain.length,
        firstKinds: largerFirst.map(({ text }) => describe(text)),
      },
      sameForLargerPage: same,
      kinds: cold.map(({ text }) => describe(text)),
      warmKinds: warm.map(({ text }) => describe(text)),
    };
    for (const [position, statement] of cold.entries()) {
      if (!isExplainable(statement.text)) continue;
      explainable.push({
        list: list.name,
        position: position + 1,
        what: describe(statement.text),
        text: statement.text,
        values: statement.values,
      });
    }
  }
  // And the same request once the access has aged: what a request pays every 5 s per user and process.
  const probeList = lists.find(({ name }) => name === 'activity of a site');
  await statementsOf(probeList.path);
  await sleep(5_500);
  let mark = recorder.mark();
  await request(`${recorded.url}${probeList.path}`, relayedHeaders);
  const aged = recorder.since(mark);
  mark = recorder.mark();
  await request(`${recorded.url}${probeList.path}`, relayedHeaders);
  const fresh = recorder.since(mark);
  const accessRefresh = {
    list: probeList.name,
    afterIdleMs: 5_500,
    statementsAfterIdle: aged.length,
    statementsRightAfter: fresh.length,
    kinds: aged.map(({ text }) => describe(text)),
  };
  await recorded.stop();
  await recorder.close();

  // 4. EXPLAIN (ANALYZE, BUFFERS) of every SELECT recorded, once per distinct statement and values.
  const distinct = new Map();
  for (const statement of explainable) {
    const key = JSON.stringify([statement.text, statement.values]);
    if (distinct.has(key)) distinct.get(key).lists.push(statement.list);
    else distinct.set(key, { ...statement, lists: [statement.list] });
  }
  const plans = await explainStatements(database.url, scale.tenantID, [...distinct.values()]);
  await superuser.end();

  // 5. Targets and the report.
  const riskRegister = results.find((result) => result.name === 'risk register summary, first page');
  const groups = new Map();
  for (const [index, result] of results.entries()) {
    if (lists[index].variantOf) continue;
    const route = result.path.split('?')[0];
    groups.set(route, [...(groups.get(route) ?? []), result]);
  }
  const report = {
    date: startedAt.toISOString(),
    commit,
    serverBuiltAt,
    machine: { ...machine, postgres: postgresVersion, loadAverageAtEnd: os.loadavg().map((value) => round(value, 2)) },
    settings: { connections, durationSeconds: duration, warmupSeconds, sequentialSamples: samples },
    data: { seedMs, scale, sizes },
    lists: results,
    residentPeakMb,
    accessRefresh,
    targets: {
      listP99UnderLoad: {
        target: `p99 < ${targets.listP99Ms} ms at ${connections} connections`,
        met: results.filter(meetsP99).map((result) => result.name),
        notMet: results.filter((result) => !meetsP99(result)).map((result) => result.name),
      },
      riskRegisterUncached: {
        target: `GET /api/risks/summary (${riskRegister.total} risks) uncached < ${targets.riskRegisterUncachedMs} ms`,
        medianMs: riskRegister.uncached.medianMs,
        met: riskRegister.uncached.medianMs < targets.riskRegisterUncachedMs,
      },
      statementsPerRequest: Object.fromEntries(
        [...groups].map(([route, group]) => [
          route,
          {
            counts: group.map(
              (result) =>
                `${result.name}: ${result.statements.cold} first / ${result.statements.warm} again, limit=${result.statements.largerPage.limit} ${result.statements.largerPage.first} / ${result.statements.largerPage.again}`,
            ),
            sameForLargerPage: group.every((result) => result.statements.sameForLargerPage),
          },
        ]),
      ),
    },
    explain: plans.map((plan) => ({
      lists: plan.lists,
      position: plan.position,
      what: plan.what,
      executionMs: plan.executionMs,
      planningMs: plan.planningMs,
      sharedHit: plan.sharedHit,
      sharedRead: plan.sharedRead,
      seqScans: plan.seqScans,
      indexes: plan.indexes,
      scans: plan.scans,
      text: plan.text,
      values: plan.values.map((value) => (Buffer.isBuffer(value) ? value.toString('hex') : value)),
      plan: plan.plan,
    })),
  };

  console.log(`\n## Lists at scale — ${startedAt.toISOString().slice(0, 10)}\n`);
  console.log(
    '| list | answer (as sent) | records | req/s | p50 | p99 | before: req/s, p99 | req/s after ÷ before | one request | uncached | statements (first / again) | load avg |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const result of results) {
    const { load: underLoad } = result;
    const problems = underLoad.non2xx + underLoad.errors + underLoad.timeouts;
    console.log(
      `| ${result.name} | ${(result.bytes / 1024).toFixed(1)} kB (${(result.compressed.bytes / 1024).toFixed(1)} kB ${result.compressed.encoding}) | ${result.items}${result.total === null ? '' : ` of ${result.total.toLocaleString('en')}`} | ${underLoad.requestsPerSecond.toLocaleString('en')}${problems ? ` (${problems} failed)` : ''} | ${underLoad.p50Ms} ms | ${underLoad.p99Ms} ms | ${result.before ? `${result.before.requestsPerSecond.toLocaleString('en')}, ${result.before.p99Ms} ms` : '—'} | ${result.before ? (underLoad.requestsPerSecond / result.before.requestsPerSecond).toFixed(2) : '—'} | ${result.sequential.medianMs} ms | ${result.uncached ? `${result.uncached.medianMs} ms` : '—'} | ${result.statements.cold} / ${result.statements.warm} | ${result.loadAverageBefore} |`,
    );
  }
  console.log('\n| statement | lists | execution | scans |');
  console.log('| --- | --- | --- | --- |');
  for (const plan of report.explain) {
    const scans = plan.scans
      .filter((scan) => scan.relation || scan.index)
      .map(
        (scan) =>
          `${scan.type}${scan.relation ? ` on ${scan.relation}` : ''}${scan.index ? ` using ${scan.index}` : ''} (${scan.rows}×${scan.loops})`,
      );
    console.log(
      `| ${plan.what} | ${plan.lists.join(', ')} | ${plan.executionMs} ms | ${[...new Set(scans)].join('; ')} |`,
    );
  }
  console.log('\nTargets:');
  console.log(`  p99 < ${targets.listP99Ms} ms: met by ${report.targets.listP99UnderLoad.met.join(', ') || 'none'}`);
  console.log(`                 not met by ${report.targets.listP99UnderLoad.notMet.join(', ') || 'none'}`);
  console.log(
    `  risk register uncached: ${riskRegister.uncached.medianMs} ms (${report.targets.riskRegisterUncached.met ? 'met' : 'not met'})`,
  );
  for (const [route, verdict] of Object.entries(report.targets.statementsPerRequest)) {
    console.log(`  statements, ${route}: ${verdict.sameForLargerPage ? 'the same' : 'NOT the same'} for a larger page`);
    for (const line of verdict.counts) console.log(`    ${line}`);
  }

  console.log(
    `  resident memory < 300 MB: peak ${residentPeakMb.server} MB` +
      (residentPeakMb.before === null ? '' : ` (the earlier build ${residentPeakMb.before} MB)`),
  );
  console.log(
    `  access re-read: ${accessRefresh.list} sends ${accessRefresh.statementsAfterIdle} statements after ${accessRefresh.afterIdleMs / 1000} s idle, ${accessRefresh.statementsRightAfter} right after`,
  );

  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  const file = path.join(root, 'bench/results', `lists-at-scale-${startedAt.toISOString().replaceAll(':', '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nresults written to ${path.relative(root, file)}`);
}

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  console.error(`\nbenchmark error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
} finally {
  await runCleanup();
}
process.exit(failed ? 1 : 0);
