/**
 * Reads the text of uploaded files in the background, so an upload answers at once: claims a due
 * job, copies the document's current file from storage to a temporary file, extracts its text
 * (bounded in time and memory, off the main thread), and stores text, status and detected mentions
 * in one transaction. Runs in every API process; the queue's lease keeps them apart.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { acceptedFileTypes } from '@freeboard/shared/documents/documents.schemas';
import type { Database } from '../../../db/client';
import { withTenant } from '../../../db/tenant';
import type { FileStorage } from '../../../lib/file-storage/file-storage';
import { extractText, type ExtractableKind, type ExtractionResult } from '../text-extraction/extract-text';
import { assetCodesIn } from './asset-codes-in-text';
import {
  claimDueTextJob,
  documentToIndex,
  finishTextJob,
  markTextFailed,
  postponeTextJob,
  replaceDetectedMentions,
  saveDocumentText,
  type ClaimedTextJob,
  type IndexedText,
} from './text-jobs.repo';

export interface TextIndexer {
  /** Looks for work now, e.g. right after an upload. */
  wake(): void;
  /** Finishes the job under way and stops. */
  stop(): Promise<void>;
}

export interface TextIndexerOptions {
  db: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** How often to look for due jobs when nothing wakes the indexer. */
  pollMs?: number;
  extract?: (filePath: string, kind: ExtractableKind) => Promise<ExtractionResult>;
}

const leaseSeconds = 5 * 60;
const maxAttempts = 5;

const kindByMimeType = new Map<string, ExtractableKind | 'image'>([
  [acceptedFileTypes.pdf, 'pdf'],
  [acceptedFileTypes.docx, 'docx'],
  [acceptedFileTypes.xlsx, 'xlsx'],
  [acceptedFileTypes.csv, 'csv'],
  [acceptedFileTypes.txt, 'txt'],
  [acceptedFileTypes.md, 'md'],
  [acceptedFileTypes.png, 'image'],
  [acceptedFileTypes.jpg, 'image'],
]);

function outcomeOf(result: ExtractionResult): IndexedText {
  if (result.status === 'indexed') return { textStatus: 'indexed', text: result.text, language: result.language };
  if (result.status === 'failed') return { textStatus: 'failed', failure: result.reason };
  return { textStatus: 'no_text' };
}

export function startTextIndexer(options: TextIndexerOptions): TextIndexer {
  const { db, storage, log } = options;
  const pollMs = options.pollMs ?? 2_000;
  const extract = options.extract ?? extractText;
  let running = true;
  let wakeUp: (() => void) | null = null;
  let wokenEarly = false;

  async function readFile(job: ClaimedTextJob, storageKey: string, kind: ExtractableKind): Promise<ExtractionResult> {
    const directory = await mkdtemp(path.join(tmpdir(), 'freeboard-text-'));
    try {
      const stored = await storage.read(storageKey);
      if (!stored) {
        log.error({ documentID: job.documentID }, 'document file missing from storage; its text cannot be read');
        return { status: 'failed', reason: 'unreadable' };
      }
      const copy = path.join(directory, 'file');
      await pipeline(stored.stream, createWriteStream(copy));
      return await extract(copy, kind);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }

  async function work(job: ClaimedTextJob) {
    const document = await withTenant(db, job.tenantID, (tx) => documentToIndex(tx, job.tenantID, job.documentID));
    if (!document) return; // deleted meanwhile: its job went with it
    const kind = kindByMimeType.get(document.mimeType);
    const result: ExtractionResult =
      kind === undefined || kind === 'image' ? { status: 'no_text' } : await readFile(job, document.storageKey, kind);
    if (result.status === 'failed') {
      log.warn(
        { documentID: job.documentID, reason: result.reason, detail: result.detail },
        'document text unreadable',
      );
    }
    const outcome = outcomeOf(result);
    await withTenant(db, job.tenantID, async (tx) => {
      const saved = await saveDocumentText(tx, job.tenantID, job.documentID, document.currentVersion, outcome);
      if (saved) {
        await replaceDetectedMentions(
          tx,
          job.tenantID,
          job.documentID,
          outcome.textStatus === 'indexed' ? assetCodesIn(outcome.text) : [],
        );
      }
      await finishTextJob(tx, job);
    });
    log.info({ documentID: job.documentID, textStatus: outcome.textStatus }, 'document text read');
  }

  async function runOne(): Promise<boolean> {
    const job = await claimDueTextJob(db, leaseSeconds);
    if (!job) return false;
    try {
      await work(job);
    } catch (error) {
      // Not the file's fault (it would have come back as a result): storage or the database.
      const giveUp = job.attempts >= maxAttempts;
      log.warn({ err: error, documentID: job.documentID, attempts: job.attempts }, 'reading document text failed');
      await withTenant(db, job.tenantID, async (tx) => {
        if (giveUp) {
          await markTextFailed(tx, job.tenantID, job.documentID);
          await finishTextJob(tx, job);
        } else {
          await postponeTextJob(tx, job, 15 * 2 ** job.attempts, String(error));
        }
      }).catch((postponeError: unknown) => log.warn({ err: postponeError }, 'could not postpone a text job'));
    }
    return true;
  }

  function pause(): Promise<void> {
    if (wokenEarly) {
      wokenEarly = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });
  }

  const loop = (async () => {
    while (running) {
      let worked = false;
      try {
        worked = await runOne();
      } catch (error) {
        // The database may be restarting: look again after the pause.
        log.warn({ err: error }, 'could not look for document text to read');
      }
      if (!worked && running) await pause();
    }
  })();

  return {
    wake() {
      if (wakeUp) wakeUp();
      else wokenEarly = true;
    },
    async stop() {
      running = false;
      wakeUp?.();
      await loop;
    },
  };
}
