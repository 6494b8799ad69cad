/**
 * The tenant's risk matrix (`GET | PUT /api/settings/risk-matrix`, `POST …/preview`): every member
 * reads it (the risk forms rate with it, the heat map is drawn from it); tenant admins change it.
 * Cached under the `settings` area, so a save refreshes every screen that rates with it.
 */
import { queryOptions } from '@tanstack/react-query';
import { dataEnvelope } from '@freeboard/shared/common/common.schemas';
import { riskMatrixPreviewSchema, riskMatrixSchema, type RiskMatrixInput } from '@freeboard/shared/risks/risk-matrix';
import { http } from './api';
import { areaKeys } from './area-keys';
import { forTenant, tenantOf } from './tenant-scope';

export const settingsKeys = areaKeys('settings');

const matrixAnswerSchema = dataEnvelope(riskMatrixSchema);

export async function getRiskMatrix(tenantID: string) {
  const response = await http.get('/settings/risk-matrix', forTenant(tenantID));
  return matrixAnswerSchema.parse(response.data).data;
}

export function riskMatrixQueryOptions(tenantID: string | null) {
  return queryOptions({
    queryKey: [...settingsKeys.detail(tenantID, 'risk-matrix')] as const,
    queryFn: ({ queryKey }) => getRiskMatrix(tenantOf(queryKey)),
    enabled: tenantID !== null,
    // It changes seldom, and only through its settings panel, which refreshes it.
    staleTime: 5 * 60_000,
  });
}

export async function saveRiskMatrix(tenantID: string, input: RiskMatrixInput) {
  const response = await http.put('/settings/risk-matrix', input, forTenant(tenantID));
  return matrixAnswerSchema.parse(response.data).data;
}

export async function previewRiskMatrix(tenantID: string, cells: number[][]) {
  const response = await http.post('/settings/risk-matrix/preview', { cells }, forTenant(tenantID));
  return riskMatrixPreviewSchema.parse(response.data).data;
}

/** The rating of `likelihood` × `consequence` in the matrix's cells, or null while either is unknown. */
export function ratingIn(
  cells: readonly (readonly number[])[] | undefined,
  likelihood: number | null,
  consequence: number | null,
) {
  if (!cells || likelihood === null || consequence === null) return null;
  return cells[likelihood - 1]?.[consequence - 1] ?? null;
}
