/**
 * `/user-activity`: the tenant admin reads the trail, narrows it by record type and person (kept in
 * the address and over a reload), unfolds an entry into the name it changed, and exports exactly
 * what is shown as CSV; a viewer cannot reach the page. The spec makes its own entries (a site
 * created, renamed and deleted again) and reads no other spec's as its own.
 */
import { readFile } from 'node:fs/promises';
import { users } from '../support/accounts';
import { mainNav, openSignedIn } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { activityApi, parseCsv, type RenamedSite } from './activity-api';

/** The export's columns in English (apps/api/src/modules/activity/activity-columns.ts). */
const csvHeader = ['Time (UTC)', 'Person', 'Email', 'Action', 'Record type', 'Record ID', 'Summary', 'Changes'];

/** Yesterday as a date field takes it, in the browser's (the machine's) time zone. */
function yesterday(): string {
  const day = new Date(Date.now() - 24 * 60 * 60 * 1000);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

test.describe('as a tenant admin', () => {
  test.use({ signedInAs: users.admin });

  let site: RenamedSite | undefined;
  test.afterEach(async ({ request }) => {
    if (site) await (await activityApi(request)).removeSite(site.siteID);
  });

  test('filters the trail in the address, unfolds a change and exports what is shown', async ({ page, request }) => {
    site = await (await activityApi(request)).renameNewSite(`E2E activity ${Date.now().toString(36)}`);
    await openSignedIn(page, '/user-activity');
    const rows = page.getByTestId('activity-row');
    await expect(rows.first()).toBeVisible();

    await page.getByRole('combobox', { name: 'Record type' }).click();
    await page.getByRole('option', { name: 'Site', exact: true }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('subjectType') === 'Site');
    const person = page.getByRole('combobox', { name: 'Person' });
    await person.click();
    await person.fill('Alex');
    await page.getByRole('option', { name: /Alex Morgan/ }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('actorID') !== null);
    await page.getByRole('textbox', { name: 'From' }).fill(yesterday());
    await page.getByRole('searchbox', { name: 'Search' }).fill(site.code);
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === site!.code && url.searchParams.has('from'));

    // The address is the page: a reload shows the same filters and rows.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Record type' })).toHaveValue('Site');
    await expect(person).toHaveValue('Alex Morgan');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(site.code);
    const renamed = rows.filter({ hasText: `Updated site ${site.code}: name` }).first();
    await expect(renamed).toContainText('Changed');
    await expect(renamed).toContainText('Alex Morgan');
    await expect(rows.filter({ hasText: `Created site ${site.code} ${site.before}` })).toHaveCount(1);

    await renamed.getByRole('button', { name: 'Show changes' }).click();
    await expect(renamed.getByRole('button', { name: 'Hide changes' })).toHaveAttribute('aria-expanded', 'true');
    const change = page.getByRole('table', { name: `Changes: Updated site ${site.code}: name` }).getByRole('row', {
      name: /^Name/,
    });
    await expect(change.getByRole('cell')).toHaveText([site.before, site.after]);
    await expectNoSeriousViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...entries] = parseCsv((await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, ''));
    expect(header).toEqual(csvHeader);
    expect(entries.length).toBeGreaterThanOrEqual(2);
    for (const entry of entries) {
      const [, who, email, , type, , summary] = entry;
      expect({ who, email, type }).toEqual({ who: 'Alex Morgan', email: users.admin, type: 'Site' });
      expect(summary).toContain(site.code);
    }
    expect(entries.map((entry) => entry[3])).toEqual(expect.arrayContaining(['create', 'update']));
  });
});

test.describe('as a viewer', () => {
  test.use({ signedInAs: users.viewer });

  test('is not offered the page, and is told it is not theirs', async ({ page }) => {
    await openSignedIn(page, '/user-activity');
    await expect(page.getByRole('heading', { level: 1, name: 'User activity' })).toBeVisible();
    await expect(page.getByText('Not allowed')).toBeVisible();
    await expect(page.getByTestId('activity-row')).toHaveCount(0);
    await expect(mainNav(page).getByRole('link', { name: 'User activity' })).toHaveCount(0);
  });
});
