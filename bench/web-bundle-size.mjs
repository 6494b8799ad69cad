// Production build: JS and CSS loaded by the first visit to /login and to /risks/, gzip-compressed
// sizes (as a browser downloads them), with routes code-split. Usage: npm run bench:web
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = 3220;
const base = `http://localhost:${port}`;
const budgetLoginJsKb = 150;

const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'freeboard-size-')),
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitUntilReady() {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

/** Every JS and CSS file the page loads, with its gzip size. */
async function visit(page, url, ready) {
  const assets = new Map();
  const onResponse = async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await response.body().catch(() => null);
    if (body) {
      assets.set(response.url(), {
        type,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        // What the server actually sends to browsers that accept brotli (pre-compressed at build).
        brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      });
    }
  };
  page.on('response', onResponse);
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const sum = (kind, field) =>
    [...assets.values()].filter((asset) => asset.type === kind).reduce((total, asset) => total + asset[field], 0);
  return {
    url: new URL(url).pathname,
    files: assets.size,
    jsGzipKb: Number((sum('script', 'gzip') / 1024).toFixed(1)),
    cssGzipKb: Number((sum('stylesheet', 'gzip') / 1024).toFixed(1)),
    jsRawKb: Number((sum('script', 'raw') / 1024).toFixed(1)),
    jsBrotliKb: Number((sum('script', 'brotli') / 1024).toFixed(1)),
    largest: [...assets]
      .sort((a, b) => b[1].gzip - a[1].gzip)
      .slice(0, 12)
      .map(([url, asset]) => `${(asset.gzip / 1024).toFixed(1)} kB ${new URL(url).pathname.split('/').pop()}`),
  };
}

try {
  await waitUntilReady();
  const browser = await chromium.launch(chromiumLaunchOptions);
  const context = await browser.newContext();
  const loginPage = await context.newPage();
  const login = await visit(loginPage, `${base}/login`, (page) =>
    page.getByRole('button', { name: 'Sign in' }).waitFor(),
  );
  await loginPage.getByLabel('Email').fill('viewer@freeboard.test');
  await loginPage.getByLabel('Password').fill('Freeboard-demo-2026');
  await loginPage.getByRole('button', { name: 'Sign in' }).click();
  await loginPage.waitForURL((url) => !url.pathname.startsWith('/login'));
  // A first visit to /risks/ by a signed-in user: a new page in the same context (cookie kept).
  const risksPage = await context.newPage();
  const risks = await visit(risksPage, `${base}/risks/`, (page) => page.getByTestId('risk-row').first().waitFor());
  await browser.close();
  const result = {
    date: new Date().toISOString(),
    budgetLoginJsKb,
    login,
    risks,
    withinBudget: login.jsGzipKb <= budgetLoginJsKb,
  };
  console.log(JSON.stringify(result, null, 2));
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results', 'web-bundle-size.json'), `${JSON.stringify(result, null, 2)}\n`);
  if (!result.withinBudget) {
    console.error(`/login loads ${login.jsGzipKb} kB of JS (gzip), over the ${budgetLoginJsKb} kB budget`);
    process.exitCode = 1;
  }
} finally {
  server.kill('SIGTERM');
}
