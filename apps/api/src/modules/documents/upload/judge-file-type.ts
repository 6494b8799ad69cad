/**
 * What a file really is, judged by its content and never by its name alone: binary formats by their
 * signature (`file-type`), and text only when it is valid UTF-8 without NUL bytes — then the name's
 * extension tells CSV and Markdown from plain text.
 */
import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { acceptedFileTypes, type AcceptedFileType } from '@freeboard/shared/documents/documents.schemas';

export interface JudgedType {
  kind: AcceptedFileType;
  mimeType: string;
}

const binaryKinds: Record<string, AcceptedFileType> = {
  pdf: 'pdf',
  docx: 'docx',
  xlsx: 'xlsx',
  png: 'png',
  jpg: 'jpg',
};

/** How much of a file is read to decide whether it is text. */
const textSampleBytes = 1024 * 1024;

async function looksLikeText(filePath: string): Promise<boolean> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(textSampleBytes);
    const { bytesRead } = await handle.read(buffer, 0, textSampleBytes, 0);
    const sample = buffer.subarray(0, bytesRead);
    if (sample.includes(0)) return false;
    // The sample may end inside a multi-byte character: `stream` lets the decoder wait for the rest.
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: bytesRead === textSampleBytes });
    return true;
  } catch {
    return false;
  } finally {
    await handle.close();
  }
}

function textKindOf(fileName: string): AcceptedFileType {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'csv') return 'csv';
  if (extension === 'md' || extension === 'markdown') return 'md';
  return 'txt';
}

/** Null when the content is none of the accepted types. */
export async function judgeFileType(filePath: string, fileName: string): Promise<JudgedType | null> {
  const detected = await fileTypeFromFile(filePath);
  if (detected) {
    const kind = binaryKinds[detected.ext];
    return kind ? { kind, mimeType: acceptedFileTypes[kind] } : null;
  }
  if (!(await looksLikeText(filePath))) return null;
  const kind = textKindOf(fileName);
  return { kind, mimeType: acceptedFileTypes[kind] };
}
