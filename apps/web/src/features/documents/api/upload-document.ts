/**
 * `POST /api/documents` (multipart): one file with the fields shared by an upload. Progress is
 * reported as the bytes leave the browser; a refusal comes back as a problem (413 file_too_large,
 * 415 unsupported_file_type, 409 duplicate_file with `duplicateOf`, 400 validation_failed).
 */
import { dataEnvelope } from '@freeboard/shared/common/common.schemas';
import {
  documentSchema,
  type DocumentUploadFields,
  type FreeboardDocument,
} from '@freeboard/shared/documents/documents.schemas';
import { http } from '../../../lib/api';
import { useAreaMutation } from '../../../lib/area-mutation';
import type { UploadProgress } from '../../../lib/http';
import { forTenant } from '../../../lib/tenant-scope';
import { documentKeys } from '../../../lib/documents/document-keys';

const documentResponseSchema = dataEnvelope(documentSchema);

export interface DocumentUpload {
  file: File;
  fields: DocumentUploadFields;
  /** The share of the file sent so far, from 0 to 1. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

/** The share sent, when the browser knows the total (it does for a FormData body). */
export function progressOf(event: UploadProgress): number | null {
  return event.total ? event.loaded / event.total : null;
}

type MultipartFields = Record<string, string | readonly string[] | null | undefined>;

/** The multipart body: repeated keys for lists (`tags`, `mentions`), nothing for empty values. */
export function uploadFormData(file: File, fields: MultipartFields): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string') body.append(name, value);
    else for (const item of value) body.append(name, item);
  }
  // Last, so the fields are read before the bytes (the server accepts any order).
  body.append('file', file, file.name);
  return body;
}

/** Sends one multipart upload to `path`, reporting its progress. */
export async function postFile(
  tenantID: string,
  path: string,
  body: FormData,
  { onProgress, signal }: Pick<DocumentUpload, 'onProgress' | 'signal'>,
): Promise<FreeboardDocument> {
  const response = await http.post(path, body, {
    ...forTenant(tenantID),
    signal,
    onUploadProgress: (event) => {
      const sent = progressOf(event);
      if (sent !== null) onProgress?.(sent);
    },
  });
  return documentResponseSchema.parse(response.data).data;
}

export function uploadDocument(tenantID: string, { file, fields, onProgress, signal }: DocumentUpload) {
  return postFile(tenantID, '/documents', uploadFormData(file, fields), { onProgress, signal });
}

/** Each upload refreshes the documents of the tenant: lists, sections and asset sections alike. */
export function useUploadDocument() {
  return useAreaMutation({
    keys: documentKeys,
    mutationFn: (upload: DocumentUpload, tenantID) => uploadDocument(tenantID, upload),
  });
}
