/**
 * A plain area walked as a user would (apps/web/src/components/collection/define-area.tsx): a record
 * created from the list's `New …`, shown with its history, found by the list's search and filter,
 * edited, and deleted, after which the list no longer finds it. Every scaffolded area's browser test
 * is this walk; the area's own behaviour gets tests of its own beside it.
 */
import { expect, type Page } from '@playwright/test';
import { openSignedIn } from './auth';

interface AreaWalk {
  /** The list's path: `/field-inspections`. */
  path: string;
  rowTestID: string;
  /** The list's button and the delete dialog's: `New field inspection`, `Delete field inspection`. */
  newButton: string;
  deleteButton: string;
  /** Required choices by label: the option chosen on create, then the one chosen on edit. */
  choices: { [label: string]: readonly [string, string] };
}

export async function walkArea(page: Page, walk: AreaWalk) {
  const name = `E2E walk ${Date.now().toString(36)}`;
  const renamed = `${name} (renamed)`;
  await openSignedIn(page, `${walk.path}/`);
  await page.getByRole('link', { name: walk.newButton }).click();
  await expect(page.getByRole('heading', { level: 1, name: walk.newButton })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Description' }).fill('Made by the area walk.');
  for (const [label, [created]] of Object.entries(walk.choices)) await choose(page, label, created);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL((url) => new RegExp(`^${walk.path}/[0-9a-f-]{36}$`).test(url.pathname));
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByTestId('activity-row').first()).toContainText('created it');
  const recordPath = new URL(page.url()).pathname;

  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(renamed);
  for (const [label, [, edited]] of Object.entries(walk.choices)) await choose(page, label, edited);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  const change = history.getByTestId('activity-row').first();
  await expect(change).toContainText('changed it');
  await expect(change).toContainText(`Name: ${name}`);

  // The list finds it by its words, filtered by its edited choices, and opens it.
  await openSignedIn(page, `${walk.path}/`);
  await page.getByRole('searchbox', { name: 'Search' }).fill(renamed);
  for (const [label, [, edited]] of Object.entries(walk.choices)) await choose(page, label, edited);
  const row = page.getByTestId(walk.rowTestID).filter({ hasText: renamed });
  await expect(row).toHaveCount(1);
  await row.click();
  await expect(page).toHaveURL((url) => url.pathname === recordPath);

  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(renamed);
  await dialog.getByRole('button', { name: walk.deleteButton }).click();
  await expect(page).toHaveURL((url) => url.pathname === walk.path);
  await page.getByRole('searchbox', { name: 'Search' }).fill(renamed);
  await expect(page.getByTestId(walk.rowTestID)).toHaveCount(0);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
