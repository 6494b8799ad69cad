import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';

// The success path (a real signed SAML response → one-time code → session) is covered by the API's
// integration tests; here: what the web route does with a missing or unusable code.

test('without a code the callback shows the failure and a way back to sign-in', async ({ page }) => {
  await page.goto('/saml/callback');

  await expect(page.getByRole('alert')).toBeVisible();
  const back = page.getByRole('link', { name: 'Back to sign-in' });
  await expect(back).toBeVisible();
  await back.click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});

test('an invalid code shows the failure, and the code leaves the address bar', async ({ page }) => {
  const code = randomBytes(20).toString('hex'); // 40 characters
  const exchange = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/saml/exchange');
  await page.goto(`/saml/callback?code=${code}`);

  const answer = await exchange;
  expect(answer.status()).toBeGreaterThanOrEqual(400);
  expect(JSON.parse(answer.request().postData() ?? '{}')).toEqual({ code });
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to sign-in' })).toBeVisible();
  expect(page.url()).not.toContain(code);
  await expect(page).toHaveURL((url) => url.pathname === '/saml/callback' && url.search === '');
});
