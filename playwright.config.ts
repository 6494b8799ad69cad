import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

/**
 * Every run starts the built server (`npm run test:e2e` builds first) once per scenario family, each
 * on a fresh data directory (embedded database, demo data) and a port of its own:
 *
 * | project       | server                                   | specs                 |
 * |---------------|------------------------------------------|-----------------------|
 * | `main`        | defaults, on E2E_PORT (3100)             | e2e/** but the others |
 * | `short-token` | `ACCESS_TOKEN_TTL=2s`, on E2E_PORT + 1   | e2e/short-token/**    |
 * | `screenshots` | the `main` server                        | e2e/screenshots/**    |
 *
 * `npx playwright test --project=main` runs one family; the servers start either way.
 */
const mainPort = Number(process.env.E2E_PORT ?? 3100);
const shortTokenPort = mainPort + 1;

const chromium = {
  ...devices['Desktop Chrome'],
  // Debian's Chromium; Playwright never downloads a browser here (e2e/README.md).
  launchOptions: chromiumLaunchOptions,
};

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, readonly unknown[]>;

/** The built server on `port`, on a data directory of its own. */
function server(port: number, env: Record<string, string> = {}): WebServer {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'freeboard-e2e-'));
  return {
    command: 'node apps/api/dist/server.js',
    url: `http://localhost:${port}/api/ready`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
  };
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_500 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'main',
      testIgnore: ['short-token/**', 'screenshots/**'],
      use: { ...chromium, baseURL: `http://localhost:${mainPort}` },
    },
    {
      name: 'short-token',
      testDir: 'e2e/short-token',
      use: { ...chromium, baseURL: `http://localhost:${shortTokenPort}` },
    },
    {
      name: 'screenshots',
      testDir: 'e2e/screenshots',
      use: { ...chromium, baseURL: `http://localhost:${mainPort}` },
    },
  ],
  webServer: [server(mainPort), server(shortTokenPort, { ACCESS_TOKEN_TTL: '2s' })],
});
