/**
 * The register starts where the work is: an asset's page offers `New risk` on that asset, and an
 * action raised from a risk is on the risk's asset too.
 */
import { endsWith, seededAssets } from '../assets/asset-api';
import { riskTitles, users } from '../support/accounts';
import { openSignedIn } from '../support/auth';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: users.admin });

test('a facility page offers New risk with the facility chosen', async ({ page }) => {
  await openSignedIn(page, '/facilities/?q=F-001');
  await page.getByTestId('facility-row').filter({ hasText: seededAssets.facility.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: seededAssets.facility.name })).toBeVisible();
  await page
    .getByRole('region', { name: 'Open risks recorded against it' })
    .getByRole('link', { name: 'New risk' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'New risk' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Asset type' })).toHaveValue('Facility');
  await expect(page.getByRole('combobox', { name: 'Asset', exact: true })).toHaveValue(
    endsWith(seededAssets.facility.name),
  );
});

test('an action raised from a risk is on the risk’s asset too', async ({ page }) => {
  await openSignedIn(page, '/risks/?q=R-001');
  await page.getByTestId('risk-row').getByRole('link', { name: riskTitles.northwind }).click();
  await expect(page.getByRole('heading', { level: 1, name: riskTitles.northwind })).toBeVisible();
  await page.getByRole('tab', { name: 'Actions' }).click();
  await page.getByRole('link', { name: 'Raise action' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New action' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Asset', exact: true })).toHaveValue(
    endsWith(seededAssets.facility.name),
  );
});
