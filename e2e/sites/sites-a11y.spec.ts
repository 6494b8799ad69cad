import { users } from '../support/accounts';
import { openSignedIn } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { seededSites } from './site-api';

test.use({ signedInAs: users.admin });

test('sites list, site page with history, and the new site form have no serious axe violations', async ({ page }) => {
  test.slow();
  await openSignedIn(page, '/sites/');
  await expect(page.getByTestId('site-row').filter({ hasText: seededSites.cerroAlto.name })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByTestId('site-row').filter({ hasText: seededSites.cerroAlto.name }).click();
  await expect(page.getByTestId('activity-row').first()).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/sites/new');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await expectNoSeriousViolations(page);
});
