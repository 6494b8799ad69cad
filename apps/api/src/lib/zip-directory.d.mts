/** Types of zip-directory.mjs (plain JavaScript, shared with the extraction worker), for the server's own imports. */
export declare const inZip64: number;
export declare class ZipUnreadable extends Error {}
export declare function requireRange(bytes: Buffer, offset: number, length: number): void;
export declare function centralDirectoryOf(bytes: Buffer): { entryCount: number; offset: number };
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  /** What the entry says it inflates to (a bomb may understate it). */
  declaredSize: number;
  localHeaderOffset: number;
}
export declare function centralEntries(bytes: Buffer, directory?: { entryCount: number; offset: number }): ZipEntry[];
