// Benchmark: documents at scale — full-text search, the documents section list, uploads, and the
// server's memory while it receives a large file. On a fresh database the built server migrates and
// seeds the demo data; bench/generate-scale-data.mjs then adds the scale data to Northwind Mining,
// among it 100,000 documents whose file text is indexed for search. Signed in as the admin:
//   - search, `GET /api/documents/search?q=`: a word in about half of the documents, a word in a few
//     and two words; BENCH_SAMPLES (default 50) requests one after the other after a warm-up: p50,
//     p95, and the answer's `meta.total`. Searches are cached per tenant and query: the samples are
//     timed uncached (a document changed before each, as for the list below) and cached; then
//     20 searches at once for 10 s, the same query and every request a distinct one;
//   - the section list, `GET /api/documents/new?nonAssetCategory=all&limit=50`: the first page, the
//     page after following `nextCursor` 40 times, and the first page with `q=` the common word and the
//     rare one. Cached: the same request again. Uncached: before each request an UPDATE of a document
//     of that page (its title gets a marker) as the superuser; the trigger notifies the server, which
//     drops the tenant's cached documents (the page and the section's filter choices); a sample counts
//     only when the answer shows the marker, so it was read from the database again;
//   - the statements each of those requests sends (the server started again, through the recording
//     relay of bench/statement-recorder.mjs), and EXPLAIN (ANALYZE, BUFFERS) of each SELECT with its own
//     parameters, as `freeboard_app` with the tenant setting, so row-level security applies;
//   - uploads (a server of their own): 40 distinct 1 MB text files one at a time, then 40 more four at a time:
//     files/s, MB/s, and the time until the text of every one is read (`textStatus` no longer
//     `pending`); then the first list page, the common word's page and its search again, now showing
//     those documents (timed, then recorded and explained as above);
//   - memory (a fresh server, MAX_UPLOAD_MB=256): a 200 MB file in a multipart body framed by hand and
//     streamed from a generator, while the server process's resident size (VmRSS of /proc/<pid>/status)
//     is read every 100 ms before, during and after.
// Prints a summary and writes bench/results/documents-at-scale-<time>.json.
//
// Usage (after `npm run build -w apps/api`): npm run bench:documents     (BENCH_SAMPLES=50 by default)
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { explainStatements, isExplainable } from './explain-plans.mjs';
import { generateScaleData, tenantSlug } from './generate-scale-data.mjs';
import {
  clusterUrl,
  createProbeDatabase,
  demo,
  dropBodies,
  residentMegabytes,
  requireBuild,
  root,
  runCleanup,
  serverScript,
  signInToTenant,
  sleep,
  startServer,
} from './probe-support.mjs';
import { startStatementRecorder } from './statement-recorder.mjs';

const samples = Number(process.env.BENCH_SAMPLES ?? 50);
const warmups = 10;
const pageSize = 50;
const deepPages = 40;
const uploads = { count: 40, bytes: 1024 * 1024, concurrency: 4 };
const largeUpload = { megabytes: 200, maxUploadMb: 256, sampleEveryMs: 100, baselineMs: 3_000, afterMs: 10_000 };
const targets = { searchP95Ms: 50, listP95Ms: 50, memoryGrowthMb: 100, searchUnderLoadP99Ms: 100 };
/** Searches at once in the load runs, for BENCH_LOAD_SECONDS (default 10) after 2 s not counted. */
const searchConnections = 20;
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10);

const round = (value, digits = 1) => Number(value.toFixed(digits));
const loadAverage = () => round(os.loadavg()[0], 2);
const megabytes = (bytes) => bytes / 2 ** 20;

/** Nearest-rank percentiles of a set of times, and the slowest. */
function summarise(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (percent) => sorted[Math.max(0, Math.ceil((percent / 100) * sorted.length) - 1)];
  return {
    samples: sorted.length,
    p50Ms: round(at(50)),
    p95Ms: round(at(95)),
    maxMs: round(sorted.at(-1)),
  };
}

// ---------------------------------------------------------------------------------------------
// Requests

async function request(url, headers, init = {}) {
  const started = performance.now();
  const response = await fetch(url, {
    ...init,
    headers: { 'accept-encoding': 'identity', ...headers, ...init.headers },
    signal: AbortSignal.timeout(120_000),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text.slice(0, 300)}`);
  return { ms, text, body: text ? JSON.parse(text) : null };
}

const documentsOf = (body) => (Array.isArray(body.data) ? body.data : body.data.documents);

/** Warm-up requests not counted, then `samples` requests one after the other. */
async function sequential(url, headers) {
  for (let index = 0; index < warmups; index += 1) await request(url, headers);
  const times = [];
  let answer = null;
  for (let index = 0; index < samples; index += 1) {
    answer = await request(url, headers);
    times.push(answer.ms);
  }
  return { ...summarise(times), answer };
}

/**
 * Uncached: `samples` times, a marker in the title of a document on the page (as the superuser; the
 * trigger notifies the server, which drops what it cached of the tenant's documents), a short wait,
 * and one timed request. A sample counts only when the answer shows the marker; otherwise it is taken
 * again after a longer wait.
 */
async function uncached(url, headers, superuser) {
  const documentID = documentsOf((await request(url, headers)).body)[0].documentID;
  const times = [];
  let waitMs = 50;
  let retries = 0;
  for (let attempt = 0; times.length < samples && attempt < samples * 4; attempt += 1) {
    const marker = `benchmark${process.pid}x${attempt}x${Date.now()}`;
    await superuser.query(
      `update documents set title = regexp_replace(title, ' \\[benchmark[0-9x]+\\]$', '') || ' [' || $1 || ']'
        where tenant_id = $2 and id = $3`,
      [marker, headers['x-tenant-id'], documentID],
    );
    await sleep(waitMs);
    const answer = await request(url, headers);
    if (answer.text.includes(marker)) {
      times.push(answer.ms);
    } else {
      retries += 1;
      waitMs = Math.min(waitMs * 2, 1_000);
    }
  }
  if (times.length < samples) throw new Error(`${url}: the cache was not dropped within the waits`);
  return { ...summarise(times), retries, waitMs };
}

/** The cursor after `pages` pages of a list: a page deep in it, as a reader who scrolled. */
async function cursorAfter(url, headers, pages) {
  let cursor = null;
  for (let page = 1; page <= pages; page += 1) {
    const answer = await request(`${url}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, headers);
    cursor = answer.body.data.nextCursor;
    if (!cursor) throw new Error(`${url} ends after page ${page}`);
  }
  return cursor;
}

// ---------------------------------------------------------------------------------------------
// EXPLAIN, as the server's role in the tenant

/** A short name for a recorded statement. */
function describe(text) {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (/from "document_filter_choices"/i.test(trimmed)) return 'filter choices';
  if (/ as asset_type\b/i.test(trimmed)) return 'asset names';
  if (/^select count\(/i.test(trimmed)) return 'count (capped)';
  if (/ts_rank_cd\(/i.test(trimmed)) return 'search page (ranked)';
  if (/from "documents"/i.test(trimmed) && / limit \$\d+/i.test(trimmed)) return 'list page';
  return trimmed.slice(0, 60);
}

// ---------------------------------------------------------------------------------------------
// Uploads

/** The fields every upload sends besides the file: a corporate document. */
function uploadFields(title) {
  return [
    ['title', title],
    ['docType', 'other'],
    ['author', 'Bench Uploader'],
    ['tags', 'bench-upload'],
    ['tags', 'monitoring'],
    ['revision', 'A'],
    ['documentDate', new Date().toISOString().slice(0, 10)],
    ['nonAssetCategory', 'corporate'],
  ];
}

/** Lines of a monitoring export: instruments, readings and places vary, as in a real file. */
const reportLines = [
  (n) => `Piezometer VW-${n % 97} on the embankment read ${n % 450}.${n % 10} kPa, below trigger level 1.`,
  (n) => `Seepage at weir W-${n % 13} was ${n % 60}.${n % 7} L/s, clear, on day ${n % 365} of the year.`,
  (n) => `The decant tower inlets were cleared at RL ${1_000 + (n % 3_000)} m and the spillway inspected.`,
  (n) => `Beach length at spigot ${n % 41} was ${100 + (n % 800)} m; pond level RL ${1_000 + (n % 2_500)}.${n % 10} m.`,
  (n) => `Inclinometer IN-${n % 29} moved ${n % 40} mm at ${n % 70} m depth; crest settlement ${n % 180} mm.`,
];

/**
 * A text file of `bytes` bytes, made of varied report lines (so it compresses and indexes like a real
 * export, not like one line repeated); its first line makes it unlike any other, as a file must be to
 * be accepted (the same content twice is refused as a duplicate).
 */
function distinctTextFile(label, bytes) {
  const lines = [`Bench upload ${label} ${randomBytes(8).toString('hex')}`];
  let length = lines[0].length;
  for (let line = 0; length < bytes; line += 1) {
    const number = (line * 7_919 + Math.floor(Math.random() * 10_000)) % 100_000;
    const text = reportLines[line % reportLines.length](number);
    lines.push(text);
    length += text.length + 1;
  }
  return Buffer.from(lines.join('\n')).subarray(0, bytes);
}

async function upload(url, headers, title, file) {
  const form = new FormData();
  for (const [name, value] of uploadFields(title)) form.append(name, value);
  form.append('file', new Blob([file], { type: 'text/plain' }), `${title}.txt`);
  const answer = await request(`${url}/api/documents`, headers, { method: 'POST', body: form });
  return { ms: answer.ms, documentID: answer.body.data.documentID };
}

/** Polls each document until its text is read (or given up on); times from `since`. */
async function waitForText(url, headers, documentIDs, since, timeoutMs = 600_000) {
  const pending = new Set(documentIDs);
  const statuses = {};
  const deadline = Date.now() + timeoutMs;
  while (pending.size > 0 && Date.now() < deadline) {
    for (const documentID of [...pending]) {
      const { body } = await request(`${url}/api/documents/${documentID}`, headers);
      if (body.data.textStatus !== 'pending') {
        pending.delete(documentID);
        statuses[body.data.textStatus] = (statuses[body.data.textStatus] ?? 0) + 1;
      }
    }
    if (pending.size > 0) await sleep(250);
  }
  return { allReadAfterMs: Math.round(performance.now() - since), statuses, stillPending: pending.size };
}

/** `count` distinct files through `concurrency` uploaders, then the wait for their text. */
async function uploadBatch(url, headers, name, concurrency) {
  const files = Array.from({ length: uploads.count }, (_, index) => ({
    title: `Bench upload ${name} ${index + 1}`,
    bytes: distinctTextFile(`${name}-${index + 1}`, uploads.bytes),
  }));
  const times = [];
  const documentIDs = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < files.length) {
        const file = files[next];
        next += 1;
        const done = await upload(url, headers, file.title, file.bytes);
        times.push(done.ms);
        documentIDs.push(done.documentID);
      }
    }),
  );
  const uploadedAt = performance.now();
  const seconds = (uploadedAt - started) / 1000;
  const text = await waitForText(url, headers, documentIDs, uploadedAt);
  return {
    files: files.length,
    fileMegabytes: round(megabytes(uploads.bytes), 2),
    concurrency,
    seconds: round(seconds, 2),
    filesPerSecond: round(files.length / seconds, 2),
    megabytesPerSecond: round(megabytes(uploads.bytes * files.length) / seconds, 2),
    request: summarise(times),
    text: {
      ...text,
      allReadAfterFirstUploadMs: Math.round(text.allReadAfterMs + (uploadedAt - started)),
    },
    documentIDs,
  };
}

// ---------------------------------------------------------------------------------------------
// Memory while a large file arrives

/** The process's resident size in MiB, from /proc (null once it is gone). */
function residentMb(pid) {
  const megabytes = residentMegabytes(pid);
  return megabytes === null ? null : round(megabytes);
}

function startSampling(pid) {
  const readings = [];
  let phase = 'before';
  const started = performance.now();
  const timer = setInterval(() => {
    const rss = residentMb(pid);
    if (rss !== null) {
      const benchRssMb = round(megabytes(process.memoryUsage.rss()));
      readings.push({ ms: Math.round(performance.now() - started), phase, rssMb: rss, benchRssMb });
    }
  }, largeUpload.sampleEveryMs);
  return {
    readings,
    set phase(value) {
      phase = value;
    },
    stop: () => clearInterval(timer),
  };
}

/** 64 KiB pieces of numbered text lines, `totalBytes` in all, made as they are sent. */
function* largeFileChunks(totalBytes) {
  const chunkBytes = 64 * 1024;
  let sent = 0;
  for (let chunk = 0; sent < totalBytes; chunk += 1) {
    const size = Math.min(chunkBytes, totalBytes - sent);
    const line = `${String(chunk).padStart(8, '0')} piezometer and seepage readings of a large monitoring export\n`;
    const buffer = Buffer.alloc(size, line);
    sent += size;
    yield buffer;
  }
}

/**
 * POST /api/documents with a multipart body written by hand: the fields, the file part's header, the
 * file from the generator, the closing boundary. Content-Length is exact; nothing is held whole.
 */
function streamLargeUpload(url, headers, totalBytes) {
  const boundary = `----bench${randomBytes(12).toString('hex')}`;
  const fieldParts = uploadFields(`Large upload ${largeUpload.megabytes} MB`)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const head = Buffer.from(
    `${fieldParts}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="large-export.txt"\r\n` +
      `Content-Type: text/plain\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const contentLength = head.length + totalBytes + tail.length;
  function* body() {
    yield head;
    yield* largeFileChunks(totalBytes);
    yield tail;
  }
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const outgoing = http.request(`${url}/api/documents`, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(contentLength),
      },
    });
    outgoing.on('response', (answer) => {
      let text = '';
      answer.setEncoding('utf8');
      answer.on('data', (piece) => (text += piece));
      answer.on('end', () => {
        const ms = performance.now() - started;
        if (answer.statusCode !== 201) reject(new Error(`large upload: ${answer.statusCode} ${text.slice(0, 300)}`));
        else resolve({ ms, documentID: JSON.parse(text).data.documentID, contentLength });
      });
    });
    outgoing.on('error', reject);
    pipeline(Readable.from(body()), outgoing).catch(reject);
  });
}

async function measureLargeUpload(server, headers) {
  const pid = server.child.pid;
  await request(`${server.url}/api/documents/new?nonAssetCategory=all&limit=5`, headers);
  await sleep(1_000);
  const sampler = startSampling(pid);
  await sleep(largeUpload.baselineMs);
  sampler.phase = 'during';
  const totalBytes = largeUpload.megabytes * 2 ** 20;
  const sent = await streamLargeUpload(server.url, headers, totalBytes);
  sampler.phase = 'after';
  const afterStarted = performance.now();
  const text = await waitForText(server.url, headers, [sent.documentID], afterStarted, 120_000);
  await sleep(Math.max(0, largeUpload.afterMs - (performance.now() - afterStarted)));
  sampler.stop();
  const of = (phase) => sampler.readings.filter((reading) => reading.phase === phase).map((reading) => reading.rssMb);
  const before = of('before').sort((a, b) => a - b);
  const baselineMb = before[Math.floor(before.length / 2)];
  const peakDuringMb = Math.max(...of('during'));
  const peakAfterMb = Math.max(...of('after'));
  return {
    fileMegabytes: largeUpload.megabytes,
    maxUploadMb: largeUpload.maxUploadMb,
    uploadSeconds: round(sent.ms / 1000, 2),
    megabytesPerSecond: round(largeUpload.megabytes / (sent.ms / 1000), 1),
    text,
    baselineMb,
    peakDuringMb,
    peakAfterMb,
    endMb: of('after').at(-1),
    growthDuringMb: round(peakDuringMb - baselineMb),
    growthAfterMb: round(peakAfterMb - baselineMb),
    // The bench's own resident size while it sends: the file is made as it goes, never held whole.
    benchRssBeforeMb: sampler.readings.find((reading) => reading.phase === 'during')?.benchRssMb ?? null,
    benchRssPeakDuringMb: Math.max(
      ...sampler.readings.filter((reading) => reading.phase === 'during').map((reading) => reading.benchRssMb),
    ),
    readings: sampler.readings,
  };
}

// ---------------------------------------------------------------------------------------------
// Data sizes

async function documentSizes(client, tenantID) {
  const {
    rows: [row],
  } = await client.query(
    `select (select count(*)::int from documents where tenant_id = $1) as documents,
            (select count(*)::int from document_versions where tenant_id = $1) as versions,
            (select count(*)::int from documents where tenant_id = $1 and text_status = 'indexed') as indexed,
            (select round(avg(length(extracted_text)))::int from documents where tenant_id = $1) as average_text_characters,
            pg_relation_size('documents') as heap,
            pg_relation_size((select reltoastrelid from pg_class where relname = 'documents')) as toast,
            pg_indexes_size('documents') as indexes,
            pg_relation_size('documents_search_idx') as search_index`,
    [tenantID],
  );
  const mb = (bytes) => round(megabytes(Number(bytes)));
  return {
    documents: row.documents,
    versions: row.versions,
    indexed: row.indexed,
    averageTextCharacters: row.average_text_characters,
    heapMb: mb(row.heap),
    toastMb: mb(row.toast),
    indexesMb: mb(row.indexes),
    searchIndexMb: mb(row.search_index),
  };
}

// ---------------------------------------------------------------------------------------------

function searchesOf(probes) {
  const search = (name, { value, documents }) => ({
    name,
    path: `/api/documents/search?q=${encodeURIComponent(value)}`,
    q: value,
    matchingDocuments: documents,
  });
  return [
    search('search, common word', probes.searches.common),
    search('search, rare word', probes.searches.rare),
    search('search, two words', probes.searches.twoWords),
  ];
}

function listsOf(probes, deepCursor) {
  const section = `/api/documents/new?nonAssetCategory=all&limit=${pageSize}`;
  return [
    { name: 'list, first page', path: section },
    { name: `list, page ${deepPages + 1}`, path: `${section}&cursor=${encodeURIComponent(deepCursor)}` },
    {
      name: 'list, q = common word',
      path: `${section}&q=${encodeURIComponent(probes.searches.common.value)}`,
    },
    { name: 'list, q = rare word', path: `${section}&q=${encodeURIComponent(probes.searches.rare.value)}` },
  ];
}

/**
 * Starts the server once more with DATABASE_URL pointing at the recording relay and sends each
 * request once: the statements each one sends, and the SELECTs among them with their parameters.
 */
async function recordStatements(databaseUrl, items) {
  const recorder = await startStatementRecorder({ host: clusterUrl.hostname, port: Number(clusterUrl.port || 5432) });
  const relayedUrl = new URL(databaseUrl);
  relayedUrl.port = String(recorder.port);
  const server = await startServer(relayedUrl.toString(), { label: 'statements' });
  try {
    const headers = await signInToTenant(server.url, demo.admin, tenantSlug);
    const explainable = [];
    const counts = {};
    for (const item of items) {
      // The user's access is re-read when older than 5 s: read it first, so the request records only its own.
      await request(`${server.url}/api/me`, headers);
      const mark = recorder.mark();
      await request(`${server.url}${item.path}`, headers);
      const statements = recorder.since(mark);
      counts[item.name] = statements.length;
      for (const statement of statements) {
        if (isExplainable(statement.text)) {
          explainable.push({ request: item.name, what: describe(statement.text), ...statement });
        }
      }
    }
    return { explainable, counts };
  } finally {
    await server.stop();
    await recorder.close();
  }
}

async function explainAndPrint(databaseUrl, tenantID, statements) {
  console.log('EXPLAIN (ANALYZE, BUFFERS) of the recorded statements…');
  const plans = await explainStatements(databaseUrl, tenantID, statements);
  for (const plan of plans) {
    console.log(
      `  ${plan.request.padEnd(40)} ${plan.what.padEnd(24)} ${String(plan.executionMs).padStart(9)} ms  ` +
        `indexes: ${plan.indexes.join(', ') || '—'}  seq scans: ${plan.seqScans.join(', ') || '—'}`,
    );
  }
  return plans;
}

/** One search, timed: p50/p95 and what the answer says of the matches. */
/**
 * `searchConnections` searches at once. `distinct`: every request a query of its own, the search's
 * words and one excluded word that no document has (`-absent17`): the same matches and the same work,
 * never an answer the server has cached. Otherwise the same query again and again, as when many people
 * search for the same word.
 */
async function searchUnderLoad(url, headers, { distinct }) {
  let counter = 0;
  const options = {
    url,
    headers,
    connections: searchConnections,
    timeout: 10,
    ...(distinct
      ? {
          requests: [
            {
              setupRequest: (request) => {
                counter += 1;
                return {
                  ...request,
                  path: `${request.path}${encodeURIComponent(` -absent${process.pid}x${counter}`)}`,
                };
              },
            },
          ],
        }
      : {}),
  };
  await autocannon({ ...options, duration: 2, setupClient: dropBodies });
  const result = await autocannon({ ...options, duration: loadSeconds, setupClient: dropBodies });
  return {
    connections: searchConnections,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

async function measureSearch(server, headers, search, superuser) {
  const loadAverageBefore = loadAverage();
  const url = `${server.url}${search.path}`;
  // Searches are cached per tenant and query: one after the other, the same search is read from the
  // cache after its first time; the uncached times (a document changed before each) are the search's.
  const { answer, ...cached } = await sequential(url, headers);
  const timed = await uncached(url, headers, superuser);
  const underLoad = {
    sameQuery: await searchUnderLoad(url, headers, { distinct: false }),
    distinctQueries: await searchUnderLoad(url, headers, { distinct: true }),
  };
  const result = {
    name: search.name,
    path: search.path,
    q: search.q,
    matchingDocuments: search.matchingDocuments,
    total: answer.body.meta.total,
    totalIsLowerBound: answer.body.meta.totalIsLowerBound ?? false,
    items: answer.body.data.length,
    loadAverageBefore,
    timed,
    cached,
    underLoad,
  };
  const { sameQuery, distinctQueries } = underLoad;
  console.log(
    `${search.name.padEnd(40)} uncached p50 ${timed.p50Ms} ms  p95 ${timed.p95Ms} ms, cached p50 ${cached.p50Ms} ms  total ${result.total}${result.totalIsLowerBound ? '+' : ''}\n` +
      `${''.padEnd(40)} ${searchConnections} at once: same query ${sameQuery.requestsPerSecond} req/s p99 ${sameQuery.p99Ms} ms, ` +
      `distinct queries ${distinctQueries.requestsPerSecond} req/s p99 ${distinctQueries.p99Ms} ms`,
  );
  return result;
}

/** One list page, timed cached and uncached. */
async function measureList(server, headers, list, superuser) {
  const url = `${server.url}${list.path}`;
  const loadAverageBefore = loadAverage();
  const { answer, ...cached } = await sequential(url, headers);
  const fresh = await uncached(url, headers, superuser);
  console.log(
    `${list.name.padEnd(40)} cached p50 ${cached.p50Ms} ms  p95 ${cached.p95Ms} ms   uncached p50 ${fresh.p50Ms} ms  p95 ${fresh.p95Ms} ms`,
  );
  return {
    name: list.name,
    path: list.path,
    items: documentsOf(answer.body).length,
    bytes: Buffer.byteLength(answer.text),
    loadAverageBefore,
    cached,
    uncached: fresh,
  };
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
  const seeding = await startServer(database.url, { label: 'seed' });
  await seeding.stop();
  console.log('generating the scale data…');
  const scale = await generateScaleData(database.url, { log: (line) => console.log(`  ${line}`) });
  console.log(`scale data in ${(scale.timingsMs.total / 1000).toFixed(1)} s`);
  const superuser = new pg.Client({ connectionString: database.url, application_name: 'bench changes' });
  // Dropping the database at the end ends this connection too: expected, not a failure.
  superuser.on('error', () => {});
  await superuser.connect();
  const postgresVersion = (await superuser.query('show server_version')).rows[0].server_version;
  const sizes = await documentSizes(superuser, scale.tenantID);
  console.log(
    `documents: ${sizes.documents.toLocaleString('en')} (heap ${sizes.heapMb} MB, toast ${sizes.toastMb} MB, ` +
      `indexes ${sizes.indexesMb} MB of which search ${sizes.searchIndexMb} MB)`,
  );

  // 2. Search and the section list, on the server as it runs in production.
  const server = await startServer(database.url, { label: 'load' });
  const headers = await signInToTenant(server.url, demo.admin, tenantSlug);
  if (headers['x-tenant-id'] !== scale.tenantID) throw new Error('signed in to another tenant than the scale data');
  const deepCursor = await cursorAfter(
    `${server.url}/api/documents/new?nonAssetCategory=all&limit=${pageSize}`,
    headers,
    deepPages,
  );
  const searches = searchesOf(scale.probes);
  const lists = listsOf(scale.probes, deepCursor);
  const results = [];
  for (const search of searches) results.push(await measureSearch(server, headers, search, superuser));
  for (const list of lists) results.push(await measureList(server, headers, list, superuser));
  const residentPeakMb = { searches: server.residentPeakMb() };
  await server.stop();

  // 3. Statements per request, through the recording relay, and their plans.
  const recorded = await recordStatements(database.url, [...searches, ...lists]);
  const plans = await explainAndPrint(database.url, scale.tenantID, recorded.explainable);

  // 4. Uploads; then the pages and the search that show the uploaded documents, timed and recorded.
  const uploading = await startServer(database.url, { label: 'uploads' });
  const uploadHeaders = await signInToTenant(uploading.url, demo.admin, tenantSlug);
  const uploadResults = [];
  for (const [name, concurrency] of [
    ['one at a time', 1],
    [`${uploads.concurrency} at a time`, uploads.concurrency],
  ]) {
    const loadAverageBefore = loadAverage();
    const batch = await uploadBatch(uploading.url, uploadHeaders, name.replaceAll(' ', '-'), concurrency);
    uploadResults.push({ name, loadAverageBefore, ...batch });
    console.log(
      `uploads, ${name.padEnd(14)} ${batch.filesPerSecond} files/s  ${batch.megabytesPerSecond} MB/s  ` +
        `request p50 ${batch.request.p50Ms} ms p95 ${batch.request.p95Ms} ms  text read ${batch.text.allReadAfterMs} ms after the last ` +
        `(${JSON.stringify(batch.text.statuses)})`,
    );
  }
  // The uploaded files are the newest documents, and their text (500,000 characters each once
  // extracted) has the common word: the first page and the common word's page and search show them.
  const afterUploads = {
    lists: [],
    searches: [
      await measureSearch(
        uploading,
        uploadHeaders,
        { ...searches[0], name: `${searches[0].name}, after the uploads` },
        superuser,
      ),
    ],
  };
  for (const list of [lists[0], lists[2]]) {
    afterUploads.lists.push(
      await measureList(uploading, uploadHeaders, { ...list, name: `${list.name}, after the uploads` }, superuser),
    );
  }
  residentPeakMb.uploads = uploading.residentPeakMb();
  await uploading.stop();
  const recordedAfterUploads = await recordStatements(database.url, [...afterUploads.searches, ...afterUploads.lists]);
  plans.push(...(await explainAndPrint(database.url, scale.tenantID, recordedAfterUploads.explainable)));

  // 5. Memory while a large file arrives, on a fresh process.
  const large = await startServer(database.url, {
    label: 'large-upload',
    env: { MAX_UPLOAD_MB: String(largeUpload.maxUploadMb) },
  });
  const largeHeaders = await signInToTenant(large.url, demo.admin, tenantSlug);
  const memory = await measureLargeUpload(large, largeHeaders);
  console.log(
    `large upload ${memory.fileMegabytes} MB in ${memory.uploadSeconds} s: RSS baseline ${memory.baselineMb} MB, ` +
      `peak during ${memory.peakDuringMb} MB (+${memory.growthDuringMb}), after ${memory.peakAfterMb} MB (+${memory.growthAfterMb})`,
  );
  await large.stop();
  await superuser.end();

  // 6. Targets and the report.
  const searchResults = [...results.filter((result) => result.timed), ...afterUploads.searches];
  const listResults = [...results.filter((result) => result.uncached), ...afterUploads.lists];
  const byName = (name) => results.find((result) => result.name === name);
  const ratio = (a, b) => round(a / b, 2);
  const ratios = {
    searchRareOverCommonP50: ratio(byName('search, rare word').timed.p50Ms, byName('search, common word').timed.p50Ms),
    searchTwoWordsOverCommonP50: ratio(
      byName('search, two words').timed.p50Ms,
      byName('search, common word').timed.p50Ms,
    ),
    listDeepOverFirstCachedP50: ratio(byName(lists[1].name).cached.p50Ms, byName(lists[0].name).cached.p50Ms),
    listDeepOverFirstUncachedP50: ratio(byName(lists[1].name).uncached.p50Ms, byName(lists[0].name).uncached.p50Ms),
    listUncachedOverCachedFirstP50: ratio(byName(lists[0].name).uncached.p50Ms, byName(lists[0].name).cached.p50Ms),
    listQCommonOverFirstUncachedP50: ratio(byName(lists[2].name).uncached.p50Ms, byName(lists[0].name).uncached.p50Ms),
    listFirstAfterUploadsOverBeforeUncachedP50: ratio(
      afterUploads.lists[0].uncached.p50Ms,
      byName(lists[0].name).uncached.p50Ms,
    ),
    searchCommonAfterUploadsOverBeforeP50: ratio(
      afterUploads.searches[0].timed.p50Ms,
      byName('search, common word').timed.p50Ms,
    ),
    uploadsConcurrentOverSequentialFilesPerSecond: ratio(
      uploadResults[1].filesPerSecond,
      uploadResults[0].filesPerSecond,
    ),
  };
  const verdicts = {
    searchP95: {
      target: `p95 < ${targets.searchP95Ms} ms`,
      met: searchResults.filter((result) => result.timed.p95Ms < targets.searchP95Ms).map((result) => result.name),
      notMet: searchResults.filter((result) => result.timed.p95Ms >= targets.searchP95Ms).map((result) => result.name),
    },
    listP95: {
      target: `p95 < ${targets.listP95Ms} ms, cached and uncached`,
      met: listResults.flatMap((result) =>
        ['cached', 'uncached']
          .filter((kind) => result[kind].p95Ms < targets.listP95Ms)
          .map((kind) => `${result.name} (${kind})`),
      ),
      notMet: listResults.flatMap((result) =>
        ['cached', 'uncached']
          .filter((kind) => result[kind].p95Ms >= targets.listP95Ms)
          .map((kind) => `${result.name} (${kind})`),
      ),
    },
    searchUnderLoad: {
      target: `p99 < ${targets.searchUnderLoadP99Ms} ms at ${searchConnections} connections`,
      met: searchResults.flatMap((result) =>
        Object.entries(result.underLoad)
          .filter(([, load]) => load.failures === 0 && load.p99Ms < targets.searchUnderLoadP99Ms)
          .map(([kind]) => `${result.name} (${kind})`),
      ),
      notMet: searchResults.flatMap((result) =>
        Object.entries(result.underLoad)
          .filter(([, load]) => load.failures > 0 || load.p99Ms >= targets.searchUnderLoadP99Ms)
          .map(([kind]) => `${result.name} (${kind})`),
      ),
    },
    memory: {
      target: `peak − baseline < ${targets.memoryGrowthMb} MB while a ${largeUpload.megabytes} MB file arrives`,
      growthDuringMb: memory.growthDuringMb,
      growthAfterMb: memory.growthAfterMb,
      met: memory.growthDuringMb < targets.memoryGrowthMb,
    },
  };
  const report = {
    date: startedAt.toISOString(),
    commit,
    serverBuiltAt,
    machine: { ...machine, postgres: postgresVersion, loadAverageAtEnd: os.loadavg().map((value) => round(value, 2)) },
    settings: { samples, warmups, pageSize, deepPages, uploads, largeUpload },
    data: { scale, sizes },
    searches: searchResults,
    lists: listResults,
    statementCounts: { ...recorded.counts, ...recordedAfterUploads.counts },
    uploads: uploadResults.map(({ documentIDs, ...rest }) => ({ ...rest, documents: documentIDs.length })),
    memory,
    residentPeakMb,
    ratios,
    targets: verdicts,
    explain: plans.map((plan) => ({
      request: plan.request,
      what: plan.what,
      executionMs: plan.executionMs,
      planningMs: plan.planningMs,
      sharedHit: plan.sharedHit,
      sharedRead: plan.sharedRead,
      indexes: plan.indexes,
      seqScans: plan.seqScans,
      scans: plan.scans,
      text: plan.text,
      values: plan.values.map((value) => (Buffer.isBuffer(value) ? value.toString('hex') : value)),
      plan: plan.plan,
    })),
  };

  console.log(`\n## Documents at scale — ${startedAt.toISOString().slice(0, 10)}\n`);
  console.log(
    `| search | matching documents | \`meta.total\` | uncached p50 | p95 | max | cached p50 | ${searchConnections} at once, same query: req/s, p99 | distinct queries: req/s, p99 | load avg |`,
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const result of searchResults) {
    const { sameQuery, distinctQueries } = result.underLoad;
    console.log(
      `| ${result.name} (\`${result.q}\`) | ${result.matchingDocuments.toLocaleString('en')} | ${result.total.toLocaleString('en')}${result.totalIsLowerBound ? '+' : ''} | ${result.timed.p50Ms} ms | ${result.timed.p95Ms} ms | ${result.timed.maxMs} ms | ${result.cached.p50Ms} ms | ${sameQuery.requestsPerSecond}, ${sameQuery.p99Ms} ms | ${distinctQueries.requestsPerSecond}, ${distinctQueries.p99Ms} ms | ${result.loadAverageBefore} |`,
    );
  }
  console.log('\n| list | answer | cached p50 / p95 | uncached p50 / p95 | uncached retries | load avg |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const result of listResults) {
    console.log(
      `| ${result.name} | ${(result.bytes / 1024).toFixed(1)} kB | ${result.cached.p50Ms} / ${result.cached.p95Ms} ms | ${result.uncached.p50Ms} / ${result.uncached.p95Ms} ms | ${result.uncached.retries} | ${result.loadAverageBefore ?? '—'} |`,
    );
  }
  console.log(
    '\n| uploads of 1 MB | files/s | MB/s | request p50 / p95 | all text read after the last upload | statuses |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const batch of uploadResults) {
    console.log(
      `| ${batch.files}, ${batch.name} | ${batch.filesPerSecond} | ${batch.megabytesPerSecond} | ${batch.request.p50Ms} / ${batch.request.p95Ms} ms | ${(batch.text.allReadAfterMs / 1000).toFixed(1)} s | ${JSON.stringify(batch.text.statuses)} |`,
    );
  }
  console.log(
    `\nServer resident memory, peak: ${residentPeakMb.searches} MB through the searches and lists, ` +
      `${residentPeakMb.uploads} MB through the uploads (target < 300 MB)`,
  );
  console.log(
    `\nLarge upload: ${memory.fileMegabytes} MB in ${memory.uploadSeconds} s (${memory.megabytesPerSecond} MB/s); server RSS ` +
      `baseline ${memory.baselineMb} MB, peak during ${memory.peakDuringMb} MB (+${memory.growthDuringMb} MB), ` +
      `peak in the ${largeUpload.afterMs / 1000} s after ${memory.peakAfterMb} MB (+${memory.growthAfterMb} MB), end ${memory.endMb} MB; ` +
      `text ${JSON.stringify(memory.text.statuses)} after ${memory.text.allReadAfterMs} ms; the bench's own RSS ${memory.benchRssBeforeMb} → at most ${memory.benchRssPeakDuringMb} MB while sending`,
  );
  console.log('\nRatios:', JSON.stringify(ratios));
  console.log('\nTargets:');
  console.log(`  search ${verdicts.searchP95.target}: met by ${verdicts.searchP95.met.join(', ') || 'none'}`);
  console.log(`    not met by ${verdicts.searchP95.notMet.join(', ') || 'none'}`);
  console.log(`  list ${verdicts.listP95.target}: met by ${verdicts.listP95.met.join(', ') || 'none'}`);
  console.log(`    not met by ${verdicts.listP95.notMet.join(', ') || 'none'}`);
  console.log(
    `  search ${verdicts.searchUnderLoad.target}: met by ${verdicts.searchUnderLoad.met.join(', ') || 'none'}`,
  );
  console.log(`    not met by ${verdicts.searchUnderLoad.notMet.join(', ') || 'none'}`);
  console.log(`  memory ${verdicts.memory.target}: ${verdicts.memory.met ? 'met' : 'NOT met'}`);

  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  const file = path.join(
    root,
    'bench/results',
    `documents-at-scale-${startedAt.toISOString().replaceAll(':', '-')}.json`,
  );
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
