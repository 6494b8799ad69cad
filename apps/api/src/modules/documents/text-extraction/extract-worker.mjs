// @ts-check
/**
 * The extraction worker: reads the text of one file and posts it to the server, which then ends the
 * thread. It runs in a worker thread with a heap limit, and the server ends it at the timeout, so a
 * hostile or broken file costs this thread, never the server.
 *
 * Plain JavaScript on purpose: the server starts it by path, from the source tree, both under test
 * and in production, where the bundle does not include it.
 */
import { stat } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { failureOf } from './extraction-failure.mjs';
import { TextCollector } from './text-collector.mjs';

/**
 * What the server asks: the same shape as `ExtractionJob` in `run-extraction-worker.ts`.
 * @typedef {object} ExtractionJob
 * @property {string} filePath
 * @property {'pdf' | 'docx' | 'xlsx' | 'csv' | 'txt' | 'md'} kind
 * @property {number} maxCharacters
 * @property {number} maxMemoryMb
 */

/**
 * The one message the worker posts.
 * @typedef {{ status: 'text', text: string }
 *   | { status: 'failed', reason: import('./extraction-failure.mjs').FailureReason, detail: string }} WorkerAnswer
 */

const megabyte = 1024 * 1024;

/** @param {WorkerAnswer} answer */
function answer(answer) {
  parentPort?.postMessage(answer);
}

/**
 * Ends the thread when its buffers outgrow the budget. The heap limit does not cover buffers (file
 * contents, inflated streams), and a PDF's compressed streams can inflate without bound. Checked
 * between the readers' asynchronous steps, which pdf.js takes often.
 * @param {number} limitBytes
 */
function watchBufferMemory(limitBytes) {
  const timer = setInterval(() => {
    const { arrayBuffers } = process.memoryUsage();
    if (arrayBuffers <= limitBytes) return;
    answer({
      status: 'failed',
      reason: 'out_of_memory',
      detail: `Buffers reached ${arrayBuffers} bytes (limit ${limitBytes}).`,
    });
    process.exit(1);
  }, 50);
  timer.unref();
}

/**
 * @param {ExtractionJob} job
 * @param {TextCollector} collector
 */
async function collectText(job, collector) {
  // The XML inside a DOCX or XLSX may inflate to as much as the heap may hold, no more.
  const maxInflatedBytes = job.maxMemoryMb * megabyte;
  // Each reader loads only its own library: exceljs alone takes a third of a second to import.
  switch (job.kind) {
    case 'pdf':
      return (await import('./pdf-text.mjs')).collectPdfText(job.filePath, collector);
    case 'docx':
      return (await import('./docx-text.mjs')).collectDocxText(job.filePath, collector, maxInflatedBytes);
    case 'xlsx':
      return (await import('./xlsx-text.mjs')).collectXlsxText(job.filePath, collector, maxInflatedBytes);
    case 'csv':
    case 'txt':
      return (await import('./plain-text.mjs')).collectPlainText(job.filePath, collector, { markdown: false });
    case 'md':
      return (await import('./plain-text.mjs')).collectPlainText(job.filePath, collector, { markdown: true });
  }
}

const job = /** @type {ExtractionJob} */ (workerData);
try {
  const { size } = await stat(job.filePath);
  // The file itself is held in memory (PDF, DOCX, XLSX), so it gets room on top of the budget.
  watchBufferMemory(job.maxMemoryMb * megabyte + 2 * size);
  const collector = new TextCollector(job.maxCharacters);
  await collectText(job, collector);
  answer({ status: 'text', text: collector.text() });
} catch (error) {
  answer({ status: 'failed', ...failureOf(error) });
}
