/**
 * Screenshots of the main screens in the light and the dark colour scheme, at a desktop width (1280 px)
 * and a phone width (390 px), saved as test-results/screenshots/<screen>-<scheme>-<width>.png for a
 * person to look at (the folder is gitignored and emptied at the start of every run). They are not
 * compared with stored images: this spec fails only when a screen cannot be reached.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { riskTitles, users } from '../support/accounts';
import { mainNav, signIn } from '../support/auth';

const schemes = ['light', 'dark'] as const;
const widths = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

for (const colorScheme of schemes) {
  for (const viewport of widths) {
    test.describe(`${colorScheme}, ${viewport.width} px`, () => {
      test.use({ colorScheme, viewport });

      test('landing, login, dashboard, risks, documents, profile', async ({ page }, testInfo) => {
        const folder = path.join(testInfo.project.outputDir, 'screenshots');
        async function shoot(screen: string) {
          // No hover highlight from the last click in the picture.
          await page.mouse.move(0, 0);
          await page.screenshot({
            path: path.join(folder, `${screen}-${colorScheme}-${viewport.width}.png`),
            fullPage: true,
            animations: 'disabled',
          });
        }

        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await shoot('landing');

        await page.goto('/login');
        await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
        await shoot('login');

        await signIn(page, users.viewer, { to: '/dashboard' });
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await shoot('dashboard');

        await goVia(page, 'Risks');
        const row = page.getByTestId('risk-row').filter({ hasText: riskTitles.northwind });
        await expect(row).toBeVisible();
        await row.getByRole('button', { expanded: false }).click();
        await expect(row.getByRole('button', { expanded: true })).toBeVisible();
        await shoot('risks');

        await goVia(page, 'Documents');
        await expect(page.getByTestId('document-row').first()).toBeVisible();
        await shoot('documents');

        await page.goto('/profile');
        await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
        await shoot('profile');
      });
    });
  }
}

/** Client-side navigation, opening the navigation drawer first on a narrow screen. */
async function goVia(page: Page, link: string) {
  const target = mainNav(page).getByRole('link', { name: link });
  const burger = page.getByRole('button', { name: 'Navigation' });
  if (await burger.isVisible()) {
    await burger.click();
  }
  await target.click();
  // The drawer closes on navigation; wait for the heading of the new page.
  await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
}
