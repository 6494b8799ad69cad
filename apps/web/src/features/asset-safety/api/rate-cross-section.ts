/**
 * `POST /api/cross-sections/{id}/consequence-ratings`: a new rating (never an edit of an earlier one).
 * The class travels up the tree: the facility, infrastructure and site show the highest class below
 * them, and the navigation tree shows classes too, so all of them are refreshed.
 */
import { dataEnvelope } from '@freeboard/shared/common/common.schemas';
import {
  consequenceRatingSchema,
  type ConsequenceRating,
  type CreateConsequenceRatingInput,
} from '@freeboard/shared/consequence-ratings/consequence-ratings.schemas';
import { http } from '../../../lib/api';
import { useAreaMutation } from '../../../lib/area-mutation';
import { forTenant } from '../../../lib/tenant-scope';
import { assetAreaKeys, crossSectionKeys } from './asset-safety-keys';
import { consequenceRatingsPath } from './get-consequence-ratings';

const ratingResponseSchema = dataEnvelope(consequenceRatingSchema);

export async function rateCrossSection(
  tenantID: string,
  crossSectionID: string,
  input: CreateConsequenceRatingInput,
): Promise<ConsequenceRating> {
  const response = await http.post(consequenceRatingsPath(crossSectionID), input, forTenant(tenantID));
  return ratingResponseSchema.parse(response.data).data;
}

const areasAbove = [assetAreaKeys.facility, assetAreaKeys.infrastructure, assetAreaKeys.site];

export function useRateCrossSection(crossSectionID: string) {
  return useAreaMutation({
    keys: crossSectionKeys,
    mutationFn: (input: CreateConsequenceRatingInput, tenantID) => rateCrossSection(tenantID, crossSectionID, input),
    onSuccess: async (_rating, _input, { tenantID, queryClient }) => {
      await Promise.all(areasAbove.map((keys) => queryClient.invalidateQueries({ queryKey: keys.all(tenantID) })));
    },
  });
}
