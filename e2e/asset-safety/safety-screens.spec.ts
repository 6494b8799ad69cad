/**
 * The Criteria (with stability results) and Consequence rating sections: no serious axe violation,
 * and screenshots in the light and dark colour scheme at 1280 px and 390 px, saved as
 * test-results/screenshots/<screen>-<scheme>-<width>.png for a person to look at (not compared).
 */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { users } from '../support/accounts';
import { signIn } from '../support/auth';
import { safetyApi, type Branch } from './safety-api';

const schemes = ['light', 'dark'] as const;
const widths = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

async function shoot(page: Page, testInfo: TestInfo, screen: string, scheme: string, width: number) {
  await page.mouse.move(0, 0);
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({
    path: path.join(testInfo.project.outputDir, 'screenshots', `${screen}-${scheme}-${width}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, targets: violation.nodes.slice(0, 5).map((node) => node.target) }));
  expect(blocking, `axe violations on ${page.url()}`).toEqual([]);
}

let branch: Branch | undefined;

/** A cross-section with a rating history, criteria at several levels and a failing result. */
test.beforeAll(async ({ request }) => {
  const api = await safetyApi(request);
  branch = await api.createBranch('screens');
  const { site, facility, crossSection } = branch;
  await api.rate(crossSection.id, 'significant', 'Desk study of the downstream valley.');
  await api.rate(
    crossSection.id,
    'very_high',
    'Breach analysis 2025: a village of 400 people within the inundation zone.',
  );
  await api.putCriteria('sites', site.id, { minFreeboardM: 1.5 });
  await api.putCriteria('facilities', facility.id, { floodAepOperation: 5000, minFosPseudoStatic: 1.1 });
  await api.putCriteria('cross-sections', crossSection.id, { minFosLongTermStatic: 1.6 });
  await api.addResult(crossSection.id, {
    loadCase: 'long_term_static',
    method: 'Morgenstern-Price',
    factorOfSafety: 1.72,
    analysisDate: '2025-09-12',
  });
  await api.addResult(crossSection.id, {
    loadCase: 'pseudo_static',
    method: 'Morgenstern-Price',
    factorOfSafety: 1.04,
    analysisDate: '2025-09-12',
  });
});
test.afterAll(async ({ request }) => (await safetyApi(request)).removeBranch(branch));

test('the criteria and rating sections have no serious axe violations', async ({ page }) => {
  test.slow();
  const { crossSection } = branch!;
  await signIn(page, users.admin, { to: `/cross-sections/${crossSection.id}?section=criteria` });
  await expect(page.getByTestId('stability-result-row')).toHaveCount(2);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto(`/cross-sections/${crossSection.id}?section=consequence-rating`);
  await expect(page.getByTestId('earlier-rating-row')).toHaveCount(1);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Re-rate' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

for (const colorScheme of schemes) {
  for (const viewport of widths) {
    test.describe(`${colorScheme}, ${viewport.width} px`, () => {
      test.use({ colorScheme, viewport });

      test('criteria, stability results and consequence rating', async ({ page }, testInfo) => {
        test.slow();
        const { crossSection } = branch!;
        await signIn(page, users.admin, { to: `/cross-sections/${crossSection.id}?section=criteria` });
        await expect(page.getByTestId('stability-result-row')).toHaveCount(2);
        await expect(page.getByRole('link', { name: new RegExp(branch!.facility.name) }).first()).toBeVisible();
        await shoot(page, testInfo, 'safety-criteria', colorScheme, viewport.width);

        await page.getByRole('button', { name: 'Edit' }).click();
        await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
        await shoot(page, testInfo, 'safety-criteria-edit', colorScheme, viewport.width);

        await page.goto(`/cross-sections/${crossSection.id}?section=consequence-rating`);
        await expect(page.getByTestId('earlier-rating-row')).toHaveCount(1);
        await shoot(page, testInfo, 'safety-rating', colorScheme, viewport.width);

        await page.getByRole('button', { name: 'Re-rate' }).click();
        await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
        await shoot(page, testInfo, 'safety-rating-form', colorScheme, viewport.width);
      });
    });
  }
}
