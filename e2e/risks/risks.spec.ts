import { riskTitles, users } from '../support/accounts';
import { mainNav, openSignedIn, samePath } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { holdRequests } from '../support/network';

test.use({ signedInAs: users.viewer });

test('risks: Loading... while the API is slow, then the rows; a row expands to its controls', async ({ page }) => {
  await openSignedIn(page, '/dashboard');
  const slow = await holdRequests(page, '**/api/risks**');

  await mainNav(page).getByRole('link', { name: 'Risks' }).click();

  await expect(page).toHaveURL((url) => samePath(url.pathname, '/risks/'));
  await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
  await expect(page.getByTestId('risk-row')).toHaveCount(0);
  expect(slow.held()).toBeGreaterThan(0);
  await slow.release();

  const rows = page.getByTestId('risk-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  const row = rows.filter({ hasText: riskTitles.northwind });
  await expect(row).toBeVisible();

  // R-001 is mitigated by C-002, C-003 and C-012 (apps/api/src/db/seed/data/northwind-risks.ts).
  const toggle = row.getByRole('button', { expanded: false });
  await toggle.click();
  await expect(row.getByRole('button', { expanded: true })).toBeVisible();
  const controlsID = await row.getByRole('button', { expanded: true }).getAttribute('aria-controls');
  expect(controlsID).toBeTruthy();
  const controls = page.locator(`[id="${controlsID}"]`);
  await expect(controls).toBeVisible();
  for (const code of ['C-002', 'C-003', 'C-012']) await expect(controls.getByText(code, { exact: true })).toBeVisible();
  await expect(controls.getByText('Minimum operating freeboard of 2.5 m', { exact: false })).toBeVisible();

  // And collapses again.
  await row.getByRole('button', { expanded: true }).click();
  await expect(controls).toHaveCount(0);
});
