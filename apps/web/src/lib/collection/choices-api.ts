/**
 * What a form's pickers choose from, searched on the server as the person types (so a tenant of
 * any size works): members of the tenant (`GET /api/users`), records of another area
 * (`GET /api/<collection>`) and the tenant's documents (`GET /api/documents/new`, all sections).
 * Each sits under its area's key, so a write there refreshes the choices too.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { documentListResponseSchema } from '@freeboard/shared/documents/documents.schemas';
import { memberListResponseSchema } from '@freeboard/shared/users/members.schemas';
import * as z from 'zod/mini';
import { http } from '../api';
import { forTenant, tenantOf } from '../tenant-scope';

/** Enough to offer everything of a usual tenant at once; a search narrows the rest on the server. */
export const choicesLimit = 50;

export function memberChoicesOptions(tenantID: string | null, q: string) {
  return queryOptions({
    queryKey: ['users', tenantID, 'choices', { q }] as const,
    queryFn: async ({ queryKey }) => {
      const params = { limit: choicesLimit, ...(q ? { q } : {}) };
      const response = await http.get('/users', { params, ...forTenant(tenantOf(queryKey)) });
      return memberListResponseSchema.parse(response.data).data;
    },
    enabled: tenantID !== null,
    placeholderData: keepPreviousData,
  });
}

/** A record of another area as a choice: its ID, and "code name". */
export interface RecordChoice {
  recordID: string;
  label: string;
}

const recordsSchema = z.object({ data: z.array(z.record(z.string(), z.unknown())) });

export function recordChoicesOptions(
  tenantID: string | null,
  reference: { collection: string; idField: string; nameField: string },
  q: string,
) {
  const { collection, idField, nameField } = reference;
  return queryOptions({
    queryKey: [collection, tenantID, 'choices', { q }] as const,
    queryFn: async ({ queryKey }): Promise<RecordChoice[]> => {
      const params = { limit: choicesLimit, ...(q ? { q } : {}) };
      const response = await http.get(`/${collection}`, { params, ...forTenant(tenantOf(queryKey)) });
      return recordsSchema.parse(response.data).data.map((record) => ({
        recordID: typeof record[idField] === 'string' ? record[idField] : '',
        label: [record.code, record[nameField]].filter((part) => typeof part === 'string').join(' '),
      }));
    },
    enabled: tenantID !== null,
    placeholderData: keepPreviousData,
  });
}

/** A document as a choice: its ID and title, as records name their evidence. */
export interface DocumentChoice {
  documentID: string;
  title: string;
}

export function documentChoicesOptions(tenantID: string | null, q: string) {
  return queryOptions({
    queryKey: ['documents', tenantID, 'choices', { q }] as const,
    queryFn: async ({ queryKey }): Promise<DocumentChoice[]> => {
      const params = { nonAssetCategory: 'all', limit: choicesLimit, ...(q ? { q } : {}) };
      const response = await http.get('/documents/new', { params, ...forTenant(tenantOf(queryKey)) });
      return documentListResponseSchema
        .parse(response.data)
        .data.documents.map(({ documentID, title }) => ({ documentID, title }));
    },
    enabled: tenantID !== null,
    placeholderData: keepPreviousData,
  });
}
