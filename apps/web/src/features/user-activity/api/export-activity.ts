/**
 * The filtered trail as a CSV file: `GET /api/activity/export?format=csv&lang=` with the list's
 * filters, through the shared client (the bearer token and the tenant go with it), handed to the
 * browser's save dialog.
 */
import { http } from '../../../lib/api';
import { attachmentName, saveBlob } from '../../../lib/save-blob';
import { forTenant } from '../../../lib/tenant-scope';
import type { ActivityQuery } from '../activity-search';

/** The languages the file's headers come in; any other reads English. */
export type ExportLanguage = 'en' | 'es';

export function exportLanguageOf(language: string | undefined): ExportLanguage {
  return language?.startsWith('es') ? 'es' : 'en';
}

export async function downloadActivity(tenantID: string, query: ActivityQuery, lang: ExportLanguage): Promise<void> {
  const response = await http.get<Blob>('/activity/export', {
    params: { ...query, format: 'csv', lang },
    responseType: 'blob',
    ...forTenant(tenantID),
  });
  saveBlob(response.data, attachmentName(response.headers.get('content-disposition'), 'activity.csv'));
}
