/**
 * The tenant's documents to choose evidence from (`GET /api/documents/new?nonAssetCategory=all`):
 * the most a page may hold, searched in the browser. Kept under `documents`, so an upload refreshes it.
 */
import { queryOptions } from '@tanstack/react-query';
import { documentListResponseSchema } from '@freeboard/shared/documents/documents.schemas';
import { http } from '../../../lib/api';
import { forTenant, tenantOf } from '../../../lib/tenant-scope';

const documentChoiceLimit = 200;

export interface DocumentChoice {
  documentID: string;
  title: string;
  revision: string | null;
}

export async function getDocumentChoices(tenantID: string): Promise<DocumentChoice[]> {
  const params = { nonAssetCategory: 'all', limit: documentChoiceLimit };
  const response = await http.get('/documents/new', { params, ...forTenant(tenantID) });
  return documentListResponseSchema
    .parse(response.data)
    .data.documents.map(({ documentID, title, revision }) => ({ documentID, title, revision }));
}

export function documentChoicesQueryOptions(tenantID: string | null) {
  return queryOptions({
    queryKey: ['documents', tenantID, 'choices'] as const,
    queryFn: ({ queryKey }) => getDocumentChoices(tenantOf(queryKey)),
    enabled: tenantID !== null,
  });
}
