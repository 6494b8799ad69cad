import { statSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { users } from '../support/accounts';
import { samePath, signIn } from '../support/auth';
import { holdRequests } from '../support/network';

// Northwind Mining's seeded documents (apps/api/src/db/seed): 6 unassigned, from 5 authors;
// Diego Fuentes wrote one of them. 4 social documents.

test('documents: section fallback, skeleton, rows, author filter, details and download', async ({ page }, testInfo) => {
  await signIn(page, users.viewer);
  const slow = await holdRequests(page, '**/api/documents/new**');

  await page.goto('/documents/?section=bogus');

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
  await details.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(await download.failure()).toBeNull();
  const saved = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(saved);
  expect(statSync(saved).size).toBeGreaterThan(0);
  await expect(details.getByText(download.suggestedFilename())).toBeVisible();

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
