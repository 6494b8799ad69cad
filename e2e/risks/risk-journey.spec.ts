/**
 * The register as people use it, end to end: a risk whose critical control is verified effective is
 * suggested its chosen residual; a failed verification of that control, recorded on the control,
 * changes the suggestion on the risk and flags the chosen rating; an action raised from the risk is
 * closed with an evidence document and shows as done on the risk. Set up and cleaned up through the
 * API; everything the spec is about happens in the browser.
 */
import { expect as apiExpect } from '@playwright/test';
import { registerApi, uniqueName, type RegisterRecord } from '../controls/register-api';
import { users } from '../support/accounts';
import { apiAccessToken, bearer, openSignedIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { riskApi } from './risk-api';

/** A document of Northwind Mining's seeded library (apps/api/src/db/seed/data/northwind-documents.ts). */
const evidenceTitle = 'Stakeholder engagement plan 2024–2026';

test.use({ signedInAs: users.admin });
test.describe.configure({ timeout: 90_000 });

test('a failed verification changes a risk’s suggested residual; an action raised from it is closed with evidence', async ({
  page,
  request,
}) => {
  const name = uniqueName('journey');
  const api = await registerApi(request, users.admin);
  const token = await apiAccessToken(request, users.admin);
  const me = (await (await request.get('/api/me', { headers: bearer(token) })).json()) as {
    data: { defaultTenantID: string };
  };
  const headers = bearer(token, me.data.defaultTenantID);
  const today = new Date().toISOString().slice(0, 10);
  let control: RegisterRecord | undefined;
  try {
    control = await api.create('controls', {
      description: `${name} control`,
      proactiveOrReactive: 'proactive',
      critical: true,
      status: 'in-place',
      verificationFrequency: 'monthly',
    });
    const verified = await request.post(`/api/controls/${String(control.controlID)}/verifications`, {
      headers,
      data: { date: today, result: 'effective' },
    });
    apiExpect(verified.status()).toBe(201);
    // Inherent 4 × 4; one working proactive control supports 3 × 4, which is the residual chosen.
    const created = await request.post('/api/risks', {
      headers,
      data: {
        title: `${name} risk`,
        failureMode: 'slope_instability',
        inherentLikelihood: 4,
        inherentConsequence: 4,
        residualLikelihood: 3,
        residualConsequence: 4,
        controlIDs: [control.controlID],
      },
    });
    apiExpect(created.status()).toBe(201);
    const risk = ((await created.json()) as { data: { riskID: string } }).data;

    await openSignedIn(page, `/risks/${risk.riskID}`);
    const suggestion = page.getByTestId('residual-suggestion');
    await expect(suggestion).toContainText('prevents and works: one level less likely');
    await expect(suggestion.getByRole('alert')).toHaveCount(0);

    // The control fails its check.
    await page.goto(`/controls/${String(control.controlID)}?section=verifications`);
    await page.getByRole('combobox', { name: 'Result' }).click();
    await page.getByRole('option', { name: 'Not effective', exact: true }).click();
    await page.getByRole('textbox', { name: 'Note' }).fill('The diversion channel was blocked by a slip.');
    await page.getByRole('button', { name: 'Record verification' }).click();
    await expect(page.getByTestId('verification-row').first()).toContainText('Not effective');

    // Back on the risk: the suggestion holds at the inherent rating and flags the chosen residual.
    await page.goto(`/risks/${risk.riskID}`);
    await expect(suggestion).toContainText('is critical and not shown to work');
    await expect(suggestion).toContainText('its last verification found it not effective');
    await expect(suggestion.getByRole('alert')).toContainText('The chosen residual rating differs');

    // An action raised from the risk, closed with evidence.
    await page.getByRole('tab', { name: 'Actions' }).click();
    await page.getByRole('link', { name: 'Raise action' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New action' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Title' }).fill(`${name} action`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${name} action` })).toBeVisible();
    await page.getByRole('button', { name: 'Close action' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Closing note' }).fill('Channel cleared and re-verified.');
    await dialog.getByLabel('Evidence documents').fill('Stakeholder engagement');
    await page.getByRole('option', { name: evidenceTitle, exact: true }).click();
    await dialog.getByRole('heading', { name: /^Close A-/ }).click();
    await dialog.getByRole('button', { name: 'Close action' }).click();
    await expect(page.getByRole('link', { name: evidenceTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reopen' })).toBeVisible();

    await page.goto(`/risks/${risk.riskID}?section=actions`);
    await expect(page.getByRole('row').filter({ hasText: `${name} action` })).toContainText('Done');
  } finally {
    await api.removeAll('actions', name);
    await (await riskApi(request, users.admin)).removeRisks(`${name} risk`);
    if (control) await api.remove('controls', String(control.controlID));
  }
});
