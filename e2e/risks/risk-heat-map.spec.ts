/**
 * The register's heat map: a cell shows how many risks sit at that likelihood × consequence, a
 * click narrows the list to them (in the address too), and the chip of the cell lets it go again.
 */
import { users } from '../support/accounts';
import { openSignedIn } from '../support/auth';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: users.viewer });

test('a heat map cell filters the list by its likelihood and consequence', async ({ page }) => {
  await openSignedIn(page, '/risks/');
  await expect(page.getByTestId('risk-row').first()).toBeVisible();
  const all = await page.getByTestId('risk-row').count();

  await page.getByText('Heat map', { exact: true }).click();
  await expect(page).toHaveURL(/view=heat-map/);
  const cells = page.getByTestId('heat-map-cell');
  await expect(cells).toHaveCount(25);

  // The fullest cell: its count is what the list then shows.
  const counts = await cells.evaluateAll((buttons) =>
    buttons.map((button) => Number(button.getAttribute('data-count'))),
  );
  const fullest = counts.indexOf(Math.max(...counts));
  const cell = cells.nth(fullest);
  const likelihood = await cell.getAttribute('data-likelihood');
  const consequence = await cell.getAttribute('data-consequence');
  expect(counts[fullest]).toBeGreaterThan(0);
  expect(counts[fullest]).toBeLessThan(all);

  await cell.click();
  await expect(page).toHaveURL(new RegExp(`likelihood=${likelihood}`));
  await expect(page).toHaveURL(new RegExp(`consequence=${consequence}`));
  await expect(cell).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('risk-row')).toHaveCount(counts[fullest]!);

  // The chip names the cell and drops the filter.
  await page.getByRole('button', { name: /^Stop filtering by likelihood/ }).click();
  await expect(page).not.toHaveURL(/likelihood=/);
  await expect(page.getByTestId('risk-row')).toHaveCount(all);
});
