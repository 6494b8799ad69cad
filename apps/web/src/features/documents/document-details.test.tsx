import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HttpRequest } from '../../lib/http';
import { testTenantID } from '../../test/app-render';
import { DocumentDetails, shortenChecksum } from './components/document-details';
import { makeDocumentDetail, makeVersion } from './test-fixtures';
import {
  abilitiesOf,
  answerWith,
  installBrowserStubs,
  ok,
  problem,
  renderDocumentScreen,
  restoreNetwork,
} from './test-utils';
import type { DocumentDetail } from '@freeboard/shared/documents/documents.schemas';

const { createObjectURL, revokeObjectURL } = URL;

beforeAll(installBrowserStubs);
afterEach(() => {
  restoreNetwork();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  vi.restoreAllMocks();
});

/** Answers the drawer's own calls (versions, files, writes); `more` answers anything else first. */
function serve(
  document: DocumentDetail,
  more: (config: HttpRequest) => ReturnType<typeof ok> | Promise<unknown> | undefined = () => undefined,
) {
  const requests: HttpRequest[] = [];
  answerWith(async (config) => {
    requests.push(config);
    const answer = more(config);
    if (answer) return answer as ReturnType<typeof ok>;
    if (config.url === `/documents/${document.documentID}/versions`) {
      return ok({
        data: [
          makeVersion(document),
          ...(document.currentVersion > 1
            ? [makeVersion(document, { versionNumber: 1, fileName: 'first-draft.pdf', revision: 'A' })]
            : []),
        ],
      });
    }
    if (config.url === `/documents/${document.documentID}`) return ok({ data: document });
    throw new Error(`Unexpected request ${config.method} ${config.url}`);
  });
  return requests;
}

/** jsdom has no object URLs; the browser's would point at the blob. Also catches the save's link click. */
function fakeObjectURLs() {
  let made = 0;
  const created = vi.fn((_blob: Blob) => `blob:file-${(made += 1)}`);
  const revoked = vi.fn();
  Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
  const saved: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  return { created, revoked, saved };
}

/** Mantine's FileInput is a button in front of a hidden file input. */
function fileInputOf(form: HTMLElement): HTMLInputElement {
  return form.querySelector('input[type="file"]')!;
}

describe('DocumentDetails', { timeout: 15_000 }, () => {
  it('shows what is known about the document', async () => {
    const document = makeDocumentDetail({ nonAssetCategory: 'social' });
    serve(document);
    await renderDocumentScreen(<DocumentDetails document={document} onDeleted={vi.fn()} />);
    expect(screen.getAllByText('oms-manual-rev-c.pdf').length).toBeGreaterThan(0);
    expect(screen.getByText('OMS manual')).toBeInTheDocument();
    expect(screen.getByText('C')).toBeInTheDocument();
    expect(screen.getByText('Ana Pérez')).toBeInTheDocument();
    expect(screen.getByText('gistm')).toBeInTheDocument();
    expect(screen.getByText('Mar 12, 2026')).toBeInTheDocument();
    expect(screen.getByText('Social section')).toBeInTheDocument();
    expect(screen.getByText('Luis Gómez')).toBeInTheDocument();
    expect(screen.getByText('12.4 kB')).toBeInTheDocument();
    const checksum = screen.getByText(shortenChecksum(document.sha256));
    expect(checksum).toHaveAttribute('title', document.sha256);
    expect(screen.getByRole('button', { name: 'Copy the SHA-256 checksum' })).toBeInTheDocument();
  });

  it('names the asset a document is attached to', async () => {
    const document = makeDocumentDetail({
      assetType: 'facility',
      assetID: '0190a000-0000-7000-8000-0000000000c1',
      assetName: 'North tailings storage facility',
    });
    serve(document);
    await renderDocumentScreen(<DocumentDetails document={document} onDeleted={vi.fn()} />);
    expect(screen.getByText('Facility: North tailings storage facility')).toBeInTheDocument();
  });

  it('shortens a checksum to its first and last characters', () => {
    expect(shortenChecksum('a3f1c29be04d7781aa0c8e53b7f6d2e41c9b0a8877e6f5d4c3b2a19080706050')).toBe(
      'a3f1c29be0…80706050',
    );
  });

  it('downloads the file through the API client and saves it under its file name', async () => {
    const file = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const document = makeDocumentDetail();
    const requests = serve(document, (config) => (config.url?.endsWith('/file') ? ok(file) : undefined));
    const { created, saved } = fakeObjectURLs();
    await renderDocumentScreen(<DocumentDetails document={document} onDeleted={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    const download = requests.find((request) => request.url?.endsWith('/file'))!;
    expect(download.url).toBe(`/documents/${document.documentID}/file`);
    expect(download.params).toBeUndefined();
    expect(download.responseType).toBe('blob');
    expect(download.headers.get('x-tenant-id')).toBe(testTenantID);
    expect(created).toHaveBeenCalledWith(file);
    expect(saved[0]).toEqual({ href: 'blob:file-1', download: 'oms-manual-rev-c.pdf' });
  });

  it('says so when the download fails', async () => {
    const document = makeDocumentDetail();
    serve(document, (config) =>
      config.url?.endsWith('/file') ? Promise.reject(new Error('Network Error')) : undefined,
    );
    await renderDocumentScreen(<DocumentDetails document={document} onDeleted={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be downloaded.');
  });

  it('says whether the text is searchable, in words', async () => {
    const document = makeDocumentDetail({ textStatus: 'pending' });
    serve(document);
    const { unmount } = await renderDocumentScreen(<DocumentDetails document={document} onDeleted={vi.fn()} />);
    expect(screen.getByText('Text: indexing…')).toBeInTheDocument();
    unmount();
    const bomb = makeDocumentDetail({ textStatus: 'failed', textFailure: 'too_large' });
    serve(bomb);
    await renderDocumentScreen(<DocumentDetails document={bomb} onDeleted={vi.fn()} />);
    expect(screen.getByText('Text: unreadable')).toBeInTheDocument();
    // Why, in words the person can act on.
    expect(screen.getByText(/unpacks to far more than it weighs/)).toBeInTheDocument();
  });

  it('links the assets it mentions, marking those found in its text', async () => {
    const document = makeDocumentDetail({
      mentions: [
        {
          assetType: 'site',
          assetID: '0190a000-0000-7000-8000-0000000000d1',
          code: 'S-001',
          name: 'Cerro Alto',
          source: 'explicit',
        },
        {
          assetType: 'facility',
          assetID: '0190a000-0000-7000-8000-0000000000d2',
          code: 'F-002',
          name: 'North TSF',
          source: 'detected',
        },
      ],
    });
    serve(document);
    await renderDocumentScreen(<DocumentDetails document={document} onDeleted={vi.fn()} />);
    const mentions = screen.getByRole('region', { name: 'Assets mentioned' });
    const items = within(mentions).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('link', { name: 'S-001 · Cerro Alto' })).toHaveAttribute(
      'href',
      '/sites/0190a000-0000-7000-8000-0000000000d1',
    );
    expect(within(items[0]!).queryByText('found in text')).not.toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: 'F-002 · North TSF' })).toHaveAttribute(
      'href',
      '/facilities/0190a000-0000-7000-8000-0000000000d2',
    );
    expect(within(items[1]!).getByText('found in text')).toBeInTheDocument();
  });

  it('lists the versions, newest first, each with its own download', async () => {
    const document = makeDocumentDetail({ currentVersion: 2, fileName: 'oms-manual-rev-c.pdf' });
    const requests = serve(document, (config) => (config.url?.endsWith('/file') ? ok(new Blob(['first'])) : undefined));
    const { saved } = fakeObjectURLs();
    await renderDocumentScreen(<DocumentDetails document={document} onDeleted={vi.fn()} />);
    const versions = screen.getByRole('region', { name: 'Versions' });
    const items = await within(versions).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^Version \d$/).textContent)).toEqual(['Version 2', 'Version 1']);
    expect(within(items[0]!).getByText('Current')).toBeInTheDocument();
    expect(within(items[1]!).getByText('first-draft.pdf')).toBeInTheDocument();
    expect(within(items[1]!).getByText(/Revision A · 12\.4 kB · Luis Gómez · Mar 14, 2026/)).toBeInTheDocument();

    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Download version 1' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:file-1', download: 'first-draft.pdf' }]));
    expect(requests.find((request) => request.url?.endsWith('/file'))?.params).toEqual({ version: 1 });
  });

  it('shows a PDF in a preview, and releases its object URL when the preview closes', async () => {
    const document = makeDocumentDetail({ mimeType: 'application/pdf', title: 'Dam break study' });
    serve(document, (config) => (config.url?.endsWith('/file') ? ok(new Blob(['%PDF-1.7'])) : undefined));
    const { created, revoked } = fakeObjectURLs();
    const user = userEvent.setup();
    await renderDocumentScreen(<DocumentDetails document={document} onDeleted={vi.fn()} />);

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const frame = await screen.findByTitle('Preview of Dam break study');
    expect(frame.tagName).toBe('IFRAME');
    await waitFor(() => expect(frame).toHaveAttribute('src', 'blob:file-1'));
    expect((created.mock.calls[0]![0] as Blob).type).toBe('application/pdf');

    await user.click(screen.getByRole('button', { name: 'Hide preview' }));
    expect(screen.queryByTitle('Preview of Dam break study')).not.toBeInTheDocument();
    expect(revoked).toHaveBeenCalledWith('blob:file-1');
  });

  it('shows an image as an image with its text alternative', async () => {
    const document = makeDocumentDetail({ mimeType: 'image/png', title: 'Spillway photo' });
    serve(document, (config) => (config.url?.endsWith('/file') ? ok(new Blob(['png'])) : undefined));
    fakeObjectURLs();
    await renderDocumentScreen(<DocumentDetails document={document} onDeleted={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('img', { name: 'Preview of Spillway photo' })).toBeInTheDocument();
  });

  it('offers no preview of a file the browser would not show by itself', async () => {
    const document = makeDocumentDetail({ mimeType: 'text/csv', fileName: 'levels.csv' });
    serve(document);
    await renderDocumentScreen(<DocumentDetails document={document} onDeleted={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Preview' })).not.toBeInTheDocument();
  });

  it('uploads a new version with its revision, and says when it is done', async () => {
    const user = userEvent.setup();
    const document = makeDocumentDetail();
    const bodies: FormData[] = [];
    serve(document, (config) => {
      if (config.method !== 'post') return undefined;
      bodies.push(config.data as FormData);
      config.onUploadProgress?.({ loaded: 5, total: 10, progress: 0.5, bytes: 5, upload: true } as never);
      return ok({ data: { ...document, currentVersion: 2, version: 2 } }, 201);
    });
    await renderDocumentScreen(<DocumentDetails document={document} onDeleted={vi.fn()} />);
    const form = screen.getByRole('region', { name: 'Upload new version' });
    await user.upload(fileInputOf(form), new File(['rev D'], 'oms-manual-rev-d.pdf', { type: 'application/pdf' }));
    await user.type(within(form).getByRole('textbox', { name: 'Revision' }), 'D');
    await user.click(within(form).getByRole('button', { name: 'Upload new version' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect((bodies[0]!.get('file') as File).name).toBe('oms-manual-rev-d.pdf');
    expect(bodies[0]!.get('revision')).toBe('D');
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Revision' })).toHaveValue(''));
  });

  it('asks for the file of a new version before sending anything', async () => {
    const user = userEvent.setup();
    const document = makeDocumentDetail();
    const requests = serve(document);
    await renderDocumentScreen(<DocumentDetails document={document} onDeleted={vi.fn()} />);
    const form = screen.getByRole('region', { name: 'Upload new version' });
    await user.click(within(form).getByRole('button', { name: 'Upload new version' }));
    expect(await within(form).findByText('Choose the file of the new version.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'post')).toHaveLength(0);
  });

  it('says when a new version is the same file as a document already there', async () => {
    const user = userEvent.setup();
    const document = makeDocumentDetail();
    serve(document, (config) =>
      config.method === 'post'
        ? problem(409, 'duplicate_file', {
            duplicateOf: { documentID: '0190a000-0000-7000-8000-0000000000e1', title: 'Older manual' },
          })
        : undefined,
    );
    await renderDocumentScreen(<DocumentDetails document={document} onDeleted={vi.fn()} />);
    const form = screen.getByRole('region', { name: 'Upload new version' });
    await user.upload(fileInputOf(form), new File(['same'], 'same.pdf', { type: 'application/pdf' }));
    await user.click(within(form).getByRole('button', { name: 'Upload new version' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('This file is already in this organization');
    expect(alert).toHaveTextContent('Older manual');
  });

  it('edits the metadata with the version it was opened at, and keeps the typing on a stale version', async () => {
    const user = userEvent.setup();
    const document = makeDocumentDetail({ version: 3, nonAssetCategory: null });
    const patches: unknown[] = [];
    serve(document, (config) => {
      if (config.method !== 'patch') return undefined;
      patches.push(config.data);
      return problem(409, 'version_conflict');
    });
    await renderDocumentScreen(<DocumentDetails document={document} onDeleted={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const title = screen.getByRole('textbox', { name: /^Title/ });
    await user.clear(title);
    await user.type(title, 'OMS manual, revision D');
    await user.click(screen.getByRole('combobox', { name: 'Section' }));
    await user.click(await screen.findByRole('option', { name: 'Corporate' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('changed by someone else');
    expect(title).toHaveValue('OMS manual, revision D');
    expect(patches).toEqual([
      expect.objectContaining({
        title: 'OMS manual, revision D',
        nonAssetCategory: 'corporate',
        assetType: null,
        assetId: null,
        version: 3,
      }),
    ]);
  });

  it('deletes after a confirmation', async () => {
    const user = userEvent.setup();
    const document = makeDocumentDetail({ title: 'Old survey' });
    const requests = serve(document, (config) => (config.method === 'delete' ? ok(null, 204) : undefined));
    const onDeleted = vi.fn();
    await renderDocumentScreen(<DocumentDetails document={document} onDeleted={onDeleted} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Old survey”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete document' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(requests.find((request) => request.method === 'delete')?.url).toBe(`/documents/${document.documentID}`);
  });

  it('shows a viewer no control that changes the document', async () => {
    const document = makeDocumentDetail({ mimeType: 'application/pdf' });
    serve(document);
    await renderDocumentScreen(<DocumentDetails document={document} onDeleted={vi.fn()} />, {
      abilities: abilitiesOf('viewer'),
    });
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Upload new version' })).not.toBeInTheDocument();
  });

  it('lets an engineer edit and upload versions, but not delete', async () => {
    const document = makeDocumentDetail();
    serve(document);
    await renderDocumentScreen(<DocumentDetails document={document} onDeleted={vi.fn()} />, {
      abilities: abilitiesOf('engineer'),
    });
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Upload new version' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
