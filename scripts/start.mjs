// `npm start`: builds whatever is missing or older than its sources, then runs the one server process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestModification(directory) {
  if (!statSync(directory).isDirectory()) return statSync(directory).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(directory, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestModification(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => existsSync(source) && newestModification(source) > built);
}

const shared = path.join(root, 'packages/shared/src');
const targets = [
  {
    workspace: 'apps/web',
    output: path.join(root, 'apps/web/dist/index.html'),
    sources: [path.join(root, 'apps/web/src'), path.join(root, 'apps/web/index.html'), shared],
  },
  {
    workspace: 'apps/api',
    output: path.join(root, 'apps/api/dist/server.js'),
    sources: [path.join(root, 'apps/api/src'), shared],
  },
];

for (const target of targets) {
  if (!isStale(target.output, target.sources)) continue;
  console.log(`Building ${target.workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Run in this process, so signals (Ctrl-C, SIGTERM) reach the server directly.
await import(path.join(root, 'apps/api/dist/server.js'));
