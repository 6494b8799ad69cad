import { users } from '../support/accounts';
import { openSignedIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { safetyApi, type Branch } from './safety-api';

test.describe.configure({ timeout: 60_000 });

test.describe('consequence rating', () => {
  test.use({ signedInAs: users.admin });
  let branch: Branch | undefined;
  test.beforeAll(async ({ request }) => {
    const api = await safetyApi(request);
    branch = await api.createBranch('rating');
    await api.rate(branch.crossSection.id, 'significant', 'Desk study before the breach analysis.');
  });
  test.afterAll(async ({ request }) => (await safetyApi(request)).removeBranch(branch));

  test('re-rate a cross-section; the earlier rating stays in the history and the facility takes the new class', async ({
    page,
  }) => {
    const { crossSection, facility } = branch!;
    await openSignedIn(page, `/facilities/${facility.id}`);
    const facilityClass = page
      .locator('dt', { hasText: /^Consequence class$/ })
      .locator('xpath=following-sibling::dd[1]');
    await expect(facilityClass).toContainText('Significant');

    await page.goto(`/cross-sections/${crossSection.id}?section=consequence-rating`);
    await expect(page.getByTestId('current-rating')).toContainText('Significant');
    await page.getByRole('button', { name: 'Re-rate' }).click();
    await page.getByRole('combobox', { name: 'Potential loss of life' }).click();
    await page.getByRole('option', { name: 'Extreme' }).click();
    await page
      .getByRole('textbox', { name: 'Rationale' })
      .fill('Breach analysis 2026: town within the inundation zone.');
    await page.getByRole('button', { name: 'Save' }).click();

    const current = page.getByTestId('current-rating');
    await expect(current).toContainText('Extreme');
    await expect(current).toContainText('Breach analysis 2026');
    await expect(page.getByTestId('earlier-rating-row')).toHaveCount(1);
    await expect(page.getByTestId('earlier-rating-row')).toContainText('Desk study');

    // Inside the app (no reload): the facility's cached record was refreshed by the rating.
    await page.getByRole('tab', { name: 'Information' }).click();
    await page
      .getByRole('list', { name: 'Where it sits' })
      .getByRole('link', { name: new RegExp(facility.name) })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === `/facilities/${facility.id}`);
    await expect(facilityClass).toContainText('Extreme');
  });
});
