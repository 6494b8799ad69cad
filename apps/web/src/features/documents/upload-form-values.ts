/**
 * The upload form's values as its inputs hold them (shared by every file of one upload), and the
 * fields sent with each file. Placement is the page's: a section the person may change on the
 * documents page, or the asset whose Document section they are on. The form checks the fields it
 * would send with the shared schema, so its rules are the API's.
 */
import type { AssetType } from '@freeboard/shared/common/assets';
import {
  documentUploadFieldsSchema,
  type DocumentUploadFields,
  type docTypes,
} from '@freeboard/shared/documents/documents.schemas';
import * as z from 'zod/mini';
import { zodValidate } from '../../lib/form-validation';
import { optionalText } from '../../lib/form-values';

/** Where an upload is filed: social, corporate, or neither (unassigned). */
export const uploadSections = ['social', 'corporate', 'unassigned'] as const;
export type UploadSection = (typeof uploadSections)[number];

export type UploadPlacement = { section: UploadSection } | { assetType: AssetType; assetID: string };

export interface UploadFormValues {
  docType: (typeof docTypes)[number];
  author: string;
  tags: string[];
  revision: string;
  documentDate: string;
  /** The section chosen; named as the API's field, so its problems land on it. */
  nonAssetCategory: UploadSection;
}

/** The fields a problem from the server may name. */
export const uploadFormFields = [
  'docType',
  'author',
  'tags',
  'revision',
  'documentDate',
  'nonAssetCategory',
] as const satisfies readonly (keyof UploadFormValues)[];

export function emptyUploadForm(placement: UploadPlacement): UploadFormValues {
  return {
    docType: 'other',
    author: '',
    tags: [],
    revision: '',
    documentDate: '',
    nonAssetCategory: 'section' in placement ? placement.section : 'unassigned',
  };
}

/** The fields as the schema takes them; the placement of an asset section is the asset's, whatever the form says. */
export function uploadFieldsInputOf(
  values: UploadFormValues,
  placement: UploadPlacement,
): z.input<typeof documentUploadFieldsSchema> {
  let where: Pick<DocumentUploadFields, 'nonAssetCategory' | 'assetType' | 'assetId'> = {};
  if ('assetType' in placement) where = { assetType: placement.assetType, assetId: placement.assetID };
  else if (values.nonAssetCategory !== 'unassigned') where = { nonAssetCategory: values.nonAssetCategory };
  return {
    docType: values.docType,
    author: optionalText(values.author),
    tags: values.tags,
    revision: optionalText(values.revision),
    documentDate: values.documentDate.trim() === '' ? null : values.documentDate,
    ...where,
  };
}

/** The fields sent with each file: trimmed, empty text left out, as the API reads them. */
export function uploadFieldsOf(values: UploadFormValues, placement: UploadPlacement): DocumentUploadFields {
  return z.parse(documentUploadFieldsSchema, uploadFieldsInputOf(values, placement));
}

export function validateUpload(placement: UploadPlacement) {
  const validateInput = zodValidate(documentUploadFieldsSchema);
  return (values: UploadFormValues) => validateInput(uploadFieldsInputOf(values, placement));
}
