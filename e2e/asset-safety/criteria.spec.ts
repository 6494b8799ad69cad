import type { Page } from '@playwright/test';
import { users } from '../support/accounts';
import { openSignedIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { safetyApi, type Branch } from './safety-api';

// Whole journeys through forms: on a 2-core machine they need more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

function criterion(page: Page, key: string) {
  return page.locator(`[data-testid="criterion-row"][data-criterion="${key}"]`);
}

test.describe('design criteria', () => {
  test.use({ signedInAs: users.admin });
  let branch: Branch | undefined;
  test.beforeAll(async ({ request }) => {
    const api = await safetyApi(request);
    branch = await api.createBranch('criteria');
    await api.rate(branch.crossSection.id, 'high', 'Initial rating for the criteria journey.');
  });
  test.afterAll(async ({ request }) => (await safetyApi(request)).removeBranch(branch));

  test('override a criterion at a site, see it "Set here", and clear it back to the tenant default', async ({
    page,
  }) => {
    await openSignedIn(page, `/sites/${branch!.site.id}?section=criteria`);
    const freeboard = criterion(page, 'minFreeboardM');
    await expect(freeboard).toContainText(/for class High/);

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'Minimum freeboard' }).fill('2.5');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(freeboard).toContainText('2.5 m');
    await expect(freeboard).toContainText('Set here');

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'Clear Minimum freeboard' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(freeboard).toContainText(/for class High/);
    await expect(freeboard).not.toContainText('Set here');
  });

  test('a value set at a facility is inherited by its cross-section, named and linked', async ({ page }) => {
    const { facility, crossSection } = branch!;
    await openSignedIn(page, `/facilities/${facility.id}?section=criteria`);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'Rapid drawdown' }).fill('1.35');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(criterion(page, 'minFosRapidDrawdown')).toContainText('Set here');

    await page.goto(`/cross-sections/${crossSection.id}?section=criteria`);
    const drawdown = criterion(page, 'minFosRapidDrawdown');
    await expect(drawdown).toContainText('1.35');
    await expect(drawdown).toContainText('Inherited from facility');
    const link = drawdown.getByRole('link', { name: `${facility.code} ${facility.name}` });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === `/facilities/${facility.id}`);
  });

  test('a failing stability result says "Fail" and is counted above the table', async ({ page }) => {
    await openSignedIn(page, `/cross-sections/${branch!.crossSection.id}?section=criteria`);
    await page.getByRole('button', { name: 'Add result' }).click();
    await page.getByRole('combobox', { name: 'Load case' }).click();
    await page.getByRole('option', { name: 'Long-term static' }).click();
    await page.getByRole('textbox', { name: 'Method' }).fill('Spencer');
    await page.getByRole('textbox', { name: 'Factor of safety' }).fill('1.1');
    await page.getByLabel('Analysis date').fill('2026-01-15');
    await page.getByRole('button', { name: 'Save' }).click();

    const row = page.getByTestId('stability-result-row').filter({ hasText: 'Spencer' });
    await expect(row).toContainText('Long-term static');
    await expect(row).toContainText('1.10');
    await expect(row).toContainText('Fail');
    await expect(page.getByRole('alert').filter({ hasText: 'below its minimum factor of safety' })).toBeVisible();
  });
});

test.describe('as a viewer', () => {
  test.use({ signedInAs: users.viewer });

  test('a viewer sees the criteria, the results and the rating, but no control that changes them', async ({
    page,
    request,
  }) => {
    const api = await safetyApi(request);
    const branch = await api.createBranch('viewer');
    try {
      await api.rate(branch.crossSection.id, 'significant', 'Rated for the viewer journey.');
      await openSignedIn(page, `/sites/${branch.site.id}?section=criteria`);
      await expect(criterion(page, 'minFreeboardM')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);

      await page.goto(`/cross-sections/${branch.crossSection.id}?section=criteria`);
      await expect(page.getByRole('heading', { name: 'Stability results' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Add result' })).toHaveCount(0);

      await page.goto(`/cross-sections/${branch.crossSection.id}?section=consequence-rating`);
      await expect(page.getByTestId('current-rating')).toContainText('Significant');
      await expect(page.getByRole('button', { name: /rate/i })).toHaveCount(0);
    } finally {
      await api.removeBranch(branch);
    }
  });
});
