/** Types of workbook-stream.mjs (plain JavaScript, loaded by the extraction worker), for the server's own imports. */
import type ExcelJS from 'exceljs';
/** Throws an `ExtractionFailure` (`too_large`) when the archive's entries inflate past the budget. */
export declare function openWorkbookStream(
  filePath: string,
  maxInflatedBytes: number,
): Promise<ExcelJS.stream.xlsx.WorkbookReader>;
