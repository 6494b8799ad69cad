/**
 * The risk matrix in Settings, as a tenant admin: a changed cell previewed (how many risks it would
 * re-rate) and saved; a save over someone else's change says so and keeps the edit. The spec puts
 * the matrix back as it found it.
 */
import { users } from '../support/accounts';
import { openSignedIn } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { riskApi } from './risk-api';

test.use({ signedInAs: users.admin });

// The matrix is the tenant's: no other test of this file changes it meanwhile, and no other spec
// reads the rare × minor cell the first test changes (risk-record.spec.ts keeps to L1 × C2).
test.describe.configure({ mode: 'serial' });

test('preview and save a change to the risk matrix', async ({ page, request }) => {
  const api = await riskApi(request, users.admin);
  const before = await api.matrix();
  try {
    await openSignedIn(page, '/settings?section=risk-matrix');
    await expect(page.getByRole('heading', { level: 2, name: 'Risk matrix' })).toBeVisible();

    // Rare × minor: Low by default; made Medium.
    const cell = page.getByRole('combobox', {
      name: `Rating for likelihood ${before.likelihoodLevels[0]} and consequence ${before.consequenceLevels[0]}`,
    });
    await expect(cell).toHaveValue('Low');
    await cell.click();
    await page.getByRole('option', { name: 'Medium' }).click();
    await expect(cell).toHaveValue('Medium');

    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByTestId('risk-matrix-preview');
    await expect(preview).toContainText(/would change|No risk would change/);
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The risk matrix is saved')).toBeVisible();
    const after = await api.matrix();
    expect(after.cells[0]![0]).toBe(2);
    expect(after.version).toBe(before.version + 1);
  } finally {
    const current = await api.matrix();
    await api.saveMatrix({ ...before, version: current.version });
  }
});

test('a save over a change made meanwhile says it was changed by someone else and keeps the edit', async ({
  page,
  request,
}) => {
  const api = await riskApi(request, users.admin);
  const before = await api.matrix();
  try {
    await openSignedIn(page, '/settings?section=risk-matrix');
    const name = page.getByRole('textbox', { name: 'Likelihood level 5 name' });
    await expect(name).toHaveValue(before.likelihoodLevels[4]!);
    await name.fill('Expected');

    // Someone else saves first.
    await api.saveMatrix(before);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'changed by someone else' })).toBeVisible();
    await expect(name).toHaveValue('Expected');
  } finally {
    const current = await api.matrix();
    await api.saveMatrix({ ...before, version: current.version });
  }
});
