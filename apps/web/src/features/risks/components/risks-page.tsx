import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/page-title';
import { useTenantID } from '../../../lib/session-context';
import { RisksView } from './risks-view';

export function RisksPage() {
  const { t } = useTranslation('risks');
  const tenantID = useTenantID();
  usePageTitle(t('title'));
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('description')}</Text>
      </div>
      <RisksView tenantID={tenantID} />
    </Stack>
  );
}
