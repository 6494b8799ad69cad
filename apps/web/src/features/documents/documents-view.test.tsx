import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HttpRequest } from '../../lib/http';
import type { DocumentSearchSections, FreeboardDocument } from '@freeboard/shared/documents/documents.schemas';
import { DocumentsView } from './components/documents-view';
import type { DocumentFilters } from './document-search';
import { makeDocument } from './test-fixtures';
import {
  answerWith,
  cachedSection,
  installBrowserStubs,
  ok,
  renderDocumentsView,
  renderWithProviders,
  restoreNetwork,
  testTenantID,
} from './test-utils';

const unscrolled = Object.getOwnPropertyDescriptor(window, 'scrollY')!;

beforeAll(installBrowserStubs);
afterEach(() => {
  restoreNetwork();
  vi.restoreAllMocks();
  Object.defineProperty(window, 'scrollY', unscrolled);
});

function documents(count: number, title = 'Piezometer readings'): FreeboardDocument[] {
  return Array.from({ length: count }, (_, index) => makeDocument({ title: `${title} ${index + 1}` }));
}

/** jsdom lays nothing out: give every element a row's height, so the virtualiser has sizes to work with. */
function giveElementsHeight(height: number) {
  return vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(height);
}

/** Scrolls the window (the list scrolls with the page) to `top`. */
function scrollWindowTo(top: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: top });
    window.dispatchEvent(new Event('scroll'));
  });
}

/** How long a test waits for an answer or a page to be drawn (on a machine busy with other work, seconds). */
const answered = { timeout: 5_000 };

/** An answer of `GET /api/documents/search/sections`: nothing found anywhere unless given. */
function sectionCounts(counts: Partial<DocumentSearchSections> = {}): DocumentSearchSections {
  return {
    sections: { all: 0, social: 0, corporate: 0, unassigned: 0 },
    assets: { site: 0, infrastructure: 0, facility: 0, 'cross-section': 0 },
    countsAreLowerBounds: false,
    textPending: 0,
    ...counts,
  };
}

/** Answers the section's list with `documents`, and where else the search found some with `counts`. */
function answerSearch(counts: () => Partial<DocumentSearchSections>, documents: FreeboardDocument[] = []) {
  const asked: HttpRequest[] = [];
  answerWith(async (config) => {
    if (config.url !== '/documents/search/sections') {
      return ok({ data: { documents, filters: { author: [], tags: [] }, nextCursor: null } });
    }
    asked.push(config);
    return ok({ data: sectionCounts(counts()) });
  });
  return asked;
}

function cursorOf(request: HttpRequest): string | null {
  return (request.params as URLSearchParams).get('cursor');
}

// Rendering the list in jsdom takes seconds of CPU on a machine busy with other work.
describe('DocumentsView', { timeout: 15_000 }, () => {
  it('shows exactly 8 skeleton rows and a loading status while the section loads', async () => {
    answerWith(() => new Promise(() => undefined));
    await renderDocumentsView('unassigned').result;
    expect(screen.getAllByTestId('document-row-skeleton')).toHaveLength(8);
    expect(screen.getByRole('status')).toHaveTextContent('Loading documents...');
    expect(screen.queryAllByTestId('document-row')).toHaveLength(0);
    expect(screen.getByRole('combobox', { name: 'Author' })).toBeDisabled();
  });

  it('lists the documents with author, tags, readable type, date and size', async () => {
    const queryClient = cachedSection(
      'all',
      {},
      { documents: [makeDocument(), makeDocument({ author: null, tags: [] })] },
    );
    await renderDocumentsView('all', { queryClient }).result;
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
    // The answer has no total: the list shows no count.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('opens a document from its title, and from its row on a click or Enter', async () => {
    const user = userEvent.setup();
    const [first, second] = [makeDocument(), makeDocument({ title: 'Tailings management policy' })];
    const { result, onOpen } = renderDocumentsView('all', {
      queryClient: cachedSection('all', {}, { documents: [first!, second!] }),
    });
    await result;
    await user.click(screen.getByRole('button', { name: first!.title }));
    expect(onOpen).toHaveBeenLastCalledWith(first!.documentID);
    const rows = screen.getAllByTestId('document-row');
    await user.click(within(rows[1]!).getByText('Ana Pérez'));
    expect(onOpen).toHaveBeenLastCalledWith(second!.documentID);
    rows[0]!.focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(first!.documentID);
    expect(onOpen).toHaveBeenCalledTimes(3);
  });

  it('asks the API for the section, 50 at a time, with the chosen author and tags', async () => {
    const requests: HttpRequest[] = [];
    answerWith(async (config) => {
      requests.push(config);
      return ok({ data: { documents: [makeDocument()], filters: { author: [], tags: [] }, nextCursor: null } });
    });
    await renderDocumentsView('social', { filters: { author: 'Ana Pérez', tag: ['oms', 'gistm'] } }).result;
    expect(await screen.findByTestId('document-row')).toBeInTheDocument();
    expect(requests[0]!.url).toBe('/documents/new');
    expect((requests[0]!.params as URLSearchParams).toString()).toBe(
      'nonAssetCategory=social&limit=50&author=Ana+P%C3%A9rez&tag=oms&tag=gistm',
    );
  });

  it('offers the section authors and tags as filters labelled Author and Tag', async () => {
    const user = userEvent.setup();
    const queryClient = cachedSection('all', {}, { documents: [makeDocument()] });
    const { result, onFiltersChange } = renderDocumentsView('all', { queryClient });
    await result;
    await user.click(screen.getByRole('combobox', { name: 'Author' }));
    await user.click(await screen.findByRole('option', { name: 'Luis Gómez', hidden: true }));
    expect(onFiltersChange).toHaveBeenCalledWith({ author: 'Luis Gómez' });
    expect(screen.getByRole('combobox', { name: 'Tag' })).toBeEnabled();
  });

  it('keeps the rows on screen, dimmed, while a changed filter loads', async () => {
    const user = userEvent.setup();
    answerWith(() => new Promise(() => undefined));
    function ChangingFilter() {
      const [filters, setFilters] = useState<DocumentFilters>({});
      return (
        <>
          <button type="button" onClick={() => setFilters({ author: 'Luis Gómez' })}>
            Luis Gómez only
          </button>
          <DocumentsView
            tenantID={testTenantID}
            section="all"
            filters={filters}
            onFiltersChange={vi.fn()}
            onOpen={vi.fn()}
            onShowSection={vi.fn()}
          />
        </>
      );
    }
    const queryClient = cachedSection('all', {}, { documents: [makeDocument()] });
    await renderWithProviders(<ChangingFilter />, { queryClient });
    expect(screen.getByRole('table', { name: 'Documents' })).toHaveAttribute('aria-busy', 'false');
    await user.click(screen.getByRole('button', { name: 'Luis Gómez only' }));
    expect(screen.getByTestId('document-row')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Documents' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('document-row-skeleton')).not.toBeInTheDocument();
  });

  it('loads the next page with its cursor when the reader nears the end, without a Load more button', async () => {
    giveElementsHeight(60);
    const requests: HttpRequest[] = [];
    answerWith(async (config) => {
      requests.push(config);
      const next = cursorOf(config) === 'page-2';
      return ok({
        data: {
          documents: next ? documents(2, 'Survey') : documents(3),
          filters: { author: [], tags: [] },
          nextCursor: next ? null : 'page-2',
        },
      });
    });
    await renderDocumentsView('all').result;
    await waitFor(() => expect(screen.getAllByTestId('document-row')).toHaveLength(5), answered);
    expect(requests.map(cursorOf)).toEqual([null, 'page-2']);
    expect(screen.getByText('Survey 2')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Documents' })).toHaveAttribute('aria-rowcount', '6');
    expect(screen.queryByRole('button', { name: /load more/i })).not.toBeInTheDocument();
  });

  it('asks for the next page only once the reader scrolls near the end of a long one', async () => {
    giveElementsHeight(60);
    const requests: HttpRequest[] = [];
    answerWith(async (config) => {
      requests.push(config);
      const next = cursorOf(config) === 'page-2';
      return ok({
        data: {
          documents: next ? documents(10, 'Survey') : documents(50),
          filters: { author: [], tags: [] },
          nextCursor: next ? null : 'page-2',
        },
      });
    });
    await renderDocumentsView('all').result;
    expect(await screen.findByText('Piezometer readings 1', {}, answered)).toBeInTheDocument();
    // The size of the whole list is not known while more pages may come.
    expect(screen.getByRole('table', { name: 'Documents' })).toHaveAttribute('aria-rowcount', '-1');
    expect(requests.map(cursorOf)).toEqual([null]);

    scrollWindowTo(50 * 60);
    await waitFor(() => expect(requests.map(cursorOf)).toEqual([null, 'page-2']), answered);
    await waitFor(
      () => expect(screen.getByRole('table', { name: 'Documents' })).toHaveAttribute('aria-rowcount', '61'),
      answered,
    );
  });

  it('draws only the rows near the viewport of a long section', async () => {
    giveElementsHeight(60);
    const pages = Array.from({ length: 20 }, (_, page) => ({
      documents: documents(50, `Page ${page + 1} document`),
      nextCursor: page < 19 ? `page-${page + 2}` : undefined,
    }));
    await renderDocumentsView('all', { queryClient: cachedSection('all', {}, ...pages) }).result;
    const drawn = screen.getAllByTestId('document-row');
    expect(drawn.length).toBeGreaterThan(10);
    expect(drawn.length).toBeLessThan(60);
    expect(screen.getByText('Page 1 document 1')).toBeInTheDocument();
    expect(screen.queryByText('Page 20 document 50')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Documents' })).toHaveAttribute('aria-rowcount', '1001');
  });

  it.each([
    ['unassigned', 'No unassigned documents'],
    ['social', 'No social documents'],
    ['corporate', 'No corporate documents'],
    ['all', 'No documents yet'],
  ] as const)('has an empty state for the %s section', async (section, title) => {
    await renderDocumentsView(section, { queryClient: cachedSection(section, {}, { documents: [] }) }).result;
    expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('searches the files through the API with the typed words, after the typing stops', async () => {
    // Keystrokes without pauses between them, as a person types: on a busy machine a pause between
    // two would outlast the wait and search for half a word.
    const user = userEvent.setup({ delay: null });
    const { result, onFiltersChange } = renderDocumentsView('social', {
      filters: { author: 'Ana Pérez' },
      queryClient: cachedSection('social', { author: 'Ana Pérez' }, { documents: [makeDocument()] }),
    });
    await result;
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'seepage toe');
    await waitFor(() => expect(onFiltersChange).toHaveBeenCalledWith({ author: 'Ana Pérez', q: 'seepage toe' }));
    expect(onFiltersChange).toHaveBeenCalledTimes(1);
  });

  it('asks the API for the search words with the section', async () => {
    const requests: HttpRequest[] = [];
    answerWith(async (config) => {
      requests.push(config);
      return ok({ data: { documents: [makeDocument()], filters: { author: [], tags: [] }, nextCursor: null } });
    });
    await renderDocumentsView('corporate', { filters: { q: 'seepage' } }).result;
    expect(await screen.findByTestId('document-row')).toBeInTheDocument();
    const list = requests.find((request) => request.url === '/documents/new')!;
    expect((list.params as URLSearchParams).toString()).toBe('nonAssetCategory=corporate&limit=50&q=seepage');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('seepage');
  });

  it('shows where the words stand under the title, highlighted, and escaped markup as text', async () => {
    const snippet = '… a &lt;script&gt;alert(1)&lt;/script&gt; note: <mark>seepage</mark> at the toe &amp; crest …';
    const queryClient = cachedSection('all', { q: 'seepage' }, { documents: [makeDocument({ snippet })] });
    const { container } = await renderDocumentsView('all', { filters: { q: 'seepage' }, queryClient }).result;
    const row = screen.getByTestId('document-row');
    const marked = row.querySelectorAll('mark');
    expect([...marked].map((mark) => mark.textContent)).toEqual(['seepage']);
    expect(within(row).getByText(/a <script>alert\(1\)<\/script> note:/)).toBeInTheDocument();
    expect(within(row).getByText(/at the toe & crest/)).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
  });

  it('says when a search finds nothing in a section, and where else it found documents', async () => {
    const user = userEvent.setup();
    const requests = answerSearch(() => ({
      sections: { all: 5, social: 1, corporate: 0, unassigned: 0 },
      assets: { site: 0, infrastructure: 0, facility: 3, 'cross-section': 1 },
    }));
    const filters = { q: 'quillwort' };
    const { result, onShowSection } = renderDocumentsView('unassigned', {
      filters,
      queryClient: cachedSection('unassigned', filters, { documents: [] }),
    });
    await result;
    expect(screen.getByText('No documents match this search in Unassigned')).toBeInTheDocument();
    expect(screen.getByText('Try other words, or clear the search and filters.')).toBeInTheDocument();
    const elsewhere = await screen.findByRole('region', { name: 'Found elsewhere' }, answered);
    expect(elsewhere).toHaveTextContent('Found elsewhere instead:');
    expect(
      within(elsewhere)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['1 in Social', '3 filed under facilities', '1 filed under a cross-section']);
    expect(requests.map((request) => (request.params as { q: string }).q)).toEqual(['quillwort']);

    // The documents under assets are listed in All.
    await user.click(within(elsewhere).getByRole('button', { name: '3 filed under facilities' }));
    expect(onShowSection).toHaveBeenLastCalledWith('all');
    await user.click(within(elsewhere).getByRole('button', { name: '1 in Social' }));
    expect(onShowSection).toHaveBeenLastCalledWith('social');
  });

  it('says where else a search found documents beside the ones it found here, in Spanish too', async () => {
    answerSearch(
      () => ({
        sections: { all: 600, social: 120, corporate: 0, unassigned: 300 },
        assets: { site: 0, infrastructure: 0, facility: 180, 'cross-section': 0 },
        countsAreLowerBounds: true,
      }),
      [makeDocument()],
    );
    const filters = { q: 'presa' };
    await renderDocumentsView('unassigned', {
      filters,
      language: 'es',
      queryClient: cachedSection('unassigned', filters, { documents: [makeDocument()] }),
    }).result;
    const elsewhere = await screen.findByRole('region', { name: 'Encontrados en otros lugares' }, answered);
    expect(elsewhere).toHaveTextContent('También encontrados fuera de Sin asignar:');
    expect(
      within(elsewhere)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['120+ en Sociales', '180+ archivados bajo instalaciones']);
  });

  it('says nothing about elsewhere in All, which holds every document', async () => {
    const asked = answerSearch(
      () => ({
        sections: { all: 4, social: 1, corporate: 0, unassigned: 0 },
        assets: { site: 0, infrastructure: 0, facility: 3, 'cross-section': 0 },
      }),
      [makeDocument()],
    );
    const filters = { q: 'quillwort' };
    const queryClient = cachedSection('all', filters, { documents: [makeDocument()] });
    await renderDocumentsView('all', { filters, queryClient }).result;
    await waitFor(() => expect(asked).toHaveLength(1));
    await waitFor(() =>
      expect(queryClient.getQueryState(['documents', testTenantID, 'search-sections', 'quillwort'])?.status).toBe(
        'success',
      ),
    );
    expect(screen.queryByRole('region', { name: 'Found elsewhere' })).not.toBeInTheDocument();
  });

  it('says a file is still being read only while one is', async () => {
    let pending = 2;
    answerSearch(() => ({ textPending: pending }));
    const filters = { q: 'quillwort' };
    const queryClient = cachedSection('corporate', filters, { documents: [] });
    const { result } = renderDocumentsView('corporate', { filters, queryClient });
    await result;
    expect(
      await screen.findByText(
        'Try other words, or clear the search and filters. 2 files are still being read: their words can be searched once that is done.',
        {},
        answered,
      ),
    ).toBeInTheDocument();

    pending = 0;
    await act(() => queryClient.refetchQueries({ queryKey: ['documents', testTenantID, 'search-sections'] }));
    expect(
      await screen.findByText('Try other words, or clear the search and filters.', {}, answered),
    ).toBeInTheDocument();
    expect(screen.queryByText(/still being read/)).not.toBeInTheDocument();
  });

  it('says when a search finds nothing, and clears the search with the filters', async () => {
    answerSearch(() => ({})); // the cached section is fetched again: it is still empty
    const user = userEvent.setup();
    const filters = { q: 'nothing-like-this', tag: ['oms'] };
    const { result, onFiltersChange } = renderDocumentsView('all', {
      filters,
      queryClient: cachedSection('all', filters, { documents: [] }),
    });
    await result;
    expect(screen.getByText('No documents match this search')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({});
  });

  it('offers to clear filters that match nothing', async () => {
    answerSearch(() => ({})); // the cached section is fetched again: it is still empty
    const user = userEvent.setup();
    const filters = { author: 'Ana Pérez' };
    const { result, onFiltersChange } = renderDocumentsView('all', {
      filters,
      queryClient: cachedSection('all', filters, { documents: [] }),
    });
    await result;
    expect(screen.getByText('No documents match these filters')).toBeInTheDocument();
    // One beside the filters, one in the empty state.
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    expect(clear).toHaveLength(2);
    await user.click(clear[1]!);
    expect(onFiltersChange).toHaveBeenCalledWith({});
  });

  it('offers a retry when the request fails', async () => {
    let fail = true;
    answerWith(async () => {
      if (fail) return Promise.reject(new Error('Network Error'));
      return ok({ data: { documents: [makeDocument()], filters: { author: [], tags: [] }, nextCursor: null } });
    });
    await renderDocumentsView('unassigned').result;
    expect(await screen.findByText('The documents could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('document-row')).toBeInTheDocument();
  });
});
