/**
 * Uploading from an asset's Document section as the engineer: the file is filed under that facility
 * and listed there; a search from the documents page's default section (Unassigned) for a word only
 * in that file says where it found it, and shows it. What the spec uploaded is deleted again
 * afterwards.
 */
import type { APIRequestContext } from '@playwright/test';
import { users } from '../support/accounts';
import { apiAccessToken, bearer, openSignedIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { deleteDocuments, dropFiles, recordUploads, someFacility, uniqueWord } from './upload-support';

test.use({ signedInAs: users.engineer });

let uploaded: string[] = [];

/** A text file filed under the facility through the API, as the engineer; answers its document's ID. */
async function uploadToFacility(request: APIRequestContext, facilityID: string, runID: number, word: string) {
  const token = await apiAccessToken(request, users.engineer);
  const me = await request.get('/api/me', { headers: bearer(token) });
  const tenantID = ((await me.json()) as { data: { defaultTenantID: string } }).data.defaultTenantID;
  const response = await request.post('/api/documents', {
    headers: bearer(token, tenantID),
    multipart: {
      assetType: 'facility',
      assetId: facilityID,
      file: {
        name: `facility-report-${runID}.txt`,
        mimeType: 'text/plain',
        buffer: Buffer.from(`Facility report ${runID}: the ${word} on the downstream face was cut back.\n`),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return [((await response.json()) as { data: { documentID: string } }).data.documentID];
}

test.afterAll(async ({ request }) => {
  await deleteDocuments(request, uploaded);
});

test('the engineer uploads a document from a facility’s Document section and sees it listed there', async ({
  page,
  request,
}) => {
  const runID = Date.now();
  const word = uniqueWord('sedgewren', runID);
  const inspection = {
    name: `facility-inspection-${runID}.txt`,
    mimeType: 'text/plain',
    text: `Facility inspection ${runID}: no cracking on the crest; ${word} nests on the berm.\n`,
  };
  const facility = await someFacility(request);
  uploaded = recordUploads(page);
  await openSignedIn(page, `/facilities/${facility.facilityID}?section=document`);

  const filed = page.getByRole('region', { name: 'Documents', exact: true });
  await expect(filed).toBeVisible();
  await filed.getByRole('button', { name: 'Upload document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload documents' });
  await expect(dialog.getByText('The documents will be filed under this facility.')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Section' })).toHaveCount(0);

  await dropFiles(page, dialog.getByText('Drag files here, or click to choose them'), [inspection]);
  await dialog.getByRole('button', { name: 'Upload 1 file' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Uploaded: 1 of 1.');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  const row = filed.getByTestId('document-row').filter({ hasText: inspection.name });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `facility-inspection-${runID}` }).click();
  const drawer = page.getByRole('dialog', { name: `facility-inspection-${runID}` });
  await expect(drawer.getByText(`Facility: ${facility.name}`)).toBeVisible();
});

test('a search from Unassigned for a word only in a facility’s file says where it found it', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const runID = Date.now();
  const word = uniqueWord('wrackweed', runID);
  const facility = await someFacility(request);
  uploaded.push(...(await uploadToFacility(request, facility.facilityID, runID, word)));

  // The default section; the file's text is read a moment after its upload, and the page follows it
  // without a reload.
  await openSignedIn(page, `/documents/?q=${word}`);
  await expect(page.getByRole('tab', { name: 'Unassigned' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No documents match this search in Unassigned')).toBeVisible();
  const elsewhere = page.getByRole('region', { name: 'Found elsewhere' });
  const show = elsewhere.getByRole('button', { name: '1 filed under a facility' });
  await expect(show).toBeVisible({ timeout: 30_000 });
  await expect(elsewhere).toContainText('Found elsewhere instead:');
  // Its text is read: nothing says it will be searchable "a moment later" (a file another spec uploads
  // meanwhile may still be named as being read, and rightly so).
  await expect(page.getByText(/^Try other words, or clear the search and filters\./)).toBeVisible();
  await expect(page.getByText(/a moment later/)).toHaveCount(0);

  // All lists the documents filed under assets: the search is kept, the file found.
  await show.click();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('section') === 'all' && url.searchParams.get('q') === word,
  );
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  const row = page.getByTestId('document-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('button', { name: `facility-report-${runID}` })).toBeVisible();
  await expect(row.locator('mark').first()).toContainText(new RegExp(word, 'i'));
  await expect(elsewhere).toHaveCount(0);
});
