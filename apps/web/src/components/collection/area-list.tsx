/**
 * An area's records in the shared list view: the area's columns, filters and texts; search,
 * filters and sort live in the address (the route's search), paging in the list view.
 */
import type { RowData } from '@tanstack/react-table';
import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryOptions } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import type { AreaText } from '../../lib/collection/area-definition';
import { useAreaFieldText, useAreaText } from '../../lib/collection/use-area-text';
import { clearedSearch, isNarrowed } from '../../lib/list-search';
import { useTenantID } from '../../lib/session-context';
import type { ListColumn } from '../list-view/list-columns';
import { ListView } from '../list-view/list-view';
import type { ListPage } from '../list-view/list-view-types';

// A type, not an interface: a search is then a plain record of its parameters.
export type AreaSearch = {
  q?: string;
  sort?: string;
};

interface AreaListProps<
  Row extends RowData,
  Page extends ListPage<Row>,
  Search extends AreaSearch,
  Key extends readonly unknown[],
> {
  text: AreaText;
  search: Search;
  onSearchChange: (changes: Partial<Search>) => void;
  /** Opens a record; without it the rows open nothing (a list the reader may not act on). */
  onOpen?: (record: Row) => void;
  /** The list query for the tenant; its key's second element is the tenant. */
  listOptions: (
    tenantID: string | null,
  ) => UseInfiniteQueryOptions<Page, Error, InfiniteData<Page>, Key, string | null>;
  columns: ListColumn<Row>[];
  idOf: (record: Row) => string;
  rowTestID: string;
  /** The fields the list may be sorted by; the first is the default, left out of the address. */
  sortFields: readonly string[];
  filters?: ReactNode;
  /** What a row unfolds into below itself, for lists whose rows unfold. */
  renderExpanded?: (record: Row) => ReactNode;
  /** Shown instead of the skeleton while the first page loads. */
  loading?: ReactNode;
}

export function AreaList<
  Row extends RowData,
  Page extends ListPage<Row>,
  Search extends AreaSearch,
  Key extends readonly unknown[],
>(props: AreaListProps<Row, Page, Search, Key>) {
  const { text, search, onSearchChange, sortFields } = props;
  const { t } = useAreaText(text);
  const { t: fieldText } = useAreaFieldText(text);
  const tenantID = useTenantID();
  const query = useInfiniteQuery({
    ...props.listOptions(tenantID),
    // A changed search keeps the current rows (dimmed) until the new ones arrive; another tenant starts afresh.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === tenantID ? previous : undefined),
  });
  const defaultSort = sortFields[0]!;
  const sortChoices = useMemo(
    () => sortFields.map((field) => ({ field, label: fieldText(`fields.${field}`) })),
    [sortFields, fieldText],
  );
  return (
    <ListView
      query={query}
      columns={props.columns}
      getRowID={props.idOf}
      rowTestID={props.rowTestID}
      onOpenRow={props.onOpen}
      labels={{
        caption: t('list.caption'),
        count: (total) => t('list.count', { count: total }),
        empty: { title: t('list.empty.title'), description: t('list.empty.description') },
        noMatch: { title: t('list.noMatch.title'), description: t('list.noMatch.description') },
        error: {
          title: t('list.error.title'),
          description: t('list.error.description'),
          // An area may word its own retry (`list.error.retry`); else the lists' common one.
          retry: t('list.error.retry', { defaultValue: '' }) || undefined,
        },
      }}
      search={{
        value: search.q,
        onChange: (q) => onSearchChange({ q } as Partial<Search>),
        placeholder: t('list.searchPlaceholder'),
      }}
      sort={{
        value: search.sort ?? defaultSort,
        fields: sortChoices,
        onChange: (sort) => onSearchChange({ sort: sort === defaultSort ? undefined : sort } as Partial<Search>),
      }}
      filters={props.filters}
      renderExpanded={props.renderExpanded}
      loading={props.loading}
      onClearFilters={isNarrowed(search) ? () => onSearchChange(clearedSearch(search)) : undefined}
    />
  );
}
