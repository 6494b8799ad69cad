/**
 * The documents page: title and `Upload document`, section tabs (CONTRACT §8), the section's
 * documents with their search and filters, the open document.
 * Not a declared area: documents are uploads with versions, previews and full-text search, not records written field by field.
 */
import { Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { documentSections, type DocumentSection } from '@freeboard/shared/documents/documents.schemas';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/page-title';
import { useTenantID } from '../../../lib/session-context';
import { documentFiltersOf, type DocumentFilters, type DocumentSearch } from '../document-search';
import type { UploadPlacement } from '../upload-form-values';
import { DocumentDrawer } from './document-drawer';
import { DocumentsView } from './documents-view';
import classes from './documents-page.module.css';
import { UploadDocumentsButton } from './upload-documents-button';

interface DocumentsPageProps {
  search: DocumentSearch;
  onSectionChange: (section: DocumentSection) => void;
  onFiltersChange: (filters: DocumentFilters) => void;
  onOpenDocument: (documentID: string | undefined) => void;
  /** Another section with the same search (where the search also found documents). */
  onShowSection: (section: DocumentSection) => void;
}

/** Uploads are filed in the section on screen; from All or Unassigned, in no section until chosen. */
function uploadPlacementOf(section: DocumentSection): UploadPlacement {
  return { section: section === 'social' || section === 'corporate' ? section : 'unassigned' };
}

export function DocumentsPage({
  search,
  onSectionChange,
  onFiltersChange,
  onOpenDocument,
  onShowSection,
}: DocumentsPageProps) {
  const { t } = useTranslation('documents');
  const tenantID = useTenantID();
  const filters = documentFiltersOf(search);
  usePageTitle(t('title'));
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text c="dimmed">{t('description')}</Text>
        </div>
        <UploadDocumentsButton placement={uploadPlacementOf(search.section)} onOpenDocument={onOpenDocument} />
      </Group>
      <Tabs
        value={search.section}
        onChange={(value) => {
          const next = documentSections.find((section) => section === value);
          if (next && next !== search.section) onSectionChange(next);
        }}
        keepMounted={false}
        classNames={{ tab: classes.tab }}
      >
        <Tabs.List aria-label={t('sections.label')}>
          {documentSections.map((section) => (
            <Tabs.Tab key={section} value={section}>
              {t(`sections.${section}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {documentSections.map((section) => (
          <Tabs.Panel key={section} value={section} pt="md">
            <DocumentsView
              tenantID={tenantID}
              section={section}
              filters={filters}
              onFiltersChange={onFiltersChange}
              onOpen={onOpenDocument}
              onShowSection={onShowSection}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
      <DocumentDrawer tenantID={tenantID} documentID={search.document} onClose={() => onOpenDocument(undefined)} />
    </Stack>
  );
}
