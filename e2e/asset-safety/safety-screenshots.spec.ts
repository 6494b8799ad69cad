/**
 * Screenshots of the Criteria (with stability results) and Consequence rating sections in the light
 * and the dark colour scheme at 1280 px and 390 px (e2e/support/screenshots.ts), read and edited.
 */
import { users } from '../support/accounts';
import { openSignedIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { screenshotSchemes, screenshotWidths, shoot } from '../support/screenshots';
import { safetyApi, type Branch } from './safety-api';

test.use({ signedInAs: users.admin });

let branch: Branch | undefined;
test.beforeAll(async ({ request }) => {
  branch = await (await safetyApi(request)).createFilledBranch('screens');
});
test.afterAll(async ({ request }) => (await safetyApi(request)).removeBranch(branch));

for (const colorScheme of screenshotSchemes) {
  for (const viewport of screenshotWidths) {
    test.describe(`${colorScheme}, ${viewport.width} px`, () => {
      test.use({ colorScheme, viewport });

      test('criteria, stability results and consequence rating', async ({ page }, testInfo) => {
        test.slow();
        const { crossSection } = branch!;
        await openSignedIn(page, `/cross-sections/${crossSection.id}?section=criteria`);
        await expect(page.getByTestId('stability-result-row')).toHaveCount(2);
        await expect(page.getByRole('link', { name: new RegExp(branch!.facility.name) }).first()).toBeVisible();
        await shoot(page, testInfo, 'safety-criteria', colorScheme, viewport.width);

        await page.getByRole('button', { name: 'Edit' }).click();
        await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
        await shoot(page, testInfo, 'safety-criteria-edit', colorScheme, viewport.width);

        await page.goto(`/cross-sections/${crossSection.id}?section=consequence-rating`);
        await expect(page.getByTestId('earlier-rating-row')).toHaveCount(1);
        await shoot(page, testInfo, 'safety-rating', colorScheme, viewport.width);

        await page.getByRole('button', { name: 'Re-rate' }).click();
        await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
        await shoot(page, testInfo, 'safety-rating-form', colorScheme, viewport.width);
      });
    });
  }
}
