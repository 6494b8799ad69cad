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
      cell: ({ row }) => (
        <NameCell to={pathOf(row.original)} name={row.original.name} subtitle={subtitle?.(row.original)} />
      ),
    }),
  };
}

/** A record's name in its list, linking to it, with a line under it when the area gives one. */
export function NameCell({ to, name, subtitle }: { to: string; name: string; subtitle?: ReactNode }) {
  // Not a tab stop of its own: the row is, and Enter on it opens the record.
  const link = (
    <Anchor component={Link} to={to} tabIndex={-1} fw={600} size="sm">
      {name}
    </Anchor>
  );
  if (!subtitle) return link;
  return (
    <Stack gap={0}>
      {link}
      <Text size="xs" c="dimmed">
        {subtitle}
      </Text>
    </Stack>
  );
}
