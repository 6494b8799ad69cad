/** Accessibility checks with axe. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until what is scanned is what the person reads: no list still showing its previous rows
 * dimmed while new ones load (`aria-busy`), and no transition (a fade back to full opacity) midway,
 * whose passing colours axe would otherwise judge.
 */
async function settled(page: Page) {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  // Endless animations (a spinner, a skeleton's shimmer) never finish: only the ones that end are awaited.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * No `serious` or `critical` axe violation in the page's own content: its `main` and any open dialog
 * or drawer (they render outside `main`). The frame around it (header, navigation) is the same on
 * every page and e2e/a11y/axe.spec.ts scans it whole; leaving it out here halves a scan of a long list.
 * The rules and places are named when there is a violation.
 */
export async function expectNoSeriousViolations(page: Page) {
  await settled(page);
  const builder = new AxeBuilder({ page }).include('main');
  if ((await page.getByRole('dialog').count()) > 0) builder.include('[role="dialog"]');
  const results = await builder.analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, targets: violation.nodes.slice(0, 5).map((node) => node.target) }));
  expect(blocking, `axe violations on ${page.url()}`).toEqual([]);
}
