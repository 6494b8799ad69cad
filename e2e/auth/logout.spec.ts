import { expect, test } from '@playwright/test';
import { users } from '../support/accounts';
import { expectSignedIn, logOutViaMenu, samePath, signIn, storedItem } from '../support/auth';

test('logging out in one tab logs out the other tab too', async ({ context }) => {
  // Two tabs of one browser: the same cookies, the same localStorage, one BroadcastChannel('auth').
  const first = await context.newPage();
  await signIn(first, users.viewer, { to: '/risks/' });
  const second = await context.newPage();
  await second.goto('/risks/');
  await expectSignedIn(second);
  await expect(second.getByTestId('risk-row').first()).toBeVisible();
  expect(await storedItem(first, 'tenantID')).not.toBeNull();

  await logOutViaMenu(first);

  await expect(first).toHaveURL((url) => samePath(url.pathname, '/login'));
  await expect(second).toHaveURL((url) => samePath(url.pathname, '/login'));
  await expect(second.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await storedItem(first, 'tenantID')).toBeNull();
  expect(await storedItem(second, 'tenantID')).toBeNull();

  // The session is really gone: a reload does not bring it back.
  await second.goto('/risks/');
  await expect(second).toHaveURL((url) => samePath(url.pathname, '/login'));
  await expect(second.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
