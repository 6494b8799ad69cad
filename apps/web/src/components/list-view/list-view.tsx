/**
 * The one list of every area: search, filters and sort (kept in the route's search parameters by
 * the page), a count where the answer has a total, then a loading skeleton, an error with Retry, an
 * empty state, or the rows — a virtualised table, or cards on a phone — loading further pages as
 * the reader scrolls.
 */
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { functionalUpdate, useTable, type RowData } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompactLayout } from '../../lib/use-compact-layout';
import { QueryError } from '../query-error';
import { listFeatures, type ListColumn } from './list-columns';
import { ListCards } from './list-cards';
import { ListEmpty } from './list-empty';
import { ListSkeleton } from './list-skeleton';
import { sortOf, sortingOf } from './list-sorting';
import { ListTable } from './list-table';
import type { ListPage } from './list-view-types';
import { SearchField } from './search-field';
import { SortSelect, type SortField } from './sort-select';

export interface ListLabels {
  /** Names the table for assistive technology ("Sites"). */
  caption: string;
  /** "12 sites": shown when given and the answer carries a total; `atLeast` when it stopped counting there. */
  count?: (total: number, atLeast: boolean) => string;
  /** What the skeleton tells assistive technology while the first page loads; "Loading..." unless given. */
  loading?: string;
  empty: { title: string; description: string };
  /** When a search or filter leaves nothing; `clear` names its button ("Clear search and filters" unless given). */
  noMatch: { title: string; description: string; clear?: string };
  error: { title: string; description: string; retry?: string };
}

export interface ListViewProps<Data extends RowData> {
  query: UseInfiniteQueryResult<InfiniteData<ListPage<Data>, unknown>>;
  columns: ListColumn<Data>[];
  getRowID: (row: Data) => string;
  /** The area's row `data-testid` (CONTRACT §8, §10). */
  rowTestID: string;
  labels: ListLabels;
  /** Opens a row's record: a click on the row, or Enter while it has focus. */
  onOpenRow?: (row: Data) => void;
  /** What a row unfolds into below itself, for lists whose rows expand. */
  renderExpanded?: (row: Data) => ReactNode;
  search?: { value: string | undefined; onChange: (value: string | undefined) => void; placeholder?: string };
  sort?: { value: string; fields: readonly SortField[]; onChange: (value: string) => void };
  /** The area's filter controls, placed beside the search. */
  filters?: ReactNode;
  /** Given while a search or filter narrows the list: clears them, offered when nothing matches. */
  onClearFilters?: () => void;
  /** Shown instead of the skeleton while the first page loads. */
  loading?: ReactNode;
  /** A row's usual height, for placing rows before they are measured. */
  estimateRowHeight?: number;
}

const noRows: never[] = [];

/** A column's ID as the table derives it: its own `id`, else its accessor key (a sort field's name). */
function columnID<Data extends RowData>(column: ListColumn<Data>): string {
  if (column.id) return column.id;
  return 'accessorKey' in column ? String(column.accessorKey) : '';
}

export function ListView<Data extends RowData>(props: ListViewProps<Data>) {
  const { query, columns, getRowID, rowTestID, labels, onOpenRow, renderExpanded, search, sort, filters } = props;
  const { t } = useTranslation('common');
  const compact = useCompactLayout();
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.data) ?? (noRows as Data[]), [query.data]);
  const answeredMeta = query.data?.pages[0]?.meta;
  const answeredTotal = answeredMeta?.total;
  const atLeast = answeredMeta?.totalIsLowerBound === true;
  // Without an exact total from the answer the rows are counted once the last page is in; until
  // then the size of the whole list is unknown.
  const total = answeredTotal !== undefined && !atLeast ? answeredTotal : query.hasNextPage ? undefined : rows.length;
  const sortValue = sort?.value;
  const sorting = useMemo(() => sortingOf(sortValue), [sortValue]);
  const sortable = useMemo(() => new Set(sort?.fields.map(({ field }) => field)), [sort?.fields]);
  const sortableColumns = useMemo(
    () => columns.map((column) => ({ ...column, enableSorting: sortable.has(columnID(column)) })),
    [columns, sortable],
  );

  const table = useTable({
    features: listFeatures,
    columns: sortableColumns,
    data: rows,
    getRowId: (row) => getRowID(row),
    getRowCanExpand: () => renderExpanded !== undefined,
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = sortOf(functionalUpdate(updater, sorting));
      if (next && sort) sort.onChange(next);
    },
  });

  const paging = {
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: () => void query.fetchNextPage({ cancelRefetch: false }),
  };

  let content: ReactNode;
  if (query.isPending) {
    content = props.loading ?? (
      <ListSkeleton compact={compact} columns={columns} testID={`${rowTestID}-skeleton`} status={labels.loading} />
    );
  } else if (query.isError && rows.length === 0) {
    content = (
      <QueryError
        title={labels.error.title}
        description={labels.error.description}
        retryLabel={labels.error.retry ?? t('list.retry')}
        retrying={query.isRefetching}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (rows.length === 0) {
    content = props.onClearFilters ? (
      <ListEmpty
        title={labels.noMatch.title}
        description={labels.noMatch.description}
        clearLabel={labels.noMatch.clear}
        onClear={props.onClearFilters}
      />
    ) : (
      <ListEmpty {...labels.empty} />
    );
  } else {
    const shared = {
      table,
      caption: labels.caption,
      rowTestID,
      estimateRowHeight: props.estimateRowHeight ?? (compact ? 120 : 56),
      onOpenRow,
      renderExpanded,
      stale: query.isPlaceholderData,
      paging,
    };
    content = (
      <Stack gap="sm">
        {compact ? <ListCards {...shared} /> : <ListTable {...shared} total={total} />}
        <NextPageStatus query={query} />
      </Stack>
    );
  }

  const hasToolbar = search !== undefined || sort !== undefined || filters !== undefined;
  return (
    <Stack gap="md">
      {hasToolbar ? (
        <Group gap="sm" align="flex-end" role="search" aria-label={labels.caption}>
          {search ? <SearchField {...search} /> : null}
          {filters}
          {sort ? <SortSelect {...sort} /> : null}
        </Group>
      ) : null}
      {query.data && labels.count && answeredTotal !== undefined ? (
        <Text size="sm" c="dimmed" role="status" aria-live="polite">
          {labels.count(answeredTotal, atLeast)}
        </Text>
      ) : null}
      {content}
    </Stack>
  );
}

/** Below the rows: the next page on its way, or why it did not come. */
function NextPageStatus<Data extends RowData>({ query }: { query: ListViewProps<Data>['query'] }) {
  const { t } = useTranslation('common');
  if (query.isFetchingNextPage) {
    return (
      <Group gap="xs" justify="center" py="xs">
        <Loader size="xs" aria-hidden />
        <Text size="sm" c="dimmed">
          {t('list.loadingMore')}
        </Text>
      </Group>
    );
  }
  if (query.isFetchNextPageError) {
    return (
      <Alert color="red" variant="light" title={t('list.moreFailed')}>
        <Button variant="default" size="xs" onClick={() => void query.fetchNextPage()}>
          {t('list.retry')}
        </Button>
      </Alert>
    );
  }
  return null;
}
