/**
 * Everything about one document, in its drawer: its file to download or preview, Edit and Delete
 * (for those who may), whether its text is searchable, what is known about it, the assets it
 * mentions, its versions, and a new version to upload.
 */
import { useAbility } from '@casl/react';
import { Button, Group, Stack } from '@mantine/core';
import { IconDownload, IconPencil } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { AppAbility } from '@freeboard/shared/auth/abilities';
import type { DocumentDetail } from '@freeboard/shared/documents/documents.schemas';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenantID } from '../../../lib/session-context';
import { downloadDocumentFile } from '../api/download-document-file';
import { DeleteDocumentButton } from './delete-document-button';
import { DocumentFacts } from './document-facts';
import { DocumentMentions } from './document-mentions';
import { DocumentPreview } from './document-preview';
import { DocumentVersions } from './document-versions';
import { EditDocumentForm } from './edit-document-form';
import { NewVersionForm } from './new-version-form';
import { TextStatus } from './text-status';
import { FailureAlert } from '../../../components/failure-notice';

export { shortenChecksum } from './document-facts';

interface DocumentDetailsProps {
  document: DocumentDetail;
  /** After a delete: the drawer closes. */
  onDeleted: () => unknown;
}

export function DocumentDetails({ document, onDeleted }: DocumentDetailsProps) {
  const ability = useAbility<AppAbility>();
  const [editing, setEditing] = useState(false);
  const mayUpdate = ability.can('update', 'Document');
  const mayDelete = ability.can('delete', 'Document');
  return (
    <Stack gap="lg">
      {editing ? (
        <EditDocumentForm document={document} onDone={() => setEditing(false)} />
      ) : (
        <>
          <DocumentActions
            document={document}
            onEdit={mayUpdate ? () => setEditing(true) : undefined}
            deleteButton={mayDelete ? <DeleteDocumentButton document={document} onDeleted={onDeleted} /> : null}
          />
          <DocumentPreview document={document} />
          <TextStatus status={document.textStatus} failure={document.textFailure} />
          <DocumentFacts document={document} />
        </>
      )}
      <DocumentMentions mentions={document.mentions} />
      <DocumentVersions documentID={document.documentID} />
      {mayUpdate ? <NewVersionForm documentID={document.documentID} /> : null}
    </Stack>
  );
}

function DocumentActions({
  document,
  onEdit,
  deleteButton,
}: {
  document: DocumentDetail;
  onEdit: (() => void) | undefined;
  deleteButton: ReactNode;
}) {
  const { t } = useTranslation('documents');
  const tenantID = useTenantID();
  const download = useMutation({
    mutationFn: () => downloadDocumentFile(tenantID, { documentID: document.documentID, fileName: document.fileName }),
  });
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Button
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={() => download.mutate()}
          loading={download.isPending}
          style={{ flexGrow: 1 }}
        >
          {t('details.download')}
        </Button>
        {onEdit ? (
          <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
            {t('edit.button')}
          </Button>
        ) : null}
        {deleteButton}
      </Group>
      {download.isError ? <FailureAlert>{t('details.downloadFailed')}</FailureAlert> : null}
    </Stack>
  );
}
