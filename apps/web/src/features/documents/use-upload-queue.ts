/**
 * The files of one upload and where each stands. Files go one after another (one request at a time
 * keeps each progress bar meaningful and the server's load even); a refusal of one file does not stop
 * the others. Files the dropzone refused (by type or size) are listed too, but never sent. Leaving the
 * upload (closing the dialog) cancels the file on its way and the ones after it.
 */
import type { DocumentUploadFields, FreeboardDocument } from '@freeboard/shared/documents/documents.schemas';
import { useEffect, useRef, useState } from 'react';
import { useUploadDocument } from './api/upload-document';

export type UploadStatus =
  | { kind: 'waiting' }
  | { kind: 'uploading'; sent: number }
  | { kind: 'done'; document: FreeboardDocument }
  | { kind: 'failed'; error: unknown }
  /** Refused before sending: the dropzone judged the type by the file's name and type, and the size. */
  | { kind: 'refused'; reason: RefusalReason };

export type RefusalReason = 'type' | 'size';

export interface RefusedFile {
  file: File;
  reason: RefusalReason;
}

export interface QueuedFile {
  key: number;
  file: File;
  status: UploadStatus;
}

let nextKey = 0;

/** Files still to send: new ones, and failed ones to try again. */
export function isSendable(file: QueuedFile): boolean {
  return file.status.kind === 'waiting' || file.status.kind === 'failed';
}

function sameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

export function useUploadQueue() {
  const [files, setFiles] = useState<QueuedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const upload = useUploadDocument();
  const running = useRef<AbortController | null>(null);

  useEffect(() => {
    return () => running.current?.abort();
  }, []);

  function setStatus(key: number, status: UploadStatus) {
    setFiles((list) => list.map((queued) => (queued.key === key ? { ...queued, status } : queued)));
  }

  function addWithStatus(chosen: readonly { file: File; status: UploadStatus }[]) {
    setFiles((list) => [
      ...list,
      // The same file chosen twice is listed once (the server would refuse the second as a duplicate).
      ...chosen
        .filter(({ file }, index) => chosen.findIndex((other) => sameFile(other.file, file)) === index)
        .filter(({ file }) => !list.some((queued) => sameFile(queued.file, file)))
        .map(({ file, status }) => ({ key: (nextKey += 1), file, status })),
    ]);
  }

  function add(chosen: readonly File[]) {
    addWithStatus(chosen.map((file) => ({ file, status: { kind: 'waiting' } })));
  }

  /** Sends every file still to send, in order; resolves with the errors of those that failed. */
  async function uploadAll(fields: DocumentUploadFields): Promise<unknown[]> {
    const controller = new AbortController();
    running.current = controller;
    setUploading(true);
    const errors: unknown[] = [];
    try {
      for (const queued of files.filter(isSendable)) {
        if (controller.signal.aborted) break;
        setStatus(queued.key, { kind: 'uploading', sent: 0 });
        try {
          const document = await upload.mutateAsync({
            file: queued.file,
            fields,
            signal: controller.signal,
            onProgress: (sent) => setStatus(queued.key, { kind: 'uploading', sent }),
          });
          setStatus(queued.key, { kind: 'done', document });
        } catch (error) {
          errors.push(error);
          setStatus(queued.key, { kind: 'failed', error });
        }
      }
    } finally {
      running.current = null;
      setUploading(false);
    }
    return errors;
  }

  return {
    files,
    uploading,
    add,
    /** Lists files the dropzone refused, with the reason shown for each. */
    refuse: (refused: readonly RefusedFile[]) =>
      addWithStatus(refused.map(({ file, reason }) => ({ file, status: { kind: 'refused', reason } }))),
    remove: (key: number) => setFiles((list) => list.filter((queued) => queued.key !== key)),
    uploadAll,
  };
}
