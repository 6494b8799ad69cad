/**
 * The Document section of an asset's record page: `Upload document` (filed under the asset), the
 * documents filed under it with the documents page's search, author and tag filters and rows, and
 * apart from them the documents filed elsewhere that mention it. A row opens the same details
 * drawer as the documents page.
 */
import { Group, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AssetType } from '@freeboard/shared/common/assets';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenantID } from '../../../lib/session-context';
import { documentListPages } from '../api/get-documents';
import { DocumentListView } from './document-list-view';
import { DocumentDrawer } from './document-drawer';
import { DocumentFiltersBar } from './document-filters';
import { useSearchSections } from '../api/get-search-sections';
import { useDocumentListLabels } from './document-list-labels';
import { UploadDocumentsButton } from './upload-documents-button';
import { isNarrowed, type DocumentFilters } from '../document-search';
import { assetDocumentsQueryOptions, mentioningDocumentsQueryOptions } from '../api/get-asset-documents';

interface AssetDocumentsProps {
  assetType: AssetType;
  assetID: string;
}

export function AssetDocumentsSection({ assetType, assetID }: AssetDocumentsProps) {
  const tenantID = useTenantID();
  const [openID, setOpenID] = useState<string | undefined>(undefined);
  return (
    <Stack gap="xl">
      <FiledDocuments tenantID={tenantID} assetType={assetType} assetID={assetID} onOpen={setOpenID} />
      <MentioningDocuments tenantID={tenantID} assetType={assetType} assetID={assetID} onOpen={setOpenID} />
      <DocumentDrawer tenantID={tenantID} documentID={openID} onClose={() => setOpenID(undefined)} />
    </Stack>
  );
}

type PartProps = AssetDocumentsProps & { tenantID: string | null; onOpen: (documentID: string) => void };

function PartHeading({ id, part }: { id: string; part: 'filed' | 'mentions' }) {
  const { t } = useTranslation('documents');
  return (
    <div>
      <Title order={2} size="h4" id={id}>
        {t(`asset.${part}.title`)}
      </Title>
      <Text size="sm" c="dimmed">
        {t(`asset.${part}.description`)}
      </Text>
    </div>
  );
}

function listText(part: 'filed' | 'mentions', searched = false) {
  return { caption: `asset.${part}.caption`, empty: `asset.${part}.empty`, searched };
}

/** Whether a query key's asset part (its fourth element) names this asset. */
function sameAsset(keyPart: unknown, assetType: AssetType, assetID: string) {
  const asset = keyPart as { assetType?: unknown; assetID?: unknown } | null | undefined;
  return asset?.assetType === assetType && asset.assetID === assetID;
}

function FiledDocuments({ tenantID, assetType, assetID, onOpen }: PartProps) {
  const [filters, setFilters] = useState<DocumentFilters>({});
  const query = useInfiniteQuery({
    ...assetDocumentsQueryOptions(tenantID, assetType, assetID, filters),
    // A changed filter keeps the asset's rows on screen until the new ones arrive; another asset
    // (or tenant) starts afresh with the skeleton.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === tenantID && sameAsset(previousQuery.queryKey[3], assetType, assetID)
        ? previous
        : undefined,
    select: documentListPages,
  });
  // Only whether files are still being read: a search here covers this asset alone.
  const textPending = useSearchSections(tenantID, filters.q)?.textPending;
  const labels = useDocumentListLabels({ ...listText('filed', filters.q !== undefined), textPending });
  const headingID = useId();
  return (
    <Stack gap="md" component="section" aria-labelledby={headingID}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <PartHeading id={headingID} part="filed" />
        <UploadDocumentsButton placement={{ assetType, assetID }} onOpenDocument={onOpen} />
      </Group>
      <DocumentFiltersBar filters={filters} choices={query.data?.pages[0]?.filters} onChange={setFilters} />
      <DocumentListView
        query={query}
        onOpen={onOpen}
        labels={labels}
        onClearFilters={isNarrowed(filters) ? () => setFilters({}) : undefined}
      />
    </Stack>
  );
}

function MentioningDocuments({ tenantID, assetType, assetID, onOpen }: PartProps) {
  const query = useInfiniteQuery(mentioningDocumentsQueryOptions(tenantID, assetType, assetID));
  const labels = useDocumentListLabels(listText('mentions'));
  const headingID = useId();
  return (
    <Stack gap="md" component="section" aria-labelledby={headingID}>
      <PartHeading id={headingID} part="mentions" />
      <DocumentListView query={query} onOpen={onOpen} labels={labels} />
    </Stack>
  );
}
