/** The controls and actions screens have no serious axe violations. */
import { users } from '../support/accounts';
import { openSignedIn } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: users.admin });

// The new control form is made of the same declared fields as the new action form scanned below.
test('controls list, and a control with its verifications', async ({ page }) => {
  test.slow();
  await openSignedIn(page, '/controls/');
  await expect(page.getByTestId('control-row').first()).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByTestId('control-row').first().click();
  await expect(page.getByTestId('activity-row').first()).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('tab', { name: 'Verifications' }).click();
  await expect(page.getByTestId('verification-row').first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('actions list, an action, and the new action form with its problems', async ({ page }) => {
  test.slow();
  await openSignedIn(page, '/actions/');
  await expect(page.getByTestId('action-row').first()).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByTestId('action-row').first().click();
  await expect(page.getByRole('region', { name: 'History' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // With its problems shown: the error texts are part of what must be readable.
  await page.goto('/actions/new?source=risk');
  await expect(page.getByRole('combobox', { name: /^Risk/ })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await expectNoSeriousViolations(page);
});
