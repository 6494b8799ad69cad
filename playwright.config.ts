import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

/**
 * Every run starts the built server (`npm run test:e2e` builds first) once per scenario family, each
 * on a fresh data directory (embedded database, demo data) and a port of its own:
 *
 * | project       | server                                   | specs                                   |
 * |---------------|------------------------------------------|-----------------------------------------|
 * | `main`        | defaults, on E2E_PORT (3100)             | e2e/** but the others                   |
 * | `profile-language` | the `main` server, after `main`     | e2e/i18n/spanish.spec.ts                |
 * | `short-token` | `ACCESS_TOKEN_TTL=2s`, on E2E_PORT + 1   | e2e/short-token/**                      |
 * | `screens`     | defaults, on E2E_PORT (3100)             | every `*screenshots.spec.ts` under e2e/ |
 *
 * The screenshot specs take pictures for people to look at and check nothing the other specs do not,
 * so they stay out of the default run: `npm run test:screens` sets E2E_SCREENS=1, which makes
 * `screens` the only project and starts only its server. `npx playwright test --project=main` runs
 * one family of the default run (both of its servers start either way).
 */
const mainPort = Number(process.env.E2E_PORT ?? 3100);
const shortTokenPort = mainPort + 1;
const screenshotSpecs = '**/*screenshots.spec.ts';
const profileLanguageSpec = 'i18n/spanish.spec.ts';
const membershipOfferSpec = 'memberships/pending-membership.spec.ts';

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

type Run = Pick<PlaywrightTestConfig, 'projects' | 'webServer'>;

/** `main` and `short-token`, on a server each. */
function defaultRun(): Run {
  return {
    projects: [
      {
        name: 'main',
        testIgnore: ['short-token/**', screenshotSpecs, profileLanguageSpec, membershipOfferSpec],
        use: { ...chromium, baseURL: `http://localhost:${mainPort}` },
      },
      {
        // Switches the engineer's profile language, which the engineer's other specs would read in
        // Spanish if it ran beside them: it runs after them, on the same server.
        name: 'profile-language',
        testMatch: profileLanguageSpec,
        dependencies: ['main'],
        use: { ...chromium, baseURL: `http://localhost:${mainPort}` },
      },
      {
        // Offers the engineer a membership of Southern Water, which would show above the engineer's
        // pages in the other specs: it runs after them (and after the Spanish profile's), on the same server.
        name: 'membership-offers',
        testMatch: membershipOfferSpec,
        dependencies: ['main', 'profile-language'],
        use: { ...chromium, baseURL: `http://localhost:${mainPort}` },
      },
      {
        name: 'short-token',
        testDir: 'e2e/short-token',
        use: { ...chromium, baseURL: `http://localhost:${shortTokenPort}` },
      },
    ],
    webServer: [server(mainPort), server(shortTokenPort, { ACCESS_TOKEN_TTL: '2s' })],
  };
}

/** `screens` alone, on the main server. */
function screensRun(): Run {
  return {
    projects: [
      {
        name: 'screens',
        testMatch: screenshotSpecs,
        use: { ...chromium, baseURL: `http://localhost:${mainPort}` },
      },
    ],
    webServer: [server(mainPort)],
  };
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Two files at a time, one per core: each test makes the records it changes (e2e/*/…-api.ts), so
  // two in flight against one server do not meet; tests within a file keep their order.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A test that passes only on a second try is a defect to fix, not to hide.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  // The first thing a test reads after a page load waits for the whole boot of the app (its chunks,
  // the token refresh, the user, the permissions, then the page's own data). On a 2-core machine that
  // is busy with other work too, that has taken more than 7.5 s; a passing read never waits longer.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // A failed test keeps its trace: every action's DOM snapshot and the network. Not its filmstrip of
    // screenshots, which the trace records for every test, passing or not, and which cost about a third
    // more CPU on a 2-core machine; the failure's own screenshot is kept anyway.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  ...(process.env.E2E_SCREENS === '1' ? screensRun() : defaultRun()),
});
