import { statSync } from 'node:fs';
import { users } from '../support/accounts';
import { openSignedIn, samePath } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { holdRequests } from '../support/network';

// Northwind Mining's seeded documents (apps/api/src/db/seed): 6 unassigned, from 5 authors;
// Diego Fuentes wrote one of them. 4 social documents.

test.use({ signedInAs: users.viewer });

test('documents: section fallback, skeleton, rows, author filter, details and download', async ({ page }, testInfo) => {
  const slow = await holdRequests(page, '**/api/documents/new**');

  await openSignedIn(page, '/documents/?section=bogus');

  // An unknown section falls back to unassigned, and the address bar says so.
  await expect(page).toHaveURL(
    (url) => samePath(url.pathname, '/documents/') && url.searchParams.get('section') === 'unassigned',
  );
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['All', 'Social', 'Corporate', 'Unassigned']);
  await expect(page.getByRole('tab', { name: 'Unassigned' })).toHaveAttribute('aria-selected', 'true');

  // While the list is on its way: exactly 8 skeleton rows, no document rows.
  await expect(page.getByTestId('document-row-skeleton')).toHaveCount(8);
  await expect(page.getByTestId('document-row')).toHaveCount(0);
  expect(slow.held()).toBeGreaterThan(0);
  await slow.release();

  const rows = page.getByTestId('document-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('document-row-skeleton')).toHaveCount(0);
  const unfiltered = await rows.count();
  expect(unfiltered).toBeGreaterThan(1);

  // The author filter narrows the rows to that author's documents.
  await page.getByRole('combobox', { name: 'Author' }).click();
  await page.getByRole('option', { name: 'Diego Fuentes' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('author') === 'Diego Fuentes');
  await expect.poll(() => rows.count()).toBeLessThan(unfiltered);
  await expect(rows).not.toHaveCount(0);
  for (const text of await rows.allInnerTexts()) expect(text).toContain('Diego Fuentes');

  // Opening a document shows its details in a dialog.
  const row = rows.first();
  const title = (await row.getByRole('button').first().innerText()).trim();
  await row.getByRole('button', { name: title }).click();
  const details = page.getByRole('dialog', { name: title });
  await expect(details).toBeVisible();
  await expect(details.getByText('Diego Fuentes')).toBeVisible();
  await expect(page).toHaveURL((url) => url.searchParams.has('document'));

  // Download saves the document's file.
  const downloading = page.waitForEvent('download');
  // `exact`: each version in the details has a `Download version N` of its own.
  await details.getByRole('button', { name: 'Download', exact: true }).click();
  const download = await downloading;
  expect(await download.failure()).toBeNull();
  const saved = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(saved);
  expect(statSync(saved).size).toBeGreaterThan(0);
  // The file name, among the facts (and again in the versions list).
  await expect(details.getByText(download.suggestedFilename()).first()).toBeVisible();

  // Closing the details, then another section: its own documents, filters reset.
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await page.getByRole('tab', { name: 'Social' }).click();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('section') === 'social' && !url.searchParams.has('author'),
  );
  await expect(page.getByRole('tab', { name: 'Social' })).toHaveAttribute('aria-selected', 'true');
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasText: 'Diego Fuentes' })).toHaveCount(0);
});

test('documents: scrolling to the end of the list loads the next page', async ({ page }) => {
  // The demo tenant has fewer documents than one page of 50 (33 in All): the server is asked for
  // pages of 30 instead, so that its own cursor pages the list. The list asks for the next page about
  // a screen (15 rows) ahead of the last row in view; a 600 px window keeps 30 rows well beyond that.
  const pageSize = 30;
  await page.setViewportSize({ width: 1280, height: 600 });
  const cursors: (string | null)[] = [];
  await page.route('**/api/documents/new?**', async (route) => {
    const url = new URL(route.request().url());
    cursors.push(url.searchParams.get('cursor'));
    url.searchParams.set('limit', String(pageSize));
    await route.continue({ url: url.toString() });
  });
  await openSignedIn(page, '/documents/?section=all');

  const rows = page.getByTestId('document-row');
  await expect(rows.first()).toBeVisible();
  await expect(rows).toHaveCount(pageSize);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  expect(cursors.filter((cursor) => cursor !== null)).toEqual([]);

  // Scrolling down to the last rows asks for the next page with the cursor of the first.
  const nextPage = page.waitForResponse((response) => new URL(response.url()).searchParams.has('cursor'));
  await rows.last().scrollIntoViewIfNeeded();
  const answer = (await (await nextPage).json()) as { data: { documents: { title: string }[] } };
  const more = answer.data.documents;
  expect(more.length).toBeGreaterThan(0);
  expect(cursors.filter((cursor) => cursor !== null)).toHaveLength(1);

  // Its documents join the list below the first page's.
  await expect(rows).toHaveCount(pageSize + more.length);
  await expect(rows.nth(pageSize).getByRole('button', { name: more[0]!.title })).toBeAttached();
});
