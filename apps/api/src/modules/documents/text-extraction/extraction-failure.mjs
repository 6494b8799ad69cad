// @ts-check
/**
 * A failure the extraction worker can name, sent to the server as a reason. Any other error in the
 * worker means the file could not be read.
 */

/** @typedef {'unreadable' | 'too_large' | 'out_of_memory'} FailureReason */

export class ExtractionFailure extends Error {
  /**
   * @param {FailureReason} reason
   * @param {string} message
   */
  constructor(reason, message) {
    super(message);
    this.name = 'ExtractionFailure';
    this.reason = reason;
  }
}

/**
 * Errors that mean memory ran out outside the heap limit's watch: a buffer or string V8 refused to
 * make. They are the file's size talking, not its format.
 * @param {unknown} error
 */
function isAllocationFailure(error) {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error ? error.code : undefined;
  if (code === 'ERR_BUFFER_TOO_LARGE' || code === 'ERR_STRING_TOO_LONG') return true;
  return (
    error instanceof RangeError && /allocation failed|invalid (string|array|typed array) length/i.test(error.message)
  );
}

/**
 * @param {unknown} error
 * @returns {{ reason: FailureReason, detail: string }}
 */
export function failureOf(error) {
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  if (error instanceof ExtractionFailure) return { reason: error.reason, detail: error.message };
  if (isAllocationFailure(error)) return { reason: 'out_of_memory', detail };
  return { reason: 'unreadable', detail };
}
