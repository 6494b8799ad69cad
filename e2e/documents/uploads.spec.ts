/**
 * Uploading documents as the engineer: two files dropped onto the dropzone, each with its progress
 * and its result; a word found only inside one file's text, highlighted in its snippet; its details
 * (text status, versions), a new version, and the old version downloaded. Every file is unique to
 * the run, and what the spec uploaded is deleted again afterwards.
 */
import type { Page } from '@playwright/test';
import { users } from '../support/accounts';
import { openSignedIn } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { holdRequests } from '../support/network';
import { shoot } from '../support/screenshots';
import { deleteDocuments, dropFiles, recordUploads, uniqueWord, type TextFile } from './upload-support';

const runID = Date.now();
const hiddenWord = uniqueWord('quillwort', runID);
const otherWord = uniqueWord('marram', runID);

// The words stand only inside the files, never in their names (a title is the name without its ending).
const survey: TextFile = {
  name: `pond-survey-${runID}.txt`,
  mimeType: 'text/plain',
  text: `Pond survey, run ${runID}.\nSeepage at the downstream toe was clear. The ${hiddenWord} beds on the north bank were mapped.\n`,
};
const crest: TextFile = {
  name: `crest-levels-${runID}.md`,
  mimeType: 'text/markdown',
  text: `# Crest levels ${runID}\n\nThe crest was surveyed; ${otherWord} grows on the upstream face.\n`,
};
const surveyRevised: TextFile = {
  name: `pond-survey-${runID}-rev-b.txt`,
  mimeType: 'text/plain',
  text: `${survey.text}Revision B: the ${hiddenWord} beds were mapped again.\n`,
};

test.use({ signedInAs: users.engineer });

let uploaded: string[] = [];

test.afterAll(async ({ request }) => {
  await deleteDocuments(request, uploaded);
});

/** The search in the address finds one document once the file's text has been read (reloading till then). */
async function expectSearchToFindOne(page: Page) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('document-row')).toHaveCount(1, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

function uploadDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Upload documents' });
}

test('the engineer uploads two files, finds one by a word in its text, and adds a version', async ({
  page,
}, testInfo) => {
  // Three axe runs and a file read in the background: slow on a busy machine.
  test.setTimeout(180_000);
  uploaded = recordUploads(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, '/documents/?section=all');
  await expect(page.getByTestId('document-row').first()).toBeVisible();

  await page.getByRole('button', { name: 'Upload document' }).click();
  const dialog = uploadDialog(page);
  await expect(dialog).toBeVisible();
  // The server's limit (MAX_UPLOAD_MB, 50 by default) is said before anything is chosen.
  await expect(dialog.getByText(/up to 50 MB each/)).toBeVisible();
  await expectNoSeriousViolations(page);

  // Dropped, not chosen: react-dropzone takes the files from the drop event.
  await dropFiles(page, dialog.getByText('Drag files here, or click to choose them'), [survey, crest]);
  const files = dialog.getByRole('list', { name: 'Files to upload' }).getByRole('listitem');
  await expect(files).toHaveCount(2);
  await expect(files.nth(0)).toContainText(survey.name);
  await expect(files.nth(1)).toContainText(crest.name);
  await dialog.getByRole('textbox', { name: 'Author' }).fill('E2E Engineer');
  await dialog.getByRole('textbox', { name: 'Revision' }).fill('A');

  // The first upload is held at the server's door: its bytes are sent, its answer waits.
  const held = await holdRequests(page, '**/api/documents');
  await dialog.getByRole('button', { name: 'Upload 2 files' }).click();
  // Its progress bar stands where "Ready to upload" stood (at 0 % here: the browser reports the
  // progress of a request that Playwright holds only once it lets it go).
  const progress = dialog.getByRole('progressbar', { name: `Uploading ${survey.name}` });
  await expect(progress).toHaveAttribute('aria-valuenow', /^\d+$/);
  await expect(files.nth(0)).not.toContainText('Ready to upload');
  await expect(files.nth(1)).toContainText('Ready to upload');
  await expectNoSeriousViolations(page);
  await shoot(page, testInfo, 'documents-upload', 'light', 1280);
  await held.release();

  await expect(dialog.getByRole('status')).toHaveText('Uploaded: 2 of 2.');
  await expect(files.filter({ hasText: 'Uploaded' })).toHaveCount(2);
  expect(uploaded).toHaveLength(2);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  // The word stands only inside the survey: its text is read a moment after the upload.
  await page.getByRole('searchbox', { name: 'Search' }).fill(hiddenWord);
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === hiddenWord);
  const rows = page.getByTestId('document-row');
  await expectSearchToFindOne(page);
  const row = rows.first();
  await expect(row.getByRole('button', { name: `pond-survey-${runID}` })).toBeVisible();
  await expect(row.locator('mark').first()).toContainText(new RegExp(hiddenWord, 'i'));
  await expect(row).toContainText('beds on the north bank');

  // Its details: searchable text, one version so far.
  await row.getByRole('button', { name: `pond-survey-${runID}` }).click();
  const drawer = page.getByRole('dialog', { name: `pond-survey-${runID}` });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('Text: searchable')).toBeVisible();
  const versions = drawer.getByRole('region', { name: 'Versions' }).getByRole('listitem');
  await expect(versions).toHaveCount(1);
  // An engineer edits and adds versions, but does not delete.
  await expect(drawer.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await shoot(page, testInfo, 'documents-drawer', 'light', 1280);

  const newVersion = drawer.getByRole('region', { name: 'Upload new version' });
  await newVersion.locator('input[type="file"]').setInputFiles({
    name: surveyRevised.name,
    mimeType: surveyRevised.mimeType,
    buffer: Buffer.from(surveyRevised.text),
  });
  await newVersion.getByRole('textbox', { name: 'Revision' }).fill('B');
  await newVersion.getByRole('button', { name: 'Upload new version' }).click();
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText('Version 2');
  await expect(versions.nth(0)).toContainText('Current');
  await expect(versions.nth(0)).toContainText(surveyRevised.name);
  await expect(versions.nth(1)).toContainText('Version 1');
  await expect(versions.nth(1)).toContainText(survey.name);
  // Nobody chose its title (the first file's name): it is now the new file's name.
  await expect(page.getByRole('dialog', { name: `pond-survey-${runID}-rev-b`, exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
  await shoot(page, testInfo, 'documents-drawer-versions', 'light', 1280);

  // The old version downloads as it was uploaded.
  const downloading = page.waitForEvent('download');
  await versions.nth(1).getByRole('button', { name: 'Download version 1' }).click();
  const download = await downloading;
  expect(await download.failure()).toBeNull();
  expect(download.suggestedFilename()).toBe(survey.name);
  const saved = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(saved);
  const { readFile } = await import('node:fs/promises');
  expect(await readFile(saved, 'utf8')).toBe(survey.text);

  // The search results on a phone, snippets and all.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.setViewportSize({ width: 390, height: 844 });
  // The new version's text is read afresh; until then the search does not find the document.
  await expectSearchToFindOne(page);
  await expect(rows.first().getByRole('button', { name: `pond-survey-${runID}-rev-b`, exact: true })).toBeVisible();
  await expect(rows.first().locator('mark').first()).toBeVisible();
  await shoot(page, testInfo, 'documents-search', 'light', 390);
});
