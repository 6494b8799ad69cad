import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import commonEn from '../../../locales/en/common.json';
import documentsEn from '../../../locales/en/documents.json';
import errorsEn from '../../../locales/en/errors.json';
import commonEs from '../../../locales/es/common.json';
import documentsEs from '../../../locales/es/documents.json';
import errorsEs from '../../../locales/es/errors.json';
import { renderInApp, testTenantID } from '../../test/app-render';
import { installBrowserStubs } from '../../test/render';
import { makeDocument, makeVersion } from './test-fixtures';
import { abilitiesOf, answerWith, ok, restoreNetwork } from './test-utils';
import { AssetDocumentsSection } from './components/asset-documents-section';

beforeAll(installBrowserStubs);

afterEach(restoreNetwork);

const siteID = '0190a000-0000-7000-8000-00000000c001';
const namespaces = {
  documents: { en: documentsEn, es: documentsEs },
  common: { en: commonEn, es: commonEs },
  errors: { en: errorsEn, es: errorsEs },
};

const filed = [
  makeDocument({ title: 'Site water balance', assetType: 'site', assetID: siteID, assetName: 'Cerro Alto' }),
  makeDocument({ title: 'Closure plan', author: 'Luis Gómez', tags: ['closure'], assetType: 'site', assetID: siteID }),
];
const mentioning = makeDocument({ title: 'Annual review 2025', nonAssetCategory: 'corporate' });

interface SeenRequest {
  url: string;
  tenant: unknown;
  params: Record<string, string>;
}

/** Answers the section's calls from the fixtures above; returns the requests seen. */
function serve() {
  const seen: SeenRequest[] = [];
  answerWith(async (config) => {
    const url = config.url ?? '';
    const raw = config.params as URLSearchParams | Record<string, string> | undefined;
    const params = raw instanceof URLSearchParams ? Object.fromEntries(raw) : { ...raw };
    seen.push({ url, tenant: config.headers.get('x-tenant-id'), params });
    if (url === '/documents/new') {
      const documents = filed.filter(
        (document) =>
          (!params.author || document.author === params.author) &&
          (!params.q || document.title.toLowerCase().includes(params.q.toLowerCase())),
      );
      const filters = { author: ['Ana Pérez', 'Luis Gómez'], tags: ['closure'] };
      return ok({ data: { documents, filters, nextCursor: null } });
    }
    if (url === '/documents/new/mentions') return ok({ data: { resDocs: [mentioning] } });
    if (url === '/documents/search/sections') {
      const sections = { all: 0, social: 0, corporate: 0, unassigned: 0 };
      const assets = { site: 0, infrastructure: 0, facility: 0, 'cross-section': 0 };
      return ok({ data: { sections, assets, countsAreLowerBounds: false, textPending: 1 } });
    }
    const all = [...filed, mentioning];
    const versionsOf = all.find((document) => url === `/documents/${document.documentID}/versions`);
    if (versionsOf) return ok({ data: [makeVersion(versionsOf)] });
    const opened = all.find((document) => url === `/documents/${document.documentID}`);
    if (!opened) throw new Error(`Unexpected request ${url}`);
    return ok({ data: { ...opened, mentions: [] } });
  });
  return seen;
}

describe('AssetDocumentsSection', { timeout: 15_000 }, () => {
  it('lists the documents filed under the asset and, apart, those that mention it', async () => {
    const seen = serve();
    await renderInApp(<AssetDocumentsSection assetType="site" assetID={siteID} />, { namespaces });

    const filedPart = await screen.findByRole('region', { name: 'Documents' });
    await waitFor(() => expect(within(filedPart).getAllByTestId('document-row')).toHaveLength(2));
    expect(within(filedPart).getByText('Site water balance')).toBeInTheDocument();
    const mentionsPart = screen.getByRole('region', { name: 'Mentioned in' });
    await waitFor(() => expect(within(mentionsPart).getAllByTestId('document-row')).toHaveLength(1));
    expect(within(mentionsPart).getByText('Annual review 2025')).toBeInTheDocument();

    expect(seen.find((request) => request.url === '/documents/new')).toMatchObject({
      tenant: testTenantID,
      params: { assetType: 'site', assetId: siteID },
    });
    expect(seen.find((request) => request.url === '/documents/new/mentions')?.params).toEqual({
      assetType: 'site',
      assetId: siteID,
    });
  });

  it('offers Upload document, filed under the asset, to those who may create documents', async () => {
    const user = userEvent.setup();
    serve();
    await renderInApp(<AssetDocumentsSection assetType="site" assetID={siteID} />, {
      namespaces,
      abilities: abilitiesOf('engineer'),
    });
    const filedPart = await screen.findByRole('region', { name: 'Documents' });
    await user.click(within(filedPart).getByRole('button', { name: 'Upload document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload documents' });
    expect(within(dialog).getByText('The documents will be filed under this site.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Section' })).not.toBeInTheDocument();
  });

  it('offers a viewer no upload', async () => {
    serve();
    await renderInApp(<AssetDocumentsSection assetType="site" assetID={siteID} />, {
      namespaces,
      abilities: abilitiesOf('viewer'),
    });
    const filedPart = await screen.findByRole('region', { name: 'Documents' });
    await waitFor(() => expect(within(filedPart).getAllByTestId('document-row')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /upload/i })).not.toBeInTheDocument();
  });

  it('searches the documents filed under the asset, in their text too', async () => {
    const user = userEvent.setup();
    const seen = serve();
    await renderInApp(<AssetDocumentsSection assetType="site" assetID={siteID} />, { namespaces });
    const filedPart = await screen.findByRole('region', { name: 'Documents' });
    await user.type(within(filedPart).getByRole('searchbox', { name: 'Search' }), 'water');
    await waitFor(() =>
      expect(seen.filter((request) => request.url === '/documents/new').at(-1)).toMatchObject({
        params: { q: 'water', assetId: siteID },
      }),
    );
  });

  it('says, when a search finds nothing here, that a file is still being read while one is', async () => {
    const user = userEvent.setup();
    serve();
    await renderInApp(<AssetDocumentsSection assetType="site" assetID={siteID} />, { namespaces });
    const filedPart = await screen.findByRole('region', { name: 'Documents' });
    await user.type(within(filedPart).getByRole('searchbox', { name: 'Search' }), 'tailings');
    // No document here is about tailings; the search waits for the typing to stop, then two answers.
    expect(
      await within(filedPart).findByText(
        'Try other words, or clear the search and filters. 1 file is still being read: its words can be searched once that is done.',
        {},
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
  });

  it('filters by author through the API, like the documents page', async () => {
    const user = userEvent.setup();
    const seen = serve();
    await renderInApp(<AssetDocumentsSection assetType="site" assetID={siteID} />, { namespaces });
    const filedPart = await screen.findByRole('region', { name: 'Documents' });
    await waitFor(() => expect(within(filedPart).getAllByTestId('document-row')).toHaveLength(2));

    await user.click(within(filedPart).getByRole('combobox', { name: 'Author' }));
    await user.click(await screen.findByRole('option', { name: 'Luis Gómez' }));

    await waitFor(() => expect(within(filedPart).getAllByTestId('document-row')).toHaveLength(1));
    expect(within(filedPart).getByText('Closure plan')).toBeInTheDocument();
    expect(seen.at(-1)).toMatchObject({ url: '/documents/new', params: { author: 'Luis Gómez', assetId: siteID } });
  });

  it('opens a row in the same details drawer as the documents page', async () => {
    const user = userEvent.setup();
    const seen = serve();
    await renderInApp(<AssetDocumentsSection assetType="site" assetID={siteID} />, { namespaces });
    const mentionsPart = await screen.findByRole('region', { name: 'Mentioned in' });
    await user.click(await within(mentionsPart).findByRole('button', { name: 'Annual review 2025' }));

    const drawer = await screen.findByRole('dialog', { name: 'Annual review 2025' });
    expect(await within(drawer).findByText('Corporate section')).toBeInTheDocument();
    expect(seen.map((request) => request.url)).toContain(`/documents/${mentioning.documentID}`);
  });
});
