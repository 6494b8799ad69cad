/**
 * The sites list's search parameters: `q`, `sort` and the `status` and `country` filters, from the
 * shared list query of sites (an invalid value is dropped). The same values make the API query.
 */
import { siteListQuerySchema, siteSortFields, type SiteListQuery } from '@freeboard/shared/sites/site-list-query';
import type * as z from 'zod/mini';
import { listFiltersOf, listSearchSchema } from '../../lib/list-search';

export const siteSearchSchema = listSearchSchema({
  sortFields: siteSortFields,
  filters: { status: siteListQuerySchema.shape.status, country: siteListQuerySchema.shape.country },
});

export type SiteSearch = z.infer<typeof siteSearchSchema>;

/** What the API is asked for: only the values that are set, so equal searches share a cache entry. */
export type SiteListFilters = Partial<Pick<SiteListQuery, 'q' | 'sort' | 'status' | 'country'>>;

export const siteListFiltersOf = (search: SiteSearch): SiteListFilters => listFiltersOf(search);
