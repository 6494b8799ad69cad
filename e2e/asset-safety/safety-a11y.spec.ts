/** The Criteria (with stability results) and Consequence rating sections, read and edited: no serious axe violation. */
import { users } from '../support/accounts';
import { openSignedIn } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { safetyApi, type Branch } from './safety-api';

test.use({ signedInAs: users.admin });

let branch: Branch | undefined;
test.beforeAll(async ({ request }) => {
  branch = await (await safetyApi(request)).createFilledBranch('a11y');
});
test.afterAll(async ({ request }) => (await safetyApi(request)).removeBranch(branch));

test('the criteria and rating sections have no serious axe violations', async ({ page }) => {
  test.slow();
  const { crossSection } = branch!;
  await openSignedIn(page, `/cross-sections/${crossSection.id}?section=criteria`);
  await expect(page.getByTestId('stability-result-row')).toHaveCount(2);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto(`/cross-sections/${crossSection.id}?section=consequence-rating`);
  await expect(page.getByTestId('earlier-rating-row')).toHaveCount(1);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Re-rate' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
