/** The documents page: title, section tabs (CONTRACT §8), the section's documents, the open document. */
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { documentSections, type DocumentSection } from '@freeboard/shared/documents/documents.schemas';
import { useTranslation } from 'react-i18next';
import { useTenantID } from '../../../lib/session-context';
import { documentFiltersOf, type DocumentFilters, type DocumentSearch } from '../document-search';
import { DocumentDrawer } from './document-drawer';
import { DocumentsView } from './documents-view';

interface DocumentsPageProps {
  search: DocumentSearch;
  onSectionChange: (section: DocumentSection) => void;
  onFiltersChange: (filters: DocumentFilters) => void;
  onOpenDocument: (documentID: string | undefined) => void;
}

export function DocumentsPage({ search, onSectionChange, onFiltersChange, onOpenDocument }: DocumentsPageProps) {
  const { t } = useTranslation('documents');
  const tenantID = useTenantID();
  const filters = documentFiltersOf(search);
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('description')}</Text>
      </div>
      <Tabs
        value={search.section}
        onChange={(value) => {
          const next = documentSections.find((section) => section === value);
          if (next && next !== search.section) onSectionChange(next);
        }}
        keepMounted={false}
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
            />
          </Tabs.Panel>
        ))}
      </Tabs>
      <DocumentDrawer tenantID={tenantID} documentID={search.document} onClose={() => onOpenDocument(undefined)} />
    </Stack>
  );
}
