/**
 * Runs the extraction worker for one file and turns however it ends into an outcome: its answer, the
 * heap limit (`ERR_WORKER_OUT_OF_MEMORY`), the timeout, or a crash. Never rejects. The promise settles
 * only once the thread is gone and its temporary folder removed, so a caller counting running
 * extractions counts threads.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { repoRoot } from '../../../paths';
import type { ExtractableKind, ExtractionLimits } from './extract-text';

/** What the worker is asked (`ExtractionJob` in extract-worker.mjs). */
interface ExtractionJob {
  filePath: string;
  kind: ExtractableKind;
  maxCharacters: number;
  maxMemoryMb: number;
}

export type FailureReason = 'timeout' | 'out_of_memory' | 'unreadable' | 'too_large';

export type WorkerOutcome =
  { status: 'text'; text: string } | { status: 'failed'; reason: FailureReason; detail: string };

/**
 * The worker's file, from the repository root: `import.meta.url` would point into `dist/` once this
 * module is bundled, and the bundle does not include the worker.
 */
export function extractWorkerPath(): string {
  return path.join(repoRoot, 'apps/api/src/modules/documents/text-extraction/extract-worker.mjs');
}

/** The young generation takes a slice of the heap: enough for parsers' short-lived garbage. */
function youngGenerationMb(maxMemoryMb: number): number {
  return Math.min(32, Math.max(2, Math.floor(maxMemoryMb / 8)));
}

function isWorkerAnswer(message: unknown): message is WorkerOutcome {
  if (typeof message !== 'object' || message === null || !('status' in message)) return false;
  if (message.status === 'text') return 'text' in message && typeof message.text === 'string';
  return message.status === 'failed' && 'reason' in message && typeof message.reason === 'string';
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export async function runExtractionWorker(
  filePath: string,
  kind: ExtractableKind,
  limits: ExtractionLimits,
): Promise<WorkerOutcome> {
  // The XLSX reader may write temporary files; they go here, and go away whatever happens to the thread.
  const scratch = await mkdtemp(path.join(tmpdir(), 'freeboard-extraction-'));
  try {
    return await new Promise<WorkerOutcome>((resolve) => {
      const job: ExtractionJob = {
        filePath,
        kind,
        maxCharacters: limits.maxCharacters,
        maxMemoryMb: limits.maxMemoryMb,
      };
      const worker = new Worker(extractWorkerPath(), {
        workerData: job,
        // Plain Node, whatever loaders or flags started the server: the worker is plain JavaScript.
        execArgv: [],
        env: { ...process.env, TMPDIR: scratch, TMP: scratch, TEMP: scratch },
        resourceLimits: {
          maxOldGenerationSizeMb: limits.maxMemoryMb,
          maxYoungGenerationSizeMb: youngGenerationMb(limits.maxMemoryMb),
        },
      });
      let settled = false;
      const timer = setTimeout(
        () => finish({ status: 'failed', reason: 'timeout', detail: `Still reading after ${limits.timeoutMs} ms.` }),
        limits.timeoutMs,
      );

      function finish(outcome: WorkerOutcome) {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        worker
          .terminate()
          .catch(() => undefined)
          .finally(() => resolve(outcome));
      }

      worker.on('message', (message: unknown) => {
        finish(
          isWorkerAnswer(message)
            ? message
            : { status: 'failed', reason: 'unreadable', detail: 'The worker answered something unexpected.' },
        );
      });
      worker.on('error', (error) => {
        const outOfMemory = 'code' in error && error.code === 'ERR_WORKER_OUT_OF_MEMORY';
        finish({ status: 'failed', reason: outOfMemory ? 'out_of_memory' : 'unreadable', detail: describe(error) });
      });
      worker.on('exit', (code) => {
        finish({
          status: 'failed',
          reason: 'unreadable',
          detail: `The worker ended (code ${code}) without an answer.`,
        });
      });
    });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
