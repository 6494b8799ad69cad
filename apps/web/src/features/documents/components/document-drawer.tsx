/**
 * The open document (`?document=<id>`), in a drawer beside the list. An ID that names no document
 * of the tenant (unknown, removed, another organization's, or not an ID at all) opens the drawer
 * with a message saying so.
 */
import { Alert, Button, Drawer, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../lib/http';
import { documentQueryOptions } from '../../../lib/documents/get-document';
import { isDocumentID } from '../document-search';
import { DocumentDetails } from './document-details';

interface DocumentDrawerProps {
  tenantID: string | null;
  documentID: string | undefined;
  onClose: () => void;
}

export function DocumentDrawer({ tenantID, documentID, onClose }: DocumentDrawerProps) {
  const { t } = useTranslation('documents');
  const narrow = useMediaQuery('(max-width: 36em)');
  // The last opened document stays in the drawer while it slides shut.
  const [shownID, setShownID] = useState(documentID);
  if (documentID !== undefined && documentID !== shownID) setShownID(documentID);
  return (
    <Drawer
      opened={documentID !== undefined}
      onClose={onClose}
      position="right"
      size={narrow ? '100%' : 'lg'}
      title={shownID ? <DrawerTitle tenantID={tenantID} documentID={shownID} /> : t('details.title')}
      closeButtonProps={{ 'aria-label': t('details.close') }}
    >
      {shownID ? <DrawerBody tenantID={tenantID} documentID={shownID} onDeleted={onClose} /> : null}
    </Drawer>
  );
}

/** The document's details; nothing is asked for an ID that cannot name one. */
function useOpenDocument(tenantID: string | null, documentID: string) {
  const valid = isDocumentID(documentID);
  const options = documentQueryOptions(tenantID, documentID);
  const query = useQuery({ ...options, enabled: valid && tenantID !== null });
  const notFound = !valid || (query.error instanceof HttpError && query.error.status === 404);
  return { query, notFound };
}

function DrawerTitle({ tenantID, documentID }: { tenantID: string | null; documentID: string }) {
  const { t } = useTranslation('documents');
  const { query, notFound } = useOpenDocument(tenantID, documentID);
  return (
    <Text component="span" fw={650} size="lg">
      {notFound ? t('details.notFoundTitle') : (query.data?.title ?? t('details.title'))}
    </Text>
  );
}

function DrawerBody({
  tenantID,
  documentID,
  onDeleted,
}: {
  tenantID: string | null;
  documentID: string;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('documents');
  const { query, notFound } = useOpenDocument(tenantID, documentID);
  if (notFound || query.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{notFound ? t('details.notFound') : t('details.error')}</Text>
          {notFound ? null : (
            <Button variant="default" size="xs" onClick={() => void query.refetch()} loading={query.isRefetching}>
              {t('details.retry')}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        <VisuallyHidden role="status">{t('details.loading')}</VisuallyHidden>
        <Skeleton height={36} />
        {Array.from({ length: 8 }, (_, line) => (
          <Skeleton key={line} height={14} width={`${60 + ((line * 13) % 35)}%`} />
        ))}
      </Stack>
    );
  }
  return <DocumentDetails document={query.data} onDeleted={onDeleted} />;
}
