import type { Page } from '@playwright/test';
import { users } from '../support/accounts';
import { mainNav, openSignedIn, samePath } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { seededAssets } from './asset-api';

// Journeys through a list and a reload: on a 2-core machine they need more than the default 30 s.
test.describe.configure({ timeout: 60_000 });
test.use({ signedInAs: users.viewer });

const rows = (page: Page) => page.getByTestId('facility-row');

test('facilities list: search and a filter in the address, kept after a reload', async ({ page }) => {
  await openSignedIn(page, '/dashboard');
  await mainNav(page).getByRole('link', { name: 'Facilities' }).click();
  await expect(page).toHaveURL((url) => samePath(url.pathname, '/facilities/'));
  const mainEmbankment = rows(page).filter({ hasText: seededAssets.facility.name });
  await expect(mainEmbankment).toBeVisible();
  await expect(mainEmbankment).toContainText(seededAssets.facility.code);
  await expect(rows(page).filter({ hasText: seededAssets.otherFacility.name })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill('cerro alto');
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'cerro alto');
  await expect(rows(page).filter({ hasText: seededAssets.otherFacility.name })).toHaveCount(0);
  await expect(mainEmbankment).toBeVisible();

  await page.getByRole('combobox', { name: 'Phase' }).click();
  await page.getByRole('option', { name: 'Operation' }).click();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('q') === 'cerro alto' && url.searchParams.get('phase') === 'operation',
  );
  await expect(mainEmbankment).toBeVisible();
  const shown = await rows(page).count();
  expect(shown).toBeGreaterThan(0);
  for (const row of await rows(page).all()) await expect(row).toContainText('Operation');

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('cerro alto');
  await expect(page.getByRole('combobox', { name: 'Phase' })).toHaveValue('Operation');
  await expect(mainEmbankment).toBeVisible();
  await expect(rows(page)).toHaveCount(shown);

  // A row opens its facility.
  await mainEmbankment.click();
  await expect(page.getByRole('heading', { level: 1, name: seededAssets.facility.name })).toBeVisible();
  await expect(page).toHaveURL((url) => /^\/facilities\/[0-9a-f-]{36}$/.test(url.pathname));
});

test('facilities list: an invalid filter in the address is dropped', async ({ page }) => {
  await openSignedIn(page, '/facilities/?phase=nonsense&consequenceClass=huge&q=cerro');
  await expect(page).toHaveURL(
    (url) =>
      !url.searchParams.has('phase') &&
      !url.searchParams.has('consequenceClass') &&
      url.searchParams.get('q') === 'cerro',
  );
  await expect(rows(page).filter({ hasText: seededAssets.facility.name })).toBeVisible();
});
