/**
 * The documents of a section as a table; while the first page loads, 8 skeleton rows (spec §2, §9).
 * On a phone each row stacks its facts under the title instead of scrolling sideways.
 */
import { Anchor, Badge, Group, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { FreeboardDocument } from '@freeboard/shared/documents/documents.schemas';
import { useTranslation } from 'react-i18next';
import { formatDate, formatFileSize } from '../format';
import { useCompactLayout } from '../../../lib/use-compact-layout';

export const skeletonRowCount = 8;

/** Widths of the placeholder bars, per column, so the skeleton resembles the table it stands for. */
const skeletonWidths = ['70%', '60%', '50%', '65%', '55%', '45%'];

interface DocumentsTableProps {
  /** `undefined` while the first page loads. */
  documents: readonly FreeboardDocument[] | undefined;
  onOpen: (documentID: string) => void;
  /** Newer results are on their way (a filter changed); the current rows stay, dimmed. */
  stale?: boolean;
}

export function DocumentsTable({ documents, onOpen, stale = false }: DocumentsTableProps) {
  const { t } = useTranslation('documents');
  const compact = useCompactLayout();
  const loading = documents === undefined;
  return (
    <Table.ScrollContainer minWidth={compact ? 0 : 820} type="native" pos="relative">
      <Table
        verticalSpacing="sm"
        highlightOnHover={!loading}
        aria-busy={loading || stale}
        style={{ opacity: stale ? 0.6 : undefined, transition: 'opacity 150ms ease' }}
      >
        <VisuallyHidden component="caption">{t('table.caption')}</VisuallyHidden>
        <Table.Thead>
          {compact ? (
            <Table.Tr>
              <Table.Th>{t('table.document')}</Table.Th>
            </Table.Tr>
          ) : (
            <Table.Tr>
              <Table.Th>{t('table.title')}</Table.Th>
              <Table.Th w={160}>{t('table.author')}</Table.Th>
              <Table.Th w={170}>{t('table.tags')}</Table.Th>
              <Table.Th w={160}>{t('table.type')}</Table.Th>
              <Table.Th w={115}>{t('table.date')}</Table.Th>
              <Table.Th w={80} ta="end">
                {t('table.size')}
              </Table.Th>
            </Table.Tr>
          )}
        </Table.Thead>
        <Table.Tbody>
          {loading
            ? Array.from({ length: skeletonRowCount }, (_, row) => (
                <Table.Tr key={row} data-testid="document-row-skeleton">
                  {compact ? (
                    <Table.Td>
                      <Stack gap={8}>
                        <Skeleton height={12} radius="sm" width="75%" />
                        <Skeleton height={10} radius="sm" width="50%" />
                        <Skeleton height={10} radius="sm" width="60%" />
                      </Stack>
                    </Table.Td>
                  ) : (
                    skeletonWidths.map((width, column) => (
                      <Table.Td key={column}>
                        <Skeleton height={12} radius="sm" width={width} ml={column === 5 ? 'auto' : undefined} />
                      </Table.Td>
                    ))
                  )}
                </Table.Tr>
              ))
            : documents.map((document) =>
                compact ? (
                  <CompactRow key={document.documentID} document={document} onOpen={onOpen} />
                ) : (
                  <WideRow key={document.documentID} document={document} onOpen={onOpen} />
                ),
              )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface RowProps {
  document: FreeboardDocument;
  onOpen: (documentID: string) => void;
}

function TitleButton({ document, onOpen }: RowProps) {
  return (
    <Anchor
      component="button"
      type="button"
      fw={600}
      size="sm"
      ta="start"
      onClick={() => onOpen(document.documentID)}
      aria-haspopup="dialog"
    >
      {document.title}
    </Anchor>
  );
}

function Tags({ tags }: { tags: readonly string[] }) {
  return (
    <Group gap={4}>
      {tags.map((tag) => (
        <Badge key={tag} variant="light" color="gray" size="sm" tt="none" fw={500}>
          {tag}
        </Badge>
      ))}
    </Group>
  );
}

function Dash() {
  return (
    <Text span size="sm" c="dimmed">
      –
    </Text>
  );
}

function WideRow({ document, onOpen }: RowProps) {
  const { t, i18n } = useTranslation('documents');
  return (
    <Table.Tr data-testid="document-row">
      <Table.Td>
        <Stack gap={2}>
          <TitleButton document={document} onOpen={onOpen} />
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {document.fileName}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td>{document.author ?? <Dash />}</Table.Td>
      <Table.Td>
        <Tags tags={document.tags} />
      </Table.Td>
      <Table.Td>{t(`docTypes.${document.docType}`)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {document.documentDate ? formatDate(document.documentDate, i18n.language) : <Dash />}
      </Table.Td>
      <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
        {formatFileSize(document.sizeBytes, i18n.language)}
      </Table.Td>
    </Table.Tr>
  );
}

function CompactRow({ document, onOpen }: RowProps) {
  const { t, i18n } = useTranslation('documents');
  const facts = [
    t(`docTypes.${document.docType}`),
    document.documentDate ? formatDate(document.documentDate, i18n.language) : null,
    formatFileSize(document.sizeBytes, i18n.language),
  ].filter((fact) => fact !== null);
  return (
    <Table.Tr data-testid="document-row">
      <Table.Td>
        <Stack gap={4}>
          <TitleButton document={document} onOpen={onOpen} />
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {document.fileName}
          </Text>
          <Text size="sm">{facts.join(' · ')}</Text>
          {document.author ? (
            <Text size="sm" c="dimmed">
              {document.author}
            </Text>
          ) : null}
          {document.tags.length > 0 ? <Tags tags={document.tags} /> : null}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
