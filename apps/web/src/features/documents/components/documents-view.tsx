/**
 * One section's documents: the search and the author and tag filters, then the shared list view
 * (skeleton, failure, empty state or the rows, further pages as the reader scrolls).
 */
import { Stack } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { DocumentSection } from '@freeboard/shared/documents/documents.schemas';
import { ListView } from '../../../components/list-view/list-view';
import { documentListPages, documentsQueryOptions } from '../api/get-documents';
import { isNarrowed, type DocumentFilters } from '../document-search';
import { documentRowTestID, useDocumentColumns } from './document-columns';
import { DocumentFiltersBar } from './document-filters';
import { useDocumentListLabels } from './document-list-labels';

interface DocumentsViewProps {
  tenantID: string | null;
  section: DocumentSection;
  filters: DocumentFilters;
  onFiltersChange: (filters: DocumentFilters) => void;
  onOpen: (documentID: string) => void;
}

export function DocumentsView({ tenantID, section, filters, onFiltersChange, onOpen }: DocumentsViewProps) {
  const query = useInfiniteQuery({
    ...documentsQueryOptions(tenantID, section, filters),
    // A changed filter keeps the section's rows on screen until the new ones arrive; a changed
    // section (or tenant) starts afresh with the skeleton.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === tenantID && previousQuery?.queryKey[3] === section ? previous : undefined,
    select: documentListPages,
  });
  const columns = useDocumentColumns(onOpen);
  const labels = useDocumentListLabels({
    caption: 'table.caption',
    empty: `empty.${section}`,
    searched: filters.q !== undefined,
  });

  return (
    <Stack gap="md">
      <DocumentFiltersBar filters={filters} choices={query.data?.pages[0]?.filters} onChange={onFiltersChange} />
      <ListView
        query={query}
        columns={columns}
        getRowID={(document) => document.documentID}
        rowTestID={documentRowTestID}
        onOpenRow={(document) => onOpen(document.documentID)}
        labels={labels}
        onClearFilters={isNarrowed(filters) ? () => onFiltersChange({}) : undefined}
      />
    </Stack>
  );
}
