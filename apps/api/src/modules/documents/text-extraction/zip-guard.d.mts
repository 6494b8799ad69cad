/** Types of zip-guard.mjs (plain JavaScript, loaded by the extraction worker), for the server's own imports. */
export declare function declaredTotalSize(bytes: Buffer): number;
/** Throws an `ExtractionFailure` (`too_large`) when the archive's entries inflate past the budget. */
export declare function assertZipInflatesWithin(bytes: Buffer, budgetBytes: number): Promise<void>;
