/**
 * One section's documents: the author and tag filters, then the shared list view (skeleton,
 * failure, empty state or the rows, further pages as the reader scrolls).
 */
import { Stack } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { DocumentSection } from '@freeboard/shared/documents/documents.schemas';
import { useTranslation } from 'react-i18next';
import { ListView } from '../../../components/list-view/list-view';
import { documentListPages, documentsQueryOptions } from '../api/get-documents';
import type { DocumentFilters } from '../document-search';
import { documentRowTestID, useDocumentColumns } from './document-columns';
import { DocumentFiltersBar } from './document-filters';

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
    select: documentListPages,
  });
  const columns = useDocumentColumns(onOpen);
  const filtered = filters.author !== undefined || filters.tag !== undefined;

  return (
    <Stack gap="md">
      <DocumentFiltersBar filters={filters} choices={query.data?.pages[0]?.filters} onChange={onFiltersChange} />
      <ListView
        query={query}
        columns={columns}
        getRowID={(document) => document.documentID}
        rowTestID={documentRowTestID}
        onOpenRow={(document) => onOpen(document.documentID)}
        labels={{
          caption: t('table.caption'),
          loading: t('loading'),
          empty: { title: t(`empty.${section}.title`), description: t(`empty.${section}.description`) },
          noMatch: {
            title: t('empty.filtered.title'),
            description: t('empty.filtered.description'),
            clear: t('filters.clear'),
          },
          error: { title: t('error.title'), description: t('error.description'), retry: t('error.retry') },
        }}
        onClearFilters={filtered ? () => onFiltersChange({}) : undefined}
      />
    </Stack>
  );
}
