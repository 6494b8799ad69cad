import { expect, test } from '@playwright/test';
import { users } from '../support/accounts';
import { expectSignedIn, submitLogin } from '../support/auth';

test('the landing page says what Freeboard does', async ({ page }) => {
  await page.goto('/');
  // The page names itself once its text has loaded; until then the document's title is the bare name.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('tailings facilities and dams');
  await expect(page).toHaveTitle('Risk and compliance for tailings dams · Freeboard');
  await expect(page.getByRole('heading', { name: 'Critical controls' })).toBeVisible();
});

test('deep links are served the web app, and the API answers beside it', async ({ page, request }) => {
  const response = await page.goto('/risks/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('#root')).not.toBeEmpty();
  const health = await request.get('/api/health');
  expect(await health.json()).toEqual({ data: { status: 'ok', mode: 'production' } });
  const unknown = await request.get('/api/no-such-route');
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()['content-type']).toContain('application/problem+json');
});

test('a signed-in person goes from the landing page into the app', async ({ page }) => {
  // The landing and sign-in pages come with the start-up code; the signed-in pages' routes follow.
  await page.goto('/login');
  await submitLogin(page, users.viewer);
  await expectSignedIn(page);

  await page.goto('/');
  await page.getByRole('link', { name: 'Open Freeboard' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await expectSignedIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
