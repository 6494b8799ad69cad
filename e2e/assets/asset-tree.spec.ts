import type { Page } from '@playwright/test';
import { users } from '../support/accounts';
import { openSignedIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { assetApi, endsWith, uniqueAssetName } from './asset-api';

// A whole walk down the tree and back up: on a 2-core machine it needs more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const uuidPath = (list: string) => (url: URL) => new RegExp(`^/${list}/[0-9a-f-]{36}$`).test(url.pathname);

/** The record's `New …` button in its Information section (the list of its children). */
async function newChild(page: Page, label: string) {
  await page.getByRole('link', { name: label }).click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The links of "Where it sits", site first. */
const placement = (page: Page) => page.getByRole('list', { name: 'Where it sits' });

test.describe('as a manager (tenant admin)', () => {
  test.use({ signedInAs: users.admin });
  const name = uniqueAssetName('tree walk');
  test.afterEach(async ({ request }) => (await assetApi(request)).removeAll(name));

  test('site → infrastructure → facility → cross-section from each record, then back up to the site', async ({
    page,
  }) => {
    await openSignedIn(page, '/sites/new');
    await page.getByRole('textbox', { name: 'Name' }).fill(`${name} site`);
    await page.getByRole('combobox', { name: 'Country' }).fill('chil');
    await page.getByRole('option', { name: 'Chile' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${name} site` })).toBeVisible();
    await expect(page.getByText('No infrastructure recorded at this site yet.')).toBeVisible();

    // Infrastructure: the site is preset from the address.
    await newChild(page, 'New infrastructure');
    await expect(page).toHaveURL((url) => url.pathname === '/infrastructures/new' && url.searchParams.has('siteID'));
    await expect(page.getByRole('combobox', { name: 'Site' })).toHaveValue(endsWith(`${name} site`));
    await page.getByRole('textbox', { name: 'Name' }).fill(`${name} TSF`);
    await choose(page, 'Type', 'Tailings storage');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${name} TSF` })).toBeVisible();
    await expect(page).toHaveURL(uuidPath('infrastructures'));
    await expect(page.getByRole('tab', { name: 'Information' })).toHaveAttribute('aria-selected', 'true');

    // Facility, under the infrastructure.
    await newChild(page, 'New facility');
    await expect(page.getByRole('combobox', { name: 'Infrastructure' })).toHaveValue(endsWith(`${name} TSF`));
    await page.getByRole('textbox', { name: 'Name' }).fill(`${name} embankment`);
    await choose(page, 'Type', 'Embankment');
    await choose(page, 'Construction method', 'Downstream');
    await choose(page, 'Phase', 'Construction');
    await page.getByRole('textbox', { name: 'Height (m)' }).fill('38.5');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${name} embankment` })).toBeVisible();
    await expect(page).toHaveURL(uuidPath('facilities'));
    await expect(page.getByText('38.5', { exact: true }).first()).toBeVisible();

    // Cross-section, under the facility.
    await newChild(page, 'New cross-section');
    await expect(page.getByRole('combobox', { name: 'Facility' })).toHaveValue(endsWith(`${name} embankment`));
    await page.getByRole('textbox', { name: 'Name' }).fill(`${name} Ch 0+250`);
    await page.getByRole('textbox', { name: 'Chainage (m)' }).fill('250');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${name} Ch 0+250` })).toBeVisible();
    await expect(page).toHaveURL(uuidPath('cross-sections'));

    // Back up through "Where it sits": facility, infrastructure, site.
    await expect(placement(page).getByRole('link')).toHaveCount(3);
    await placement(page)
      .getByRole('link', { name: endsWith(`${name} embankment`) })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `${name} embankment` })).toBeVisible();
    const crossSections = page.getByRole('heading', { level: 2, name: 'Cross-sections (1)' });
    await expect(crossSections).toBeVisible();
    await expect(page.getByRole('link', { name: endsWith(`${name} Ch 0+250`) })).toBeVisible();

    await placement(page)
      .getByRole('link', { name: endsWith(`${name} TSF`) })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `${name} TSF` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Facilities (1)' })).toBeVisible();

    await placement(page)
      .getByRole('link', { name: endsWith(`${name} site`) })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `${name} site` })).toBeVisible();
    await expect(page).toHaveURL(uuidPath('sites'));
    await expect(page.getByRole('link', { name: endsWith(`${name} TSF`) })).toBeVisible();
  });
});
