/**
 * The edit form's values as its inputs hold them, and the `PATCH` made from them with the version
 * the edit started from. Placement: keep the asset the document is filed under, or move it to a
 * section (social, corporate) or to none. The form checks that input with the shared schema.
 */
import {
  updateDocumentInputSchema,
  type DocumentDetail,
  type UpdateDocumentInput,
} from '@freeboard/shared/documents/documents.schemas';
import { zodValidate } from '../../lib/form-validation';
import { optionalText } from '../../lib/form-values';
import { uploadFormFields, type UploadFormValues, type UploadSection } from './upload-form-values';

/** `asset`: where it is now, under its asset. */
export type DocumentPlacementChoice = UploadSection | 'asset';

export interface DocumentFormValues extends Omit<UploadFormValues, 'nonAssetCategory'> {
  title: string;
  /** Named as the API's field, so its problems land on it. */
  nonAssetCategory: DocumentPlacementChoice;
}

export const documentFormFields = [
  'title',
  ...uploadFormFields,
] as const satisfies readonly (keyof DocumentFormValues)[];

export function documentFormValuesOf(document: DocumentDetail): DocumentFormValues {
  return {
    title: document.title,
    docType: document.docType,
    author: document.author ?? '',
    tags: document.tags,
    revision: document.revision ?? '',
    documentDate: document.documentDate ?? '',
    nonAssetCategory: document.assetType ? 'asset' : (document.nonAssetCategory ?? 'unassigned'),
  };
}

function placementOf(choice: DocumentPlacementChoice): Partial<UpdateDocumentInput> {
  switch (choice) {
    case 'asset':
      return {};
    case 'unassigned':
      return { nonAssetCategory: null, assetType: null, assetId: null };
    default:
      return { nonAssetCategory: choice, assetType: null, assetId: null };
  }
}

export function updateDocumentInputOf(values: DocumentFormValues, version: number): UpdateDocumentInput {
  return {
    title: values.title,
    docType: values.docType,
    author: optionalText(values.author),
    tags: values.tags,
    revision: optionalText(values.revision),
    documentDate: values.documentDate.trim() === '' ? null : values.documentDate,
    ...placementOf(values.nonAssetCategory),
    version,
  };
}

const validateInput = zodValidate(updateDocumentInputSchema);

export function validateDocumentForm(values: DocumentFormValues): Record<string, string> {
  // Any valid version: the form checks the fields, the server checks the version.
  return validateInput(updateDocumentInputOf(values, 1));
}
