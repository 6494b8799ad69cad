/**
 * `Upload new version`: the document's next file and its revision. Earlier files stay as versions;
 * the document, its text and its search then follow the new one. A refusal (duplicate, too large,
 * wrong type) is said under the form in the same words as an upload's. Not a `useSavingForm`: a file
 * is sent with its progress and refused in an upload's own words (`upload-failure.ts`).
 */
import { Alert, Button, FileInput, Group, Progress, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconFileUpload } from '@tabler/icons-react';
import { documentVersionFieldsSchema } from '@freeboard/shared/documents/documents.schemas';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodValidate } from '../../../lib/form-validation';
import { optionalText } from '../../../lib/form-values';
import { useUploadDocumentVersion } from '../api/upload-document-version';
import { uploadFailureOf, type UploadFailure } from '../upload-failure';
import { acceptedUploads } from './upload-dropzone';

interface NewVersionValues {
  file: File | null;
  revision: string;
}

const validateFields = zodValidate(documentVersionFieldsSchema);

/** The file input's `accept`: the same types as an upload's. */
const acceptAttribute = Object.entries(acceptedUploads)
  .flatMap(([type, endings]) => [type, ...endings])
  .join(',');

export function NewVersionForm({ documentID }: { documentID: string }) {
  const { t } = useTranslation('documents');
  const { t: errorText } = useTranslation('errors');
  const headingID = useId();
  const mutation = useUploadDocumentVersion(documentID);
  const [sent, setSent] = useState<number | null>(null);
  const [failure, setFailure] = useState<UploadFailure | null>(null);
  const form = useForm<NewVersionValues>({
    initialValues: { file: null, revision: '' },
    validate: (values) => ({
      ...validateFields({ revision: optionalText(values.revision) }),
      ...(values.file ? {} : { file: t('versions.new.fileRequired') }),
    }),
  });

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingID}>
      <Title order={3} size="h5" id={headingID}>
        {t('versions.new.title')}
      </Title>
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          setFailure(null);
          setSent(0);
          mutation.mutate(
            { file: values.file!, fields: { revision: optionalText(values.revision) }, onProgress: setSent },
            {
              onSuccess: (document) => {
                notifications.show({
                  color: 'green',
                  message: t('versions.new.done', { number: document.currentVersion }),
                  // Mantine's close button has no name of its own.
                });
                form.reset();
              },
              onError: (error) => {
                const next = uploadFailureOf(error, { t, errorText });
                form.setErrors(next.fieldErrors);
                setFailure(next);
              },
              onSettled: () => setSent(null),
            },
          );
        })}
      >
        <Stack gap="sm">
          <Group grow align="flex-start" preventGrowOverflow={false} wrap="wrap" gap="sm">
            <FileInput
              label={t('versions.new.file')}
              placeholder={t('versions.new.filePlaceholder')}
              accept={acceptAttribute}
              clearable
              withAsterisk
              miw={200}
              leftSection={<IconFileUpload size={16} aria-hidden />}
              disabled={mutation.isPending}
              {...form.getInputProps('file')}
            />
            <TextInput
              label={t('fields.revision')}
              placeholder={t('fields.revisionPlaceholder')}
              autoComplete="off"
              miw={140}
              disabled={mutation.isPending}
              {...form.getInputProps('revision')}
            />
          </Group>
          {sent !== null ? (
            <Progress
              value={Math.round(sent * 100)}
              size="lg"
              aria-label={t('upload.progress', { name: form.values.file?.name ?? '' })}
            />
          ) : null}
          {failure ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {failure.message}
              {failure.duplicateOf ? ` ${t('upload.duplicateOf')} ${failure.duplicateOf.title}.` : null}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending} leftSection={<IconFileUpload size={16} aria-hidden />}>
              {t('versions.new.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
