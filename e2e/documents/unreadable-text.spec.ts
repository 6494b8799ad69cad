/**
 * A document whose text could not be read says why in its details, in words a person can act on:
 * here a PDF whose body is damaged. Uploaded through the API as the admin, deleted again afterwards.
 */
import { users } from '../support/accounts';
import { apiAccessToken, bearer, openSignedIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { deleteDocuments } from './upload-support';

test.use({ signedInAs: users.admin });

let uploaded: string[] = [];

test.afterAll(async ({ request }) => {
  await deleteDocuments(request, uploaded);
});

test('a damaged PDF is kept, and its details say its text could not be read and why', async ({ page, request }) => {
  const title = `Damaged survey ${Date.now().toString(36)}`;
  const token = await apiAccessToken(request, users.admin);
  const me = await request.get('/api/me', { headers: bearer(token) });
  const tenantID = ((await me.json()) as { data: { defaultTenantID: string } }).data.defaultTenantID;
  const headers = bearer(token, tenantID);
  // A PDF header, then bytes no PDF reader can make sense of.
  const garbage = Buffer.from(Array.from({ length: 2048 }, (_, index) => (index * 7919 + 13) % 251));
  const response = await request.post('/api/documents', {
    headers,
    multipart: {
      title,
      nonAssetCategory: 'corporate',
      file: {
        name: 'survey.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), garbage]),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { documentID } = ((await response.json()) as { data: { documentID: string } }).data;
  uploaded = [documentID];
  await expect
    .poll(async () => {
      const document = await request.get(`/api/documents/${documentID}`, { headers });
      return ((await document.json()) as { data: { textStatus: string } }).data.textStatus;
    })
    .toBe('failed');

  await openSignedIn(page, `/documents/?document=${documentID}`);
  const details = page.getByRole('dialog', { name: title });
  await expect(details).toBeVisible();
  await expect(details.getByText('Text: unreadable')).toBeVisible();
  await expect(details.getByText(/The file is damaged, or its content is not what its type says/)).toBeVisible();
});
