/**
 * A plain area walked as a user would (apps/web/src/components/collection/define-area.tsx): a record
 * created from the list's `New …`, shown with its history, found by the list's search and filter,
 * edited, and deleted, after which the list no longer finds it. Scaffolded areas, actions, controls
 * and the asset kinds below a site walk it (`e2e/assets/asset-walks.spec.ts`); sites walk the same
 * steps with their location in `e2e/sites/site-record.spec.ts`. An area's own behaviour gets
 * tests of its own beside it.
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
  /** The field that names a record: `Name` unless the area names them by another (`Title`). */
  nameLabel?: string;
  /**
   * Choices by label: the option chosen on create, then the one chosen on edit (not the field's
   * initial value: choosing the chosen option again clears it). The list is filtered by the edited ones.
   */
  choices: { [label: string]: readonly [string, string] };
  /** Choices the form needs that the list does not filter by, chosen on create only. */
  settings?: { [label: string]: string };
  /**
   * Required pickers of another area's record by label, on create and on edit (a choice above may
   * bring one up): the walk takes the first record each offers, or the one whose name is `option`
   * (a parent made for the test, so the walk changes no other record's counts).
   */
  references?: { create?: readonly Reference[]; edit?: readonly Reference[] };
}

type Reference = string | { label: string; option: string };

export async function walkArea(page: Page, walk: AreaWalk) {
  const name = `E2E walk ${Date.now().toString(36)}`;
  const renamed = `${name} (renamed)`;
  const nameLabel = walk.nameLabel ?? 'Name';
  await openSignedIn(page, `${walk.path}/`);
  await page.getByRole('link', { name: walk.newButton }).click();
  await expect(page.getByRole('heading', { level: 1, name: walk.newButton })).toBeVisible();
  await page.getByRole('textbox', { name: nameLabel, exact: true }).fill(name);
  // An area named by its description has no other.
  if (nameLabel !== 'Description') {
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Made by the area walk.');
  }
  for (const [label, [created]] of Object.entries(walk.choices)) await choose(page, label, created);
  for (const [label, option] of Object.entries(walk.settings ?? {})) await choose(page, label, option);
  await chooseReferences(page, walk.references?.create ?? []);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL((url) => new RegExp(`^${walk.path}/[0-9a-f-]{36}$`).test(url.pathname));
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByTestId('activity-row').first()).toContainText('created it');
  const recordPath = new URL(page.url()).pathname;

  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: nameLabel, exact: true }).fill(renamed);
  for (const [label, [, edited]] of Object.entries(walk.choices)) await choose(page, label, edited);
  await chooseReferences(page, walk.references?.edit ?? []);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  const change = history.getByTestId('activity-row').first();
  await expect(change).toContainText('changed it');
  await expect(change).toContainText(`${nameLabel}: ${name}`);

  // The list finds it by its words, filtered by its edited choices, and opens it.
  await openSignedIn(page, `${walk.path}/`);
  await page.getByRole('searchbox', { name: 'Search' }).fill(renamed);
  for (const [label, [, edited]] of Object.entries(walk.choices)) await choose(page, label, edited);
  const row = page.getByTestId(walk.rowTestID).filter({ hasText: renamed });
  await expect(row).toHaveCount(1);
  // The record's own link: a row may hold others (its asset, its source), which lead elsewhere.
  await row.getByRole('link', { name: renamed, exact: true }).click();
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
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The record each picker is told (searched by its name), or else the first it offers. */
async function chooseReferences(page: Page, references: readonly Reference[]) {
  for (const reference of references) {
    const { label, option } = typeof reference === 'string' ? { label: reference, option: null } : reference;
    const picker = page.getByRole('combobox', { name: label, exact: true });
    await picker.click();
    if (option) {
      await picker.fill(option);
      // An option reads "<code> <name>".
      const named = new RegExp(`${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
      await page.getByRole('option', { name: named }).click();
    } else {
      await page.getByRole('option').first().click();
    }
    await expect(picker).not.toHaveValue('');
  }
}
