import { expect, test } from '@playwright/test';
import { users } from '../support/accounts';
import { emailField, mainNav, passwordField, submitLogin, tenantControl } from '../support/auth';

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

test('the form names what is missing or malformed before anything is sent, and clears it on typing', async ({
  page,
}) => {
  const loginCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/login') loginCalls.push(request.method());
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(emailField(page)).toHaveAccessibleDescription('Required');
  await expect(passwordField(page)).toHaveAccessibleDescription('Required');
  await expect(emailField(page)).toBeFocused();

  await emailField(page).fill('ana@');
  await expect(emailField(page)).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(emailField(page)).toHaveAccessibleDescription('Enter a valid email address');
  expect(loginCalls).toEqual([]);

  await emailField(page).fill('nobody@example.com');
  await passwordField(page).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Wrong email or password.');
  expect(loginCalls).toEqual(['POST']);
});

test.describe('in a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('the sign-in messages are in Spanish', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('ana@');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('textbox', { name: 'Contraseña' })).toHaveAccessibleDescription('Obligatorio');
    await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toHaveAccessibleDescription(
      'Introduzca una dirección de correo válida',
    );
  });
});
