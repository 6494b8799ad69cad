/**
 * Settings as the tenant admin: Southern Water's default language and a criteria default saved,
 * kept across a reload and put back; single sign-on filled from an uploaded metadata file, a group
 * given a role, saved, and the certificate's end shown with its warning. A viewer has no Settings.
 * Axe on each section. The spec puts the tenant's settings back as it found them.
 */
import { tenants, users } from '../support/accounts';
import { mainNav, openSignedIn, signInThroughApi, tenantControl } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { identityProviderMetadata, settingsApi } from './settings-api';

test.use({ signedInAs: users.admin });

// The settings are the tenant's: the two tests take turns.
test.describe.configure({ mode: 'serial' });

test('the default language and a criteria default are saved, kept on reload and put back; a viewer has no Settings', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.slow();
  // In Southern Water: Northwind's default language is the one new accounts of other specs start in.
  const api = await settingsApi(request, tenants.southernWater.name);
  const before = await api.tenant();
  const otherLanguage = before.defaultLocale === 'en' ? 'Español' : 'English';
  const firstLanguage = before.defaultLocale === 'en' ? 'English' : 'Español';
  // A class and criterion no other spec reads: the Low class's freeboard.
  const previous = before.criteriaDefaults.low?.minFreeboardM;
  const changed = previous === 0.75 ? '0.8' : '0.75';
  try {
    await openSignedIn(page, '/settings');
    await tenantControl(page).click();
    await page.getByRole('option', { name: tenants.southernWater.name }).click();
    await expect(tenantControl(page)).toHaveValue(tenants.southernWater.name);
    await expect(page.getByRole('heading', { level: 2, name: 'Organization' })).toBeVisible();
    const language = page.getByRole('combobox', { name: 'Default language' });
    const freeboard = page.getByRole('textbox', { name: 'Minimum freeboard (m), for Low' });
    await expect(language).toHaveValue(firstLanguage);

    await language.click();
    await page.getByRole('option', { name: otherLanguage }).click();
    await freeboard.fill(changed);
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText("The organization's settings are saved.")).toBeVisible();

    await page.reload();
    await expect(language).toHaveValue(otherLanguage);
    await expect(freeboard).toHaveValue(changed);

    // Put back through the page.
    await language.click();
    await page.getByRole('option', { name: firstLanguage }).click();
    await freeboard.fill(previous === undefined ? '' : String(previous));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    const after = await api.tenant();
    expect(after.defaultLocale).toBe(before.defaultLocale);
    expect(after.criteriaDefaults.low?.minFreeboardM).toBe(previous);
  } finally {
    const current = await api.tenant();
    if (
      JSON.stringify([current.defaultLocale, current.criteriaDefaults]) !==
      JSON.stringify([before.defaultLocale, before.criteriaDefaults])
    )
      await api.restoreTenant(before);
  }

  // A viewer: no Settings in the navigation, and the page says it is for administrators.
  const viewerContext = await browser.newContext({ baseURL });
  try {
    await signInThroughApi(viewerContext, users.viewer);
    const viewerPage = await viewerContext.newPage();
    await openSignedIn(viewerPage, '/settings');
    await expect(mainNav(viewerPage).getByRole('link', { name: 'Users' })).toBeVisible();
    await expect(mainNav(viewerPage).getByRole('link', { name: 'Settings' })).toHaveCount(0);
    await expect(viewerPage.getByText('Only for administrators')).toBeVisible();
    await expect(viewerPage.getByRole('tab')).toHaveCount(0);
  } finally {
    await viewerContext.close();
  }
});

test('single sign-on is filled from an uploaded metadata file, a group mapped and saved, the certificate end shown', async ({
  page,
  request,
}) => {
  test.slow();
  const api = await settingsApi(request);
  const before = await api.saml();
  // Ends in 20 days: under a month, so the settings warn.
  const idp = await identityProviderMetadata(20);
  const groupNumber = before.groupRoles.length + 1;
  try {
    await openSignedIn(page, '/settings');
    await page.getByRole('tab', { name: 'Single sign-on' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Single sign-on' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy ACS URL' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'ACS URL' })).toHaveValue(/\/acs$/);

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload metadata file' }).click();
    await (
      await chooser
    ).setFiles({ name: 'idp-metadata.xml', mimeType: 'application/xml', buffer: Buffer.from(idp.xml) });
    await expect(page.getByRole('textbox', { name: 'Entity ID', exact: true })).toHaveValue(idp.entityID);
    await expect(page.getByRole('textbox', { name: 'SSO URL' })).toHaveValue(idp.ssoUrl);
    const certificate = (await page.getByRole('textbox', { name: 'Certificate' }).inputValue()).replace(/\s+/g, '');
    expect(certificate).toContain(idp.certificateBody.slice(0, 64));

    await page.getByRole('button', { name: 'Add mapping' }).click();
    await page.getByRole('textbox', { name: `Group ${groupNumber}` }).fill('freeboard-engineers');
    await page.getByRole('combobox', { name: `Role for group ${groupNumber}` }).click();
    await page.getByRole('option', { name: 'Engineer' }).click();
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The single sign-on settings are saved.')).toBeVisible();
    const status = page.getByTestId('certificate-status');
    await expect(status).toContainText('Freeboard e2e IdP');
    await expect(status).toContainText(/Expires /);
    await expect(status.getByRole('alert')).toContainText('The certificate expires soon');
    await expectNoSeriousViolations(page);

    const saved = await api.saml();
    expect(saved.idpEntityID).toBe(idp.entityID);
    expect(saved.groupRoles).toContainEqual({ group: 'freeboard-engineers', role: 'engineer' });
    expect(saved.enabled).toBe(before.enabled);
  } finally {
    await api.restoreSaml(before);
  }

  // The risk matrix is the third section (its own spec, e2e/risks/risk-matrix-settings.spec.ts, walks it).
  await page.getByRole('tab', { name: 'Risk matrix' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Risk matrix' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
