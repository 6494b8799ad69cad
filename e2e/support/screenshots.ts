/**
 * Screenshots for a person to look at (not compared with stored images), saved as
 * test-results/screenshots/<screen>-<scheme>-<width>.png: each screen in the light and the dark
 * colour scheme at 1280 px and 390 px.
 */
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

export const screenshotSchemes = ['light', 'dark'] as const;
export const screenshotWidths = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

export async function shoot(page: Page, testInfo: TestInfo, screen: string, scheme: string, width: number) {
  // No hover highlight from the last click, and the page from its top (the header is fixed).
  await page.mouse.move(0, 0);
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({
    path: path.join(testInfo.project.outputDir, 'screenshots', `${screen}-${scheme}-${width}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}
