/**
 * The Users and Document sections of asset record pages: assigning and removing a responsibility,
 * the ITRB gap of a Very High facility, a site's documents, what a viewer sees, and axe.
 */
import type { Page } from '@playwright/test';
import { users } from '../support/accounts';
import { openSignedIn } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { adminApi, type Created } from './responsibility-api';

/** Northwind Mining's first seeded site (apps/api/src/db/seed/data/northwind-assets.ts), with two documents. */
const cerroAlto = { code: 'S-001', name: 'Cerro Alto Copper Mine' };
/** The viewer account's name (apps/api/src/db/seed/demo-people.ts): the person assigned here. */
const viewerName = 'Sam Whitfield';

function usersSection(page: Page) {
  return page.getByRole('region', { name: 'Responsibilities' });
}

test.describe('Users section', () => {
  let siteID: string;
  let before: Set<string>;

  test.beforeEach(async ({ request }) => {
    const api = await adminApi(request, users.admin);
    siteID = await api.siteIDOf(cerroAlto.code);
    before = new Set((await api.assignments('sites', siteID)).map((assignment) => assignment.assignmentID));
  });

  test.afterEach(async ({ request }) => {
    // Whatever the test left behind, if it stopped half-way.
    await (await adminApi(request, users.admin)).removeAssignmentsBut('sites', siteID, before);
  });

  test.describe('as the admin', () => {
    test.use({ signedInAs: users.admin });

    test('an admin assigns a person to a site and removes the responsibility again', async ({ page }) => {
      test.slow();
      await openSignedIn(page, `/sites/${siteID}?section=users`);
      const section = usersSection(page);
      await section.getByRole('button', { name: 'Assign person' }).click();

      const dialog = page.getByRole('dialog', { name: 'Assign a person' });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText('Required').first()).toBeVisible();

      await dialog.getByRole('combobox', { name: 'Person' }).fill('Whitfield');
      await page.getByRole('option', { name: new RegExp(viewerName) }).click();
      await dialog.getByRole('combobox', { name: 'Role' }).click();
      await page.getByRole('option', { name: 'Surveillance' }).click();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();

      const row = section
        .getByTestId('assignment-row')
        .filter({ hasText: viewerName })
        .filter({ hasText: 'Surveillance' });
      await expect(row).toBeVisible();
      await row.getByRole('button', { name: `Remove ${viewerName} as Surveillance` }).click();
      const confirm = page.getByRole('dialog', { name: 'Remove this responsibility?' });
      await confirm.getByRole('button', { name: 'Remove' }).click();
      await expect(confirm).toBeHidden();
      await expect(row).toHaveCount(0);
    });

    test('has no serious axe violation, with the assign form open too', async ({ page }) => {
      test.slow();
      await openSignedIn(page, `/sites/${siteID}?section=users`);
      await expect(usersSection(page).getByText('Loading responsibilities...')).toHaveCount(0);
      await expectNoSeriousViolations(page);
      await usersSection(page).getByRole('button', { name: 'Assign person' }).click();
      await page.getByRole('dialog', { name: 'Assign a person' }).getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Required').first()).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });

  test.describe('as a viewer', () => {
    test.use({ signedInAs: users.viewer });

    test('a viewer sees the responsibilities but no assign or remove control', async ({ page }) => {
      await openSignedIn(page, `/sites/${siteID}?section=users`);
      const section = usersSection(page);
      await expect(section.getByRole('heading', { name: 'Responsibilities' })).toBeVisible();
      await expect(section.getByText('Loading responsibilities...')).toHaveCount(0);
      await expect(section.getByRole('button', { name: 'Assign person' })).toHaveCount(0);
      await expect(section.getByRole('button', { name: /^Remove / })).toHaveCount(0);
    });
  });
});

test.describe('ITRB gap', () => {
  test.use({ signedInAs: users.viewer });
  const created: Created = { crossSectionIDs: [], facilityIDs: [] };

  test.afterEach(async ({ request }) => {
    await (await adminApi(request, users.admin)).deleteCreated(created);
  });

  test('a Very High or Extreme facility without an ITRB member shows the gap in words', async ({ page, request }) => {
    const facility = await (await adminApi(request, users.admin)).facilityWithItrbGap(created);
    await openSignedIn(page, `/facilities/${facility.facilityID}?section=users`);
    const gap = page.getByRole('alert').filter({ hasText: 'No ITRB member assigned' });
    await expect(gap).toBeVisible();
    await expect(gap).toContainText(/This facility is rated (Very High|Extreme)/);
  });
});

test.describe('Document section', () => {
  test.use({ signedInAs: users.viewer });

  test('a site’s Document section lists the documents filed under it, and opens one', async ({ page, request }) => {
    const siteID = await (await adminApi(request, users.admin)).siteIDOf(cerroAlto.code);
    await openSignedIn(page, `/sites/${siteID}?section=document`);
    const filed = page.getByRole('region', { name: 'Documents', exact: true });
    const rows = filed.getByTestId('document-row');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole('region', { name: 'Mentioned in' })).toBeVisible();
    await expect(page.getByRole('button', { name: /upload/i })).toHaveCount(0);

    const title = (await rows.first().getByRole('button').first().innerText()).trim();
    await rows.first().click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  });
});
