/**
 * Columns of a list view: TanStack Table column definitions over the list's feature set, with a
 * little layout meta. The same columns draw the wide table and the compact cards.
 */
import {
  createColumnHelper,
  rowExpandingFeature,
  rowSortingFeature,
  tableFeatures,
  type CellData,
  type ColumnDef,
  type RowData,
  type TableFeatures,
} from '@tanstack/react-table';

/** Sorting is the server's (the URL's `sort`); expanding lets a row unfold details below itself. */
export const listFeatures = tableFeatures({ rowSortingFeature, rowExpandingFeature });
export type ListFeatures = typeof listFeatures;

// Columns of one list hold values of different types; the library's own helper types them so too.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ListColumn<Row extends RowData> = ColumnDef<ListFeatures, Row, any>;

export function listColumnHelper<Row extends RowData>() {
  return createColumnHelper<ListFeatures, Row>();
}

declare module '@tanstack/react-table' {
  // Type parameters must match the library's declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TFeatures extends TableFeatures, TData extends RowData, TValue extends CellData = CellData> {
    /** Width of the wide table's column in pixels; the others share what is left. */
    width?: number;
    align?: 'start' | 'end';
    /**
     * On a phone: `title` heads the card, `detail` (the default) is a labelled line under it,
     * `hidden` is left out, `bare` is shown without its label.
     */
    compact?: 'title' | 'detail' | 'hidden' | 'bare';
    /** Keeps the cell on one line in the wide table. */
    nowrap?: boolean;
  }
}
