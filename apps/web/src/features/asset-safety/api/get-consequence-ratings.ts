/** `GET /api/cross-sections/{id}/consequence-ratings`: every rating, newest (the current one) first. */
import { queryOptions } from '@tanstack/react-query';
import {
  consequenceRatingListResponseSchema,
  type ConsequenceRating,
} from '@freeboard/shared/consequence-ratings/consequence-ratings.schemas';
import { http } from '../../../lib/api';
import { forTenant, tenantOf } from '../../../lib/tenant-scope';
import { consequenceRatingsKey } from './asset-safety-keys';

export function consequenceRatingsPath(crossSectionID: string): string {
  return `/cross-sections/${encodeURIComponent(crossSectionID)}/consequence-ratings`;
}

export async function getConsequenceRatings(tenantID: string, crossSectionID: string): Promise<ConsequenceRating[]> {
  const response = await http.get(consequenceRatingsPath(crossSectionID), forTenant(tenantID));
  return consequenceRatingListResponseSchema.parse(response.data).data;
}

export function consequenceRatingsQueryOptions(tenantID: string | null, crossSectionID: string) {
  return queryOptions({
    queryKey: consequenceRatingsKey(tenantID, crossSectionID),
    queryFn: ({ queryKey }) => getConsequenceRatings(tenantOf(queryKey), crossSectionID),
    enabled: tenantID !== null,
  });
}
