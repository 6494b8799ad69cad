/**
 * The compact layout (phones): one card per row, the title column heading it and the other columns
 * as labelled lines, instead of a table that scrolls sideways. Drawn near the viewport only.
 */
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { Row, RowData } from '@tanstack/react-table';
import { useRef, type ReactNode } from 'react';
import type { ListFeatures } from './list-columns';
import { rowDetailsID, type ListRowsProps, type ListTableInstance } from './list-view-types';
import { rowOpeners } from './row-interaction';
import { useVirtualRows } from './use-virtual-rows';
import classes from './list-view.module.css';

/** The gap between cards, part of each card's measured height so the spacers stay exact. */
const cardGap = 8;

export function ListCards<Data extends RowData>(props: ListRowsProps<Data>) {
  const { table, caption, rowTestID, estimateRowHeight, onOpenRow, renderExpanded, stale, paging } = props;
  const rows = table.getRowModel().rows;
  const listRef = useRef<HTMLUListElement>(null);
  const virtual = useVirtualRows(listRef, {
    count: rows.length,
    estimateSize: estimateRowHeight + cardGap,
    getItemKey: (index) => rows[index]!.id,
    ...paging,
  });
  return (
    <ul
      ref={listRef}
      aria-label={caption}
      aria-busy={stale}
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        paddingTop: virtual.before,
        paddingBottom: virtual.after,
        opacity: stale ? 0.6 : undefined,
        transition: 'opacity 150ms ease',
      }}
    >
      {virtual.items.map((item) => {
        const row = rows[item.index]!;
        return (
          <li key={item.key} data-index={item.index} ref={virtual.measureElement} style={{ paddingBottom: cardGap }}>
            <Card
              row={row}
              table={table}
              testID={rowTestID}
              onOpen={onOpenRow ? () => onOpenRow(row.original) : undefined}
              expanded={
                renderExpanded && row.getIsExpanded() ? (
                  <div id={rowDetailsID(rowTestID, row.id)}>{renderExpanded(row.original)}</div>
                ) : null
              }
            />
          </li>
        );
      })}
    </ul>
  );
}

function Card<Data extends RowData>(props: {
  row: Row<ListFeatures, Data>;
  table: ListTableInstance<Data>;
  testID: string;
  onOpen: (() => void) | undefined;
  expanded: ReactNode;
}) {
  const { row, table, testID, onOpen, expanded } = props;
  const cells = row.getAllCells();
  const placeOf = (cell: (typeof cells)[number]) => cell.column.columnDef.meta?.compact ?? 'detail';
  const title = cells.filter((cell) => placeOf(cell) === 'title');
  const bare = cells.filter((cell) => placeOf(cell) === 'bare');
  const details = cells.filter((cell) => placeOf(cell) === 'detail');
  return (
    <Paper
      withBorder
      p="sm"
      data-testid={testID}
      className={onOpen ? `${classes.openable} ${classes.card}` : classes.card}
      {...rowOpeners(onOpen)}
    >
      <Stack gap={6}>
        {title.length > 0 || bare.length > 0 ? (
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              {title.map((cell) => (
                <table.FlexRender key={cell.id} cell={cell} />
              ))}
            </div>
            {bare.length > 0 ? (
              <Group gap={6} wrap="nowrap">
                {bare.map((cell) => (
                  <table.FlexRender key={cell.id} cell={cell} />
                ))}
              </Group>
            ) : null}
          </Group>
        ) : null}
        {details.map((cell) => (
          <Group key={cell.id} gap={6} wrap="nowrap" align="baseline">
            <Text span size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {cell.column.columnDef.header as string}
            </Text>
            <Text span size="sm" component="div" style={{ minWidth: 0 }}>
              <table.FlexRender cell={cell} />
            </Text>
          </Group>
        ))}
        {expanded}
      </Stack>
    </Paper>
  );
}
