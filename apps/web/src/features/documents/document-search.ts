/**
 * The documents page's search parameters: the section (spec §2: default and fallback `unassigned`,
 * the address bar rewritten), the search text (`q`, searched in the files' text too), the author
 * and tag filters, and the document open in the drawer (`document`), so an open document has an
 * address to link to and reload. A malformed filter is dropped rather than sent to the API; a
 * malformed document ID is kept, so the drawer can say that no such document exists.
 */
import { documentSections } from '@freeboard/shared/documents/sections';
import * as z from 'zod/mini';
import { sectionSearchSchema } from '../../lib/search-params';

export const defaultDocumentSection = 'unassigned' satisfies (typeof documentSections)[number];

const tagsSchema = z.pipe(
  z.transform((value: unknown) => (typeof value === 'string' ? [value] : value)),
  z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.maxLength(20)),
);

/** Search text: trimmed, and a number typed into the address (`?q=2024`) read as text. */
const searchTextSchema = z.pipe(
  z.transform((value: unknown) => (typeof value === 'number' ? String(value) : value)),
  z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
);

export const documentSearchSchema = z.extend(sectionSearchSchema(documentSections, defaultDocumentSection), {
  q: z.catch(z.optional(searchTextSchema), undefined),
  author: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(200))), undefined),
  tag: z.catch(z.optional(tagsSchema), undefined),
  document: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(200))), undefined),
});

const documentIDSchema = z.uuid();

/** Whether `value` can name a document at all; anything else is not asked of the API. */
export function isDocumentID(value: string): boolean {
  return z.safeParse(documentIDSchema, value).success;
}

export type DocumentSearch = z.infer<typeof documentSearchSchema>;

export interface DocumentFilters {
  /** Words to find in the title, author, tags or the file's text. */
  q?: string;
  author?: string;
  tag?: string[];
}

/** The filters of a search, without empty values, so equal filters make equal query keys. */
export function documentFiltersOf(search: Pick<DocumentSearch, 'q' | 'author' | 'tag'>): DocumentFilters {
  return {
    ...(search.q ? { q: search.q } : {}),
    ...(search.author ? { author: search.author } : {}),
    ...(search.tag && search.tag.length > 0 ? { tag: search.tag } : {}),
  };
}

/** A search or filter narrows the list. */
export function isNarrowed(filters: DocumentFilters): boolean {
  return filters.q !== undefined || filters.author !== undefined || filters.tag !== undefined;
}
