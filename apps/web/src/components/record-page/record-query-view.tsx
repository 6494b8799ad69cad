/**
 * A record page while its record loads: a skeleton, then the record; an unknown record says so with
 * a way back to its list (a malformed ID names no record either); any other failure offers Retry.
 */
import { Alert, Anchor, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/page-title';
import { problemOf } from '../../lib/problem';
import { QueryError } from '../query-error';

export interface RecordQueryLabels {
  notFoundTitle: string;
  notFound: string;
  backToList: string;
  error: string;
  errorDescription: string;
}

interface RecordQueryViewProps<Data> {
  query: UseQueryResult<Data>;
  labels: RecordQueryLabels;
  /** The record's list, where "not found" leads back to. */
  listPath: string;
  children: (record: Data) => ReactNode;
}

export function RecordQueryView<Data>({ query, labels, listPath, children }: RecordQueryViewProps<Data>) {
  const { t } = useTranslation('common');
  const status = query.isError ? problemOf(query.error)?.status : undefined;
  const unknownRecord = status === 404 || status === 400;
  // Loading: the record names the page once it is here (`RecordPage`).
  usePageTitle(query.isError ? (unknownRecord ? labels.notFoundTitle : labels.error) : undefined);
  if (query.isPending) {
    return (
      <Stack gap="sm" role="status" aria-busy aria-label={t('loading')}>
        <Skeleton height={14} width={120} radius="sm" />
        <Skeleton height={28} width="40%" radius="sm" />
        <Skeleton height={200} radius="md" mt="md" />
      </Stack>
    );
  }
  if (query.isError) {
    return unknownRecord ? (
      <Alert color="gray" variant="light" title={labels.notFoundTitle}>
        {labels.notFound}{' '}
        <Anchor component={Link} to={listPath}>
          {labels.backToList}
        </Anchor>
      </Alert>
    ) : (
      <QueryError
        title={labels.error}
        description={labels.errorDescription}
        retryLabel={t('list.retry')}
        retrying={query.isRefetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return children(query.data);
}
