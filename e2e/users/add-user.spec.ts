/**
 * Adding people (CONTRACT §9 "Administration", §10): a tenant admin adds someone new, copies the
 * invitation link, and the person opens it in a browser of their own, is refused a password too easy
 * to guess, chooses one and lands signed in; the link then says it was used. The same account added
 * to a second organization is pending there, and cannot join it from the app with an email never proven. A forged link, someone already a member, and a person
 * invited from an asset's person picker. The people added have unique emails and lose their
 * memberships again afterwards (the accounts stay, unused).
 */
import type { Browser, Page } from '@playwright/test';
import { uniqueName } from '../controls/register-api';
import { adminApi } from '../responsibilities/responsibility-api';
import { tenants, users } from '../support/accounts';
import { openSignedIn, samePath, signIn, tenantControl } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { memberApi, uniqueEmail } from './member-api';

/** Every email this spec adds starts so: what the cleanup looks for. */
const emailPrefix = 'e2e-add-user-';
/** Long and of unrelated words: strong enough for zxcvbn (score 3 or more). */
const strongPassword = 'quarry lantern drizzle orbit 47';

async function fillAddForm(page: Page, person: { email: string; name: string; role: string; jobTitle?: string }) {
  await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await page.getByRole('textbox', { name: 'Name' }).fill(person.name);
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: person.role }).click();
  if (person.jobTitle) await page.getByRole('textbox', { name: 'Job title' }).fill(person.jobTitle);
}

/** The invitation link opened where nobody is signed in: a browser of the invited person's own. */
async function openAsInvitee(browser: Browser, link: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  return { context, page };
}

test.afterEach(async ({ request }) => {
  await (await memberApi(request, users.admin)).removeMembersByEmail(emailPrefix);
});

test.describe('as the tenant admin', () => {
  test.use({ signedInAs: users.admin });

  test('adds a new person, whose invitation link sets their password and signs them in once', async ({
    page,
    browser,
  }) => {
    test.slow();
    // A viewer in Northwind Mining, whose engineers users.spec.ts counts at the same time.
    const person = { email: uniqueEmail(emailPrefix), name: uniqueName('Invitee'), role: 'Viewer' };
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openSignedIn(page, '/users/');
    await page.getByRole('link', { name: 'Add new user' }).click();
    await expect(page).toHaveURL((url) => samePath(url.pathname, '/users/add-new-user'));
    await fillAddForm(page, { ...person, jobTitle: 'Site inspector' });
    await expect(page.getByRole('switch', { name: 'Admin' })).not.toBeChecked();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Save' }).click();

    const panel = page.getByRole('region', { name: `Invitation for ${person.name}` });
    const linkField = panel.getByRole('textbox', { name: 'Invitation link' });
    await expect(linkField).toHaveValue(/\/invitation\/[A-Za-z0-9_-]{43,44}$/);
    const link = await linkField.inputValue();
    // The e2e server has no SMTP set up.
    await expect(panel).toContainText(`Email is not set up on this server: send the link to ${person.name} yourself.`);
    await expect(panel).toContainText('The link works once, until');
    await panel.getByRole('button', { name: 'Copy link' }).click();
    await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expectNoSeriousViolations(page);

    const invitee = await openAsInvitee(browser, link);
    await expect(
      invitee.page.getByRole('heading', { name: `${tenants.northwind.name} invited you to Freeboard` }),
    ).toBeVisible();
    await expect(invitee.page.getByRole('textbox', { name: 'Name' })).toHaveValue(person.name);
    await expect(invitee.page.getByRole('textbox', { name: 'Email' })).toHaveValue(person.email);
    await expect(invitee.page.getByRole('meter', { name: 'Password strength' })).toBeVisible();
    await expectNoSeriousViolations(invitee.page);

    const newPassword = invitee.page.getByLabel('New password');
    const confirmation = invitee.page.getByLabel('Confirm password');
    await newPassword.fill('password1234');
    await confirmation.fill('password1234');
    await expect(invitee.page.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      /weak/,
    );
    await invitee.page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(invitee.page.getByText('This password is too easy to guess')).toBeVisible();

    await newPassword.fill(strongPassword);
    await confirmation.fill(`${strongPassword}!`);
    await invitee.page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(invitee.page.getByText('The two passwords are not the same')).toBeVisible();

    await confirmation.fill(strongPassword);
    await invitee.page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(invitee.page.getByRole('button', { name: 'Account' })).toBeVisible();
    await expect(invitee.page).toHaveURL((url) => samePath(url.pathname, '/dashboard'));
    await invitee.context.close();

    await panel.getByRole('button', { name: 'Back to users' }).click();
    await expect(page.getByTestId('user-row').filter({ hasText: person.email })).toContainText('Viewer');

    const again = await openAsInvitee(browser, link);
    await expect(again.page.getByTestId('invitation-closed')).toHaveText(
      'This invitation was already used. Sign in with your password.',
    );
    await expect(again.page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(again.page.getByLabel('New password')).toHaveCount(0);
    await again.context.close();

    // The account exists now, its email never proven (the link was shown to the admin, decision 0037):
    // a second organization's addition waits, pending, and the person cannot accept it in the app.
    await tenantControl(page).click();
    await page.getByRole('option', { name: tenants.southernWater.name }).click();
    await expect(tenantControl(page)).toHaveValue(tenants.southernWater.name);
    await page.getByRole('link', { name: 'Add new user' }).click();
    await fillAddForm(page, { ...person, name: 'Typed by Southern Water', role: 'Engineer' });
    await page.getByRole('button', { name: 'Save' }).click();
    const second = page.getByRole('region', { name: 'Invitation for Typed by Southern Water' });
    await expect(second.getByRole('textbox', { name: 'Invitation link' })).toHaveValue(/\/invitation\//);
    await second.getByRole('button', { name: 'Back to users' }).click();
    await expect(page).toHaveURL((url) => samePath(url.pathname, '/users'));
    const pendingRow = page.getByTestId('user-row').filter({ hasText: person.email });
    await expect(pendingRow).toContainText('Typed by Southern Water');
    await expect(pendingRow).toContainText('Invited');

    const signedIn = await browser.newContext();
    const personPage = await signedIn.newPage();
    await signIn(personPage, person.email, { password: strongPassword });
    const offer = personPage.getByRole('region', { name: `${tenants.southernWater.name} invites you to join` });
    await expect(offer).toContainText(`open the link ${tenants.southernWater.name} sent to that address`);
    await expect(offer.getByRole('button')).toHaveCount(0);
    await signedIn.close();
  });

  test('is told when the person is already a member, and keeps what was typed', async ({ page }) => {
    await openSignedIn(page, '/users/add-new-user');
    await fillAddForm(page, { email: users.viewer, name: 'Sam Whitfield', role: 'Engineer', jobTitle: 'Auditor' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toContainText('This person is already a member of this organization.');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(users.viewer);
    await expect(page.getByRole('textbox', { name: 'Job title' })).toHaveValue('Auditor');
    await expectNoSeriousViolations(page);
  });

  test('invites someone from an asset’s person picker, who is then the person chosen and can be sent a new link', async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    // A viewer: users.spec.ts counts Northwind Mining's engineers at the same time.
    const person = { email: uniqueEmail(emailPrefix), name: uniqueName('Picked'), role: 'Viewer' };
    const siteID = await (await adminApi(request, users.admin)).siteIDOf('S-001');
    await openSignedIn(page, `/sites/${siteID}?section=users`);
    await page.getByRole('button', { name: 'Assign person' }).click();
    const assign = page.getByRole('dialog', { name: 'Assign a person' });
    await assign.getByRole('button', { name: 'Invite someone…' }).click();

    const invite = page.getByRole('dialog', { name: 'Invite someone to this organization' });
    await expect(invite.getByRole('textbox', { name: 'Email' })).toBeFocused();
    // The assign dialog waits underneath, out of the way.
    await expect(assign).toBeHidden();
    await fillAddForm(page, person);
    await invite.getByRole('button', { name: 'Save' }).click();
    await expect(invite.getByRole('textbox', { name: 'Invitation link' })).toHaveValue(/\/invitation\//);
    const firstLink = await invite.getByRole('textbox', { name: 'Invitation link' }).inputValue();
    await expectNoSeriousViolations(page);
    await invite.getByRole('button', { name: 'Done' }).click();

    await expect(invite).toBeHidden();
    await expect(assign.getByRole('combobox', { name: 'Person' })).toHaveValue(person.name);
    // Saving the person was not a save of the assignment around it.
    await expect(assign.getByText('Required')).toHaveCount(0);
    // Nothing is assigned here: the dialog is left without saving.
    await assign.getByRole('button', { name: 'Cancel' }).click();
    await expect(assign).toBeHidden();

    // The link never reached the person: the Users list shows them invited, and a new link replaces the first.
    await openSignedIn(page, `/users/?q=${encodeURIComponent(person.email)}`);
    const row = page.getByTestId('user-row').filter({ hasText: person.email });
    await expect(row).toContainText('Invited');
    await row.click();
    const dialog = page.getByRole('dialog', { name: person.name });
    await expect(dialog).toContainText(`${person.name} has not accepted yet.`);
    await dialog.getByRole('button', { name: 'Send a new link' }).click();
    const newLink = dialog.getByRole('textbox', { name: 'Invitation link' });
    await expect(newLink).toHaveValue(/\/invitation\/[A-Za-z0-9_-]{43,44}$/);
    expect(await newLink.inputValue()).not.toBe(firstLink);
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    const old = await openAsInvitee(browser, firstLink);
    await expect(old.page.getByTestId('invitation-closed')).toHaveText(
      'This invitation has expired. Ask your administrator for a new one.',
    );
    await old.context.close();
  });
});

test.describe('signed out', () => {
  test('a forged invitation link is not valid, and shows no form', async ({ page }) => {
    await page.goto(`/invitation/${'x'.repeat(21)}forged${'y'.repeat(16)}`);
    await expect(page.getByTestId('invitation-closed')).toHaveText('This invitation link is not valid.');
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('New password')).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });
});
