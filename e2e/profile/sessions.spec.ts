/**
 * The profile's Sessions: a person signed in in two browsers sees both, this one marked, signs out
 * everywhere else, and the other browser is sent to the login page at its next load. The person is
 * the spec's own (`support/invited-person.ts`): ending a demo account's other sessions would sign out the
 * tests running beside this one.
 */
import { expectSignedIn, samePath } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { acceptInvitation, invitePerson, signInAs, type InvitedPerson } from '../support/invited-person';

let person: InvitedPerson | undefined;

test.afterEach(async () => {
  await person?.remove();
  person = undefined;
});

test('signing out everywhere else ends the session of the other browser', async ({ browser, request }) => {
  // An invitation, two browsers each loading the app, two accessibility scans and a reload: more
  // than the default budget on a busy two-core runner (measured at 30 s there, 15 s when idle).
  test.slow();
  person = await invitePerson(request, 'e2e-sessions-');
  // The invitation signs the person in in the first browser; the login form's API, in the second.
  const here = await browser.newContext();
  const elsewhere = await browser.newContext();
  try {
    await acceptInvitation(here.request, person);
    await signInAs(elsewhere.request, person);
    const otherPage = await elsewhere.newPage();
    await otherPage.goto('/profile');
    await expectSignedIn(otherPage);

    const page = await here.newPage();
    await page.goto('/profile');
    await expectSignedIn(page);
    const section = page.getByRole('region', { name: 'Sessions' });
    await expect(section.getByRole('heading', { level: 2, name: 'Sessions' })).toBeVisible();
    const rows = section.getByTestId('session-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
    await expect(rows.filter({ hasNotText: 'This device' }).getByRole('button', { name: /^Sign out / })).toBeVisible();
    await expectNoSeriousViolations(page);

    await section.getByRole('button', { name: 'Sign out everywhere else' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out everywhere else?' });
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(page.getByText('Signed out of 1 other session.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('This device');
    await expect(section.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();

    // Its refresh cookie no longer refreshes: the app starts signed out and asks for a sign-in.
    await otherPage.reload();
    await expect(otherPage).toHaveURL((url) => samePath(url.pathname, '/login'));
    await expect(otherPage.getByRole('button', { name: 'Sign in' })).toBeVisible();
  } finally {
    await here.close();
    await elsewhere.close();
  }
});
