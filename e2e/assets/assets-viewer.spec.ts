import type { Page } from '@playwright/test';
import { users } from '../support/accounts';
import { openSignedIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { seededAssets } from './asset-api';

// Three lists and three records: on a 2-core machine that needs more than the default 30 s.
test.describe.configure({ timeout: 60_000 });
test.use({ signedInAs: users.viewer });

const kinds = [
  {
    list: '/infrastructures/',
    row: 'infrastructure-row',
    record: seededAssets.infrastructure,
    create: 'New infrastructure',
  },
  { list: '/facilities/', row: 'facility-row', record: seededAssets.facility, create: 'New facility' },
  {
    list: '/cross-sections/',
    row: 'cross-section-row',
    record: seededAssets.crossSection,
    create: 'New cross-section',
  },
] as const;

/** No control that creates, changes or deletes: no `New …`, `Edit` or `Delete`. */
async function expectNoWriteControls(page: Page) {
  await expect(page.getByRole('link', { name: /^New / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^New / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
}

test('a viewer sees infrastructures, facilities and cross-sections without New, Edit or Delete', async ({ page }) => {
  for (const kind of kinds) {
    await openSignedIn(page, kind.list);
    const row = page.getByTestId(kind.row).filter({ hasText: kind.record.name });
    await expect(row).toBeVisible();
    await expect(page.getByRole('link', { name: kind.create })).toHaveCount(0);
    await expectNoWriteControls(page);

    await row.click();
    await expect(page.getByRole('heading', { level: 1, name: kind.record.name })).toBeVisible();
    await expect(page.getByText(kind.record.code, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Where it sits' })).toBeVisible();
    await expectNoWriteControls(page);
  }
});

test('a viewer opening a new page is told the role does not allow it', async ({ page }) => {
  await openSignedIn(page, '/facilities/new');
  await expect(page.getByText('does not allow creating facilities')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
});
