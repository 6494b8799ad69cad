/** One section's documents: filters, then loading skeleton, failure, empty state or the table. */
import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconFiles } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { DocumentSection } from '@freeboard/shared/documents/documents.schemas';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { documentsQueryOptions } from '../api/get-documents';
import type { DocumentFilters } from '../document-search';
import { DocumentFiltersBar } from './document-filters';
import { DocumentsTable } from './documents-table';

interface DocumentsViewProps {
  tenantID: string | null;
  section: DocumentSection;
  filters: DocumentFilters;
  onFiltersChange: (filters: DocumentFilters) => void;
  onOpen: (documentID: string) => void;
}

export function DocumentsView({ tenantID, section, filters, onFiltersChange, onOpen }: DocumentsViewProps) {
  const { t } = useTranslation('documents');
  const query = useInfiniteQuery({
    ...documentsQueryOptions(tenantID, section, filters),
    // A changed filter keeps the section's rows on screen until the new ones arrive; a changed
    // section (or tenant) starts afresh with the skeleton.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === tenantID && previousQuery?.queryKey[3] === section ? previous : undefined,
  });

  const documents = query.data?.pages.flatMap((page) => page.documents);
  const choices = query.data?.pages[0]?.filters;
  const filtered = filters.author !== undefined || filters.tag !== undefined;

  let content: React.ReactNode;
  if (query.isError) {
    content = (
      <QueryError
        title={t('error.title')}
        description={t('error.description')}
        retryLabel={t('error.retry')}
        retrying={query.isRefetching}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (documents && documents.length === 0) {
    const empty = filtered ? 'filtered' : section;
    content = (
      <Stack align="center" gap={4} py="xl" ta="center">
        <IconFiles size={36} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text fw={600}>{t(`empty.${empty}.title`)}</Text>
        <Text size="sm" c="dimmed">
          {t(`empty.${empty}.description`)}
        </Text>
        {filtered ? (
          <Button variant="default" size="xs" mt="sm" onClick={() => onFiltersChange({})}>
            {t('filters.clear')}
          </Button>
        ) : null}
      </Stack>
    );
  } else {
    content = (
      <Stack gap="sm">
        {documents === undefined ? (
          <VisuallyHidden role="status" aria-live="polite">
            {t('loading')}
          </VisuallyHidden>
        ) : null}
        <DocumentsTable documents={documents} onOpen={onOpen} stale={query.isPlaceholderData} />
        {documents && query.hasNextPage ? (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('shown', { count: documents.length })}
            </Text>
            <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
              {t('loadMore')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <DocumentFiltersBar filters={filters} choices={choices} onChange={onFiltersChange} />
      {content}
    </Stack>
  );
}
