/** A section's data while it loads (a skeleton) or when it failed (what happened, and Retry). */
import { Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';

export function SectionQueryState<Data>({
  query,
  error,
  children,
}: {
  query: UseQueryResult<Data>;
  error: { title: string; description: string };
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation('common');
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy>
        <Skeleton height={18} width="30%" radius="sm" />
        <Skeleton height={120} radius="md" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <QueryError
        title={error.title}
        description={error.description}
        retryLabel={t('list.retry')}
        retrying={query.isRefetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return children(query.data);
}
