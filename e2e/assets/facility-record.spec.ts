import type { Page } from '@playwright/test';
import { users } from '../support/accounts';
import { openSignedIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { assetApi, endsWith, seededAssets, uniqueAssetName, type Branch } from './asset-api';

// Journeys through forms and two tabs: on a 2-core machine they need more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

async function openFacility(page: Page, facility: { id: string; name: string }) {
  await openSignedIn(page, `/facilities/${facility.id}`);
  await expect(page.getByRole('heading', { level: 1, name: facility.name })).toBeVisible();
}

test.describe('two people editing the same facility', () => {
  test.use({ signedInAs: users.admin });
  const name = uniqueAssetName('facility conflict');
  let branch: Branch;
  test.beforeEach(async ({ request }) => {
    branch = await (await assetApi(request)).createBranch(name);
  });
  test.afterEach(async ({ request }) => (await assetApi(request)).removeAll(name));

  test('the later save is refused with "changed by someone else", keeping what was typed', async ({
    page,
    context,
  }) => {
    await openFacility(page, branch.facility);
    await page.getByRole('button', { name: 'Edit' }).click();

    // Meanwhile, in a second tab, the crest length is changed and saved.
    const second = await context.newPage();
    await openFacility(second, branch.facility);
    await second.getByRole('button', { name: 'Edit' }).click();
    await second.getByRole('textbox', { name: 'Crest length (m)' }).fill('1200');
    await second.getByRole('button', { name: 'Save' }).click();
    await expect(second.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(second.getByText('1,200', { exact: true }).first()).toBeVisible();
    await second.close();

    await page.getByRole('textbox', { name: 'Crest length (m)' }).fill('1350');
    await page.getByRole('textbox', { name: 'Description' }).fill('Raised by 2 m in the dry season.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toContainText('changed by someone else');
    await expect(page.getByRole('textbox', { name: 'Crest length (m)' })).toHaveValue('1350');
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('Raised by 2 m in the dry season.');

    await page.getByRole('button', { name: 'Discard my changes and load the latest version' }).click();
    await expect(page.getByRole('textbox', { name: 'Crest length (m)' })).toHaveValue('1200');
  });
});

test.describe('deleting facilities', () => {
  test.use({ signedInAs: users.admin });
  const name = uniqueAssetName('facility delete');
  let branch: Branch;
  test.beforeEach(async ({ request }) => {
    branch = await (await assetApi(request)).createBranch(name, { withCrossSection: true });
  });
  test.afterEach(async ({ request }) => (await assetApi(request)).removeAll(name));

  test('one that still has cross-sections is refused and the dialog says why; an empty one is deleted', async ({
    page,
  }) => {
    await openFacility(page, branch.facility);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(branch.facility.name);
    await dialog.getByRole('button', { name: 'Delete facility' }).click();
    await expect(dialog.getByRole('alert')).toContainText('it still has cross-sections');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: branch.facility.name })).toBeVisible();

    // Its cross-section goes first, from the facility's own list of them.
    await page.getByRole('link', { name: endsWith(branch.crossSection!.name) }).click();
    await expect(page.getByRole('heading', { level: 1, name: branch.crossSection!.name })).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete cross-section' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/cross-sections');

    await openFacility(page, branch.facility);
    await expect(page.getByText('No cross-section recorded for this facility yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete facility' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/facilities');
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await expect(page.getByText('No facilities match')).toBeVisible();
  });
});

test.describe('as a viewer', () => {
  test.use({ signedInAs: users.viewer });

  test('a facility page: an unknown section falls back to Information', async ({ page }) => {
    await openSignedIn(page, '/facilities/?q=F-001');
    await page.getByTestId('facility-row').filter({ hasText: seededAssets.facility.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: seededAssets.facility.name })).toBeVisible();
    const { pathname } = new URL(page.url());
    await page.goto(`${pathname}?section=bogus`);
    await expect(page).toHaveURL(
      (url) => url.pathname === pathname && url.searchParams.get('section') === 'information',
    );
    await expect(page.getByRole('tab', { name: 'Information' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('list', { name: 'Where it sits' })).toBeVisible();
  });

  test('an unknown facility says so, with a way back to the list', async ({ page }) => {
    await openSignedIn(page, '/facilities/0196d7a0-0000-7000-8000-000000000001');
    await expect(page.getByText('Facility not found', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the facilities' }).click();
    await expect(page.getByTestId('facility-row').first()).toBeVisible();
  });
});
