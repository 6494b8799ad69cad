/** Types of extraction-failure.mjs (plain JavaScript, shared with the extraction worker). */
export type FailureReason = 'unreadable' | 'too_large' | 'out_of_memory';
export declare class ExtractionFailure extends Error {
  constructor(reason: FailureReason, message: string);
  reason: FailureReason;
}
export declare function failureOf(error: unknown): { reason: FailureReason; detail: string };
