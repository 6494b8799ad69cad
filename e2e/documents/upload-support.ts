/**
 * For the upload specs: text files unique to the run (the same file twice is refused as a
 * duplicate), dropping files onto the dropzone as a person would, and the documents a spec
 * uploaded, deleted again afterwards through the API as the admin (an engineer may not delete), so
 * the other specs on the shared server see the seeded documents only.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { users } from '../support/accounts';
import { apiAccessToken, bearer } from '../support/auth';

export interface TextFile {
  name: string;
  mimeType: string;
  text: string;
}

/** A word no other document holds: letters only, so every text search configuration keeps it whole. */
export function uniqueWord(prefix: string, runID: number): string {
  return prefix + String(runID).replace(/\d/g, (digit) => 'bcdfghjklm'[Number(digit)]!);
}

/**
 * Drops `files` onto `target` the way a browser does: a DataTransfer built in the page, then
 * dragenter, dragover and drop. react-dropzone reads the files from the drop event.
 */
export async function dropFiles(page: Page, target: Locator, files: readonly TextFile[]) {
  // A string, as the specs are typed without the DOM library; the files go in as JSON.
  const dataTransfer = await page.evaluateHandle(`(() => {
    const transfer = new DataTransfer();
    for (const file of ${JSON.stringify(files)}) {
      transfer.items.add(new File([file.text], file.name, { type: file.mimeType }));
    }
    return transfer;
  })()`);
  for (const type of ['dragenter', 'dragover', 'drop']) await target.dispatchEvent(type, { dataTransfer });
  await dataTransfer.dispose();
}

/** Collects the IDs of the documents `page` uploads (each `POST /api/documents` answered 201). */
export function recordUploads(page: Page): string[] {
  const documentIDs: string[] = [];
  page.on('response', async (response) => {
    const request = response.request();
    if (request.method() !== 'POST' || new URL(response.url()).pathname !== '/api/documents') return;
    if (response.status() !== 201) return;
    const body = (await response.json()) as { data: { documentID: string } };
    documentIDs.push(body.data.documentID);
  });
  return documentIDs;
}

async function adminHeaders(request: APIRequestContext) {
  const token = await apiAccessToken(request, users.admin);
  const me = await request.get('/api/me', { headers: bearer(token) });
  expect(me.status()).toBe(200);
  const tenantID = ((await me.json()) as { data: { defaultTenantID: string } }).data.defaultTenantID;
  return bearer(token, tenantID);
}

export async function deleteDocuments(request: APIRequestContext, documentIDs: readonly string[]) {
  if (documentIDs.length === 0) return;
  const headers = await adminHeaders(request);
  for (const documentID of documentIDs) {
    const response = await request.delete(`/api/documents/${documentID}`, { headers });
    expect([204, 404], await response.text()).toContain(response.status());
  }
}

/** A facility of the engineer's tenant (Northwind Mining), read as the admin. */
export async function someFacility(request: APIRequestContext): Promise<{ facilityID: string; name: string }> {
  const headers = await adminHeaders(request);
  const response = await request.get('/api/facilities', { headers, params: { limit: '1' } });
  expect(response.status(), await response.text()).toBe(200);
  const [facility] = ((await response.json()) as { data: { facilityID: string; name: string }[] }).data;
  expect(facility).toBeDefined();
  return facility!;
}
