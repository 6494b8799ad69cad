import { expect, test } from '@playwright/test';
import { users } from '../support/accounts';
import { mainNav, submitLogin, tenantControl } from '../support/auth';

test('a wrong password shows an alert and stays on the login page', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, users.viewer, 'not-the-password');

  await expect(page.getByRole('alert')).toContainText('Wrong email or password.');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(tenantControl(page)).toHaveCount(0);
});

test('the right password enters the app', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, users.viewer);

  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await expect(tenantControl(page)).toBeVisible();
  await expect(tenantControl(page)).toHaveValue('Northwind Mining');
  await expect(mainNav(page)).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Risks' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Sign-in failed' })).toHaveCount(0);
});
