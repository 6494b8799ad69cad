import { Paper, Skeleton, Stack, Table, VisuallyHidden } from '@mantine/core';
import type { RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from './list-columns';
import { wideTableMinWidth } from './list-table';
import classes from './list-view.module.css';

export const skeletonRowCount = 8;

interface ListSkeletonProps<Data extends RowData> {
  compact: boolean;
  columns: ListColumn<Data>[];
  testID: string;
  /** What assistive technology hears meanwhile; "Loading..." unless given. */
  status?: string;
}

/**
 * Placeholder rows shaped like the list they stand for, while its first page loads: on a wide screen
 * under the table's own header and column widths, so nothing moves when the rows arrive.
 */
export function ListSkeleton<Data extends RowData>({
  compact,
  columns,
  testID,
  status: statusText,
}: ListSkeletonProps<Data>) {
  const { t } = useTranslation('common');
  const status = (
    <VisuallyHidden role="status" aria-live="polite">
      {statusText ?? t('loading')}
    </VisuallyHidden>
  );
  if (compact) {
    return (
      <Stack gap={8} aria-busy>
        {status}
        {Array.from({ length: skeletonRowCount }, (_, row) => (
          <Paper key={row} withBorder p="sm" data-testid={testID}>
            <Stack gap={8}>
              <Skeleton height={12} radius="sm" width="70%" />
              <Skeleton height={10} radius="sm" width="45%" />
              <Skeleton height={10} radius="sm" width="55%" />
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <>
      {status}
      <Table.ScrollContainer minWidth={wideTableMinWidth} type="native">
        <Table className={classes.table} verticalSpacing="sm" aria-busy aria-hidden>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column, index) => (
                <Table.Th key={index} w={column.meta?.width} ta={column.meta?.align === 'end' ? 'end' : undefined}>
                  {typeof column.header === 'string' ? column.header : null}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {Array.from({ length: skeletonRowCount }, (_, row) => (
              <Table.Tr key={row} data-testid={testID}>
                {columns.map((column, index) => (
                  <Table.Td key={index}>
                    <Skeleton
                      height={12}
                      radius="sm"
                      width={`${45 + ((row * 7 + index * 13) % 35)}%`}
                      ml={column.meta?.align === 'end' ? 'auto' : undefined}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
