/**
 * Screenshots of the sites screens in the light and the dark colour scheme at 1280 px and 390 px,
 * saved as test-results/screenshots/<screen>-<scheme>-<width>.png for a person to look at (the same
 * convention as e2e/screenshots). They are not compared with stored images.
 */
import { users } from '../support/accounts';
import { openSignedIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { screenshotSchemes, screenshotWidths, shoot } from '../support/screenshots';
import { seededSites } from './site-api';

test.use({ signedInAs: users.admin });

for (const colorScheme of screenshotSchemes) {
  for (const viewport of screenshotWidths) {
    test.describe(`${colorScheme}, ${viewport.width} px`, () => {
      test.use({ colorScheme, viewport });

      test('sites list, site, site history, new site form', async ({ page }, testInfo) => {
        test.slow();
        await openSignedIn(page, '/sites/');
        await expect(page.getByTestId('site-row').filter({ hasText: seededSites.cerroAlto.name })).toBeVisible();
        await shoot(page, testInfo, 'sites', colorScheme, viewport.width);

        await page.getByTestId('site-row').filter({ hasText: seededSites.cerroAlto.name }).click();
        await expect(page.getByRole('heading', { level: 1, name: seededSites.cerroAlto.name })).toBeVisible();
        await expect(page.getByTestId('activity-row').first()).toBeVisible();
        await shoot(page, testInfo, 'site', colorScheme, viewport.width);

        await page.getByRole('button', { name: 'Edit' }).click();
        await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
        await shoot(page, testInfo, 'site-edit', colorScheme, viewport.width);

        await page.goto('/sites/new');
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('Required').first()).toBeVisible();
        await shoot(page, testInfo, 'site-new', colorScheme, viewport.width);
      });
    });
  }
}
