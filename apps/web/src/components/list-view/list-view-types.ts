import type { ReactTable, RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { ListFeatures } from './list-columns';

export type ListTableInstance<Data extends RowData> = ReactTable<ListFeatures, Data>;

/** What both layouts of a list's rows (the wide table, the compact cards) are drawn from. */
export interface ListRowsProps<Data extends RowData> {
  table: ListTableInstance<Data>;
  caption: string;
  rowTestID: string;
  estimateRowHeight: number;
  onOpenRow?: (row: Data) => void;
  renderExpanded?: (row: Data) => ReactNode;
  stale: boolean;
  paging: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => void };
}

/** The ID of what a row unfolds into: its toggle names it in `aria-controls`. */
export function rowDetailsID(rowTestID: string, rowID: string): string {
  return `${rowTestID}-details-${rowID}`;
}

/**
 * One page of a list answer (CONTRACT §9). A list whose answer does not count its rows (documents,
 * CONTRACT §5) leaves `total` out: it then shows no count. A list that stops counting at a cap (the
 * audit trail) says so with `totalIsLowerBound`: there are at least `total` rows.
 */
export interface ListPage<Data> {
  data: Data[];
  meta: { total?: number; nextCursor: string | null; totalIsLowerBound?: boolean };
}
