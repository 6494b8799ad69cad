import { users } from '../support/accounts';
import { openSignedIn } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { seededAssets } from './asset-api';

test.use({ signedInAs: users.admin });

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} colour scheme`, () => {
    test.use({ colorScheme });

    test('facilities list, a facility page and its edit form have no serious axe violations', async ({ page }) => {
      test.slow();
      await openSignedIn(page, '/facilities/');
      const row = page.getByTestId('facility-row').filter({ hasText: seededAssets.facility.name });
      await expect(row).toBeVisible();
      // A facility whose class wants a review board nobody holds: the warning badge is checked too.
      await expect(page.getByText('No ITRB member').first()).toBeVisible();
      await expectNoSeriousViolations(page);

      await row.click();
      await expect(page.getByRole('heading', { level: 1, name: seededAssets.facility.name })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Where it sits' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'History' }).locator('[aria-busy]')).toHaveCount(0);
      await expectNoSeriousViolations(page);

      await page.getByRole('button', { name: 'Edit' }).click();
      await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}
