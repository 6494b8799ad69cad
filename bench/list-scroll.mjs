#!/usr/bin/env node
// Scrolling the longest lists in a real browser, at the scale of `bench/generate-scale-data.mjs`:
// the risk register (10,014 risks, the whole register from its summary) and the documents of every
// section (100,033, paged as the reader scrolls). For each list, in headless Chromium:
//   - the time from navigation to the first row;
//   - scrolling to the end (risks) or through 2,000 rows (documents, 40 pages) with the mouse wheel,
//     recording every frame's duration in the page: frames over 50 ms are the jank a reader sees;
//   - how many rows are in the DOM at the end (virtualised: a screenful, not the thousands loaded);
//   - the tab's memory after a garbage collection: the JavaScript heap, and the renderer process's
//     private memory (what the tab alone costs) and resident size (read from /proc).
// Target (the resource kit issue): every list virtualised, no jank, the tab under 150 MB.
//
// Needs `npm run build` first (web and API) and the local PostgreSQL cluster; creates and drops its
// own database (bench/probe-support.mjs). Writes bench/results/list-scroll.json.
/* global window, document, requestAnimationFrame -- functions passed to page.evaluate run in the page */
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { generateScaleData, tenantSlug } from './generate-scale-data.mjs';
import { createProbeDatabase, demo, requireBuild, root, runProbe, startServer } from './probe-support.mjs';

const documentRowsToScroll = 2_000;
const tabBudgetMB = 150;
const jankFrameMs = 50;

const round = (value, digits = 1) => Number(value.toFixed(digits));

/** Frame durations from requestAnimationFrame, kept in the page until asked for. */
function startFrameRecorder() {
  window.__frames = [];
  let last = performance.now();
  const tick = (now) => {
    window.__frames.push(now - last);
    last = now;
    if (window.__recording) requestAnimationFrame(tick);
  };
  window.__recording = true;
  requestAnimationFrame(tick);
}

function stopFrameRecorder() {
  window.__recording = false;
  return window.__frames;
}

function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/**
 * The renderer's memory, read from /proc by the process IDs Chromium reports: its private memory
 * (what the tab alone costs, as Chrome's task manager shows "memory footprint") and its resident
 * size (which also counts the browser's code and fonts, shared with every other process).
 */
async function rendererMemoryMB(browserSession) {
  const { processInfo } = await browserSession.send('SystemInfo.getProcessInfo');
  const renderers = processInfo
    .filter((process) => process.type === 'renderer')
    .map(({ id }) => {
      const rollup = existsSync(`/proc/${id}/smaps_rollup`) ? readFileSync(`/proc/${id}/smaps_rollup`, 'utf8') : '';
      const kB = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? 0);
      return { privateMB: (kB('Private_Clean') + kB('Private_Dirty')) / 1024, residentMB: kB('Rss') / 1024 };
    });
  // The largest renderer is the tab's: others are spare processes Chromium keeps ready.
  const tab = renderers.sort((a, b) => b.privateMB - a.privateMB)[0] ?? { privateMB: 0, residentMB: 0 };
  return { rendererPrivateMB: round(tab.privateMB), rendererResidentMB: round(tab.residentMB) };
}

async function memoryOf(page, browserSession) {
  const session = await page.context().newCDPSession(page);
  await session.send('HeapProfiler.collectGarbage');
  await session.send('Performance.enable');
  const { metrics } = await session.send('Performance.getMetrics');
  const metric = (name) => metrics.find((entry) => entry.name === name)?.value ?? 0;
  await session.detach();
  return {
    jsHeapUsedMB: round(metric('JSHeapUsedSize') / 2 ** 20),
    domNodes: metric('Nodes'),
    ...(await rendererMemoryMB(browserSession)),
  };
}

/** Wheels down until `done` says so (or the page stops growing), recording frames meanwhile. */
async function scrollThrough(page, rowTestID, done) {
  await page.evaluate(startFrameRecorder);
  const started = Date.now();
  let lastHeight = 0;
  let stalled = 0;
  while (Date.now() - started < 180_000) {
    await page.mouse.wheel(0, 1_200);
    await page.waitForTimeout(16);
    const state = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      atBottom: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    }));
    if (await done(state)) break;
    stalled = state.atBottom && state.height === lastHeight ? stalled + 1 : 0;
    if (stalled > 250) break; // about 4 s at the bottom with nothing more arriving
    lastHeight = state.height;
  }
  const frames = await page.evaluate(stopFrameRecorder);
  const rowsInDom = await page.getByTestId(rowTestID).count();
  return {
    seconds: round((Date.now() - started) / 1000),
    frames: frames.length,
    frameP50Ms: round(percentile(frames, 0.5)),
    frameP95Ms: round(percentile(frames, 0.95)),
    frameMaxMs: round(Math.max(...frames)),
    framesOver50Ms: frames.filter((frame) => frame > jankFrameMs).length,
    rowsInDom,
  };
}

async function measureList(browser, browserSession, baseUrl, list) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(demo.admin);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));

  const navigated = Date.now();
  await page.goto(`${baseUrl}${list.path}`);
  await page.getByTestId(list.rowTestID).first().waitFor({ timeout: 60_000 });
  const firstRowMs = Date.now() - navigated;
  const loaded = await memoryOf(page, browserSession);
  const scroll = await scrollThrough(page, list.rowTestID, list.done);
  const scrolled = await memoryOf(page, browserSession);
  const rowsLoaded = await list.rowsLoaded(page);
  await context.close();
  return { name: list.name, path: list.path, firstRowMs, rowsLoaded, loaded, scroll, scrolled };
}

/**
 * The yardstick: the same scroll over a static page of 10,000 plain table rows, no script. What this
 * browser on this machine does at best; the lists are judged as a ratio to it.
 */
async function measureStaticBaseline(browser, browserSession) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const rows = Array.from(
    { length: 10_000 },
    (_, index) =>
      `<tr data-testid="plain-row"><td>R-${1000 + index}</td><td>Overtopping of the main embankment ${index}</td><td>High</td><td>3</td></tr>`,
  ).join('');
  await page.setContent(`<!doctype html><table style="font: 14px sans-serif; width: 100%">${rows}</table>`);
  const loaded = await memoryOf(page, browserSession);
  const scroll = await scrollThrough(page, 'plain-row', async (state) => state.atBottom);
  const scrolled = await memoryOf(page, browserSession);
  await context.close();
  return {
    name: 'static page of 10,000 rows (yardstick)',
    path: null,
    firstRowMs: 0,
    rowsLoaded: 10_000,
    loaded,
    scroll,
    scrolled,
  };
}

/** How many rows the list says it holds, from its count line ("10,014 risks"). */
async function countLine(page, pattern) {
  const text = await page.getByText(pattern).first().textContent();
  return Number(text.replace(/[^\d]/g, ''));
}

await runProbe(async () => {
  requireBuild();
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) throw new Error('run `npm run build` first (web)');
  const database = await createProbeDatabase();
  const seeding = await startServer(database.url, { label: 'seed' });
  await seeding.stop();
  const scale = await generateScaleData(database.url, { log: (line) => console.log(`  ${line}`) });
  const server = await startServer(database.url, { label: 'scroll' });

  const browser = await chromium.launch(chromiumLaunchOptions);
  const browserSession = await browser.newBrowserCDPSession();
  const lists = [
    {
      name: 'risk register',
      path: '/risks/',
      rowTestID: 'risk-row',
      done: async (state) => state.atBottom,
      rowsLoaded: (page) => countLine(page, /^[\d,]+ risks$/),
    },
    {
      name: 'documents, all sections',
      path: '/documents/?section=all',
      rowTestID: 'document-row',
      done: async (state) => state.height > (documentRowsToScroll + 20) * 45,
      rowsLoaded: (page) =>
        page.evaluate(() => document.documentElement.scrollHeight).then((height) => Math.round(height / 45)),
    },
  ];
  const results = [await measureStaticBaseline(browser, browserSession)];
  console.log(JSON.stringify(results[0]));
  for (const list of lists) {
    console.log(`${list.name}…`);
    const result = await measureList(browser, browserSession, server.url, list);
    console.log(JSON.stringify(result));
    results.push(result);
  }
  await browser.close();

  const report = {
    date: new Date().toISOString(),
    tenant: tenantSlug,
    data: { risks: scale.generated.risks, documents: scale.generated.documents },
    budget: { tabMB: tabBudgetMB, jankFrameMs },
    lists: results,
    withinBudget: results.every((result) => result.scrolled.rendererPrivateMB < tabBudgetMB),
    // Frames over 50 ms per 1,000, against the static page's: the share of jank the app adds.
    jankPerThousand: results.map((result) => ({
      name: result.name,
      value: round((result.scroll.framesOver50Ms / Math.max(1, result.scroll.frames)) * 1000),
    })),
  };
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/list-scroll.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    '\n| list | rows loaded | first row | scroll | frames p50 / p95 / max | frames > 50 ms | rows in DOM | JS heap | tab (private) | renderer RSS |',
  );
  for (const result of results) {
    const { scroll } = result;
    console.log(
      `| ${result.name} | ${result.rowsLoaded.toLocaleString('en')} | ${result.firstRowMs} ms | ${scroll.seconds} s | ${scroll.frameP50Ms} / ${scroll.frameP95Ms} / ${scroll.frameMaxMs} ms | ${scroll.framesOver50Ms} of ${scroll.frames} | ${scroll.rowsInDom} | ${result.loaded.jsHeapUsedMB} → ${result.scrolled.jsHeapUsedMB} MB | ${result.loaded.rendererPrivateMB} → ${result.scrolled.rendererPrivateMB} MB | ${result.loaded.rendererResidentMB} → ${result.scrolled.rendererResidentMB} MB |`,
    );
  }
  if (!report.withinBudget) console.error(`a tab went over ${tabBudgetMB} MB`);
  return report.withinBudget;
});
