/**
 * The register as a file: `GET /api/risks/export?format=` (the list's filters) through the shared
 * client, so the bearer token and tenant go with it, and `POST /api/risks/import?dryRun=` with the
 * file as multipart.
 */
import { riskImportResultSchema, type RiskImportResult } from '@freeboard/shared/risks/risks.schemas';
import { http } from '../../../lib/api';
import { attachmentName, saveBlob } from '../../../lib/save-blob';
import { forTenant } from '../../../lib/tenant-scope';
import type { RiskQuery } from './get-risks';

export type RegisterFormat = 'xlsx' | 'csv';

export async function downloadRegister(tenantID: string, format: RegisterFormat, query: RiskQuery): Promise<void> {
  const { sort: _sort, ...filters } = query;
  const response = await http.get<Blob>('/risks/export', {
    params: { ...filters, format },
    responseType: 'blob',
    ...forTenant(tenantID),
  });
  saveBlob(response.data, attachmentName(response.headers.get('content-disposition'), `risk-register.${format}`));
}

export async function importRegister(tenantID: string, file: File, dryRun: boolean): Promise<RiskImportResult> {
  const body = new FormData();
  body.append('file', file);
  const response = await http.post('/risks/import', body, { params: { dryRun }, ...forTenant(tenantID) });
  return riskImportResultSchema.parse(response.data).data;
}
