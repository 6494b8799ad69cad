/**
 * The bounds of an uploaded register file, apart from the readers: the routes name them at start-up,
 * and the readers (exceljs, about 30 MB of a process) load with the first import or export.
 */
export const registerFileLimits = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 10_000,
  /** What a workbook's entries may inflate to, altogether. */
  maxInflatedBytes: 64 * 1024 * 1024,
} as const;
