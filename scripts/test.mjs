// `npm test`: every check, one phase after the other, stopping at the first that fails, and a table of
// how long each took at the end (the figures bench/README.md keeps under "CI"). What a fresh machine
// lacks is named before anything runs, not after ten minutes of other phases.
//
// The static checks (typecheck, lint, format) run side by side in one phase: each is one
// single-threaded process reading files, so on two cores the three take about as long as the lint
// alone. The build runs beside the API tests on PostgreSQL, whose time is mostly PostgreSQL's and
// the tests' waits. Held output is printed whole, one command after the other, so it reads as if they
// had run in turn.
import { spawn, spawnSync } from 'node:child_process';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * [name, command, arguments] runs in the repository root with this process's environment;
 * [name, [[name, command, arguments], …]] runs its commands side by side.
 */
const phases = [
  ['browser present', 'node', ['scripts/require-chromium.mjs']],
  [
    'static checks',
    [
      ['typecheck', 'npm', ['run', '-s', 'typecheck']],
      ['lint', 'npm', ['run', '-s', 'lint']],
      ['format', 'npm', ['run', '-s', 'format:check']],
    ],
  ],
  [
    'unit (shared, scripts, web, api)',
    'npx',
    ['vitest', 'run', '--project', 'shared', '--project', 'scripts', '--project', 'web', '--project', 'api'],
  ],
  ['API on PGlite', 'npx', ['vitest', 'run', '--project', 'api-pglite']],
  withPostgres
    ? [
        'API on PostgreSQL, build',
        [
          ['API on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'api-postgres']],
          ['build', 'npm', ['run', '-s', 'build']],
        ],
      ]
    : ['build', 'npm', ['run', '-s', 'build']],
  ['browser', 'npx', ['playwright', 'test']],
];

/** Runs one command with its output on this terminal: its exit status, or the signal that ended it. */
function runInTurn(command, args) {
  const { status, signal } = spawnSync(command, args, { stdio: 'inherit' });
  return status === 0 ? null : (signal ?? `exit status ${status}`);
}

/** Runs one command with its output held: resolves to { name, seconds, output, failure }. */
function runHeld(name, command, args) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (status, signal) =>
      resolve({
        name,
        seconds: (performance.now() - started) / 1000,
        output: Buffer.concat(chunks).toString(),
        failure: status === 0 ? null : (signal ?? `exit status ${status}`),
      }),
    );
  });
}

/** Runs a group side by side and prints each member's output whole: the first failure, or null. */
async function runSideBySide(members) {
  const results = await Promise.all(members.map(([name, command, args]) => runHeld(name, command, args)));
  for (const { name, seconds, output, failure } of results) {
    console.log(`\n--- ${name} (${seconds.toFixed(0)} s)${failure ? `: failed, ${failure}` : ''}`);
    if (output) process.stdout.write(output);
  }
  const failed = results.find((result) => result.failure);
  return failed ? `${failed.name}: ${failed.failure}` : null;
}

const timings = [];
let failed = null;
for (const [name, command, args] of phases) {
  const group = Array.isArray(command) ? command : null;
  console.log(`\n--- ${name}: ${group ? group.map(([member]) => member).join(', ') : `${command} ${args.join(' ')}`}`);
  const started = performance.now();
  const failure = group ? await runSideBySide(group) : runInTurn(command, args);
  timings.push([name, (performance.now() - started) / 1000]);
  if (failure) {
    failed = `${name} failed (${failure})`;
    break;
  }
}

const total = timings.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log('\n--- npm test phases');
for (const [name, seconds] of [...timings, ['total', total]]) {
  console.log(`${name.padEnd(26)} ${seconds.toFixed(0).padStart(5)} s`);
}
if (!withPostgres) console.log('(API on PostgreSQL skipped: TEST_DATABASE_URL is not set)');
if (failed) {
  console.error(`\n${failed}`);
  process.exit(1);
}
