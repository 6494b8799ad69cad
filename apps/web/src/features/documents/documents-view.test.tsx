import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DocumentSection, FreeboardDocument } from '@freeboard/shared/documents/documents.schemas';
import { http } from '../../lib/api';
import { documentsQueryOptions } from './api/get-documents';
import { DocumentsView } from './components/documents-view';
import type { DocumentFilters } from './document-search';
import { makeDocument } from './test-fixtures';
import { createTestQueryClient, installBrowserStubs, renderWithProviders } from './test-utils';

const tenantID = '0190a000-0000-7000-8000-0000000000a1';
const originalAdapter = http.defaults.adapter;

beforeAll(installBrowserStubs);
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

/** Stands in for the network: every request of the shared client gets this answer. */
function answerWith(adapter: AxiosAdapter) {
  http.defaults.adapter = adapter;
}

function ok(config: InternalAxiosRequestConfig, data: unknown) {
  return { data, status: 200, statusText: 'OK', headers: {}, config };
}

function cached(
  section: DocumentSection,
  filters: DocumentFilters,
  page: { documents: FreeboardDocument[]; nextCursor?: string },
) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(documentsQueryOptions(tenantID, section, filters).queryKey, {
    pages: [{ filters: { author: ['Ana Pérez', 'Luis Gómez'], tags: ['gistm', 'oms'] }, nextCursor: null, ...page }],
    pageParams: [null],
  });
  return queryClient;
}

function renderView(
  section: DocumentSection,
  options: { filters?: DocumentFilters; queryClient?: ReturnType<typeof createTestQueryClient> } = {},
) {
  const onFiltersChange = vi.fn();
  const onOpen = vi.fn();
  const result = renderWithProviders(
    <DocumentsView
      tenantID={tenantID}
      section={section}
      filters={options.filters ?? {}}
      onFiltersChange={onFiltersChange}
      onOpen={onOpen}
    />,
    options.queryClient ? { queryClient: options.queryClient } : {},
  );
  return { result, onFiltersChange, onOpen };
}

describe('DocumentsView', () => {
  it('shows exactly 8 skeleton rows while the section loads', async () => {
    answerWith(() => new Promise(() => undefined));
    await renderView('unassigned').result;
    expect(screen.getAllByTestId('document-row-skeleton')).toHaveLength(8);
    expect(screen.queryAllByTestId('document-row')).toHaveLength(0);
    expect(screen.getByRole('combobox', { name: 'Author' })).toBeDisabled();
  });

  it('lists the documents with author, tags, readable type, date and size', async () => {
    const queryClient = cached('all', {}, { documents: [makeDocument(), makeDocument({ author: null, tags: [] })] });
    await renderView('all', { queryClient }).result;
    const rows = screen.getAllByTestId('document-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByRole('button', { name: 'Operation, maintenance and surveillance manual' })).toBeInTheDocument();
    expect(first.getByText('Ana Pérez')).toBeInTheDocument();
    expect(first.getByText('gistm')).toBeInTheDocument();
    expect(first.getByText('OMS manual')).toBeInTheDocument();
    expect(first.getByText('Mar 12, 2026')).toBeInTheDocument();
    expect(first.getByText('12.4 kB')).toBeInTheDocument();
    expect(screen.queryAllByTestId('document-row-skeleton')).toHaveLength(0);
  });

  it('opens a document from its title', async () => {
    const document = makeDocument();
    const queryClient = cached('all', {}, { documents: [document] });
    const { result, onOpen } = renderView('all', { queryClient });
    await result;
    await userEvent.click(screen.getByRole('button', { name: document.title }));
    expect(onOpen).toHaveBeenCalledWith(document.documentID);
  });

  it('asks the API for the section, 50 at a time, with the chosen author and tags', async () => {
    const requests: InternalAxiosRequestConfig[] = [];
    answerWith(async (config) => {
      requests.push(config);
      return ok(config, { data: { documents: [makeDocument()], filters: { author: [], tags: [] }, nextCursor: null } });
    });
    await renderView('social', { filters: { author: 'Ana Pérez', tag: ['oms', 'gistm'] } }).result;
    expect(await screen.findByTestId('document-row')).toBeInTheDocument();
    expect(requests[0]!.url).toBe('/documents/new');
    expect((requests[0]!.params as URLSearchParams).toString()).toBe(
      'nonAssetCategory=social&limit=50&author=Ana+P%C3%A9rez&tag=oms&tag=gistm',
    );
  });

  it('offers the section authors and tags as filters labelled Author and Tag', async () => {
    const user = userEvent.setup();
    const queryClient = cached('all', {}, { documents: [makeDocument()] });
    const { result, onFiltersChange } = renderView('all', { queryClient });
    await result;
    await user.click(screen.getByRole('combobox', { name: 'Author' }));
    await user.click(await screen.findByRole('option', { name: 'Luis Gómez', hidden: true }));
    expect(onFiltersChange).toHaveBeenCalledWith({ author: 'Luis Gómez' });
    expect(screen.getByRole('combobox', { name: 'Tag' })).toBeEnabled();
  });

  it('offers more when the API has another page', async () => {
    const queryClient = cached('all', {}, { documents: [makeDocument()], nextCursor: 'next' });
    await renderView('all', { queryClient }).result;
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it.each([
    ['unassigned', 'No unassigned documents'],
    ['social', 'No social documents'],
    ['corporate', 'No corporate documents'],
    ['all', 'No documents yet'],
  ] as const)('has an empty state for the %s section', async (section, title) => {
    await renderView(section, { queryClient: cached(section, {}, { documents: [] }) }).result;
    expect(screen.getByText(title)).toBeInTheDocument();
  });

  it('offers to clear filters that match nothing', async () => {
    const filters = { author: 'Ana Pérez' };
    const { result, onFiltersChange } = renderView('all', {
      filters,
      queryClient: cached('all', filters, { documents: [] }),
    });
    await result;
    expect(screen.getByText('No documents match these filters')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(onFiltersChange).toHaveBeenCalledWith({});
  });

  it('offers a retry when the request fails', async () => {
    let fail = true;
    answerWith(async (config) => {
      if (fail) return Promise.reject(new Error('Network Error'));
      return ok(config, { data: { documents: [makeDocument()], filters: { author: [], tags: [] }, nextCursor: null } });
    });
    await renderView('unassigned').result;
    expect(await screen.findByText('The documents could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('document-row')).toBeInTheDocument();
  });
});
