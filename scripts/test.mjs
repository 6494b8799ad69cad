// `npm test`: every check, one phase after the other, stopping at the first that fails, and a table of
// how long each took at the end (the figures bench/README.md keeps under "CI"). What a fresh machine
// lacks is named before anything runs, not after ten minutes of other phases.
import { spawnSync } from 'node:child_process';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** [name, command, arguments]: each runs in the repository root with this process's environment. */
const phases = [
  ['browser present', 'node', ['scripts/require-chromium.mjs']],
  ['typecheck', 'npm', ['run', '-s', 'typecheck']],
  ['lint', 'npm', ['run', '-s', 'lint']],
  ['format', 'npm', ['run', '-s', 'format:check']],
  [
    'unit (shared, scripts, web, api)',
    'npx',
    ['vitest', 'run', '--project', 'shared', '--project', 'scripts', '--project', 'web', '--project', 'api'],
  ],
  ['API on PGlite', 'npx', ['vitest', 'run', '--project', 'api-pglite']],
  ...(withPostgres ? [['API on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'api-postgres']]] : []),
  ['build', 'npm', ['run', '-s', 'build']],
  ['browser', 'npx', ['playwright', 'test']],
];

const timings = [];
let failed = null;
for (const [name, command, args] of phases) {
  console.log(`\n--- ${name}: ${command} ${args.join(' ')}`);
  const started = performance.now();
  const { status, signal } = spawnSync(command, args, { stdio: 'inherit' });
  timings.push([name, (performance.now() - started) / 1000]);
  if (status !== 0) {
    failed = `${name} failed (${signal ?? `exit status ${status}`})`;
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
