/**
 * Screenshots of the controls and actions screens in the light and the dark colour scheme at
 * 1280 px and 390 px, saved as test-results/screenshots/<screen>-<scheme>-<width>.png for a person
 * to look at (the same convention as e2e/screenshots). They are not compared with stored images.
 */
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { users } from '../support/accounts';
import { openSignedIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { screenshotSchemes, screenshotWidths, shoot } from '../support/screenshots';

test.use({ signedInAs: users.admin });

/** The first screenful only, as a person first sees a long list: `<screen>-top-<scheme>-<width>.png`. */
async function shootTop(page: Page, testInfo: TestInfo, screen: string, scheme: string, width: number) {
  await page.mouse.move(0, 0);
  await page.screenshot({
    path: path.join(testInfo.project.outputDir, 'screenshots', `${screen}-top-${scheme}-${width}.png`),
    animations: 'disabled',
  });
}

for (const colorScheme of screenshotSchemes) {
  for (const viewport of screenshotWidths) {
    test.describe(`${colorScheme}, ${viewport.width} px`, () => {
      test.use({ colorScheme, viewport });

      test('controls list, control, its verifications and actions, new control form', async ({ page }, testInfo) => {
        test.slow();
        await openSignedIn(page, '/controls/');
        await expect(page.getByTestId('control-row').first()).toBeVisible();
        await shoot(page, testInfo, 'controls', colorScheme, viewport.width);
        await shootTop(page, testInfo, 'controls', colorScheme, viewport.width);

        await page.getByTestId('control-row').first().click();
        await expect(page.getByRole('tab', { name: 'Verifications' })).toBeVisible();
        await expect(page.getByTestId('activity-row').first()).toBeVisible();
        await shoot(page, testInfo, 'control', colorScheme, viewport.width);

        await page.getByRole('tab', { name: 'Verifications' }).click();
        await expect(page.getByRole('button', { name: 'Record verification' })).toBeVisible();
        await expect(page.getByText('Loading the verifications…')).toBeHidden();
        await shoot(page, testInfo, 'control-verifications', colorScheme, viewport.width);

        await page.getByRole('tab', { name: 'Actions' }).click();
        await expect(page.getByText('Loading the actions…')).toBeHidden();
        await shoot(page, testInfo, 'control-actions', colorScheme, viewport.width);

        await page.goto('/controls/new');
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('Required').first()).toBeVisible();
        await shoot(page, testInfo, 'control-new', colorScheme, viewport.width);
      });

      test('actions list, action, closing dialog, new action form', async ({ page }, testInfo) => {
        test.slow();
        await openSignedIn(page, '/actions/');
        await expect(page.getByTestId('action-row').first()).toBeVisible();
        await shoot(page, testInfo, 'actions', colorScheme, viewport.width);
        await shootTop(page, testInfo, 'actions', colorScheme, viewport.width);

        await page.getByTestId('action-row').first().click();
        const history = page.getByRole('region', { name: 'History' });
        await expect(
          history.getByTestId('activity-row').first().or(history.getByText('No changes are recorded')),
        ).toBeVisible();
        await shoot(page, testInfo, 'action', colorScheme, viewport.width);

        const close = page.getByRole('button', { name: 'Close action' });
        if (await close.isVisible()) {
          await close.click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await shoot(page, testInfo, 'action-close', colorScheme, viewport.width);
          await page.getByRole('button', { name: 'Cancel' }).click();
        }

        await page.goto('/actions/new?source=risk');
        await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
        await shoot(page, testInfo, 'action-new', colorScheme, viewport.width);
      });
    });
  }
}
