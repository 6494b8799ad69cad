import { Stack, Text, Title } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { RisksView } from './risks-view';

export function RisksPage() {
  const { t } = useTranslation('risks');
  const { session } = useRouteContext({ from: '/_client' });
  const { tenantID } = useSyncExternalStore(session.subscribe, session.getSnapshot);
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
