/**
 * One section's documents: the search and the author and tag filters, where else a search finds
 * documents, then the shared list view (skeleton, failure, empty state or the rows, further pages as
 * the reader scrolls).
 */
import { Stack } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { DocumentSection } from '@freeboard/shared/documents/documents.schemas';
import { useTranslation } from 'react-i18next';
import { documentListPages, documentsQueryOptions } from '../api/get-documents';
import { useSearchSections } from '../api/get-search-sections';
import { isNarrowed, type DocumentFilters } from '../document-search';
import { DocumentListView } from './document-list-view';
import { DocumentFiltersBar } from './document-filters';
import { useDocumentListLabels } from './document-list-labels';
import { SearchElsewhere } from './search-elsewhere';

interface DocumentsViewProps {
  tenantID: string | null;
  section: DocumentSection;
  filters: DocumentFilters;
  onFiltersChange: (filters: DocumentFilters) => void;
  onOpen: (documentID: string) => void;
  /** Shows another section with the same search. */
  onShowSection: (section: DocumentSection) => void;
}

export function DocumentsView({
  tenantID,
  section,
  filters,
  onFiltersChange,
  onOpen,
  onShowSection,
}: DocumentsViewProps) {
  const { t } = useTranslation('documents');
  const query = useInfiniteQuery({
    ...documentsQueryOptions(tenantID, section, filters),
    // A changed filter keeps the section's rows on screen until the new ones arrive; a changed
    // section (or tenant) starts afresh with the skeleton.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === tenantID && previousQuery?.queryKey[3] === section ? previous : undefined,
    select: documentListPages,
  });
  const elsewhere = useSearchSections(tenantID, filters.q);
  const labels = useDocumentListLabels({
    caption: 'table.caption',
    empty: `empty.${section}`,
    searched: filters.q !== undefined,
    searchedIn: section === 'all' ? undefined : t(`sections.${section}`),
    textPending: elsewhere?.textPending,
  });
  const nothingHere = query.data !== undefined && query.data.pages.every((page) => page.data.length === 0);

  return (
    <Stack gap="md">
      <DocumentFiltersBar filters={filters} choices={query.data?.pages[0]?.filters} onChange={onFiltersChange} />
      {elsewhere && query.data ? (
        <SearchElsewhere section={section} counts={elsewhere} nothingHere={nothingHere} onShowSection={onShowSection} />
      ) : null}
      <DocumentListView
        query={query}
        onOpen={onOpen}
        labels={labels}
        onClearFilters={isNarrowed(filters) ? () => onFiltersChange({}) : undefined}
      />
    </Stack>
  );
}
