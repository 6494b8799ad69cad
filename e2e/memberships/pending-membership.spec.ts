/**
 * Offers of membership (decision 0037, issue 31 item 3): a tenant admin adds a person who already
 * has an account and sees them pending under the name typed; the person signs in and finds the
 * offer above the page, joins, or declines it after being asked once more. The demo engineer (a
 * member of Northwind Mining, email proven by the seed) is offered Southern Water: this file runs in
 * a project of its own after the others (playwright.config.ts), and takes the membership away again.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { tenants, users } from '../support/accounts';
import { apiAccessToken, bearer, openSignedIn, signIn, tenantControl } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { memberApi } from '../users/member-api';

const typedName = 'Engineer of Record (invited)';

async function engineerInSouthernWater(request: APIRequestContext) {
  const members = await memberApi(request, users.admin);
  const tenantID = members.tenantIDOf(tenants.southernWater.name);
  const headers = bearer(await apiAccessToken(request, users.admin), tenantID);
  const find = async () => {
    const response = await request.get('/api/users', { headers, params: { q: users.engineer, limit: 200 } });
    expect(response.status(), await response.text()).toBe(200);
    const list = (await response.json()) as {
      data: { userID: string; email: string; name: string; pending: boolean }[];
    };
    return list.data.find((member) => member.email === users.engineer) ?? null;
  };
  return {
    find,
    async remove() {
      const member = await find();
      if (!member) return;
      const removed = await request.delete(`/api/users/${member.userID}`, { headers });
      expect([204, 404], await removed.text()).toContain(removed.status());
    },
  };
}

/** The admin adds the engineer to Southern Water through the Users page, and sees them pending. */
async function offerSouthernWater(page: Page) {
  await openSignedIn(page, '/users/');
  await tenantControl(page).click();
  await page.getByRole('option', { name: tenants.southernWater.name }).click();
  await expect(tenantControl(page)).toHaveValue(tenants.southernWater.name);
  await page.getByRole('link', { name: 'Add new user' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(users.engineer);
  await page.getByRole('textbox', { name: 'Name' }).fill(typedName);
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Engineer' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  // The same answer as for someone new: the name typed, and (no email on this server) a link to pass on.
  const panel = page.getByRole('region', { name: `Invitation for ${typedName}` });
  await expect(panel.getByRole('textbox', { name: 'Invitation link' })).toHaveValue(/\/invitation\//);
  await panel.getByRole('button', { name: 'Back to users' }).click();
  const row = page.getByTestId('user-row').filter({ hasText: users.engineer });
  await expect(row).toContainText(typedName);
  await expect(row).toContainText('Invited');
}

test.describe.configure({ mode: 'serial' });

test.describe('an offer of membership to someone who has an account', () => {
  test.use({ signedInAs: users.admin });

  test.afterEach(async ({ request }) => {
    await (await engineerInSouthernWater(request)).remove();
  });

  test('is pending for the admin; the person signs in, finds it and joins', async ({ page, browser }) => {
    test.slow();
    await offerSouthernWater(page);

    const context = await browser.newContext();
    const person = await context.newPage();
    await signIn(person, users.engineer);
    const offer = person.getByRole('region', { name: `${tenants.southernWater.name} invites you to join` });
    await expect(offer).toContainText(`You are invited to ${tenants.southernWater.name} as Engineer.`);
    await expect(offer).toContainText('Nothing changes until you answer.');
    await expectNoSeriousViolations(person);

    await offer.getByRole('button', { name: `Join ${tenants.southernWater.name}` }).click();
    await expect(person.getByText(`You have joined ${tenants.southernWater.name}.`, { exact: false })).toBeVisible();
    await expect(offer).toBeHidden();
    await tenantControl(person).click();
    await expect(person.getByRole('option', { name: tenants.southernWater.name })).toBeVisible();
    await context.close();

    // The admin sees the person now under their own name, a member.
    await page.reload();
    const row = page.getByTestId('user-row').filter({ hasText: users.engineer });
    await expect(row).not.toContainText('Invited');
    await expect(row).not.toContainText(typedName);
  });

  test('the person declines after being asked once more, and the offer is gone', async ({ page, browser, request }) => {
    test.slow();
    await offerSouthernWater(page);

    const context = await browser.newContext();
    const person = await context.newPage();
    await signIn(person, users.engineer);
    const offer = person.getByRole('region', { name: `${tenants.southernWater.name} invites you to join` });
    await offer.getByRole('button', { name: 'Decline' }).click();
    await expect(offer).toContainText(
      `Decline the invitation to ${tenants.southernWater.name}? Its admins can invite you again later.`,
    );
    await offer.getByRole('button', { name: 'Decline invitation' }).click();
    await expect(offer).toBeHidden();
    await expect(person.getByText(`You declined the invitation to ${tenants.southernWater.name}.`)).toBeVisible();
    await context.close();

    expect(await (await engineerInSouthernWater(request)).find()).toBeNull();
  });
});
