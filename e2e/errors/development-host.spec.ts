import { expect, test, type Page } from '@playwright/test';
import { users } from '../support/accounts';
import { mainNav, openSignedIn, signInThroughApi, storedItem } from '../support/auth';

/**
 * CONTRACT §7: `localhost` is a development host (DEV_HOSTS default), `127.0.0.1` is not. Both reach
 * the same server; the page's hostname decides.
 */
function origins(baseURL: string | undefined) {
  const local = new URL(baseURL ?? 'http://localhost:3100');
  const numeric = new URL(local);
  numeric.hostname = '127.0.0.1';
  return { developmentHost: local.origin, otherHost: numeric.origin };
}

/**
 * A real route error without test code in the app: the profile route loads `GET /api/users/profile`
 * in its loader (spec §2) and has no error handling of its own, so a server failure of that call is an
 * uncaught route error. (The query client retries a 5xx twice, about 3 s, before the loader fails.)
 */
async function failTheProfileCall(page: Page) {
  await page.route('**/api/users/profile', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/problem+json',
      body: JSON.stringify({ type: 'about:blank', title: 'Internal Server Error', status: 500, code: 'e2e_failure' }),
    }),
  );
}

test.describe('a route error', () => {
  test('on the development host is shown in place, with its message', async ({ page, baseURL }) => {
    const { developmentHost } = origins(baseURL);
    await signInThroughApi(page.context(), users.viewer, { origin: developmentHost });
    await failTheProfileCall(page);

    await page.goto(`${developmentHost}/profile`);

    await expect(page.getByRole('heading', { name: 'Something went wrong!' })).toBeVisible({ timeout: 15_000 });
    const message = page.getByText('Message:');
    await expect(message).toBeVisible();
    await expect(message.locator('xpath=..')).toContainText('Request failed with status code 500');
    await expect(page).toHaveURL((url) => url.pathname === '/profile');
  });

  test('elsewhere redirects to /error', async ({ page, baseURL }) => {
    const { otherHost } = origins(baseURL);
    await signInThroughApi(page.context(), users.viewer, { origin: otherHost });
    await failTheProfileCall(page);

    await page.goto(`${otherHost}/profile`);

    await expect(page).toHaveURL((url) => url.pathname === '/error', { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText('Something went wrong!')).toHaveCount(0);
    await expect(page.getByText('Message:')).toHaveCount(0);
  });
});

test.describe('admin mode', () => {
  test('on the development host an administrator can switch it off, which hides Settings', async ({
    page,
    baseURL,
  }) => {
    const { developmentHost } = origins(baseURL);
    await signInThroughApi(page.context(), users.admin, { origin: developmentHost });
    await openSignedIn(page, `${developmentHost}/dashboard`);
    const settings = mainNav(page).getByRole('link', { name: 'Settings' });
    await expect(settings).toBeVisible();

    await page.getByRole('button', { name: 'Admin On' }).click();

    await expect(page.getByRole('button', { name: 'Admin Off' })).toBeVisible();
    expect(await storedItem(page, 'adminMode')).toBe('off');
    // The admin's role is manager: no `read Settings` without `manage all`.
    await expect(settings).toHaveCount(0);
    await expect(mainNav(page).getByRole('link', { name: 'User activity' })).toBeVisible();

    // The choice is kept across a reload, and can be switched back.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Admin Off' })).toBeVisible();
    await expect(mainNav(page)).toBeVisible();
    await expect(settings).toHaveCount(0);
    await page.getByRole('button', { name: 'Admin Off' }).click();
    await expect(page.getByRole('button', { name: 'Admin On' })).toBeVisible();
    await expect(settings).toBeVisible();
    expect(await storedItem(page, 'adminMode')).toBe('on');
  });

  test('elsewhere there is no admin toggle', async ({ page, baseURL }) => {
    const { otherHost } = origins(baseURL);
    await signInThroughApi(page.context(), users.admin, { origin: otherHost });
    await openSignedIn(page, `${otherHost}/dashboard`);

    await expect(mainNav(page).getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Admin (On|Off)$/ })).toHaveCount(0);
  });
});
