import type { Page } from '@playwright/test';
import { users } from '../support/accounts';
import { mainNav, openSignedIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { seededSites, siteApi, uniqueSiteName } from './site-api';

// Whole journeys through forms and lists: on a 2-core machine they need more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

async function openSeededSite(page: Page, name: string) {
  await openSignedIn(page, '/sites/');
  await page.getByTestId('site-row').filter({ hasText: name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe('as a manager (tenant admin)', () => {
  test.use({ signedInAs: users.admin });
  const name = uniqueSiteName('lifecycle');
  test.afterEach(async ({ request }) => (await siteApi(request, users.admin)).removeAll(`${name} (renamed)`));

  test('create a site, see it and its history, edit it, delete it', async ({ page }) => {
    await openSignedIn(page, '/sites/');
    await page.getByRole('link', { name: 'New site' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New site' })).toBeVisible();

    const code = page.getByRole('textbox', { name: 'Code' });
    await expect(code).toHaveAttribute('placeholder', /assigned/i);
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Description' }).fill('Tailings and water storage for a copper project.');
    await page.getByRole('combobox', { name: 'Country' }).fill('peru');
    await page.getByRole('option', { name: 'Peru' }).click();
    await page.getByRole('textbox', { name: 'Region' }).fill('Arequipa');
    await page.getByRole('textbox', { name: 'Latitude' }).fill('-16.4');
    await page.getByRole('textbox', { name: 'Longitude' }).fill('-71.5');
    await page.getByRole('textbox', { name: 'Commodity' }).fill('Copper');
    await page.getByRole('textbox', { name: 'Operator' }).fill('Northwind Peru SAC');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL((url) => /^\/sites\/[0-9a-f-]{36}$/.test(url.pathname));
    await expect(page.getByText(/^S-\d{3}$/).first()).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Information' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('16.400° S, 71.500° W')).toBeVisible();
    const map = page.getByRole('link', { name: /Show on OpenStreetMap/ });
    await expect(map).toHaveAttribute('href', /openstreetmap\.org\/\?mlat=-16\.4&mlon=-71\.5/);
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByTestId('activity-row').first()).toContainText('created it');

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill(`${name} (renamed)`);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Care and maintenance' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${name} (renamed)` })).toBeVisible();
    const change = history.getByTestId('activity-row').first();
    await expect(change).toContainText('changed it');
    await expect(change).toContainText(`Name: ${name}`);
    await expect(change).toContainText(`${name} (renamed)`);
    await expect(change).toContainText('Status: Active');
    await expect(change).toContainText('Care and maintenance');

    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`${name} (renamed)`);
    await dialog.getByRole('button', { name: 'Delete site' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/sites');
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await expect(page.getByText('No sites match')).toBeVisible();
  });

  test('a site that still has infrastructure is not deleted, and the dialog says why', async ({ page }) => {
    await openSeededSite(page, seededSites.cerroAlto.name);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Delete site' }).click();
    await expect(dialog.getByRole('alert')).toContainText('cannot be deleted while other records depend on it');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: seededSites.cerroAlto.name })).toBeVisible();
  });

  test('the form asks before leaving with unsaved changes', async ({ page }) => {
    await openSignedIn(page, '/sites/new');
    await page.getByRole('textbox', { name: 'Name' }).fill('Half-typed site');
    await mainNav(page).getByRole('link', { name: 'Risks' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay and keep editing' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Half-typed site');
    await mainNav(page).getByRole('link', { name: 'Risks' }).click();
    await page.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Risks' })).toBeVisible();
  });
});

test.describe('two people editing the same site', () => {
  test.use({ signedInAs: users.admin });
  const name = uniqueSiteName('conflict');
  test.afterEach(async ({ request }) => (await siteApi(request, users.admin)).removeAll(name));

  test('the later save is refused with "changed by someone else", keeping what was typed', async ({
    page,
    context,
    request,
  }) => {
    const api = await siteApi(request, users.admin);
    const site = await api.create({ name, country: 'CA', region: 'British Columbia' });
    await openSignedIn(page, `/sites/${site.siteID}`);
    await page.getByRole('button', { name: 'Edit' }).click();

    // Meanwhile, in a second tab, the region is changed and saved.
    const second = await context.newPage();
    await second.goto(`/sites/${site.siteID}`);
    await second.getByRole('button', { name: 'Edit' }).click();
    await second.getByRole('textbox', { name: 'Region' }).fill('Yukon');
    await second.getByRole('button', { name: 'Save' }).click();
    await expect(second.getByText('Yukon').first()).toBeVisible();
    await second.close();

    await page.getByRole('textbox', { name: 'Region' }).fill('Alberta');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toContainText('changed by someone else');
    await expect(page.getByRole('textbox', { name: 'Region' })).toHaveValue('Alberta');

    await page.getByRole('button', { name: 'Discard my changes and load the latest version' }).click();
    await expect(page.getByRole('textbox', { name: 'Region' })).toHaveValue('Yukon');
    await page.getByRole('textbox', { name: 'Region' }).fill('Alberta');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(page.getByText('Alberta').first()).toBeVisible();
  });
});

test.describe('as a viewer', () => {
  test.use({ signedInAs: users.viewer });

  test('no New site, no Edit or Delete, and no history', async ({ page }) => {
    await openSignedIn(page, '/sites/');
    await expect(page.getByTestId('site-row').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'New site' })).toHaveCount(0);

    await openSeededSite(page, seededSites.kestrel.name);
    await expect(page.getByText(seededSites.kestrel.code).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'History' })).toHaveCount(0);

    await page.goto('/sites/new');
    await expect(page.getByText('does not allow creating sites')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  });

  test('a site page: unknown section falls back to information; tabs switch sections', async ({ page }) => {
    await openSeededSite(page, seededSites.cerroAlto.name);
    const address = new URL(page.url());
    await page.goto(`${address.pathname}?section=nonsense`);
    await expect(page).toHaveURL((url) => url.searchParams.get('section') === 'information');
    await expect(page.getByRole('tab', { name: 'Information' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Criteria' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('section') === 'criteria');
    await expect(page.getByRole('heading', { name: 'Design criteria' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Sites' }),
    ).toBeVisible();
  });

  test('an unknown site says so, with a way back to the list', async ({ page }) => {
    await openSignedIn(page, '/sites/0196d7a0-0000-7000-8000-000000000001');
    await expect(page.getByText('Site not found', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the sites' }).click();
    await expect(page.getByTestId('site-row').first()).toBeVisible();
  });
});
