import { expect, test } from '@playwright/test';
import { users } from '../support/accounts';
import { expectSignedIn, samePath, submitLogin } from '../support/auth';

test('a signed-out visit to /risks/ goes to the login page and comes back after sign-in', async ({ page }) => {
  await page.goto('/risks/');
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/risks/');

  await submitLogin(page, users.viewer);

  await expect(page).toHaveURL((url) => samePath(url.pathname, '/risks/'));
  await expectSignedIn(page);
  await expect(page.getByTestId('risk-row').first()).toBeVisible();
});

test('the login page sends a signed-in user away', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, users.viewer);
  await expectSignedIn(page);

  await page.goto('/login');
  await expect(page).toHaveURL((url) => url.pathname === '/');
});
