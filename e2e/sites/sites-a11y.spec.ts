import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { users } from '../support/accounts';
import { signIn } from '../support/auth';
import { seededSites } from './site-api';

/** No `serious` or `critical` axe violation; the rules and places are named when there is one. */
async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, targets: violation.nodes.slice(0, 5).map((node) => node.target) }));
  expect(blocking, `axe violations on ${page.url()}`).toEqual([]);
}

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
