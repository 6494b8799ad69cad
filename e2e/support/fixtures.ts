/**
 * `test` for specs that start signed in: `test.use({ signedInAs: users.viewer })` on a file or a
 * describe signs that account in through the API before each test (`signInThroughApi`), instead of
 * through the login form. Specs about signing in and out keep the form (`signIn`).
 *
 * Why not a `storageState` file saved once by a setup project: the refresh cookie is the whole
 * session (the access token lives in memory only) and it rotates on every page load; a rotated token
 * presented again after the 30 s grace period revokes its whole family (CONTRACT §4). One stored
 * cookie shared by the suite would end every session of that sign-in from the first test that runs
 * 30 s after another, and a spec that logs out would end it at once. A sign-in per test costs one
 * API call (tens of milliseconds).
 */
import { test as base } from '@playwright/test';
import { signInThroughApi } from './auth';

export interface SignedInOptions {
  /** The email of the demo account to sign in before the test; `null`: start signed out. */
  signedInAs: string | null;
}

export const test = base.extend<SignedInOptions>({
  signedInAs: [null, { option: true }],
  context: async ({ context, signedInAs }, use) => {
    if (signedInAs) await signInThroughApi(context, signedInAs);
    await use(context);
  },
});

export { expect } from '@playwright/test';
