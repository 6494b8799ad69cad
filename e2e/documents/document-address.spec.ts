/**
 * An open document has an address (`?document=<id>`): it is put there when the document opens, a
 * reload opens it again, the browser's Back and the drawer's Close both remove it; an address naming
 * no document of the tenant (unknown, another organization's, malformed) says so in the drawer.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { tenants, users } from '../support/accounts';
import { apiAccessToken, bearer, openSignedIn, samePath } from '../support/auth';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: users.viewer });

function documentParam(page: Page) {
  return new URL(page.url()).searchParams.get('document');
}

/** A document of Southern Water, the viewer's other organization. */
async function southernWaterDocumentID(request: APIRequestContext): Promise<string> {
  const token = await apiAccessToken(request, users.viewer);
  const me = await request.get('/api/me', { headers: bearer(token) });
  expect(me.status()).toBe(200);
  const { tenants: memberships } = ((await me.json()) as { data: { tenants: { tenantID: string; slug: string }[] } })
    .data;
  const southern = memberships.find((tenant) => tenant.slug === tenants.southernWater.slug)!;
  const response = await request.get('/api/documents/new', {
    headers: bearer(token, southern.tenantID),
    params: { nonAssetCategory: 'all', limit: '1' },
  });
  expect(response.status(), await response.text()).toBe(200);
  const [document] = ((await response.json()) as { data: { documents: { documentID: string }[] } }).data.documents;
  return document!.documentID;
}

test('an open document is in the address: reloaded, closed by Back and by Close', async ({ page }) => {
  await openSignedIn(page, '/documents/?section=unassigned');
  // A seeded document: one another spec uploads to Unassigned meanwhile may be deleted again under this test.
  const title = 'Handover notes from the outgoing Engineer of Record';
  const row = page.getByTestId('document-row').filter({ hasText: title });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: title }).click();
  const details = page.getByRole('dialog', { name: title });
  await expect(details).toBeVisible();
  await expect(page).toHaveURL((url) => /^[0-9a-f-]{36}$/.test(url.searchParams.get('document') ?? ''));
  const documentID = documentParam(page)!;
  const address = page.url();

  // The address opens it again, as a link or a reload would.
  await page.reload();
  await expect(details).toBeVisible();
  await expect(details.getByText('Unassigned (no section or asset)')).toBeVisible();
  expect(page.url()).toBe(address);

  // Back closes it and leaves the list as it was.
  await page.goBack();
  await expect(details).toBeHidden();
  await expect(page).toHaveURL(
    (url) =>
      samePath(url.pathname, '/documents/') &&
      url.searchParams.get('section') === 'unassigned' &&
      !url.searchParams.has('document'),
  );
  await expect(page.getByTestId('document-row').first()).toBeVisible();
  // Forward opens it again.
  await page.goForward();
  await expect(details).toBeVisible();
  expect(documentParam(page)).toBe(documentID);

  // Close removes it from the address; a reload keeps it closed.
  await details.getByRole('button', { name: 'Close' }).first().click();
  await expect(details).toBeHidden();
  await expect(page).toHaveURL((url) => !url.searchParams.has('document'));
  await page.reload();
  await expect(page.getByTestId('document-row').first()).toBeVisible();
  await expect(details).toBeHidden();

  // A link straight to the document, opened in a new tab, closes in place.
  const linked = await page.context().newPage();
  await openSignedIn(linked, `/documents/?section=all&document=${documentID}`);
  const linkedDetails = linked.getByRole('dialog', { name: title });
  await expect(linkedDetails).toBeVisible();
  await linked.keyboard.press('Escape');
  await expect(linkedDetails).toBeHidden();
  await expect(linked).toHaveURL(
    (url) => url.searchParams.get('section') === 'all' && !url.searchParams.has('document'),
  );
  await linked.close();
});

test('an address naming no document of this organization says so in the drawer', async ({ page, request }) => {
  const otherOrganizations = await southernWaterDocumentID(request);
  for (const documentID of ['0190a000-0000-7000-8000-00000000dead', otherOrganizations, 'not-a-document']) {
    await openSignedIn(page, `/documents/?section=all&document=${documentID}`);
    const drawer = page.getByRole('dialog', { name: 'Document not found' });
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText('This document does not exist in this organization, or it has been removed.');
    // The list behind it is the section's, as usual.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL((url) => !url.searchParams.has('document'));
    await expect(page.getByTestId('document-row').first()).toBeVisible();
  }
});
