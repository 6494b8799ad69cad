import { expect, test } from '@playwright/test';
import { demoPassword, users } from '../support/accounts';
import { apiAccessToken, bearer, emailField, passwordField } from '../support/auth';

// This spec is the only one that signs in as the engineer: it changes that user's language.
const email = users.engineer;

async function setLocale(request: Parameters<typeof apiAccessToken>[0], locale: 'en' | 'es') {
  const token = await apiAccessToken(request, email);
  const response = await request.patch('/api/users/profile', { headers: bearer(token), data: { locale } });
  expect(response.status(), await response.text()).toBe(200);
}

test.afterEach(async ({ request }) => {
  await setLocale(request, 'en');
});

test('a user whose profile language is Spanish sees the app in Spanish', async ({ page, request }) => {
  await setLocale(request, 'es');

  await page.goto('/login');
  // Before sign-in the browser's language (en-US) decides.
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await emailField(page).fill(email);
  await passwordField(page).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();

  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(nav.getByRole('link', { name: 'Riesgos' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Documentos' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Risks' })).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});
