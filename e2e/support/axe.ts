/** Accessibility checks with axe. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No `serious` or `critical` axe violation in the page's own content: its `main` and any open dialog
 * or drawer (they render outside `main`). The frame around it (header, navigation) is the same on
 * every page and e2e/a11y/axe.spec.ts scans it whole; leaving it out here halves a scan of a long list.
 * The rules and places are named when there is a violation.
 */
export async function expectNoSeriousViolations(page: Page) {
  const builder = new AxeBuilder({ page }).include('main');
  if ((await page.getByRole('dialog').count()) > 0) builder.include('[role="dialog"]');
  const results = await builder.analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, targets: violation.nodes.slice(0, 5).map((node) => node.target) }));
  expect(blocking, `axe violations on ${page.url()}`).toEqual([]);
}
