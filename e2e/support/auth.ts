/** Signing in and out through the UI and the API, and the controls of the signed-in frame (CONTRACT §8). */
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { demoPassword } from './accounts';

export function emailField(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Email' });
}

/** Mantine's password field also holds a 'Toggle password visibility' button; the textbox is the field. */
export function passwordField(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Password' });
}

/** The login form on the current page: fills it and submits. */
export async function submitLogin(page: Page, email: string, password = demoPassword) {
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The main navigation of the client layout. */
export function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

/**
 * The `Tenant` control. The layout renders it twice (header from `sm` up, navigation drawer below);
 * only one is visible at a time.
 */
export function tenantControl(page: Page): Locator {
  return page.getByRole('combobox', { name: 'Tenant' }).filter({ visible: true });
}

/** Waits for the signed-in frame: the tenant control and the main navigation. */
export async function expectSignedIn(page: Page) {
  await expect(tenantControl(page)).toBeVisible();
  await expect(mainNav(page)).toBeVisible();
}

/**
 * Signs in through the login page and waits until the app is entered. `to` is the page to land on
 * (passed as the login page's `redirect`); without it the app goes to the dashboard. For the specs
 * about signing in and out; the others start signed in through the API (`signInThroughApi`).
 */
export async function signIn(page: Page, email: string, options: { to?: string; password?: string } = {}) {
  const query = options.to ? `?redirect=${encodeURIComponent(options.to)}` : '';
  await page.goto(`/login${query}`);
  await submitLogin(page, email, options.password);
  await expect(page).not.toHaveURL(/\/login/);
  if (options.to) await expect(page).toHaveURL((url) => samePath(url.pathname, new URL(options.to!, url).pathname));
  await expectSignedIn(page);
}

/**
 * Signs in through `POST /api/auth/login` with the browser context's own request client, which shares
 * the context's cookies: the refresh cookie lands where the pages read it, and the next page load
 * restores the session from it (`GET /api/token-refresh`, CONTRACT §4), as after any reload. No login
 * page, no form. Each call is a sign-in (a refresh-token family) of its own, so a test that logs out
 * or has its token rotated touches no other test's session. `origin` signs in on another origin than
 * the project's baseURL (cookies are per host).
 */
export async function signInThroughApi(context: BrowserContext, email: string, options: { origin?: string } = {}) {
  const response = await context.request.post(`${options.origin ?? ''}/api/auth/login`, {
    data: { email, password: demoPassword },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Opens `path` in a context signed in through the API and waits for the signed-in frame. */
export async function openSignedIn(page: Page, path: string) {
  await page.goto(path);
  await expectSignedIn(page);
}

/**
 * Whether two paths name the same page. The router writes `/risks/` as `/risks` (TanStack Router's
 * default `trailingSlash: 'never'`), so a trailing slash does not count.
 */
export function samePath(actual: string, expected: string): boolean {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return trim(actual) === trim(expected);
}

/** Logs out through the account menu. */
export async function logOutViaMenu(page: Page) {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
}

/** An access token from `POST /api/auth/login`, for setting data up through the API. */
export async function apiAccessToken(
  request: APIRequestContext,
  email: string,
  password = demoPassword,
): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { data: { accessToken: string } };
  return body.data.accessToken;
}

/** Headers for an API call as that user (x-tenant-id only where the call is tenant-scoped). */
export function bearer(accessToken: string, tenantID?: string): Record<string, string> {
  return { authorization: `Bearer ${accessToken}`, ...(tenantID ? { 'x-tenant-id': tenantID } : {}) };
}

/** `localStorage[key]` of the page's origin (null when absent). */
export async function storedItem(page: Page, key: string): Promise<string | null> {
  const { origins } = await page.context().storageState();
  const origin = new URL(page.url()).origin;
  const entry = origins
    .find((candidate) => candidate.origin === origin)
    ?.localStorage.find((item) => item.name === key);
  return entry?.value ?? null;
}
