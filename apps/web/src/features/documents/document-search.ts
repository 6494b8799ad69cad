/**
 * The documents page's search parameters: the section (spec §2: default and fallback `unassigned`,
 * the address bar rewritten), the author and tag filters, and the document open in the drawer.
 * A malformed filter is dropped rather than sent to the API.
 */
import { documentSections } from '@freeboard/shared/documents/documents.schemas';
import { z } from 'zod';
import { sectionSearchSchema } from '../../lib/search-params';

export const defaultDocumentSection = 'unassigned' satisfies (typeof documentSections)[number];

const tagsSchema = z.preprocess(
  (value) => (typeof value === 'string' ? [value] : value),
  z.array(z.string().min(1).max(100)).max(20),
);

export const documentSearchSchema = sectionSearchSchema(documentSections, defaultDocumentSection).extend({
  author: z.string().min(1).max(200).optional().catch(undefined),
  tag: tagsSchema.optional().catch(undefined),
  document: z.uuid().optional().catch(undefined),
});

export type DocumentSearch = z.infer<typeof documentSearchSchema>;

export interface DocumentFilters {
  author?: string;
  tag?: string[];
}

/** The filters of a search, without empty values, so equal filters make equal query keys. */
export function documentFiltersOf(search: Pick<DocumentSearch, 'author' | 'tag'>): DocumentFilters {
  return {
    ...(search.author ? { author: search.author } : {}),
    ...(search.tag && search.tag.length > 0 ? { tag: search.tag } : {}),
  };
}
