import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en/common.json';
import es from '../../../locales/es/common.json';
import { createRenderer, installBrowserStubs, setScreenWidth } from '../../test/render';
import { listColumnHelper } from './list-columns';
import { ListView, type ListViewProps } from './list-view';
import type { ListPage } from './list-view-types';
import { searchDelayMs } from './search-field';

const renderWithProviders = createRenderer('common', { en, es });

interface Dam {
  damID: string;
  code: string;
  name: string;
  heightM: number;
}

const column = listColumnHelper<Dam>();
const columns = column.columns([
  column.accessor('code', { header: 'Code', meta: { width: 100, compact: 'bare' } }),
  column.accessor('name', { header: 'Name', meta: { compact: 'title' } }),
  column.accessor('heightM', { header: 'Height', meta: { align: 'end' } }),
]);

function dams(from: number, count: number): Dam[] {
  return Array.from({ length: count }, (_, index) => {
    const number = from + index;
    return { damID: `dam-${number}`, code: `D-${String(number).padStart(4, '0')}`, name: `Dam ${number}`, heightM: 10 };
  });
}

type PageFetcher = (cursor: string | null) => Promise<ListPage<Dam>>;

const labels: ListViewProps<Dam>['labels'] = {
  caption: 'Dams',
  count: (total) => `${total} dams`,
  empty: { title: 'No dams yet', description: 'Dams will appear here.' },
  noMatch: { title: 'No dams match', description: 'Clear the search.' },
  error: { title: 'The dams could not be loaded', description: 'Try again.' },
};

function DamList({ fetchPage, ...props }: { fetchPage: PageFetcher } & Partial<ListViewProps<Dam>>) {
  const query = useInfiniteQuery({
    queryKey: ['dams', 'tenant', 'list'],
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.meta.nextCursor,
  });
  return (
    <ListView
      query={query}
      columns={columns}
      getRowID={(dam) => dam.damID}
      rowTestID="dam-row"
      labels={labels}
      {...props}
    />
  );
}

/** Every page answered at once from `all`, `size` rows at a time; the cursor is the next offset. */
function pagesOf(all: Dam[], size = all.length): PageFetcher {
  return async (cursor) => {
    const start = cursor ? Number(cursor) : 0;
    const end = start + size;
    return {
      data: all.slice(start, end),
      meta: { total: all.length, nextCursor: end < all.length ? String(end) : null },
    };
  };
}

/** jsdom lays nothing out: give every element a row's height, so the virtualiser has sizes to work with. */
function giveElementsHeight(height: number) {
  return vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(height);
}

beforeAll(installBrowserStubs);
afterEach(() => vi.restoreAllMocks());

describe('ListView', () => {
  it('shows skeleton rows and no count while the first page loads', async () => {
    await renderWithProviders(<DamList fetchPage={() => new Promise(() => undefined)} />);
    expect(screen.getAllByTestId('dam-row-skeleton')).toHaveLength(8);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByTestId('dam-row')).not.toBeInTheDocument();
    // Under the list's own header, so the columns stay put when the rows arrive.
    const skeleton = screen.getAllByTestId('dam-row-skeleton')[0]!.closest('table')!;
    const headers = within(skeleton).getAllByRole('columnheader', { hidden: true });
    expect(headers.map((header) => header.textContent)).toEqual(['Code', 'Name', 'Height']);
  });

  it('shows the rows under their columns with the count', async () => {
    await renderWithProviders(<DamList fetchPage={pagesOf(dams(1, 3))} />);
    const rows = await screen.findAllByTestId('dam-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('D-0001')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Dam 1')).toBeInTheDocument();
    expect(screen.getByText('3 dams')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Dams' })).toHaveAttribute('aria-rowcount', '4');
  });

  it('draws only the rows near the viewport of a long list', async () => {
    giveElementsHeight(50);
    await renderWithProviders(<DamList fetchPage={pagesOf(dams(1, 5000))} />);
    await screen.findAllByTestId('dam-row');
    const drawn = screen.getAllByTestId('dam-row');
    expect(drawn.length).toBeGreaterThan(10);
    expect(drawn.length).toBeLessThan(60);
    expect(screen.getByText('5000 dams')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Dams' })).toHaveAttribute('aria-rowcount', '5001');
  });

  it('loads the next page through meta.nextCursor when the loaded rows run out', async () => {
    giveElementsHeight(50);
    const fetchPage = vi.fn(pagesOf(dams(1, 25), 10));
    await renderWithProviders(<DamList fetchPage={fetchPage} />);
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(3));
    expect(fetchPage.mock.calls.map(([cursor]) => cursor)).toEqual([null, '10', '20']);
    expect(await screen.findByText('25 dams')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('table', { name: 'Dams' })).toHaveAttribute('aria-rowcount', '26'));
    expect(screen.getByText('Dam 12')).toBeInTheDocument();
  });

  describe('of an answer without a total', () => {
    const labelsWithoutCount = { ...labels, count: undefined };

    /** `pagesOf` as an answer that does not count its rows (documents). */
    function uncounted(fetchPage: PageFetcher): PageFetcher {
      return async (cursor) => {
        const page = await fetchPage(cursor);
        return { data: page.data, meta: { nextCursor: page.meta.nextCursor } };
      };
    }

    it('shows no count, and an unknown size while more pages may come', async () => {
      giveElementsHeight(50);
      const firstPage = pagesOf(dams(1, 25), 10);
      const fetchPage = vi.fn<PageFetcher>((cursor) => (cursor ? new Promise(() => undefined) : firstPage(cursor)));
      await renderWithProviders(<DamList fetchPage={uncounted(fetchPage)} labels={labelsWithoutCount} />);
      expect(await screen.findAllByTestId('dam-row')).toHaveLength(10);
      await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
      expect(screen.getByRole('table', { name: 'Dams' })).toHaveAttribute('aria-rowcount', '-1');
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });

    it('counts the rows once the last page is in', async () => {
      giveElementsHeight(50);
      const fetchPage = vi.fn(uncounted(pagesOf(dams(1, 25), 10)));
      await renderWithProviders(<DamList fetchPage={fetchPage} labels={labelsWithoutCount} />);
      await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(3));
      await waitFor(() => expect(screen.getByRole('table', { name: 'Dams' })).toHaveAttribute('aria-rowcount', '26'));
      expect(screen.getAllByTestId('dam-row')).toHaveLength(25);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });

    it('ignores a count label it cannot fill', async () => {
      await renderWithProviders(<DamList fetchPage={uncounted(pagesOf(dams(1, 3)))} />);
      expect(await screen.findAllByTestId('dam-row')).toHaveLength(3);
      expect(screen.queryByText(/ dams$/)).not.toBeInTheDocument();
    });
  });

  it("says the area's own words for the loading status and the clear button when given", async () => {
    const user = userEvent.setup();
    const onClearFilters = vi.fn();
    const ownLabels = {
      ...labels,
      loading: 'Loading dams...',
      noMatch: { ...labels.noMatch, clear: 'Clear filters' },
    };
    const { unmount } = await renderWithProviders(
      <DamList fetchPage={() => new Promise(() => undefined)} labels={ownLabels} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading dams...');
    unmount();

    await renderWithProviders(<DamList fetchPage={pagesOf([])} labels={ownLabels} onClearFilters={onClearFilters} />);
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    expect(onClearFilters).toHaveBeenCalledTimes(1);
  });

  it('opens a row on a click and on Enter', async () => {
    const user = userEvent.setup();
    const onOpenRow = vi.fn();
    await renderWithProviders(<DamList fetchPage={pagesOf(dams(1, 2))} onOpenRow={onOpenRow} />);
    const [first, second] = await screen.findAllByTestId('dam-row');
    await user.click(within(first!).getByText('Dam 1'));
    expect(onOpenRow).toHaveBeenLastCalledWith(expect.objectContaining({ damID: 'dam-1' }));
    second!.focus();
    await user.keyboard('{Enter}');
    expect(onOpenRow).toHaveBeenLastCalledWith(expect.objectContaining({ damID: 'dam-2' }));
    expect(onOpenRow).toHaveBeenCalledTimes(2);
  });

  it('says when nothing exists yet', async () => {
    await renderWithProviders(<DamList fetchPage={pagesOf([])} />);
    expect(await screen.findByText('No dams yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search and filters' })).not.toBeInTheDocument();
  });

  it('offers to clear the search and filters when nothing matches them', async () => {
    const user = userEvent.setup();
    const onClearFilters = vi.fn();
    await renderWithProviders(<DamList fetchPage={pagesOf([])} onClearFilters={onClearFilters} />);
    expect(await screen.findByText('No dams match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(onClearFilters).toHaveBeenCalledTimes(1);
  });

  it('shows an error with Retry, and the rows once the retry succeeds', async () => {
    const user = userEvent.setup();
    let fail = true;
    const succeed = pagesOf(dams(1, 2));
    await renderWithProviders(
      <DamList fetchPage={(cursor) => (fail ? Promise.reject(new Error('offline')) : succeed(cursor))} />,
    );
    expect(await screen.findByText('The dams could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('dam-row')).toHaveLength(2);
  });

  it('sorts from a column header and from the Sort by choice, reporting the sort of the address', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const sort = {
      value: 'name',
      fields: [
        { field: 'code', label: 'Code' },
        { field: 'name', label: 'Name' },
      ],
      onChange,
    };
    await renderWithProviders(<DamList fetchPage={pagesOf(dams(1, 2))} sort={sort} />);
    const nameHeader = await screen.findByRole('columnheader', { name: /Name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Height' })).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'Height' })).queryByRole('button')).toBeNull();

    await user.click(within(nameHeader).getByRole('button'));
    expect(onChange).toHaveBeenLastCalledWith('-name');
    await user.click(within(screen.getByRole('columnheader', { name: /Code/ })).getByRole('button'));
    expect(onChange).toHaveBeenLastCalledWith('code');

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Code, descending', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith('-code');
  });

  describe('search', () => {
    it('reports what was typed once typing pauses, trimmed, and an emptied box as no search', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      await renderWithProviders(
        <DamList
          fetchPage={pagesOf(dams(1, 2))}
          search={{ value: undefined, onChange, placeholder: 'Code or name' }}
        />,
      );
      const box = screen.getByRole('searchbox', { name: 'Search' });
      await user.type(box, ' dam 1 ');
      expect(onChange).not.toHaveBeenCalled();
      await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1), { timeout: searchDelayMs * 4 });
      expect(onChange).toHaveBeenLastCalledWith('dam 1');

      await user.clear(box);
      await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(undefined), { timeout: searchDelayMs * 4 });
    });

    it('shows the search of the address, also when the address changes', async () => {
      const user = userEvent.setup();
      function AddressSearch() {
        const [value, setValue] = useState<string | undefined>('crest');
        return (
          <>
            <button type="button" onClick={() => setValue(undefined)}>
              Back
            </button>
            <DamList fetchPage={pagesOf(dams(1, 2))} search={{ value, onChange: setValue }} />
          </>
        );
      }
      await renderWithProviders(<AddressSearch />);
      expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('crest');
      await user.click(screen.getByRole('button', { name: 'Back' }));
      expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    });
  });

  it('speaks Spanish when the interface does', async () => {
    const sort = { value: 'code', fields: [{ field: 'code', label: 'Código' }], onChange: vi.fn() };
    await renderWithProviders(
      <DamList fetchPage={pagesOf(dams(1, 1))} sort={sort} search={{ value: undefined, onChange: vi.fn() }} />,
      { language: 'es' },
    );
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('Código, ascendente');
  });
});

describe('ListView on a phone', () => {
  beforeEach(() => setScreenWidth(390));
  afterAll(installBrowserStubs);

  it('stacks each row as a card: title and bare cells on top, the others labelled', async () => {
    const user = userEvent.setup();
    const onOpenRow = vi.fn();
    await renderWithProviders(<DamList fetchPage={pagesOf(dams(1, 2))} onOpenRow={onOpenRow} />);
    const list = await screen.findByRole('list', { name: 'Dams' });
    const cards = within(list).getAllByTestId('dam-row');
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const first = within(cards[0]!);
    expect(first.getByText('Dam 1')).toBeInTheDocument();
    expect(first.getByText('D-0001')).toBeInTheDocument();
    expect(first.getByText('Height')).toBeInTheDocument();
    expect(first.queryByText('Name')).not.toBeInTheDocument();
    await user.click(cards[1]!);
    expect(onOpenRow).toHaveBeenCalledWith(expect.objectContaining({ damID: 'dam-2' }));
  });
});
