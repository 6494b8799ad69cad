/**
 * Writes to responsibilities: assign (201) and remove (204). Each invalidates the asset's area
 * (`sites` / `facilities`) of the tenant: the assignments, the record and its lists, so a facility's
 * ITRB gap follows at once wherever it is shown.
 */
import {
  assignmentSchema,
  type Assignment,
  type CreateAssignmentInput,
} from '@freeboard/shared/assignments/assignments.schemas';
import { dataEnvelope } from '@freeboard/shared/common/common.schemas';
import { http } from '../../../lib/api';
import { useAreaMutation } from '../../../lib/area-mutation';
import { forTenant } from '../../../lib/tenant-scope';
import { assetAreaKeys, assetPath, type AssignableAssetType } from './responsibility-keys';

const assignmentResponseSchema = dataEnvelope(assignmentSchema);

export async function createAssignment(
  tenantID: string,
  assetType: AssignableAssetType,
  assetID: string,
  input: CreateAssignmentInput,
): Promise<Assignment> {
  const response = await http.post(`${assetPath(assetType, assetID)}/assignments`, input, forTenant(tenantID));
  return assignmentResponseSchema.parse(response.data).data;
}

export async function deleteAssignment(
  tenantID: string,
  assetType: AssignableAssetType,
  assetID: string,
  assignmentID: string,
): Promise<void> {
  await http.delete(
    `${assetPath(assetType, assetID)}/assignments/${encodeURIComponent(assignmentID)}`,
    forTenant(tenantID),
  );
}

export function useCreateAssignment(assetType: AssignableAssetType, assetID: string) {
  return useAreaMutation({
    keys: assetAreaKeys(assetType),
    mutationFn: (input: CreateAssignmentInput, tenantID) => createAssignment(tenantID, assetType, assetID, input),
  });
}

export function useDeleteAssignment(assetType: AssignableAssetType, assetID: string) {
  return useAreaMutation({
    keys: assetAreaKeys(assetType),
    mutationFn: (assignmentID: string, tenantID) => deleteAssignment(tenantID, assetType, assetID, assignmentID),
  });
}
