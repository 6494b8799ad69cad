/**
 * `/users/`: the members of the active organization, searched and filtered in the address; a tenant
 * admin changes a member and is told why the organization's only admin cannot stop being one. The
 * changes are made in Southern Water, which the other specs only read, and put back.
 */
import { tenants, users } from '../support/accounts';
import { openSignedIn, tenantControl } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

async function switchTo(page: Page, name: string) {
  await tenantControl(page).click();
  await page.getByRole('option', { name }).click();
  await expect(tenantControl(page)).toHaveValue(name);
}

test.describe('as a tenant admin', () => {
  test.use({ signedInAs: users.admin });

  test('lists the members, searched and filtered in the address', async ({ page }) => {
    await openSignedIn(page, '/users/');
    const rows = page.getByTestId('user-row');
    await expect(rows.filter({ hasText: 'Alex Morgan' })).toContainText('Admin');
    await expect(rows.filter({ hasText: 'Sam Whitfield' })).toContainText('Viewer');
    await expectNoSeriousViolations(page);

    await page.getByRole('searchbox', { name: 'Search' }).fill('whitfield');
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'whitfield');
    await expect(rows).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Engineer' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('role') === 'engineer');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('Priya Natarajan');
  });

  test("changes a member's job title, and is told the only admin cannot stop being one", async ({ page }) => {
    await openSignedIn(page, '/users/');
    await switchTo(page, tenants.southernWater.name);
    const sam = page.getByTestId('user-row').filter({ hasText: 'Sam Whitfield' });
    const title = `Tailings auditor ${Date.now()}`;
    await sam.click();
    let dialog = page.getByRole('dialog', { name: 'Sam Whitfield' });
    await dialog.getByRole('textbox', { name: 'Job title' }).fill(title);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(sam).toContainText(title);

    // Back to the title the organization had.
    await sam.click();
    dialog = page.getByRole('dialog', { name: 'Sam Whitfield' });
    await dialog.getByRole('textbox', { name: 'Job title' }).fill('Auditor');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(sam).toContainText('Auditor');

    await page.getByTestId('user-row').filter({ hasText: 'Alex Morgan' }).click();
    dialog = page.getByRole('dialog', { name: 'Alex Morgan' });
    await dialog.getByRole('switch', { name: 'Admin' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toContainText('only admin');
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('user-row').filter({ hasText: 'Alex Morgan' })).toContainText('Admin');
  });
});

test.describe('as a viewer', () => {
  test.use({ signedInAs: users.viewer });

  test('sees the members, and a row opens nothing to change', async ({ page }) => {
    await openSignedIn(page, '/users/');
    const row = page.getByTestId('user-row').filter({ hasText: 'Alex Morgan' });
    await expect(row).toBeVisible();
    await row.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
