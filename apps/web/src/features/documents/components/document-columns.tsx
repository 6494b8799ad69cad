/**
 * The columns of a section's documents: title (with its file name and, after a search, where the
 * words stand in it), author, tags, type, date and size. On a phone the title heads a card that
 * carries the other facts in a few lines under it.
 */
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { FreeboardDocument } from '@freeboard/shared/documents/documents.schemas';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { listColumnHelper, type ListColumn } from '../../../components/list-view/list-columns';
import { useCompactLayout } from '../../../lib/use-compact-layout';
import { formatDate, formatFileSize } from '../format';
import classes from './document-columns.module.css';
import { DocumentSnippet } from './document-snippet';

export const documentRowTestID = 'document-row';

const column = listColumnHelper<FreeboardDocument>();

type OpenDocument = (documentID: string) => void;

function TitleButton({ document, onOpen }: { document: FreeboardDocument; onOpen: OpenDocument }) {
  return (
    <Anchor
      component="button"
      type="button"
      fw={600}
      size="sm"
      ta="start"
      // Not a tab stop of its own: the row is, and Enter on it opens the document.
      tabIndex={-1}
      onClick={() => onOpen(document.documentID)}
      aria-haspopup="dialog"
    >
      {document.title}
    </Anchor>
  );
}

function FileName({ document }: { document: FreeboardDocument }) {
  return (
    <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
      {document.fileName}
    </Text>
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

/** What a card shows under the title on a phone, where the other columns are left out. */
/**
 * A card's facts on one line, "type · date · size", wrapping between facts (and inside a long type)
 * but never inside a date or a size.
 */
function CardFacts({ document, facts }: { document: FreeboardDocument; facts: { text: string; whole?: boolean }[] }) {
  return (
    <>
      <Text size="sm">
        {facts.map((fact, index) => (
          <Fragment key={index}>
            {index > 0 ? ' · ' : null}
            {fact.whole ? <span className={classes.whole}>{fact.text}</span> : fact.text}
          </Fragment>
        ))}
      </Text>
      {document.author ? (
        <Text size="sm" c="dimmed">
          {document.author}
        </Text>
      ) : null}
      {document.tags.length > 0 ? <Tags tags={document.tags} /> : null}
    </>
  );
}

/** `onOpen` opens a document from its title; the row itself opens it through the list view. */
export function useDocumentColumns(onOpen: OpenDocument): ListColumn<FreeboardDocument>[] {
  const { t, i18n } = useTranslation('documents');
  // Asked once for the list, not in every row it draws (each would watch the media query itself).
  const compact = useCompactLayout();
  return useMemo(
    () =>
      column.columns([
        column.accessor('title', {
          header: t('table.title'),
          meta: { compact: 'title' },
          cell: ({ row }) => {
            const document = row.original;
            return (
              <Stack gap={compact ? 4 : 2}>
                <TitleButton document={document} onOpen={onOpen} />
                <FileName document={document} />
                {document.snippet ? <DocumentSnippet snippet={document.snippet} /> : null}
                {compact ? (
                  <CardFacts
                    document={document}
                    facts={[
                      { text: t(`docTypes.${document.docType}`) },
                      ...(document.documentDate
                        ? [{ text: formatDate(document.documentDate, i18n.language), whole: true }]
                        : []),
                      { text: formatFileSize(document.sizeBytes, i18n.language), whole: true },
                    ]}
                  />
                ) : null}
              </Stack>
            );
          },
        }),
        column.accessor('author', {
          header: t('table.author'),
          meta: { width: 160, compact: 'hidden' },
          cell: ({ row }) => row.original.author ?? <Dash />,
        }),
        column.accessor('tags', {
          header: t('table.tags'),
          meta: { width: 170, compact: 'hidden' },
          cell: ({ row }) => <Tags tags={row.original.tags} />,
        }),
        column.accessor('docType', {
          header: t('table.type'),
          meta: { width: 160, compact: 'hidden' },
          cell: ({ row }) => t(`docTypes.${row.original.docType}`),
        }),
        column.accessor('documentDate', {
          header: t('table.date'),
          meta: { width: 115, nowrap: true, compact: 'hidden' },
          cell: ({ row }) =>
            row.original.documentDate ? formatDate(row.original.documentDate, i18n.language) : <Dash />,
        }),
        column.accessor('sizeBytes', {
          header: t('table.size'),
          meta: { width: 90, align: 'end', nowrap: true, compact: 'hidden' },
          cell: ({ row }) => formatFileSize(row.original.sizeBytes, i18n.language),
        }),
      ]),
    [t, i18n.language, onOpen, compact],
  );
}
