// Probe: the change listener keeps exactly one connection through any number of outages, and
// changes keep reaching the server's cache.
//
// Starts the built server on a fresh database and signs in as the engineer. Then, N times (default
// 5), ends every connection the server holds to its database (pool and listener) with
// pg_terminate_backend; odd outages terminate once, even ones keep terminating for 1 s, so the
// connections opened meanwhile (the listener's reconnection attempts among them) die too. After each
// outage it waits up to 15 s for exactly one `freeboard listener` connection, on a new backend (the
// listener retries after 250 ms, doubling to 10 s), and checks the count stays 1 for 2 s more. It then
// reads GET /api/risks (cached per tenant), changes a risk's title directly in the database as the
// superuser (the trigger's NOTIFY must drop the cache) and times how long until the API shows the new
// title (limit 5 s). Before any outage the same change is timed once, and a control shows that with
// the trigger disabled the change stays hidden: the cache, not a database read, answers.
//
// Usage (after `npm run build`): npm run probe:listener [-- --outages 5]
// Exit status 1 when a listener count is not 1 or a change does not show.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  createChecks,
  createProbeDatabase,
  demo,
  requireBuild,
  root,
  runProbe,
  serverConnections,
  signIn,
  sleep,
  startServer,
  superuserQuery,
  terminateServerBackends,
} from './probe-support.mjs';

const { values: options } = parseArgs({ options: { outages: { type: 'string', default: '5' } } });
const outages = Number(options.outages);
if (!Number.isInteger(outages) || outages < 1) {
  console.error('usage: probe-listener-outages.mjs [--outages N]');
  process.exit(2);
}

const listenerName = 'freeboard listener';
const reconnectTimeoutMs = 15_000;
const stableForMs = 2_000;
const changeTimeoutMs = 5_000;
const stormMs = 1_000;
const controlWindowMs = 1_000;

async function listenerPids(database) {
  return (await serverConnections(database))
    .filter((row) => row.application_name === listenerName)
    .map((row) => row.pid);
}

/** Terminates everything once, or again and again for `forMs` (new connections die as they come). */
async function outage(database, forMs) {
  let terminated = (await terminateServerBackends(database)).length;
  const until = performance.now() + forMs;
  while (performance.now() < until) {
    await sleep(100);
    terminated += (await terminateServerBackends(database)).length;
  }
  return terminated;
}

/** Waits for exactly one listener that is not one of `oldPids`; then watches the count for a while. */
async function settleListener(database, oldPids) {
  const started = performance.now();
  let pids = [];
  let maxSeen = 0;
  while (performance.now() - started < reconnectTimeoutMs) {
    pids = await listenerPids(database);
    maxSeen = Math.max(maxSeen, pids.length);
    if (pids.length === 1 && !oldPids.includes(pids[0])) break;
    await sleep(100);
  }
  const reconnectMs = Math.round(performance.now() - started);
  const reconnected = pids.length === 1 && !oldPids.includes(pids[0]);
  const counts = [];
  const watchUntil = performance.now() + stableForMs;
  while (performance.now() < watchUntil) {
    const now = await listenerPids(database);
    counts.push(now.length);
    maxSeen = Math.max(maxSeen, now.length);
    await sleep(100);
  }
  const stable = counts.every((count) => count === 1);
  return { reconnected, reconnectMs, stable, finalCount: counts.at(-1), maxSeen, pids: await listenerPids(database) };
}

async function riskTitles(server, headers) {
  const response = await fetch(`${server.url}/api/risks`, { headers, signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`GET /api/risks: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

/** Warms the cache, changes the title in the database, and times until the API shows it. */
async function timeChange(server, headers, database, riskID, label) {
  await riskTitles(server, headers);
  await riskTitles(server, headers); // now answered from the cache
  const title = `Probe change ${label} ${Date.now()}`;
  const changedAt = performance.now();
  const { rowCount } = await superuserQuery(database, 'update risks set title = $1 where id = $2', [title, riskID]);
  if (rowCount !== 1) throw new Error(`the update changed ${rowCount} risks, not 1`);
  while (performance.now() - changedAt < changeTimeoutMs) {
    const risks = await riskTitles(server, headers);
    if (risks.find((risk) => risk.riskID === riskID)?.title === title) return Math.round(performance.now() - changedAt);
    await sleep(20);
  }
  return null;
}

/**
 * Control: with the trigger off, a change made in the database must stay hidden for a while (the
 * cache answers), or the timings above would not show that the notification is what got it through.
 */
async function changeHiddenWithoutNotify(server, headers, database, riskID) {
  await riskTitles(server, headers);
  await superuserQuery(database, 'alter table risks disable trigger risks_notify_change');
  try {
    const title = `Probe change without notify ${Date.now()}`;
    await superuserQuery(database, 'update risks set title = $1 where id = $2', [title, riskID]);
    const until = performance.now() + controlWindowMs;
    while (performance.now() < until) {
      const risks = await riskTitles(server, headers);
      if (risks.find((risk) => risk.riskID === riskID)?.title === title) return false;
      await sleep(50);
    }
    return true;
  } finally {
    await superuserQuery(database, 'alter table risks enable trigger risks_notify_change');
  }
}

function report(checks, label, settled, changeMs) {
  if (label) console.log(`\n== ${label}`);
  if (settled) {
    checks.check(
      settled.reconnected,
      `listener back on a new backend after ${settled.reconnectMs} ms (limit ${reconnectTimeoutMs / 1000} s)`,
    );
    checks.check(
      settled.stable && settled.finalCount === 1,
      `listener count stayed 1 for ${stableForMs / 1000} s (final ${settled.finalCount}, most seen ${settled.maxSeen})`,
    );
  }
  checks.check(changeMs !== null, `a database change showed in GET /api/risks after ${changeMs ?? '—'} ms`);
}

await runProbe(async () => {
  requireBuild();
  const database = await createProbeDatabase();
  const server = await startServer(database.url);
  const headers = await signIn(server.url, demo.engineer);
  const [risk] = await riskTitles(server, headers);
  if (!risk) throw new Error('the engineer sees no risks: is the demo data seeded?');
  const checks = createChecks();
  const results = [];

  const initial = await listenerPids(database.name);
  const baselineChangeMs = await timeChange(server, headers, database.name, risk.riskID, 'baseline');
  const hidden = await changeHiddenWithoutNotify(server, headers, database.name, risk.riskID);
  console.log('\n== before any outage');
  checks.check(initial.length === 1, `${initial.length} listener connection`);
  checks.check(hidden, `control: with the trigger disabled a change stays hidden for ${controlWindowMs / 1000} s`);
  report(checks, null, null, baselineChangeMs);
  results.push({ outage: 0, listenerCount: initial.length, changeMs: baselineChangeMs });

  for (let index = 1; index <= outages; index += 1) {
    const forMs = index % 2 === 0 ? stormMs : 0;
    const oldPids = await listenerPids(database.name);
    const terminated = await outage(database.name, forMs);
    const settled = await settleListener(database.name, oldPids);
    const changeMs = await timeChange(server, headers, database.name, risk.riskID, `outage ${index}`);
    const kind = forMs ? `terminations for ${forMs} ms` : 'one termination';
    report(checks, `outage ${index}/${outages}: ${kind}, ${terminated} backends`, settled, changeMs);
    results.push({ outage: index, kind, terminated, ...settled, listenerCount: settled.finalCount, changeMs });
  }

  checks.check(server.alive, 'the server process is alive');
  checks.check(server.errorLines.length === 0, `${server.errorLines.length} error-level log lines`);
  if (server.errorLines.length > 0) console.log(server.errorLines.slice(0, 20).join('\n'));
  if (server.stderr) console.log(`server stderr:\n${server.stderr}`);
  server.keepLog = !checks.allPassed;

  const directory = path.join(root, 'bench/results');
  mkdirSync(directory, { recursive: true });
  const file = path.join(directory, `probe-listener-${new Date().toISOString().replaceAll(':', '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), results, failed: checks.failed }, null, 2)}\n`,
  );
  console.log(`\nresults written to ${path.relative(root, file)}`);
  return checks.allPassed;
});
