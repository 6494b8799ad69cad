/**
 * The bounds of an uploaded register file, apart from the readers: the routes name them at start-up,
 * and the readers load with the first import or export. Each bounds a cost that grows with what a
 * file holds rather than with its size in bytes (a few kilobytes of zip can name column XFD, a million
 * shared strings or rich-text runs, or a cell of 200,000 codes).
 */
export const registerFileLimits = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 10_000,
  /** Rows of the sheet read at all, empty ones included. */
  maxSheetRows: 50_000,
  /** What one part of a workbook (its sheet, its shared strings) may inflate to. */
  maxEntryBytes: 48 * 1024 * 1024,
  /** Columns read; cells further right are skipped as they are met (the register has 19). */
  maxColumns: 256,
  /** Excel's own limit for a cell: a longer text is cut one past it, so validation refuses it. */
  maxCellCharacters: 32_767,
  maxSharedStrings: 500_000,
  /** Runs of differently formatted text, across the shared strings. */
  maxRichTextRuns: 200_000,
  /** Codes read from one Controls cell (a risk may have at most 50 controls). */
  maxCodesPerCell: 100,
  /** Errors an import reports; the rest are only counted. */
  maxReportedErrors: 1000,
} as const;
