/**
 * A table of a record's related rows (its actions, verifications, ratings, results): column
 * headings in a header row, scrolled sideways in its own box on a narrow screen, named for screen
 * readers. The rows are the caller's.
 */
import { Table, VisuallyHidden, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface RecordTableColumn {
  label: ReactNode;
  className?: string;
  miw?: number;
  /** Read by screen readers only (a column of row buttons). */
  hidden?: boolean;
}

interface RecordTableProps extends Omit<TableProps, 'children'> {
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** A heading, or one with its options; `false` leaves a column out. */
  columns: readonly (ReactNode | RecordTableColumn | false)[];
  children: ReactNode;
}

function isColumn(column: ReactNode | RecordTableColumn): column is RecordTableColumn {
  return typeof column === 'object' && column !== null && 'label' in column;
}

export function RecordTable({ minWidth, columns, children, verticalSpacing = 'sm', ...table }: RecordTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing={verticalSpacing} {...table}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) => {
              if (column === false) return null;
              const { label, className, miw, hidden } = isColumn(column) ? column : { label: column };
              return (
                <Table.Th key={index} scope="col" className={className} miw={miw}>
                  {hidden ? <VisuallyHidden>{label}</VisuallyHidden> : label}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
