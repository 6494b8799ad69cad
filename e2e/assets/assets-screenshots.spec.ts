/**
 * Screenshots of the facilities list, a facility page (read and edited) and the cross-sections list
 * in the light and the dark colour scheme at 1280 px and 390 px (e2e/support/screenshots.ts).
 */
import { users } from '../support/accounts';
import { openSignedIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { screenshotSchemes, screenshotWidths, shoot } from '../support/screenshots';
import { seededAssets } from './asset-api';

test.use({ signedInAs: users.admin });

for (const colorScheme of screenshotSchemes) {
  for (const viewport of screenshotWidths) {
    test.describe(`${colorScheme}, ${viewport.width} px`, () => {
      test.use({ colorScheme, viewport });

      test('facilities list, facility, facility edit form, cross-sections list', async ({ page }, testInfo) => {
        test.slow();
        await openSignedIn(page, '/facilities/');
        const row = page.getByTestId('facility-row').filter({ hasText: seededAssets.facility.name });
        await expect(row).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /^\d+ facilit/ })).toBeVisible();
        await shoot(page, testInfo, 'facilities', colorScheme, viewport.width);

        await row.click();
        await expect(page.getByRole('heading', { level: 1, name: seededAssets.facility.name })).toBeVisible();
        await expect(page.getByRole('list', { name: 'Where it sits' })).toBeVisible();
        await expect(page.getByRole('region', { name: 'History' }).locator('[aria-busy]')).toHaveCount(0);
        await shoot(page, testInfo, 'facility', colorScheme, viewport.width);

        await page.getByRole('button', { name: 'Edit' }).click();
        await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
        await shoot(page, testInfo, 'facility-edit', colorScheme, viewport.width);

        await page.goto('/cross-sections/');
        const crossSection = page.getByTestId('cross-section-row').filter({ hasText: seededAssets.crossSection.name });
        await expect(crossSection).toBeVisible();
        await shoot(page, testInfo, 'cross-sections', colorScheme, viewport.width);
      });
    });
  }
}
