/**
 * An Activity entry's field changes as a small table: each field, what it held before and what it
 * holds after. A side that did not exist (a new record has no before, a deleted one no after) reads
 * as the common "(empty)", dimmed so it never passes for a value.
 */
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HistoryFieldText } from '../../lib/collection/history-fields';
import { isBlank, useChangeValueText, type FieldChange } from './entry-changes';

interface ChangeTableProps {
  changes: FieldChange[];
  fields: HistoryFieldText;
  /** Names the table for assistive technology ("Changes: Updated site S-001 …"). */
  caption: string;
}

export function ChangeTable({ changes, fields, caption }: ChangeTableProps) {
  const { t } = useTranslation('common');
  const show = useChangeValueText(fields);
  const value = (field: string, recorded: unknown) =>
    isBlank(recorded) ? (
      <Text span size="sm" c="dimmed">
        {show(field, recorded)}
      </Text>
    ) : (
      show(field, recorded)
    );
  return (
    <Table
      withTableBorder
      verticalSpacing={4}
      horizontalSpacing="sm"
      fz="sm"
      bg="var(--mantine-color-body)"
      // Long values (a description) wrap inside their cell instead of widening the table, and each
      // row reads from its top line.
      style={{ tableLayout: 'fixed', overflowWrap: 'anywhere', verticalAlign: 'top' }}
    >
      <VisuallyHidden component="caption">{caption}</VisuallyHidden>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="28%">{t('history.field')}</Table.Th>
          <Table.Th>{t('history.before')}</Table.Th>
          <Table.Th>{t('history.after')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map(({ field, before, after }) => (
          <Table.Tr key={field}>
            <Table.Th scope="row" fw={500}>
              {fields.label(field)}
            </Table.Th>
            <Table.Td>{value(field, before)}</Table.Td>
            <Table.Td>{value(field, after)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
