import { expect, test } from '@playwright/test';
import { users } from '../support/accounts';
import { signIn } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';
import { seededSites } from './site-api';

test('sites list, site page with history, and the new site form have no serious axe violations', async ({ page }) => {
  test.slow();
  await signIn(page, users.admin, { to: '/sites/' });
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
