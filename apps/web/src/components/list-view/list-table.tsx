/**
 * The wide layout: a table whose header sorts by the server's sort fields, and whose body draws
 * only the rows near the viewport. Each row is a `<tbody>` of its own, so a row and what it unfolds
 * are measured together.
 */
import { Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { Cell, Header, Row, RowData } from '@tanstack/react-table';
import { memo, useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListFeatures } from './list-columns';
import { rowDetailsID, type ListRowsProps, type ListTableInstance } from './list-view-types';
import { rowOpeners } from './row-interaction';
import { useVirtualRows } from './use-virtual-rows';
import classes from './list-view.module.css';

/** Below this width the table scrolls sideways rather than squeezing its widest column. */
export const wideTableMinWidth = 900;

interface ListTableProps<Data extends RowData> extends ListRowsProps<Data> {
  /** Rows in the whole list, `undefined` while unknown (an answer without a total, more pages to come). */
  total: number | undefined;
}

function SortableHeader<Data extends RowData>({ header }: { header: Header<ListFeatures, Data, unknown> }) {
  const { t } = useTranslation('common');
  const label = header.column.columnDef.header as string;
  const sorted = header.column.getIsSorted();
  const Icon = sorted === 'asc' ? IconArrowUp : sorted === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton className={classes.sortButton} onClick={header.column.getToggleSortingHandler()}>
      {label}
      <Icon size={14} aria-hidden stroke={sorted ? 2.2 : 1.5} opacity={sorted ? 1 : 0.5} />
      <VisuallyHidden>{sorted ? t(`list.sorted.${sorted}`) : t('list.sortable')}</VisuallyHidden>
    </UnstyledButton>
  );
}

export function ListTable<Data extends RowData>(props: ListTableProps<Data>) {
  const { table, caption, total, rowTestID, estimateRowHeight, onOpenRow, renderExpanded, stale, paging } = props;
  const rows = table.getRowModel().rows;
  const columnCount = table.getAllLeafColumns().length;
  const listRef = useRef<HTMLTableElement>(null);
  const openRow = useLatestCallback(onOpenRow);
  const virtual = useVirtualRows(listRef, {
    count: rows.length,
    estimateSize: estimateRowHeight,
    getItemKey: (index) => rows[index]!.id,
    ...paging,
  });
  return (
    <Table.ScrollContainer minWidth={wideTableMinWidth} type="native">
      <Table
        ref={listRef}
        className={classes.table}
        verticalSpacing="sm"
        highlightOnHover
        // The header row counts too; -1 says the size is unknown (WAI-ARIA).
        aria-rowcount={total === undefined ? -1 : total + 1}
        aria-busy={stale}
        style={{ opacity: stale ? 0.6 : undefined, transition: 'opacity 150ms ease' }}
      >
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id} aria-rowindex={1}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const sorted = header.column.getIsSorted();
                return (
                  <Table.Th
                    key={header.id}
                    className={classes.headerCell}
                    w={meta?.width}
                    ta={meta?.align === 'end' ? 'end' : undefined}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <SortableHeader header={header} />
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Thead>
        {virtual.before > 0 ? <Spacer height={virtual.before} columns={columnCount} /> : null}
        {virtual.items.map((item) => {
          const row = rows[item.index]!;
          const expanded = row.getIsExpanded();
          return (
            <tbody key={item.key} className={bodyClasses.tbody} data-index={item.index} ref={virtual.measureElement}>
              <BodyRow
                row={row}
                cells={row.getAllCells()}
                expanded={expanded}
                FlexRender={table.FlexRender}
                index={item.index}
                testID={rowTestID}
                onOpenRow={onOpenRow ? openRow : undefined}
              />
              {renderExpanded && expanded ? (
                <Table.Tr id={rowDetailsID(rowTestID, row.id)} bg="var(--mantine-color-default-hover)">
                  <Table.Td colSpan={columnCount} pt={0} pb="md">
                    {renderExpanded(row.original)}
                  </Table.Td>
                </Table.Tr>
              ) : null}
            </tbody>
          );
        })}
        {virtual.after > 0 ? <Spacer height={virtual.after} columns={columnCount} /> : null}
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Body rows are plain elements with Mantine's table classes, styled as `Table.Tr` and `Table.Td`
 * are: a list scrolled quickly draws dozens of rows a frame, and each Mantine element resolves its
 * style props on every render. The header and the unfolded details keep the components.
 */
const bodyClasses = {
  tbody: `${Table.classes.tbody} mantine-Table-tbody`,
  tr: `${Table.classes.tr} mantine-Table-tr`,
  td: `${Table.classes.td} mantine-Table-td`,
};

interface BodyRowProps<Data extends RowData> {
  row: Row<ListFeatures, Data>;
  /** The row's cells: a new array when the columns change (another language, another layout). */
  cells: Cell<ListFeatures, Data, unknown>[];
  expanded: boolean;
  FlexRender: ListTableInstance<Data>['FlexRender'];
  index: number;
  testID: string;
  onOpenRow: ((row: Data) => void) | undefined;
}

/**
 * One row, drawn again only when what it shows changes: a row that stays on screen while the list
 * scrolls, or while a page arrives, keeps what it drew.
 */
const BodyRow = memo(function BodyRow<Data extends RowData>(props: BodyRowProps<Data>) {
  const { row, cells, expanded, FlexRender, index, testID, onOpenRow } = props;
  const onOpen = onOpenRow ? () => onOpenRow(row.original) : undefined;
  return (
    <tr
      className={onOpen ? `${bodyClasses.tr} ${classes.openable}` : bodyClasses.tr}
      data-with-row-border
      data-hover
      data-testid={testID}
      aria-rowindex={index + 2}
      style={expanded ? { background: 'var(--mantine-color-default-hover)' } : undefined}
      {...rowOpeners(onOpen)}
    >
      {cells.map((cell) => {
        const meta = cell.column.columnDef.meta;
        const style =
          meta?.align === 'end' || meta?.nowrap
            ? {
                textAlign: meta.align === 'end' ? ('end' as const) : undefined,
                whiteSpace: meta.nowrap ? ('nowrap' as const) : undefined,
              }
            : undefined;
        return (
          <td key={cell.id} className={bodyClasses.td} style={style}>
            <FlexRender cell={cell} />
          </td>
        );
      })}
    </tr>
  );
}, sameRow) as <Data extends RowData>(props: BodyRowProps<Data>) => ReactNode;

/**
 * A row shows the same as before when its record, columns and state are the same: a page that
 * arrives rebuilds every row object of the table, but not what the rows already drawn show.
 */
function sameRow<Data extends RowData>(before: BodyRowProps<Data>, after: BodyRowProps<Data>): boolean {
  return (
    before.row.original === after.row.original &&
    before.expanded === after.expanded &&
    before.index === after.index &&
    before.testID === after.testID &&
    before.onOpenRow === after.onOpenRow &&
    before.FlexRender === after.FlexRender &&
    before.cells.length === after.cells.length &&
    before.cells.every((cell, position) => cell.column === after.cells[position]!.column)
  );
}

/**
 * A callback that keeps one identity and always calls the latest `callback`: pages pass a new
 * function each time they render, which would otherwise draw every row again.
 */
function useLatestCallback<Data>(callback: ((row: Data) => void) | undefined) {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((row: Data) => latest.current?.(row), []);
}

/** Stands in for the rows that are not drawn, so the page keeps its full height. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <Table.Tbody aria-hidden className={classes.spacer}>
      <Table.Tr className={classes.spacer}>
        <Table.Td colSpan={columns} style={{ height }} />
      </Table.Tr>
    </Table.Tbody>
  );
}
