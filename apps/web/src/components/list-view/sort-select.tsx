import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface SortField {
  field: string;
  label: string;
}

/**
 * The list's order as one choice, for every layout: the wide table's headers sort too, but a phone
 * has no headers, and some fields (dates of change) are not columns.
 */
export function SortSelect({
  value,
  fields,
  onChange,
}: {
  value: string;
  fields: readonly SortField[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('common');
  const data = fields.flatMap(({ field, label }) => [
    { value: field, label: t('list.ascending', { field: label }) },
    { value: `-${field}`, label: t('list.descending', { field: label }) },
  ]);
  return (
    <Select
      label={t('list.sortBy')}
      data={data}
      value={value}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
      w={{ base: '100%', xs: 220 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
