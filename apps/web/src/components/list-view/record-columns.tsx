/**
 * The columns every coded record's list begins with: its code, and its name linking to the record
 * (with a quieter line under it where the area has one).
 */
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { listColumnHelper, type ListColumn } from './list-columns';

interface CodedRow {
  code: string;
  name: string;
}

export function recordColumns<Row extends CodedRow>(
  t: TFunction,
  { pathOf, subtitle }: { pathOf: (row: Row) => string; subtitle?: (row: Row) => ReactNode },
): { code: ListColumn<Row>; name: ListColumn<Row> } {
  const column = listColumnHelper<Row>();
  return {
    // Read from the row (not display-only), so the header sorts where the area sorts by it.
    code: column.accessor((row) => row.code, {
      id: 'code',
      header: t('fields.code'),
      meta: { width: 100, nowrap: true },
      cell: ({ row }) => (
        <Text span size="sm" fw={600}>
          {row.original.code}
        </Text>
      ),
    }),
    name: column.accessor((row) => row.name, {
      id: 'name',
      header: t('fields.name'),
      meta: { compact: 'title' },
      cell: ({ row }) => {
        const line = subtitle?.(row.original);
        return (
          <Stack gap={0}>
            {/* Not a tab stop of its own: the row is, and Enter on it opens the record. */}
            <Anchor component={Link} to={pathOf(row.original)} tabIndex={-1} fw={600} size="sm">
              {row.original.name}
            </Anchor>
            {line ? (
              <Text size="xs" c="dimmed">
                {line}
              </Text>
            ) : null}
          </Stack>
        );
      },
    }),
  };
}
