/**
 * Screenshots of the User activity page in the light and the dark colour scheme at 1280 px and
 * 390 px: the trail with a row unfolded into its changes, and narrowed to nothing. Saved as
 * test-results/screenshots/<screen>-<scheme>-<width>.png for a person to look at, not compared.
 */
import { users } from '../support/accounts';
import { openSignedIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { screenshotSchemes, screenshotWidths, shoot } from '../support/screenshots';
import { activityApi, type RenamedSite } from './activity-api';

test.use({ signedInAs: users.admin });

let site: RenamedSite | undefined;
test.afterEach(async ({ request }) => {
  if (site) await (await activityApi(request)).removeSite(site.siteID);
});

for (const colorScheme of screenshotSchemes) {
  for (const viewport of screenshotWidths) {
    test.describe(`${colorScheme}, ${viewport.width} px`, () => {
      test.use({ colorScheme, viewport });

      test('user activity, a change unfolded, nothing found', async ({ page, request }, testInfo) => {
        site = await (await activityApi(request)).renameNewSite(`E2E activity shot ${Date.now().toString(36)}`);
        await openSignedIn(page, '/user-activity');
        const renamed = page.getByTestId('activity-row').filter({ hasText: `Updated site ${site.code}: name` });
        await renamed.getByRole('button', { name: 'Show changes' }).click();
        await expect(page.getByRole('table', { name: /^Changes:/ })).toBeVisible();
        await shoot(page, testInfo, 'user-activity', colorScheme, viewport.width);

        await page.goto('/user-activity?q=nothing-matches-this');
        await expect(page.getByText('No activity matches')).toBeVisible();
        await shoot(page, testInfo, 'user-activity-no-match', colorScheme, viewport.width);
      });
    });
  }
}
