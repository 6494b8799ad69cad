// Benchmark: notification rounds and the bell at scale. On a fresh PostgreSQL database the built server
// seeds the demo data; bench/generate-scale-data.mjs adds its scale data to Northwind Mining (10,000
// risks, 30,000 controls with owners and verification frequencies, 2,000 sites, …) and this script adds
// 10,000 open actions with owners and due dates spread over the last and the next 60 days.
//   - a round, run in this process through the application's own module (`startNotificationRounds`,
//     as the server runs it): the first one at this scale (every overdue control and action announced
//     at once), then a quiet one (everything already announced), as a ratio of the first;
//   - meanwhile, writes of the tenant's records go on (PATCH an action, 20 in a row): their p99 during
//     the first round against before it (the round locks the tenant's row FOR NO KEY UPDATE, which
//     writes' FOR KEY SHARE does not wait for);
//   - GET /api/notifications (the bell's first page, and unread only) for the person with the most
//     notifications: autocannon at 50 connections for BENCH_SECONDS (default 10) after a 2 s warm-up,
//     right after the round and once the table was vacuumed, p99 against the list target (< 50 ms).
// Prints a summary and writes bench/results/notification-rounds-at-scale-<time>.json.
//
// Usage (after `npm run build`): npm run bench:notifications (tsx: the rounds are the application's TypeScript)
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateScaleData, tenantSlug } from './generate-scale-data.mjs';
import {
  createProbeDatabase,
  demo,
  onCleanup,
  requireBuild,
  root,
  runProbe,
  signInToTenant,
  startServer,
  superuserQuery,
  underLoad,
} from './probe-support.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const targets = { listP99Ms: 50 };
const actionCount = 10_000;

const quiet = { info: () => undefined, warn: () => undefined };

/**
 * The application's own modules, in TypeScript (run under tsx). Imported by address, so that the
 * root typecheck, which reads the benches as JavaScript, does not take the API's sources in with them.
 */
async function applicationModules() {
  const source = (relative) => new URL(`../apps/api/src/${relative}`, import.meta.url).href;
  const { openDatabase } = await import(source('db/client.ts'));
  const { startNotificationRounds } = await import(source('modules/notifications/notification-rounds.ts'));
  return { openDatabase, startNotificationRounds };
}

const load = (url, headers) => underLoad(url, headers, { connections, seconds: duration });

function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] * 10) / 10;
}

/** PATCHes one action `count` times in a row; the milliseconds of each. */
async function timedWrites(url, headers, actionID, count) {
  const times = [];
  for (let index = 0; index < count; index += 1) {
    const current = await fetch(`${url}/api/actions/${actionID}`, { headers });
    const { data } = await current.json();
    const started = performance.now();
    const response = await fetch(`${url}/api/actions/${actionID}`, {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ title: `Inspect the decant tower, pass ${index}`, version: data.version }),
    });
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`PATCH action: ${response.status} ${await response.text()}`);
  }
  return times;
}

runProbe(async () => {
  requireBuild();
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const database = await createProbeDatabase();
  const seeding = await startServer(database.url, { label: 'seed', env: { NOTIFICATION_ROUNDS: 'false' } });
  await seeding.stop();
  console.log('seeded; generating the scale data…');
  await generateScaleData(database.url, { log: (line) => console.log(`  ${line}`) });
  // Owned in turn by the tenant's members; due from 60 days ago to 60 days ahead.
  await superuserQuery(
    database.name,
    `with tenant as (select id from tenants where slug = $1),
       owners as (select user_id, row_number() over (order by user_id) - 1 as position
         from memberships where tenant_id = (select id from tenant))
     insert into actions (tenant_id, id, code, title, source, owner_id, priority, status, due_date)
     select (select id from tenant), gen_random_uuid(), 'A-' || (90000 + n), 'Scale action ' || n, 'manual',
       (select user_id from owners where position = n % (select count(*) from owners)), 'P2', 'open',
       current_date + (n % 121 - 60)
     from generate_series(1, ${actionCount}) as n`,
    [tenantSlug],
  );
  await superuserQuery(database.name, 'analyze');

  const server = await startServer(database.url, { label: 'load', env: { NOTIFICATION_ROUNDS: 'false' } });
  const headers = await signInToTenant(server.url, demo.admin, tenantSlug);
  const actions = await fetch(`${server.url}/api/actions?limit=1`, { headers });
  const actionID = (await actions.json()).data[0].actionID;

  const { openDatabase, startNotificationRounds } = await applicationModules();
  const { handle } = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 3 });
  onCleanup(() => handle.close());
  const rounds = startNotificationRounds({
    db: handle.db,
    log: quiet,
    mailer: null,
    publicUrl: server.url,
    roundEveryMs: 3_600_000,
    pollMs: null,
  });
  const makeDue = () => superuserQuery(database.name, 'update tenants set notifications_due_at = now()');

  const writesBefore = await timedWrites(server.url, headers, actionID, 20);
  await makeDue();
  let started = performance.now();
  const firstRound = rounds.runDue();
  const writesDuring = await timedWrites(server.url, headers, actionID, 20);
  const first = await firstRound;
  const firstMs = Math.round(performance.now() - started);
  await makeDue();
  started = performance.now();
  const second = await rounds.runDue();
  const quietMs = Math.round(performance.now() - started);
  await rounds.stop();

  const { rows: counts } = await superuserQuery(
    database.name,
    `select user_id, count(*)::int as total from notifications group by user_id order by total desc`,
  );
  const { rows: people } = await superuserQuery(database.name, `select id, email from users`);
  const emails = new Map(people.map((row) => [row.id, row.email]));
  const busiest = emails.get(counts[0].user_id);
  const busiestHeaders = await signInToTenant(server.url, busiest, tenantSlug);
  // Right after the round that wrote them, and once autovacuum has been by (its visibility map lets
  // the count read the unread rows' index alone).
  const bellFresh = await load(`${server.url}/api/notifications`, busiestHeaders);
  await superuserQuery(database.name, 'vacuum analyze notifications');
  const bell = await load(`${server.url}/api/notifications`, busiestHeaders);
  const unread = await load(`${server.url}/api/notifications?unread=true`, busiestHeaders);
  await server.stop();

  const results = {
    commit,
    machine: `${os.cpus().length} cores`,
    added: Object.fromEntries(first.map((round) => [round.tenantID, round.added])),
    notifications: counts.reduce((sum, row) => sum + row.total, 0),
    busiest: { email: busiest, notifications: counts[0].total },
    rounds: { firstMs, quietMs, quietShareOfFirst: Math.round((quietMs / firstMs) * 100) / 100, quietAdded: second },
    writes: {
      beforeP99Ms: percentile(writesBefore, 0.99),
      duringFirstRoundP99Ms: percentile(writesDuring, 0.99),
      beforeP50Ms: percentile(writesBefore, 0.5),
      duringFirstRoundP50Ms: percentile(writesDuring, 0.5),
    },
    bellRightAfterTheRound: bellFresh,
    bell,
    unread,
    targets,
  };
  console.log(JSON.stringify(results, null, 2));
  console.log(
    `first round ${firstMs} ms (${results.notifications} notifications), quiet round ${quietMs} ms (${results.rounds.quietShareOfFirst} of the first); ` +
      `a write p99 ${results.writes.beforeP99Ms} ms before, ${results.writes.duringFirstRoundP99Ms} ms during the round; ` +
      `the bell p99 ${bellFresh.p99Ms} ms right after the round, ${bell.p99Ms} ms once vacuumed, unread p99 ${unread.p99Ms} ms at ${connections} connections (target < ${targets.listP99Ms} ms)`,
  );
  const directory = path.join(root, 'bench/results');
  mkdirSync(directory, { recursive: true });
  writeFileSync(
    path.join(directory, `notification-rounds-at-scale-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  return [bellFresh, bell, unread].every((run) => run.failures === 0 && run.p99Ms < targets.listP99Ms);
});
