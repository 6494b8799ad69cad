/**
 * The text of an uploaded document, for search: read in a worker thread with a memory limit and a
 * timeout, at most two at a time, then tidied, cut to length, and given a search language. Whatever
 * the file (corrupt, a zip bomb, binary under a text name) it resolves with a result and never rejects.
 */
import { createConcurrencyLimit } from './concurrency-limit';
import { detectLanguage } from './detect-language';
import { normalizeText } from './normalize-text';
import { runExtractionWorker, type FailureReason } from './run-extraction-worker';

export { extractWorkerPath } from './run-extraction-worker';

export type ExtractableKind = 'pdf' | 'docx' | 'xlsx' | 'csv' | 'txt' | 'md';

/** PostgreSQL text search configurations. */
export type TextLanguage = 'english' | 'spanish' | 'simple';

export type ExtractionResult =
  | { status: 'indexed'; text: string; language: TextLanguage }
  /** A valid file with no words: a scanned PDF, an empty sheet. */
  | { status: 'no_text' }
  /** `detail` says what went wrong, for the log; it is not for users. */
  | { status: 'failed'; reason: FailureReason; detail?: string };

export interface ExtractionLimits {
  timeoutMs: number;
  /** The worker's heap; its buffers and the XML inside a DOCX or XLSX get as much again, each. */
  maxMemoryMb: number;
  maxCharacters: number;
}

export const defaultExtractionLimits: ExtractionLimits = {
  timeoutMs: 30_000,
  maxMemoryMb: 256,
  maxCharacters: 500_000,
};

/** Each extraction keeps a core busy; the server has two, and requests need some too. */
export const maxConcurrentExtractions = 2;

const extractionSlots = createConcurrencyLimit(maxConcurrentExtractions);

function limitsWith(overrides: Partial<ExtractionLimits>): ExtractionLimits {
  const limits = { ...defaultExtractionLimits };
  for (const key of ['timeoutMs', 'maxMemoryMb', 'maxCharacters'] as const) {
    const value = overrides[key];
    if (value !== undefined && Number.isFinite(value) && value > 0) limits[key] = value;
  }
  return limits;
}

export async function extractText(
  filePath: string,
  kind: ExtractableKind,
  limits: Partial<ExtractionLimits> = {},
): Promise<ExtractionResult> {
  const resolved = limitsWith(limits);
  try {
    // The timeout starts when the worker does, not while waiting for a slot.
    const outcome = await extractionSlots.run(() => runExtractionWorker(filePath, kind, resolved));
    if (outcome.status === 'failed') return outcome;
    const text = normalizeText(outcome.text, resolved.maxCharacters);
    if (!text) return { status: 'no_text' };
    return { status: 'indexed', text, language: detectLanguage(text) };
  } catch (error) {
    // Only the temporary folder or the thread's start can fail here, not the file: still a result.
    return { status: 'failed', reason: 'unreadable', detail: error instanceof Error ? error.message : String(error) };
  }
}
