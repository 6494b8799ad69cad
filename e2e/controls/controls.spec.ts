/**
 * Controls in the browser: the declared area's walk from New to Delete, a control created from the list, a failed verification recorded against
 * it and its state following (Not effective, Overdue), deleting one still linked to an action
 * refused in words, and a viewer offered no way to change anything. Axe scans each screen the
 * manager's walk passes through: the new control form, the control's sections and the list.
 */
import { users } from '../support/accounts';
import { walkArea } from '../support/area-walk';
import { openSignedIn } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { registerApi, uniqueName } from './register-api';

test.describe('controls', () => {
  test.describe.configure({ timeout: 90_000 });

  test.describe('as a manager', () => {
    test.use({ signedInAs: users.admin });

    test('walks a control from New to Delete', async ({ page }) => {
      await walkArea(page, {
        path: '/controls',
        rowTestID: 'control-row',
        newButton: 'New control',
        deleteButton: 'Delete control',
        nameLabel: 'Description',
        choices: { Priority: ['P1', 'P3'], Status: ['In place', 'Not in place'] },
      });
    });

    test('creates a control, records a failed verification and sees it Not effective and Overdue', async ({
      page,
      request,
    }) => {
      const description = uniqueName('control');
      const api = await registerApi(request, users.admin);
      try {
        await openSignedIn(page, '/controls/');
        await page.getByRole('link', { name: 'New control' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'New control' })).toBeVisible();
        await page.getByRole('textbox', { name: 'Description' }).fill(description);
        await page.getByRole('switch', { name: 'Critical' }).check({ force: true });
        await page.getByRole('combobox', { name: 'Verification frequency' }).click();
        await page.getByRole('option', { name: 'Monthly', exact: true }).click();
        await expectNoSeriousViolations(page);
        await page.getByRole('button', { name: 'Save' }).click();

        await expect(page.getByRole('heading', { level: 1, name: description })).toBeVisible();
        const facts = page.locator('dl').first();
        await expect(facts).toContainText('Last verificationNot recorded');
        await expect(facts).not.toContainText('Overdue');

        // A verification a year ago that failed: the control was not shown to work, and is due again long since.
        await page.getByRole('tab', { name: 'Verifications' }).click();
        await expect(page.getByText('This control has not been verified yet.')).toBeVisible();
        const lastYear = `${new Date().getUTCFullYear() - 1}-01-15`;
        await page.getByLabel('Date').fill(lastYear);
        await page.getByRole('combobox', { name: 'Result' }).click();
        await page.getByRole('option', { name: 'Not effective', exact: true }).click();
        await page.getByRole('textbox', { name: 'Note' }).fill('The pump did not start on demand.');
        await page.getByRole('button', { name: 'Record verification' }).click();
        const row = page.getByTestId('verification-row');
        await expect(row).toHaveCount(1);
        await expect(row).toContainText('Not effective');
        await expect(row).toContainText('The pump did not start on demand.');
        await expect(row).toContainText('Alex Morgan');
        await expectNoSeriousViolations(page);

        await page.getByRole('tab', { name: 'Information' }).click();
        await expect(facts).toContainText('Not effective');
        await expect(facts).toContainText('Overdue');
        await expectNoSeriousViolations(page);

        // The list says the same, and finds it among the overdue ones.
        await openSignedIn(page, '/controls/?verificationOverdue=true');
        await page.getByRole('searchbox', { name: 'Search' }).fill(description);
        // Every row, not only the match: the rows before the search applied hold it too.
        await expect(page.getByTestId('control-row')).toHaveCount(1);
        const listed = page.getByTestId('control-row').filter({ hasText: description });
        await expect(listed).toContainText('Not effective');
        await expect(listed).toContainText('Overdue');
        await expect(listed).toContainText('Critical');
        await expectNoSeriousViolations(page);
      } finally {
        await api.removeAll('controls', description);
      }
    });

    test('is told why a control linked to an action cannot be deleted', async ({ page, request }) => {
      const description = uniqueName('linked control');
      const api = await registerApi(request, users.admin);
      const control = await api.create('controls', { description, proactiveOrReactive: 'proactive' });
      const controlID = String(control.controlID);
      const action = await api.create('actions', { title: `${description} follow-up`, source: 'control', controlID });
      try {
        await openSignedIn(page, `/controls/${controlID}`);
        await expect(page.getByRole('heading', { level: 1, name: description })).toBeVisible();
        await page.getByRole('tab', { name: 'Actions' }).click();
        await expect(page.getByTestId('action-row')).toContainText(`${description} follow-up`);
        await expect(page.getByRole('link', { name: 'Raise action' })).toHaveAttribute(
          'href',
          `/actions/new?source=control&controlID=${controlID}`,
        );

        await page.getByRole('tab', { name: 'Information' }).click();
        await page.getByRole('button', { name: 'Delete' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: 'Delete control' }).click();
        await expect(dialog).toContainText('still linked to a risk or an action');
        await expect(page).toHaveURL((url) => url.pathname === `/controls/${controlID}`);
      } finally {
        await api.remove('actions', String(action.actionID));
        await api.remove('controls', controlID);
      }
    });
  });

  test.describe('as a viewer', () => {
    test.use({ signedInAs: users.viewer });

    test('sees the controls and actions but no New, Edit or Delete', async ({ page }) => {
      await openSignedIn(page, '/controls/');
      await expect(page.getByTestId('control-row').first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'New control' })).toHaveCount(0);
      await page.getByTestId('control-row').first().click();
      await expect(page.getByRole('tab', { name: 'Verifications' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
      await page.getByRole('tab', { name: 'Verifications' }).click();
      await expect(page.getByRole('button', { name: 'Record verification' })).toHaveCount(0);

      await page.getByRole('navigation').getByRole('link', { name: 'Actions' }).click();
      await expect(page.getByTestId('action-row').first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'New action' })).toHaveCount(0);
      await page.getByTestId('action-row').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Close action' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    });
  });
});
