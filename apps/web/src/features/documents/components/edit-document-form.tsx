/**
 * Editing a document's metadata and placement in the shared edit form: the save carries the version
 * the edit started from; a stale one (someone else saved first) says so and keeps what was typed.
 */
import { Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { DocumentDetail } from '@freeboard/shared/documents/documents.schemas';
import { useTranslation } from 'react-i18next';
import { EditRecordForm } from '../../../components/form/edit-record-form';
import { useTenantID } from '../../../lib/session-context';
import { documentQueryOptions } from '../../../lib/documents/get-document';
import { useUpdateDocument } from '../api/update-document';
import {
  documentFormFields,
  documentFormValuesOf,
  updateDocumentInputOf,
  validateDocumentForm,
} from '../document-form-values';
import { uploadSections } from '../upload-form-values';
import { DocumentMetadataFields } from './document-metadata-fields';
import { SectionSelect } from './section-select';

export function EditDocumentForm({ document, onDone }: { document: DocumentDetail; onDone: () => void }) {
  const { t } = useTranslation('documents');
  const tenantID = useTenantID();
  const queryClient = useQueryClient();
  const mutation = useUpdateDocument(document.documentID);
  const placements = [
    ...(document.assetType
      ? [
          {
            value: 'asset',
            label: t('details.placementAsset', {
              assetType: t(`assetTypes.${document.assetType}`),
              assetName: document.assetName ?? t('details.unknownAsset'),
            }),
          },
        ]
      : []),
    ...uploadSections.map((value) => ({ value, label: t(`sections.${value}`) })),
  ];
  return (
    <EditRecordForm
      record={document}
      valuesOf={documentFormValuesOf}
      validate={validateDocumentForm}
      fields={documentFormFields}
      inputOf={updateDocumentInputOf}
      mutation={mutation}
      fetchLatest={() =>
        queryClient.fetchQuery({ ...documentQueryOptions(tenantID, document.documentID), staleTime: 0 })
      }
      renderFields={(form) => (
        <Stack gap="sm">
          <TextInput label={t('fields.title')} withAsterisk autoComplete="off" {...form.getInputProps('title')} />
          <DocumentMetadataFields form={form}>
            <SectionSelect choices={placements} {...form.getInputProps('nonAssetCategory')} />
          </DocumentMetadataFields>
        </Stack>
      )}
      onSaved={(saved) => {
        notifications.show({
          color: 'green',
          message: t('edit.saved', { title: saved.title }),
        });
        onDone();
      }}
      onCancel={onDone}
    />
  );
}
