/**
 * Axe over the risk register's screens: a risk's sections, a new risk, the matrix settings (the list
 * with its heat map is scanned whole in e2e/a11y/axe.spec.ts).
 */
import { riskTitles, users } from '../support/accounts';
import { openSignedIn } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: users.admin });

test("a risk's information, controls and actions, and a new risk", async ({ page }) => {
  test.slow();
  await openSignedIn(page, '/risks/');
  await page.getByTestId('risk-row').filter({ hasText: riskTitles.northwind }).click();
  await expect(page.getByTestId('residual-suggestion')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('tab', { name: 'Controls' }).click();
  await expect(page.getByTestId('control-row').first()).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('tab', { name: 'Actions' }).click();
  await expect(page.getByRole('link', { name: 'Raise action' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await openSignedIn(page, '/risks/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New risk' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the risk matrix settings', async ({ page }) => {
  await openSignedIn(page, '/settings');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('risk-matrix-preview')).toBeVisible();
  await expectNoSeriousViolations(page);
});
