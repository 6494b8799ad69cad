// `npm run dev`: the API in development mode with reload on :3001, and Vite with hot reload on :3000
// proxying /api and /locales to it.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: process.env.API_PORT ?? '3001',
      PUBLIC_URL: 'http://localhost:3000',
    },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];

function stop(signal) {
  for (const child of children) child.kill(signal);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.on('exit', (code) => code && stop('SIGTERM'));
