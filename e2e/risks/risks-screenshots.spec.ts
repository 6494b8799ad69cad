/**
 * Screenshots of the risk register's screens in the light and the dark colour scheme at 1280 px and
 * 390 px (test-results/screenshots/<screen>-<scheme>-<width>.png), for a person to look at.
 */
import { riskTitles, users } from '../support/accounts';
import { openSignedIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { screenshotSchemes, screenshotWidths, shoot } from '../support/screenshots';

test.use({ signedInAs: users.admin });

for (const colorScheme of screenshotSchemes) {
  for (const viewport of screenshotWidths) {
    test.describe(`${colorScheme}, ${viewport.width} px`, () => {
      test.use({ colorScheme, viewport });

      test('risks list, heat map, risk, its controls, new risk, settings', async ({ page }, testInfo) => {
        test.slow();
        await openSignedIn(page, '/risks/');
        const row = page.getByTestId('risk-row').filter({ hasText: riskTitles.northwind });
        await expect(row).toBeVisible();
        await shoot(page, testInfo, 'risks-list', colorScheme, viewport.width);

        await openSignedIn(page, '/risks/?view=heat-map');
        await expect(page.getByTestId('heat-map-cell')).toHaveCount(25);
        await shoot(page, testInfo, 'risks-heat-map', colorScheme, viewport.width);

        await openSignedIn(page, '/risks/');
        await page.getByTestId('risk-row').filter({ hasText: riskTitles.northwind }).click();
        await expect(page.getByRole('heading', { level: 1, name: riskTitles.northwind })).toBeVisible();
        await expect(page.getByTestId('residual-suggestion')).toBeVisible();
        await shoot(page, testInfo, 'risk', colorScheme, viewport.width);

        await page.getByRole('tab', { name: 'Controls' }).click();
        await expect(page.getByTestId('control-row').first()).toBeVisible();
        await shoot(page, testInfo, 'risk-controls', colorScheme, viewport.width);

        await page.getByRole('tab', { name: 'Actions' }).click();
        await expect(page.getByRole('link', { name: 'Raise action' })).toBeVisible();
        await shoot(page, testInfo, 'risk-actions', colorScheme, viewport.width);

        await page.getByRole('tab', { name: 'Documents' }).click();
        await expect(page.getByRole('tab', { name: 'Documents', selected: true })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await shoot(page, testInfo, 'risk-documents', colorScheme, viewport.width);

        await page.getByRole('tab', { name: 'Information' }).click();
        await page.getByRole('button', { name: 'Edit' }).click();
        await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
        await shoot(page, testInfo, 'risk-edit', colorScheme, viewport.width);

        await openSignedIn(page, '/risks/new');
        await expect(page.getByRole('heading', { level: 1, name: 'New risk' })).toBeVisible();
        await shoot(page, testInfo, 'risk-new', colorScheme, viewport.width);

        await openSignedIn(page, '/settings?section=risk-matrix');
        await expect(page.getByRole('heading', { level: 2, name: 'Risk matrix' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Preview' })).toBeVisible();
        await shoot(page, testInfo, 'settings', colorScheme, viewport.width);

        await openSignedIn(page, '/sites/');
        await page.getByTestId('site-row').first().click();
        await expect(page.getByRole('heading', { level: 2, name: /Open risks recorded against it/ })).toBeVisible();
        await shoot(page, testInfo, 'site-open-risks', colorScheme, viewport.width);
      });
    });
  }
}
