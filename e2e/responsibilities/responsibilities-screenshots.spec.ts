/**
 * Screenshots of the Users and Document sections in the light and the dark colour scheme at 1280 px
 * and 390 px, saved as test-results/screenshots/<screen>-<scheme>-<width>.png for a person to look
 * at (the convention of e2e/screenshots). They are not compared with stored images.
 */
import { users } from '../support/accounts';
import { openSignedIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { screenshotSchemes, screenshotWidths, shoot } from '../support/screenshots';
import { adminApi, type Created } from './responsibility-api';

test.use({ signedInAs: users.admin });

let siteID: string;
let facilityID: string;
let before: Set<string>;
const created: Created = { crossSectionIDs: [], facilityIDs: [] };

test.beforeAll(async ({ request }) => {
  const api = await adminApi(request, users.admin);
  siteID = await api.siteIDOf('S-001');
  facilityID = (await api.facilityWithItrbGap(created)).facilityID;
  before = new Set((await api.assignments('sites', siteID)).map((assignment) => assignment.assignmentID));
  // A current and a past responsibility, so both kinds are in the pictures.
  await api.assign('sites', siteID, {
    userID: await api.memberIDOf(users.viewer),
    role: 'surveillance',
    since: '2025-02-01',
  });
  await api.assign('sites', siteID, {
    userID: await api.memberIDOf(users.engineer),
    role: 'rtfe',
    since: '2022-01-10',
    until: '2024-12-31',
  });
});

test.afterAll(async ({ request }) => {
  const api = await adminApi(request, users.admin);
  await api.removeAssignmentsBut('sites', siteID, before);
  await api.deleteCreated(created);
});

for (const colorScheme of screenshotSchemes) {
  for (const viewport of screenshotWidths) {
    test.describe(`${colorScheme}, ${viewport.width} px`, () => {
      test.use({ colorScheme, viewport });

      test('site Users section, assign form, facility ITRB gap, site Document section', async ({ page }, testInfo) => {
        test.slow();
        await openSignedIn(page, `/sites/${siteID}?section=users`);
        const section = page.getByRole('region', { name: 'Responsibilities' });
        await expect(section.getByTestId('assignment-row').first()).toBeVisible();
        await section.getByRole('button', { name: /Show \d+ past/ }).click();
        await expect(section.getByTestId('assignment-row').filter({ hasText: 'RTFE' }).first()).toBeVisible();
        await shoot(page, testInfo, 'site-users', colorScheme, viewport.width);

        await section.getByRole('button', { name: 'Assign person' }).click();
        const dialog = page.getByRole('dialog', { name: 'Assign a person' });
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(dialog.getByText('Required').first()).toBeVisible();
        await shoot(page, testInfo, 'site-users-assign', colorScheme, viewport.width);
        await dialog.getByRole('button', { name: 'Cancel' }).click();

        await page.goto(`/facilities/${facilityID}?section=users`);
        await expect(page.getByRole('alert').filter({ hasText: 'No ITRB member assigned' })).toBeVisible();
        await shoot(page, testInfo, 'facility-users-itrb-gap', colorScheme, viewport.width);

        await page.goto(`/sites/${siteID}?section=document`);
        await expect(page.getByTestId('document-row').first()).toBeVisible();
        await shoot(page, testInfo, 'site-documents', colorScheme, viewport.width);
      });
    });
  }
}
