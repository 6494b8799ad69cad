/**
 * Adding (201) and removing (204) a stability result of a cross-section. Either refreshes the
 * cross-section's queries, its results and its history among them.
 */
import { dataEnvelope } from '@freeboard/shared/common/common.schemas';
import {
  stabilityResultSchema,
  type CreateStabilityResultInput,
  type StabilityResult,
} from '@freeboard/shared/stability-results/stability-results.schemas';
import { http } from '../../../lib/api';
import { useAreaMutation } from '../../../lib/area-mutation';
import { forTenant } from '../../../lib/tenant-scope';
import { crossSectionKeys } from './asset-safety-keys';
import { stabilityResultsPath } from './get-stability-results';

const stabilityResultResponseSchema = dataEnvelope(stabilityResultSchema);

export async function addStabilityResult(
  tenantID: string,
  crossSectionID: string,
  input: CreateStabilityResultInput,
): Promise<StabilityResult> {
  const response = await http.post(stabilityResultsPath(crossSectionID), input, forTenant(tenantID));
  return stabilityResultResponseSchema.parse(response.data).data;
}

export async function removeStabilityResult(tenantID: string, crossSectionID: string, resultID: string) {
  await http.delete(`${stabilityResultsPath(crossSectionID)}/${encodeURIComponent(resultID)}`, forTenant(tenantID));
}

export function useAddStabilityResult(crossSectionID: string) {
  return useAreaMutation({
    keys: crossSectionKeys,
    mutationFn: (input: CreateStabilityResultInput, tenantID) => addStabilityResult(tenantID, crossSectionID, input),
  });
}

export function useRemoveStabilityResult(crossSectionID: string, resultID: string) {
  return useAreaMutation({
    keys: crossSectionKeys,
    mutationFn: (_: void, tenantID) => removeStabilityResult(tenantID, crossSectionID, resultID),
  });
}
