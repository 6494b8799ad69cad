/**
 * The register's search, filters and sort live in the address; a row opens its risk; an asset's
 * page links to its open risks.
 */
import { riskTitles, users } from '../support/accounts';
import { openSignedIn } from '../support/auth';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: users.viewer });

test('search and filters narrow the register and stay in the address; a row opens its risk', async ({ page }) => {
  await openSignedIn(page, '/risks/');
  const rows = page.getByTestId('risk-row');
  await expect(rows.first()).toBeVisible();
  // A viewer may not create.
  await expect(page.getByRole('link', { name: 'New risk' })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search' }).fill('Overtopping');
  await expect(page).toHaveURL(/q=Overtopping/);
  await expect(rows.filter({ hasText: riskTitles.northwind })).toBeVisible();
  // The search runs on the server over code and title: every row left names it.
  await expect(rows.filter({ hasNotText: /overtopping/i })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Treated', exact: true }).click();
  await expect(page).toHaveURL(/status=treated/);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('Overtopping');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Treated');

  await rows.filter({ hasText: riskTitles.northwind }).click();
  await expect(page.getByRole('heading', { level: 1, name: riskTitles.northwind })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Information' })).toHaveAttribute('aria-selected', 'true');
});
