/**
 * Uploading documents: files dropped or chosen, the fields they share, then each file sent in turn
 * with its progress and its result. Fields are checked with the shared schema before anything is
 * sent; a field the server refuses is marked on the form. Not a `useSavingForm`: its save is many
 * calls, one per file, each with its own progress and result.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFailureOf } from '../upload-failure';
import {
  emptyUploadForm,
  uploadFieldsOf,
  uploadSections,
  validateUpload,
  type UploadFormValues,
  type UploadPlacement,
} from '../upload-form-values';
import { isSendable, useUploadQueue } from '../use-upload-queue';
import { DocumentMetadataFields } from './document-metadata-fields';
import { SectionSelect } from './section-select';
import { UploadDropzone } from './upload-dropzone';
import { UploadFileList } from './upload-file-list';

export interface UploadDocumentsFormProps {
  placement: UploadPlacement;
  onClose: () => void;
  /** Opens an uploaded document (or the one a duplicate already is). */
  onOpenDocument?: (documentID: string) => void;
}

export function UploadDocumentsForm({ placement, onClose, onOpenDocument }: UploadDocumentsFormProps) {
  const { t } = useTranslation('documents');
  const { t: errorText } = useTranslation('errors');
  const form = useForm<UploadFormValues>({
    initialValues: emptyUploadForm(placement),
    validate: validateUpload(placement),
  });
  const queue = useUploadQueue();
  const [noFiles, setNoFiles] = useState(false);
  const sendable = queue.files.filter(isSendable).length;
  const done = queue.files.filter((queued) => queued.status.kind === 'done').length;
  const [finished, setFinished] = useState(false);

  async function upload(values: UploadFormValues) {
    if (sendable === 0) {
      setNoFiles(true);
      return;
    }
    setFinished(false);
    const errors = await queue.uploadAll(uploadFieldsOf(values, placement));
    // The fields are shared: a field refused for one file is refused for all, and marked once.
    const fieldErrors = errors
      .map((error) => uploadFailureOf(error, { t, errorText }).fieldErrors)
      .find((messages) => Object.keys(messages).length > 0);
    if (fieldErrors) form.setErrors(fieldErrors);
    setFinished(true);
  }

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void upload(values))}>
      <Stack gap="md">
        <UploadDropzone
          onFiles={(files) => {
            setNoFiles(false);
            queue.add(files);
          }}
          onRefused={queue.refuse}
          disabled={queue.uploading}
          error={noFiles ? t('upload.noFiles') : null}
        />
        <UploadFileList
          files={queue.files}
          removable={!queue.uploading}
          onRemove={queue.remove}
          onOpenDocument={onOpenDocument}
        />
        <DocumentMetadataFields form={form} disabled={queue.uploading}>
          {'section' in placement ? (
            <SectionSelect
              choices={uploadSections.map((value) => ({ value, label: t(`sections.${value}`) }))}
              disabled={queue.uploading}
              {...form.getInputProps('nonAssetCategory')}
            />
          ) : (
            <Text size="sm" c="dimmed" style={{ alignSelf: 'end' }}>
              {t(`upload.filedUnder.${placement.assetType}`)}
            </Text>
          )}
        </DocumentMetadataFields>
        <Text role="status" size="sm" aria-live="polite">
          {finished && queue.files.length > 0 ? t('upload.summary', { done, total: queue.files.length }) : ''}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {queue.uploading ? t('upload.cancel') : t('upload.close')}
          </Button>
          <Button type="submit" loading={queue.uploading} disabled={queue.files.length > 0 && sendable === 0}>
            {sendable > 0 ? t('upload.submit', { count: sendable }) : t('upload.submitNone')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
