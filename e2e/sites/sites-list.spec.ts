import type { Page } from '@playwright/test';
import { users } from '../support/accounts';
import { mainNav, openSignedIn, samePath } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { holdRequests } from '../support/network';
import { seededSites } from './site-api';

// Whole journeys through forms and lists: on a 2-core machine they need more than the default 30 s.
test.describe.configure({ timeout: 60_000 });
test.use({ signedInAs: users.viewer });

const rows = (page: Page) => page.getByTestId('site-row');

test('sites list: skeleton, rows, and search, filters and sort kept in the address', async ({ page }) => {
  await openSignedIn(page, '/dashboard');
  const slow = await holdRequests(page, '**/api/sites?**');
  await mainNav(page).getByRole('link', { name: 'Sites' }).click();
  await expect(page).toHaveURL((url) => samePath(url.pathname, '/sites/'));
  await expect(page.getByTestId('site-row-skeleton').first()).toBeVisible();
  await slow.release();

  const cerroAlto = rows(page).filter({ hasText: seededSites.cerroAlto.name });
  await expect(cerroAlto).toBeVisible();
  await expect(cerroAlto).toContainText(seededSites.cerroAlto.country);
  await expect(cerroAlto).toContainText('Active');
  await expect(page.getByRole('status').filter({ hasText: /^\d+ sites?$/ })).toBeVisible();

  // Search: debounced into `q`, and the list follows.
  await page.getByRole('searchbox', { name: 'Search' }).fill('kestrel');
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'kestrel');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(seededSites.kestrel.name);
  await expect(page.getByText('1 site', { exact: true })).toBeVisible();

  // The address restores the search after a reload.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('kestrel');
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(page).toHaveURL((url) => !url.searchParams.has('q'));

  // Filters: country by its localized name, status by its label.
  await page.getByRole('combobox', { name: 'Country' }).fill('chil');
  await page.getByRole('option', { name: 'Chile' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('country') === 'CL');
  await expect(rows(page).filter({ hasText: seededSites.kestrel.name })).toHaveCount(0);
  await expect(cerroAlto).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Closed' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('status') === 'closed');
  await expect(page.getByText('No sites match')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(page).toHaveURL((url) => !url.searchParams.has('status') && !url.searchParams.has('country'));
  await expect(cerroAlto).toBeVisible();

  // Sort: a header, then the Sort by choice; the default sort is left out of the address.
  await page.getByRole('columnheader', { name: /^Name/ }).getByRole('button').click();
  await expect(page).toHaveURL((url) => url.searchParams.get('sort') === 'name');
  await expect(page.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('columnheader', { name: /^Name/ }).getByRole('button').click();
  await expect(page).toHaveURL((url) => url.searchParams.get('sort') === '-name');
  // The address changes at once; the rows follow when the page sorted that way arrives.
  await expect(async () => {
    const names = await rows(page).locator('a').allInnerTexts();
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
  }).toPass({ timeout: 10_000 });
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Code, ascending' }).click();
  await expect(page).toHaveURL((url) => !url.searchParams.has('sort'));

  // A row opens its site, by click and by Enter.
  await cerroAlto.click();
  await expect(page.getByRole('heading', { level: 1, name: seededSites.cerroAlto.name })).toBeVisible();
  await expect(page).toHaveURL((url) => /^\/sites\/[0-9a-f-]{36}$/.test(url.pathname));
  await page.goBack();
  await rows(page).filter({ hasText: seededSites.kestrel.name }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: seededSites.kestrel.name })).toBeVisible();
});

test('sites list: invalid values in the address fall back, and the address says so', async ({ page }) => {
  await openSignedIn(page, '/sites/?status=nonsense&sort=height&country=cl&q=cerro');
  await expect(page).toHaveURL(
    (url) =>
      !url.searchParams.has('status') &&
      !url.searchParams.has('sort') &&
      url.searchParams.get('country') === 'CL' &&
      url.searchParams.get('q') === 'cerro',
  );
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(seededSites.cerroAlto.name);
});

test('sites list on a phone: cards instead of columns', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, '/sites/');
  const card = rows(page).filter({ hasText: seededSites.cerroAlto.name });
  await expect(card).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(card.getByText('Country')).toBeVisible();
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: seededSites.cerroAlto.name })).toBeVisible();
});
