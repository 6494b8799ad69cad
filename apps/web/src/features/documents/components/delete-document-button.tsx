/** `Delete` for those who may: the document and every version of its file, after a confirmation. */
import { notifications } from '@mantine/notifications';
import type { FreeboardDocument } from '@freeboard/shared/documents/documents.schemas';
import { useTranslation } from 'react-i18next';
import { DeleteRecordButton } from '../../../components/record-page/delete-record-button';
import { useDeleteDocument } from '../api/delete-document';

interface DeleteDocumentButtonProps {
  document: Pick<FreeboardDocument, 'documentID' | 'title' | 'currentVersion'>;
  onDeleted: () => unknown;
}

export function DeleteDocumentButton({ document, onDeleted }: DeleteDocumentButtonProps) {
  const { t } = useTranslation('documents');
  const mutation = useDeleteDocument(document.documentID, async () => {
    notifications.show({
      color: 'green',
      message: t('delete.done', { title: document.title }),
    });
    await onDeleted();
  });
  return (
    <DeleteRecordButton
      mutation={mutation}
      labels={{
        button: t('delete.button'),
        title: t('delete.title', { title: document.title }),
        text: t('delete.text', { count: document.currentVersion }),
        confirm: t('delete.confirm'),
      }}
    />
  );
}
