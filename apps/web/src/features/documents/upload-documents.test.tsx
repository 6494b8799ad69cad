import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HttpRequest } from '../../lib/http';
import { testTenantID } from '../../test/app-render';
import { UploadDocumentsButton } from './components/upload-documents-button';
import { makeDocument } from './test-fixtures';
import {
  abilitiesOf,
  answerWith,
  installBrowserStubs,
  ok,
  problem,
  renderDocumentScreen,
  restoreNetwork,
} from './test-utils';
import type { UploadPlacement } from './upload-form-values';

beforeAll(installBrowserStubs);
afterEach(restoreNetwork);

const facilityID = '0190a000-0000-7000-8000-0000000000f1';

function textFile(name: string, text = `${name} contents`, type = 'text/plain') {
  return new File([text], name, { type });
}

/** Each upload's fields and file, as the server would read the multipart body. */
interface SeenUpload {
  tenant: unknown;
  fields: Record<string, string[]>;
  file: File;
}

function readUpload(config: HttpRequest): SeenUpload {
  const body = config.data as FormData;
  const fields: Record<string, string[]> = {};
  for (const [name, value] of body.entries()) if (name !== 'file') (fields[name] ??= []).push(value as string);
  return { tenant: config.headers.get('x-tenant-id'), fields, file: body.get('file') as File };
}

/** How long a step waits to be drawn: seconds, on a machine busy with other work. */
const drawn = { timeout: 5_000 };

/**
 * Drops `files` on the dialog's file input and waits until each is listed: the drop zone reads the
 * files after the input's change event, so the list may still be empty when `upload` returns.
 */
async function chooseFiles(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, files: File[]) {
  await user.upload(within(dialog).getByLabelText('Choose files'), files);
  await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(files.length), drawn);
}

async function openUpload(placement: UploadPlacement = { section: 'unassigned' }, onOpenDocument = vi.fn()) {
  // No pause between keystrokes: typing the shared fields of a form this size is slow enough on a busy machine.
  const user = userEvent.setup({ delay: null });
  await renderDocumentScreen(<UploadDocumentsButton placement={placement} onOpenDocument={onOpenDocument} />);
  await user.click(screen.getByRole('button', { name: 'Upload document' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload documents' });
  return { user, dialog, onOpenDocument };
}

// Rendering the dialog and typing into it takes seconds of CPU; on a machine shared with other work, twice that.
describe('Upload documents', { timeout: 30_000 }, () => {
  it('sends the files one after another with the fields they share, each with its progress', async () => {
    const seen: SeenUpload[] = [];
    const finish: (() => void)[] = [];
    answerWith(async (config) => {
      const upload = readUpload(config);
      seen.push(upload);
      config.onUploadProgress?.({ loaded: 4, total: 10, progress: 0.4, bytes: 4, upload: true } as never);
      // Each upload waits until the test lets it finish, so its progress can be seen.
      await new Promise<void>((resolve) => finish.push(resolve));
      return ok({ data: makeDocument({ title: upload.file.name.replace(/\.\w+$/, '') }) }, 201);
    });
    const { user, dialog } = await openUpload({ section: 'social' });

    await chooseFiles(user, dialog, [
      textFile('tailings-report.txt'),
      textFile('water-balance.csv', 'a,b', 'text/csv'),
    ]);
    expect(within(dialog).getAllByText('Ready to upload')).toHaveLength(2);
    // The section of the page is preset.
    expect(within(dialog).getByRole('combobox', { name: 'Section' })).toHaveValue('Social');
    await user.type(within(dialog).getByRole('textbox', { name: 'Author' }), 'Ana Pérez');
    await user.type(within(dialog).getByRole('combobox', { name: 'Tags' }), 'gistm,oms,');
    await user.type(within(dialog).getByRole('textbox', { name: 'Revision' }), ' B ');
    await user.click(within(dialog).getByRole('button', { name: 'Upload 2 files' }));

    const first = await within(dialog).findByRole('progressbar', { name: 'Uploading tailings-report.txt' }, drawn);
    expect(first).toHaveAttribute('aria-valuenow', '40');
    // One at a time: the second waits for the first.
    expect(seen).toHaveLength(1);
    expect(within(dialog).getByText('Ready to upload')).toBeInTheDocument();
    finish.shift()!();
    await within(dialog).findByRole('progressbar', { name: 'Uploading water-balance.csv' }, drawn);
    expect(seen).toHaveLength(2);
    finish.shift()!();

    await waitFor(() => expect(within(dialog).getAllByText('Uploaded')).toHaveLength(2), drawn);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Uploaded: 2 of 2.');
    expect(seen.map((upload) => upload.file.name)).toEqual(['tailings-report.txt', 'water-balance.csv']);
    for (const upload of seen) {
      expect(upload.tenant).toBe(testTenantID);
      expect(upload.fields).toEqual({
        docType: ['other'],
        author: ['Ana Pérez'],
        tags: ['gistm', 'oms'],
        revision: ['B'],
        nonAssetCategory: ['social'],
      });
    }
  });

  it('says for each file why it was refused, naming the document a duplicate already is', async () => {
    answerWith(async (config) => {
      const { file } = readUpload(config);
      if (file.name === 'copy.pdf') {
        return problem(409, 'duplicate_file', {
          duplicateOf: { documentID: '0190a000-0000-7000-8000-0000000000e1', title: 'OMS manual rev C' },
        });
      }
      if (file.name === 'huge.pdf') return problem(413, 'file_too_large', { errors: { file: ['At most 50 MB'] } });
      if (file.name === 'renamed.png') return problem(415, 'unsupported_file_type', { errors: { file: ['PNG'] } });
      return ok({ data: makeDocument({ title: 'fine' }) }, 201);
    });
    const { user, dialog, onOpenDocument } = await openUpload();
    await chooseFiles(user, dialog, [
      textFile('copy.pdf', 'x', 'application/pdf'),
      textFile('huge.pdf', 'y', 'application/pdf'),
      textFile('renamed.png', 'z', 'image/png'),
      textFile('fine.txt'),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Upload 4 files' }));

    const items = await waitFor(() => {
      const listed = within(dialog).getAllByRole('listitem');
      expect(within(listed[3]!).getByText('Uploaded')).toBeInTheDocument();
      return listed;
    });
    expect(items[0]).toHaveTextContent('This file is already in this organization, so it was not uploaded again.');
    expect(items[1]).toHaveTextContent('This file is larger than uploads may be.');
    expect(items[2]).toHaveTextContent('This type of file cannot be uploaded.');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Uploaded: 1 of 4.');
    // Failed files may be tried again; the one done is not sent twice.
    expect(within(dialog).getByRole('button', { name: 'Upload 3 files' })).toBeEnabled();

    await user.click(within(items[0]!).getByRole('button', { name: 'OMS manual rev C' }));
    expect(onOpenDocument).toHaveBeenCalledWith('0190a000-0000-7000-8000-0000000000e1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists a file of a type it does not accept as refused, and never sends it', async () => {
    const sent = vi.fn();
    answerWith(async (config) => {
      sent(readUpload(config).file.name);
      return ok({ data: makeDocument() }, 201);
    });
    const user = userEvent.setup({ applyAccept: false });
    await renderDocumentScreen(<UploadDocumentsButton placement={{ section: 'unassigned' }} />);
    await user.click(screen.getByRole('button', { name: 'Upload document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload documents' });
    await chooseFiles(user, dialog, [new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })]);
    const item = await within(dialog).findByRole('listitem');
    expect(item).toHaveTextContent('setup.exe');
    expect(item).toHaveTextContent('This type of file cannot be uploaded.');
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(sent).not.toHaveBeenCalled();
  });

  it('says how large a file may be, and refuses a larger one before sending it', async () => {
    const sent = vi.fn();
    answerWith(async (config) => {
      sent(readUpload(config).file.name);
      return ok({ data: makeDocument() }, 201);
    });
    const { user, dialog } = await openUpload();
    // The limit the server reports (MAX_UPLOAD_MB; 50 unless set).
    expect(within(dialog).getByText(/up to 50 MB each/)).toBeInTheDocument();
    const oversized = textFile('survey.pdf', 'x', 'application/pdf');
    Object.defineProperty(oversized, 'size', { value: 50 * 1024 * 1024 + 1 });
    await chooseFiles(user, dialog, [oversized, textFile('fine.txt')]);
    const items = await within(dialog).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('survey.pdf');
    expect(items[0]).toHaveTextContent('This file is larger than uploads may be.');
    await user.click(within(dialog).getByRole('button', { name: 'Upload 1 file' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent).toHaveBeenCalledWith('fine.txt');
  });

  it('asks for a file before sending anything, and checks the fields with the shared rules', async () => {
    const sent = vi.fn();
    answerWith(async () => {
      sent();
      return ok({ data: makeDocument() }, 201);
    });
    const { user, dialog } = await openUpload();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Choose at least one file.')).toBeInTheDocument();

    await chooseFiles(user, dialog, [textFile('notes.md', '# Notes', 'text/markdown')]);
    const date = within(dialog).getByLabelText('Document date');
    await user.type(date, '1700-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Upload 1 file' }));
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(sent).not.toHaveBeenCalled();
  });

  it('marks a field the server refused on the form', async () => {
    answerWith(() => problem(400, 'validation_failed', { errors: { author: ['Too long'] } }));
    const { user, dialog } = await openUpload();
    await chooseFiles(user, dialog, [textFile('a.txt')]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Author' }), 'Someone');
    await user.click(within(dialog).getByRole('button', { name: 'Upload 1 file' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Author' })).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(within(dialog).getByText('This value was not accepted')).toBeInTheDocument();
  });

  it('files uploads from an asset under that asset, with no section to choose', async () => {
    const seen: SeenUpload[] = [];
    answerWith(async (config) => {
      seen.push(readUpload(config));
      return ok({ data: makeDocument({ assetType: 'facility', assetID: facilityID }) }, 201);
    });
    const { user, dialog } = await openUpload({ assetType: 'facility', assetID: facilityID });
    expect(within(dialog).queryByRole('combobox', { name: 'Section' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('The documents will be filed under this facility.')).toBeInTheDocument();
    await chooseFiles(user, dialog, [textFile('inspection.txt')]);
    await user.click(within(dialog).getByRole('button', { name: 'Upload 1 file' }));
    await within(dialog).findByText('Uploaded');
    expect(seen[0]!.fields).toMatchObject({ assetType: ['facility'], assetId: [facilityID] });
    expect(seen[0]!.fields).not.toHaveProperty('nonAssetCategory');
  });

  it('is not offered to a viewer', async () => {
    await renderDocumentScreen(<UploadDocumentsButton placement={{ section: 'unassigned' }} />, {
      abilities: abilitiesOf('viewer'),
    });
    expect(screen.queryByRole('button', { name: 'Upload document' })).not.toBeInTheDocument();
  });

  it('is offered to an engineer', async () => {
    await renderDocumentScreen(<UploadDocumentsButton placement={{ section: 'unassigned' }} />, {
      abilities: abilitiesOf('engineer'),
    });
    expect(screen.getByRole('button', { name: 'Upload document' })).toBeInTheDocument();
  });
});
