/**
 * Actions in the browser: the declared area's walk from New to Delete (its source a risk, then a
 * control, each chosen in its picker), one created from the list and closed with an evidence document, "My
 * actions" narrowing the list to the signed-in person's, and a new action opened from a control
 * with its source preset. Axe scans the new action form with its problems, an action and the list.
 */
import { registerApi, uniqueName } from '../controls/register-api';
import { users } from '../support/accounts';
import { walkArea } from '../support/area-walk';
import { openSignedIn } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

/** A document of Northwind Mining's seeded library (apps/api/src/db/seed/data/northwind-documents.ts). */
const evidenceTitle = 'Stakeholder engagement plan 2024–2026';

test.describe('actions', () => {
  test.use({ signedInAs: users.admin });
  test.describe.configure({ timeout: 90_000 });

  test('walks an action from New to Delete, raised from a risk and then from a control', async ({ page }) => {
    await walkArea(page, {
      path: '/actions',
      rowTestID: 'action-row',
      newButton: 'New action',
      deleteButton: 'Delete action',
      nameLabel: 'Title',
      choices: { Source: ['Risk', 'Control'], Priority: ['P1', 'P2'] },
      references: { create: ['Risk'], edit: ['Control'] },
    });
  });

  test('creates an action, closes it with an evidence document and sees it done', async ({ page, request }) => {
    const title = uniqueName('action');
    const api = await registerApi(request, users.admin);
    try {
      await openSignedIn(page, '/actions/');
      await page.getByRole('link', { name: 'New action' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'New action' })).toBeVisible();
      // Saved empty first: the form's problems are part of what must be readable.
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Required').first()).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('textbox', { name: 'Title' }).fill(title);
      await page.getByLabel('Due date').fill('2020-03-01');
      await page.getByRole('button', { name: 'Save' }).click();

      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('Overdue').first()).toBeVisible();
      await page.getByRole('button', { name: 'Close action' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'Closing note' }).fill('Plan reviewed with the community.');
      await dialog.getByLabel('Evidence documents').fill('Stakeholder engagement');
      await page.getByRole('option', { name: evidenceTitle, exact: true }).click();
      // The choices stay open for more; a click beside them closes them.
      await dialog.getByRole('heading', { name: /^Close A-/ }).click();
      await expect(page.getByRole('listbox')).toBeHidden();
      await dialog.getByRole('button', { name: 'Close action' }).click();
      await expect(dialog).toBeHidden();

      await expect(page.getByText('Done', { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: evidenceTitle })).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: 'Plan reviewed with the community.' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Reopen' })).toBeVisible();
      await expectNoSeriousViolations(page);

      await openSignedIn(page, '/actions/?status=done');
      await page.getByRole('searchbox', { name: 'Search' }).fill(title);
      // Every row, not only the match: the rows before the search applied hold it too.
      await expect(page.getByTestId('action-row')).toHaveCount(1);
      const row = page.getByTestId('action-row').filter({ hasText: title });
      await expect(row).toContainText('Done');
      await expect(row).not.toContainText('Overdue');
      await expectNoSeriousViolations(page);
    } finally {
      await api.removeAll('actions', title);
    }
  });

  test('"My actions" shows only the signed-in person\'s actions', async ({ page, request }) => {
    const prefix = uniqueName('mine');
    const api = await registerApi(request, users.admin);
    const mine = await api.create('actions', { title: `${prefix} mine`, ownerID: api.userID });
    const nobodys = await api.create('actions', { title: `${prefix} unowned` });
    try {
      await openSignedIn(page, '/actions/');
      await page.getByRole('searchbox', { name: 'Search' }).fill(prefix);
      await expect(page.getByTestId('action-row')).toHaveCount(2);
      await expect(page.getByTestId('action-row').filter({ hasText: `${prefix} mine` })).toContainText('Alex Morgan');

      // The switch follows the address, which the click changes.
      await page.getByRole('switch', { name: 'My actions' }).click({ force: true });
      await expect(page).toHaveURL((url) => url.searchParams.get('ownerID') === api.userID);
      await expect(page.getByRole('switch', { name: 'My actions' })).toBeChecked();
      await expect(page.getByTestId('action-row')).toHaveCount(1);
      await expect(page.getByTestId('action-row')).toContainText(`${prefix} mine`);

      await page.getByRole('switch', { name: 'My actions' }).click({ force: true });
      await expect(page.getByRole('switch', { name: 'My actions' })).not.toBeChecked();
      await expect(page.getByTestId('action-row')).toHaveCount(2);
    } finally {
      await api.remove('actions', String(mine.actionID));
      await api.remove('actions', String(nobodys.actionID));
    }
  });

  test('a new action opened from a control names it as its source', async ({ page, request }) => {
    const description = uniqueName('source control');
    const title = `${description} follow-up`;
    const api = await registerApi(request, users.admin);
    const control = await api.create('controls', { description, proactiveOrReactive: 'reactive' });
    const controlID = String(control.controlID);
    try {
      await openSignedIn(page, `/actions/new?source=control&controlID=${controlID}`);
      await expect(page.getByRole('combobox', { name: 'Source' })).toHaveValue('Control');
      await expect(page.getByRole('combobox', { name: 'Control' })).toHaveValue(`${control.code} ${description}`);
      await page.getByRole('textbox', { name: 'Title' }).fill(title);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const source = page.getByRole('link', { name: `${control.code} ${description}` });
      await expect(source).toHaveAttribute('href', `/controls/${controlID}`);
    } finally {
      await api.removeAll('actions', title);
      await api.remove('controls', controlID);
    }
  });
});
