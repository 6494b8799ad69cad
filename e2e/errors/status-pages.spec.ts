import { expect, test } from '@playwright/test';

test('an unknown route ends on /not-found', async ({ page }) => {
  await page.goto('/no-such-page');

  await expect(page).toHaveURL((url) => url.pathname === '/not-found');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
});

test('an unknown route inside the app ends on /not-found too', async ({ page }) => {
  await page.goto('/sites/some/deeper/path');

  await expect(page).toHaveURL((url) => url.pathname === '/not-found');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('/error renders the error screen with a way back', async ({ page }) => {
  await page.goto('/error');

  await expect(page).toHaveURL((url) => url.pathname === '/error');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('500', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the start page' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});
