import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Marks a part of the product that later releases fill: nothing shown there is stored or changed. */
export function NotAvailableNotice() {
  const { t } = useTranslation('areas');
  return (
    <Alert
      role="note"
      variant="light"
      color="reservoir"
      icon={<IconInfoCircle size={18} aria-hidden />}
      title={t('notAvailable.title')}
    >
      {t('notAvailable.text')}
    </Alert>
  );
}
