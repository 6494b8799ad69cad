/** The risks page below its title: loading, failure, empty, or the register. */
import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { risksQueryOptions } from '../api/get-risks';
import { RisksTable } from './risks-table';

export function RisksView({ tenantID }: { tenantID: string | null }) {
  const { t } = useTranslation('risks');
  const query = useInfiniteQuery(risksQueryOptions(tenantID));

  if (query.isPending) {
    return (
      <Center mih={200} role="status" aria-live="polite">
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text>{t('loading')}</Text>
        </Group>
      </Center>
    );
  }

  if (query.isError) {
    return (
      <QueryError
        title={t('error.title')}
        description={t('error.description')}
        retryLabel={t('error.retry')}
        retrying={query.isRefetching}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const risks = query.data.pages.flatMap((page) => page.data);
  const total = query.data.pages[0]?.meta.total ?? risks.length;
  if (risks.length === 0) {
    return (
      <Stack align="center" gap={4} py="xl" ta="center">
        <IconShieldCheck size={36} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text fw={600}>{t('empty.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('empty.description')}
        </Text>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <RisksTable risks={risks} />
      {query.hasNextPage ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('shown', { shown: risks.length, total })}
          </Text>
          <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            {t('loadMore')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
