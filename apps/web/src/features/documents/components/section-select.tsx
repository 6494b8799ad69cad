/** Where a document is filed when it is not under an asset: social, corporate, or unassigned. */
import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function SectionSelect({
  choices,
  ...props
}: Omit<SelectProps, 'data' | 'label'> & { choices: readonly { value: string; label: string }[] }) {
  const { t } = useTranslation('documents');
  return (
    <Select
      label={t('fields.section')}
      data={choices}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
