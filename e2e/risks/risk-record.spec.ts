/**
 * A risk from the register's `New risk` to its page: rated as it is typed in (the tenant's matrix
 * gives the rating live), saved, shown with its coloured rating, then a new control written on its
 * Controls section and linked to it. Axe scans the form and each of the risk's sections on the way.
 * The spec deletes what it made.
 */
import { users } from '../support/accounts';
import { openSignedIn } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { riskApi } from './risk-api';

test.use({ signedInAs: users.admin });

const title = 'E2E risk: piping through the starter dam foundation';
const controlDescription = 'E2E control: weekly piezometer readings along the starter dam';

test.afterEach(async ({ request }) => {
  const api = await riskApi(request, users.admin);
  await api.removeRisks(title);
  await api.removeControls(controlDescription);
});

test('create a risk and rate it, then link a new control to it', async ({ page }) => {
  test.slow(); // four axe scans on the way
  await openSignedIn(page, '/risks/');
  await page.getByRole('link', { name: 'New risk' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New risk' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('combobox', { name: 'Failure mode' }).click();
  await page.getByRole('option', { name: 'Internal erosion' }).click();

  // The rating follows the chosen likelihood and consequence (default matrix: 5 × 5 is Critical).
  const inherent = page.getByTestId('inherent-rating-preview');
  await expect(inherent).toContainText('Not rated');
  await page.getByRole('combobox', { name: 'Inherent likelihood' }).click();
  await page.getByRole('option', { name: /^5\./ }).click();
  await page.getByRole('combobox', { name: 'Inherent consequence' }).click();
  await page.getByRole('option', { name: /^5\./ }).click();
  await expect(inherent).toContainText('Critical');
  await expect(inherent).toContainText('L5 × C5');

  // L1 × C2, not L1 × C1: the matrix settings spec, running beside this one, changes that cell.
  await page.getByRole('combobox', { name: 'Residual likelihood' }).click();
  await page.getByRole('option', { name: /^1\./ }).click();
  await page.getByRole('combobox', { name: 'Residual consequence' }).click();
  await page.getByRole('option', { name: /^2\./ }).click();
  await expect(page.getByTestId('residual-rating-preview')).toContainText('Low');
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(/\/risks\/[0-9a-f-]{36}/);
  const inherentFact = page.getByText('Inherent rating', { exact: true }).locator('..');
  await expect(inherentFact.locator('[data-rating="4"]')).toHaveText('Critical');
  // No controls yet: the suggestion keeps the inherent rating, and warns that the chosen Low differs.
  const suggestion = page.getByTestId('residual-suggestion');
  await expect(suggestion).toContainText('No controls are linked');
  await expect(suggestion.getByRole('alert')).toContainText('The chosen residual rating differs');
  await expectNoSeriousViolations(page);

  await page.getByRole('tab', { name: 'Controls' }).click();
  await expect(page.getByText('No controls are linked to this risk.')).toBeVisible();
  await page.getByRole('button', { name: 'New control' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Description' }).fill(controlDescription);
  await dialog.getByRole('combobox', { name: 'Proactive or reactive' }).click();
  await page.getByRole('option', { name: 'Proactive' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);

  const row = page.getByTestId('control-row').filter({ hasText: controlDescription });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Planned');
  await expectNoSeriousViolations(page);

  // Actions are raised from the risk in the actions area, with the risk preset.
  const riskID = new URL(page.url()).pathname.split('/').at(-1)!;
  await page.getByRole('tab', { name: 'Actions' }).click();
  await expect(page.getByText('No actions have been raised from this risk.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Raise action' })).toHaveAttribute(
    'href',
    `/actions/new?source=risk&riskID=${riskID}`,
  );
  await expectNoSeriousViolations(page);
});
