/**
 * Uploading from an asset's Document section as the engineer: the file is filed under that facility
 * and listed there. What the spec uploaded is deleted again afterwards.
 */
import { users } from '../support/accounts';
import { openSignedIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { deleteDocuments, dropFiles, recordUploads, someFacility } from './upload-support';

test.use({ signedInAs: users.engineer });

let uploaded: string[] = [];

test.afterAll(async ({ request }) => {
  await deleteDocuments(request, uploaded);
});

test('the engineer uploads a document from a facility’s Document section and sees it listed there', async ({
  page,
  request,
}) => {
  const runID = Date.now();
  const inspection = {
    name: `facility-inspection-${runID}.txt`,
    mimeType: 'text/plain',
    text: `Facility inspection ${runID}: no cracking on the crest.\n`,
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
