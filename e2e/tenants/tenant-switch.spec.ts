import { expect, test, type Page } from '@playwright/test';
import { riskTitles, tenants, users } from '../support/accounts';
import { signIn, storedItem, tenantControl } from '../support/auth';

async function riskRowTexts(page: Page): Promise<string[]> {
  return page.getByTestId('risk-row').allInnerTexts();
}

test('switching the tenant changes the stored tenant, the header and the risks shown', async ({ page }) => {
  await signIn(page, users.viewer, { to: '/risks/' });
  await expect(tenantControl(page)).toHaveValue(tenants.northwind.name);
  await expect(page.getByTestId('risk-row').filter({ hasText: riskTitles.northwind })).toBeVisible();
  const northwindRows = await riskRowTexts(page);
  expect(northwindRows.length).toBeGreaterThan(0);
  const northwindID = await storedItem(page, 'tenantID');
  expect(northwindID).not.toBeNull();

  await tenantControl(page).click();
  await page.getByRole('option', { name: tenants.southernWater.name }).click();

  await expect(tenantControl(page)).toHaveValue(tenants.southernWater.name);
  await expect.poll(() => storedItem(page, 'tenantID')).not.toBe(northwindID);
  expect(await storedItem(page, 'tenantID')).not.toBeNull();
  await expect(page.getByTestId('risk-row').filter({ hasText: riskTitles.southernWater })).toBeVisible();
  await expect(page.getByTestId('risk-row').filter({ hasText: riskTitles.northwind })).toHaveCount(0);
  const southernRows = await riskRowTexts(page);
  expect(southernRows.length).toBeGreaterThan(0);
  // No row of the first tenant is left in the second tenant's list.
  expect(southernRows.filter((row) => northwindRows.includes(row))).toEqual([]);

  // The choice survives a reload (it is kept in localStorage).
  await page.reload();
  await expect(tenantControl(page)).toHaveValue(tenants.southernWater.name);
});

test("switching the tenant on a record's page goes to its area's list in the other tenant", async ({ page }) => {
  await signIn(page, users.viewer, { to: '/risks/' });
  await page.getByTestId('risk-row').filter({ hasText: riskTitles.northwind }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: riskTitles.northwind })).toBeVisible();

  await tenantControl(page).click();
  await page.getByRole('option', { name: tenants.southernWater.name }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/risks');
  await expect(page.getByTestId('risk-row').filter({ hasText: riskTitles.southernWater })).toBeVisible();
  await expect(page.getByText(/not found/i)).toHaveCount(0);
});
