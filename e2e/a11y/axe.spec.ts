import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { users } from '../support/accounts';
import { openSignedIn } from '../support/auth';
import { expect, test } from '../support/fixtures';

/**
 * Fails on `serious` and `critical` violations, listing a few examples of each in the message; the
 * full axe report is attached to the test (`axe-violations.json` in the HTML report).
 */
async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  if (blocking.length > 0) {
    await test.info().attach('axe-violations.json', {
      body: JSON.stringify(blocking, null, 2),
      contentType: 'application/json',
    });
  }
  const summary = blocking.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.length,
    examples: violation.nodes.slice(0, 6).map((node) => ({
      target: node.target.join(' '),
      html: node.html.slice(0, 160),
      why: [...node.any, ...node.all, ...node.none].map((check) => check.message).join(' '),
    })),
  }));
  expect(
    summary.length,
    `serious or critical axe violations on ${page.url()}:\n${JSON.stringify(summary, null, 2)}`,
  ).toBe(0);
}

test('landing', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('login', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test.describe('signed in', () => {
  test.use({ signedInAs: users.viewer });

  test('risks, with the heat map', async ({ page }) => {
    await openSignedIn(page, '/risks/?view=heat-map');
    await expect(page.getByTestId('heat-map-cell')).toHaveCount(25);
    await expect(page.getByTestId('risk-row').first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('documents', async ({ page }) => {
    await openSignedIn(page, '/documents/');
    await expect(page.getByTestId('document-row').first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('profile', async ({ page }) => {
    await openSignedIn(page, '/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
