/**
 * The fields describing a document, for an upload (shared by its files) and for editing one; labels
 * are CONTRACT §10's names. Type and tags keep to the API's lists and limits.
 */
import { Select, SimpleGrid, TagsInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { docTypes } from '@freeboard/shared/documents/documents.schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface MetadataValues {
  docType: (typeof docTypes)[number];
  author: string;
  tags: string[];
  revision: string;
  documentDate: string;
}

export function DocumentMetadataFields<Values extends MetadataValues>({
  form,
  disabled = false,
  children,
}: {
  form: UseFormReturnType<Values>;
  disabled?: boolean;
  /** Further fields in the same grid, such as where the document is filed. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('documents');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <Select
        label={t('fields.docType')}
        data={docTypes.map((value) => ({ value, label: t(`docTypes.${value}`) }))}
        allowDeselect={false}
        searchable
        disabled={disabled}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('docType')}
      />
      <TextInput label={t('fields.author')} autoComplete="off" disabled={disabled} {...form.getInputProps('author')} />
      <TagsInput
        label={t('fields.tags')}
        description={t('fields.tagsHint')}
        // Under the field, so the inputs of a row line up.
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        maxTags={20}
        splitChars={[',']}
        clearable
        disabled={disabled}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('tags')}
      />
      <TextInput
        label={t('fields.revision')}
        placeholder={t('fields.revisionPlaceholder')}
        autoComplete="off"
        disabled={disabled}
        {...form.getInputProps('revision')}
      />
      <TextInput
        type="date"
        label={t('fields.documentDate')}
        disabled={disabled}
        {...form.getInputProps('documentDate')}
      />
      {children}
    </SimpleGrid>
  );
}
