/**
 * A role changed on `/users/` changes what that person is offered: a viewer made manager finds the
 * User activity page in their navigation at their next page load. The person is a new account made
 * for this spec (invited and their password set through the API), so no other spec's demo account
 * changes role meanwhile; their membership is removed at the end.
 */
import { users } from '../support/accounts';
import { mainNav, openSignedIn, signIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { acceptInvitation, invitedPassword, invitePerson } from '../support/invited-person';

test.use({ signedInAs: users.admin });

test('a viewer made manager finds User activity in their navigation', async ({ page, browser, request }) => {
  test.slow(); // two browsers, three page loads each
  const person = await invitePerson(request, 'e2e-role-change-', `Role Change ${Date.now().toString(36)}`);
  await acceptInvitation(request, person);
  const theirs = await browser.newContext();
  try {
    const theirPage = await theirs.newPage();
    await signIn(theirPage, person.email, { password: invitedPassword });
    await expect(mainNav(theirPage).getByRole('link', { name: 'Risks' })).toBeVisible();
    await expect(mainNav(theirPage).getByRole('link', { name: 'User activity' })).toHaveCount(0);

    await openSignedIn(page, `/users/?q=${encodeURIComponent(person.email)}`);
    await page.getByTestId('user-row').filter({ hasText: person.name }).click();
    const dialog = page.getByRole('dialog', { name: person.name });
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Manager' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('user-row').filter({ hasText: person.name })).toContainText('Manager');

    await theirPage.reload();
    await expect(mainNav(theirPage).getByRole('link', { name: 'User activity' })).toBeVisible();
  } finally {
    await theirs.close();
    await person.remove();
  }
});
