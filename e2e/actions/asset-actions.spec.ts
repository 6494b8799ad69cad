/**
 * An asset's page lists the actions recorded against it and the assets below it, each linked, and
 * offers `New action` with the asset preset.
 */
import { seededAssets } from '../assets/asset-api';
import { users } from '../support/accounts';
import { openSignedIn } from '../support/auth';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: users.admin });

test('a facility page lists its actions and raises a new one on the facility', async ({ page }) => {
  await openSignedIn(page, '/facilities/?q=F-001');
  await page.getByTestId('facility-row').filter({ hasText: seededAssets.facility.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: seededAssets.facility.name })).toBeVisible();
  const facilityID = new URL(page.url()).pathname.split('/').at(-1)!;

  const actions = page.getByRole('table', { name: 'Actions' });
  await expect(actions.getByTestId('action-row').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'New action' })).toHaveAttribute(
    'href',
    `/actions/new?assetType=facility&assetID=${facilityID}`,
  );

  const first = actions.getByTestId('action-row').first().getByRole('link');
  const title = await first.textContent();
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title! })).toBeVisible();
});
