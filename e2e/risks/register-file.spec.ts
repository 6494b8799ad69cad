/**
 * The register in and out of a spreadsheet: the export downloads as a workbook and as a CSV; an
 * import is checked first, its problems named by row and column, and imports only once the file is
 * fixed. The spec removes the risk it imported.
 */
import { readFile } from 'node:fs/promises';
import { users } from '../support/accounts';
import { openSignedIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { riskApi } from './risk-api';

test.use({ signedInAs: users.admin });

const title = 'Piping along the decant conduit (imported)';

test.afterEach(async ({ request }) => {
  await (await riskApi(request, users.admin)).removeRisks(title);
});

test('exports the register, and imports a spreadsheet once its problems are fixed', async ({ page }) => {
  await openSignedIn(page, '/risks/');
  await expect(page.getByTestId('risk-row').first()).toBeVisible();

  await page.getByRole('button', { name: 'Export' }).click();
  const workbook = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel workbook (.xlsx)' }).click();
  expect((await workbook).suggestedFilename()).toMatch(/^risk-register-\d{4}-\d{2}-\d{2}\.xlsx$/);

  await page.getByRole('button', { name: 'Export' }).click();
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click();
  const csv = (await readFile((await (await csvDownload).path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [header] = csv.split(/\r?\n/);
  const columns = header!.split(',');
  expect(columns.slice(0, 3)).toEqual(['Code', 'Title', 'Failure mode']);

  // One new risk (no code): first with a likelihood off the matrix, then fixed.
  const row = (likelihood: string) =>
    columns
      .map(
        (column) =>
          ({
            Title: title,
            'Failure mode': 'internal_erosion',
            Status: 'open',
            'Material unwanted event': 'Yes',
            'Inherent likelihood': likelihood,
            'Inherent consequence': '4',
          })[column] ?? '',
      )
      .join(',');
  const file = (likelihood: string) => ({
    name: 'register.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${header}\n${row(likelihood)}\n`),
  });

  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import risks from a spreadsheet' });
  await dialog.locator('input[type="file"]').setInputFiles(file('9'));
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(dialog.getByRole('alert')).toContainText('1 problem: nothing will be imported');
  const problem = dialog.getByTestId('import-error');
  await expect(problem).toHaveCount(1);
  await expect(problem).toContainText('2');
  await expect(problem).toContainText('Inherent likelihood');
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  await dialog.locator('input[type="file"]').setInputFiles(file('3'));
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(dialog.getByRole('status')).toContainText('Ready to import: 1 new, 0 changed');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Imported: 1 new, 0 changed.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill('decant conduit (imported)');
  await expect(page.getByTestId('risk-row')).toHaveCount(1);
  await expect(page.getByTestId('risk-row')).toContainText(title);
});
