/**
 * `Upload document` (CONTRACT §10) for those who may create documents: the upload in a dialog,
 * filed where the person is (the documents page's section, or the asset of a Document section).
 */
import { useAbility } from '@casl/react';
import { Button, Modal } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconUpload } from '@tabler/icons-react';
import type { AppAbility } from '@freeboard/shared/auth/abilities';
import { useTranslation } from 'react-i18next';
import { UploadDocumentsForm, type UploadDocumentsFormProps } from './upload-documents-form';

type UploadDocumentsButtonProps = Omit<UploadDocumentsFormProps, 'onClose'>;

export function UploadDocumentsButton({ placement, onOpenDocument }: UploadDocumentsButtonProps) {
  const { t } = useTranslation('documents');
  const ability = useAbility<AppAbility>();
  const [opened, { open, close }] = useDisclosure(false);
  const narrow = useMediaQuery('(max-width: 36em)');
  if (!ability.can('create', 'Document')) return null;
  return (
    <>
      <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={open}>
        {t('upload.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('upload.title')}
        size="lg"
        fullScreen={narrow}
        closeButtonProps={{ 'aria-label': t('upload.close') }}
      >
        {/* Mounted only while open: every opening starts afresh, and closing cancels what is on its way. */}
        {opened ? (
          <UploadDocumentsForm
            placement={placement}
            onClose={close}
            onOpenDocument={
              onOpenDocument
                ? (documentID) => {
                    close();
                    onOpenDocument(documentID);
                  }
                : undefined
            }
          />
        ) : null}
      </Modal>
    </>
  );
}
