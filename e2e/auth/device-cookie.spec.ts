/**
 * Device cookies (CONTRACT §4, decision 0039): someone who knows an email and exhausts its sign-in
 * limit from another browser does not lock the owner out of the browser they signed in from before.
 * The person is the spec's own, so that locking their email touches no other test.
 */
import { expect, test, type Page } from '@playwright/test';
import { acceptInvitation, invitedPassword, invitePerson } from '../support/invited-person';
import { expectSignedIn, logOutViaMenu, submitLogin } from '../support/auth';

/** Submits the login form and waits for the sign-in's answer. */
async function tryPassword(page: Page, email: string, password: string): Promise<number> {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/login');
  await submitLogin(page, email, password);
  return (await answer).status();
}

test("a browser that signed in before still signs in while others' guesses have locked the email", async ({
  page,
  browser,
  request,
}) => {
  const person = await invitePerson(request, 'device-owner-', 'Device Owner');
  const elsewhere = await browser.newContext();
  try {
    await acceptInvitation(request, person);
    // The owner signs in from this browser once, then signs out.
    await page.goto('/login');
    expect(await tryPassword(page, person.email, invitedPassword)).toBe(200);
    await expectSignedIn(page);
    await logOutViaMenu(page);
    await expect(page).toHaveURL((url) => url.pathname === '/login');

    // Someone else guesses from another browser until the email is locked there, right password or not.
    const guesser = await elsewhere.newPage();
    await guesser.goto('/login');
    for (let guess = 1; guess <= 5; guess += 1) {
      expect(await tryPassword(guesser, person.email, `wrong-guess-${guess}`)).toBe(401);
    }
    expect(await tryPassword(guesser, person.email, invitedPassword)).toBe(429);
    await expect(guesser.getByRole('alert')).toContainText('Too many failed attempts.');

    // The owner's browser is limited on its own: it signs in.
    expect(await tryPassword(page, person.email, invitedPassword)).toBe(200);
    await expectSignedIn(page);
  } finally {
    await elsewhere.close();
    await person.remove();
  }
});
