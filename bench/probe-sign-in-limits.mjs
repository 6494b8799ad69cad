// Probe: failed sign-ins are limited atomically, even when the attempts arrive all at once, and a
// browser that has signed in to an account is limited per device, so the owner is not locked out.
//
// The limits: at most 5 failed sign-ins per email and 30 per client address in 15 minutes; over the
// limit the answer is 429 with Retry-After, and the password is not evaluated; a browser with a
// device cookie for the account is limited to 5 failures of its own instead. Five bursts of
// parallel POST /api/auth/login, each against a freshly started server (the route also has a
// per-process request limit of 120 a minute, which must not mix in) with `login_failures` emptied:
//   1. 50 wrong passwords for one new email → exactly 5 × 401 and 45 × 429;
//   2. 100 wrong passwords for 100 distinct emails, each with its own X-Forwarded-For → exactly
//      30 × 401 and 70 × 429: the server sees them all from 127.0.0.1 (TRUST_PROXY is off), so the
//      header does not spread the attempts over more addresses;
//   3. the right password for the engineer, sent first, and 49 wrong ones → at most 5 wrong passwords
//      evaluated (401). The right one is evaluated too when it gets a slot (200) and then gives its
//      slot back (successful sign-ins do not count), so up to 6 passwords are evaluated in all.
//   4. the viewer's browser signs in once (a device cookie), then 50 wrong passwords for the viewer
//      from browsers without one → exactly 5 × 401 and 45 × 429; after the burst the right password
//      without the cookie is 429 (the email is locked for unknown browsers) and with it 200: the
//      owner's browser is limited per device, not per email (decision 0039);
//   5. the admin's laptop and phone sign in once each, then 50 wrong passwords from the laptop's
//      cookie and 50 from browsers without one, all at once → exactly 5 × 401 and 45 × 429 on each
//      side; after it the laptop is locked out even with the right password (429), the phone still
//      signs in (200).
// Every 429 must come from the sign-in limit (not the route's request limit) and carry Retry-After.
// The rows left in login_failures are shown after each burst.
//
// Usage (after `npm run build`): npm run probe:sign-in
// Exit status 1 on any count that differs from the expected one.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  createChecks,
  createProbeDatabase,
  demo,
  requireBuild,
  root,
  runProbe,
  startServer,
  superuserQuery,
  tally,
} from './probe-support.mjs';

const throttleDetail = 'Too many failed sign-ins. Try again later.';
const wrongPassword = 'not-the-password';
const run = randomBytes(3).toString('hex');

const bursts = [
  {
    name: '50 wrong passwords, one email',
    attempts: () => Array.from({ length: 50 }, () => ({ email: `probe-${run}@example.com`, password: wrongPassword })),
    expect: (statuses) => statuses[401] === 5 && statuses[429] === 45,
    expected: '5 × 401, 45 × 429',
  },
  {
    name: '100 wrong passwords, distinct emails and X-Forwarded-For',
    attempts: () =>
      Array.from({ length: 100 }, (_, index) => ({
        email: `probe-${run}-${index}@example.com`,
        password: wrongPassword,
        forwardedFor: `10.${Math.floor(index / 250)}.${index % 250}.${1 + (index % 200)}`,
      })),
    expect: (statuses) => statuses[401] === 30 && statuses[429] === 70,
    expected: '30 × 401, 70 × 429',
  },
  {
    name: 'the right password first, then 49 wrong ones, engineer',
    attempts: () => [
      { email: demo.engineer, password: demo.password },
      ...Array.from({ length: 49 }, () => ({ email: demo.engineer, password: wrongPassword })),
    ],
    expect: (statuses) => (statuses[401] ?? 0) <= 5 && (statuses[200] ?? 0) <= 1,
    expected: 'at most 5 wrong passwords evaluated (401), the rest 429 but for a 200 if the right one was evaluated',
  },
  {
    name: "the viewer's email locked by 50 wrong passwords from unknown browsers; the viewer's own browser after it",
    prepare: async (url) => ({ owner: await deviceCookie(url, demo.viewer) }),
    attempts: () => Array.from({ length: 50 }, () => ({ email: demo.viewer, password: wrongPassword })),
    expect: (statuses) => statuses[401] === 5 && statuses[429] === 45,
    expected: '5 × 401, 45 × 429',
    after: [
      { name: 'right password, no device cookie', email: demo.viewer, expected: 429 },
      { name: "right password, the viewer's device cookie", email: demo.viewer, device: 'owner', expected: 200 },
    ],
  },
  {
    name: "admin: 50 wrong passwords with the laptop's device cookie and 50 without, all at once",
    prepare: async (url) => ({
      laptop: await deviceCookie(url, demo.admin),
      phone: await deviceCookie(url, demo.admin),
    }),
    attempts: (devices) => [
      ...Array.from({ length: 50 }, () => ({ email: demo.admin, password: wrongPassword, device: devices.laptop })),
      ...Array.from({ length: 50 }, () => ({ email: demo.admin, password: wrongPassword })),
    ],
    split: 50,
    expect: (statuses, [laptop, elsewhere]) =>
      laptop[401] === 5 && laptop[429] === 45 && elsewhere[401] === 5 && elsewhere[429] === 45,
    expected: 'laptop 5 × 401, 45 × 429; without a cookie 5 × 401, 45 × 429',
    after: [
      {
        name: "right password, the laptop's device cookie (locked out)",
        email: demo.admin,
        device: 'laptop',
        expected: 429,
      },
      { name: "right password, the phone's device cookie", email: demo.admin, device: 'phone', expected: 200 },
      { name: 'right password, no device cookie', email: demo.admin, expected: 429 },
    ],
  },
];

/** Signs in once with the right password and answers the device cookie the browser would keep. */
async function deviceCookie(url, email) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: demo.password }),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('fb_device='));
  if (response.status !== 200 || !cookie) throw new Error(`sign-in for a device cookie answered ${response.status}`);
  return cookie.split(';')[0].slice('fb_device='.length);
}

async function attempt(url, { email, password, forwardedFor, device }) {
  const headers = { 'content-type': 'application/json' };
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  if (device) headers.cookie = `fb_device=${device}`;
  try {
    const response = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password }),
      signal: AbortSignal.timeout(60_000),
    });
    const body = await response.json().catch(() => ({}));
    return { status: response.status, detail: body.detail ?? null, retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    return { status: 'error', detail: error?.cause?.code ?? error?.name ?? String(error) };
  }
}

/** Everything at once: every request is under way before the first answer is read. */
async function sendBurst(url, attempts) {
  const started = performance.now();
  const answers = await Promise.all(attempts.map((given) => attempt(url, given)));
  return { answers, ms: Math.round(performance.now() - started) };
}

async function failureRows(database) {
  const { rows } = await superuserQuery(
    database,
    `select split_part(key, ':', 1) as kind, count(*)::int as rows, count(distinct key)::int as keys,
            string_agg(distinct key, ', ') filter (where key like 'address:%') as addresses
       from login_failures group by 1 order by 1`,
  );
  return rows;
}

async function runBurst(checks, database, burst, index) {
  const failedBefore = checks.failed.length;
  const server = await startServer(database.url, { label: `burst-${index}` });
  await superuserQuery(database.name, 'delete from login_failures'); // the table exists once the server migrated
  const devices = burst.prepare ? await burst.prepare(server.url) : {};
  const attempts = burst.attempts(devices);
  const { answers, ms } = await sendBurst(server.url, attempts);
  const statuses = tally(answers.map((answer) => answer.status));
  const parts = burst.split
    ? [answers.slice(0, burst.split), answers.slice(burst.split)].map((part) =>
        tally(part.map((answer) => answer.status)),
      )
    : [];
  // One at a time, after the burst: who may still sign in.
  const afterwards = [];
  for (const step of burst.after ?? []) {
    const answer = await attempt(server.url, {
      email: step.email,
      password: demo.password,
      device: devices[step.device],
    });
    afterwards.push({ step: step.name, expected: step.expected, status: answer.status });
  }
  const limited = answers.filter((answer) => answer.status === 429);
  const notThrottle = limited.filter((answer) => answer.detail !== throttleDetail || !answer.retryAfter);
  const rows = await failureRows(database.name);

  console.log(`\n== burst ${index}: ${burst.name} (${attempts.length} requests in ${ms} ms)`);
  console.log(
    `  answers: ${JSON.stringify(statuses)}; passwords evaluated (not 429): ${answers.length - limited.length}`,
  );
  if (parts.length > 0)
    console.log(`  with the device cookie: ${JSON.stringify(parts[0])}; without: ${JSON.stringify(parts[1])}`);
  for (const step of afterwards) console.log(`  after: ${step.step} → ${step.status} (expected ${step.expected})`);
  for (const row of rows) {
    console.log(
      `  login_failures ${row.kind}: ${row.rows} rows, ${row.keys} keys${row.addresses ? ` (${row.addresses})` : ''}`,
    );
  }
  checks.check(burst.expect(statuses, parts), `expected ${burst.expected}`);
  for (const step of afterwards)
    checks.check(step.status === step.expected, `after the burst, ${step.step}: ${step.expected}`);
  checks.check(
    Object.keys(statuses).every((status) => ['200', '401', '429'].includes(status)),
    'no answers other than 200, 401 and 429',
  );
  checks.check(
    notThrottle.length === 0,
    `all ${limited.length} 429s come from the sign-in limit and carry Retry-After`,
  );
  checks.check(server.alive && server.errorLines.length === 0, 'the server is alive with no error-level log lines');
  if (server.errorLines.length > 0) console.log(server.errorLines.slice(0, 20).join('\n'));
  if (server.stderr) console.log(`server stderr:\n${server.stderr}`);
  server.keepLog = checks.failed.length > failedBefore;
  await server.stop({ keepLog: server.keepLog });
  return { burst: burst.name, requests: attempts.length, ms, statuses, parts, afterwards, loginFailures: rows };
}

await runProbe(async () => {
  requireBuild();
  const database = await createProbeDatabase();
  const checks = createChecks();
  const results = [];
  for (const [index, burst] of bursts.entries()) results.push(await runBurst(checks, database, burst, index + 1));

  const directory = path.join(root, 'bench/results');
  mkdirSync(directory, { recursive: true });
  const file = path.join(directory, `probe-sign-in-${new Date().toISOString().replaceAll(':', '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), results, failed: checks.failed }, null, 2)}\n`,
  );
  console.log(`\nresults written to ${path.relative(root, file)}`);
  return checks.allPassed;
});
