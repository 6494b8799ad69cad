/** Cross-sections' calls (CONTRACT §9): `/api/cross-sections`, filtered by `facilityID`. */
import {
  crossSectionSchema,
  type CreateCrossSectionInput,
  type CrossSection,
  type UpdateCrossSectionInput,
} from '@freeboard/shared/cross-sections/cross-sections.schemas';
import { areaKeys } from '../../../lib/area-keys';
import { assetRecordApi } from '../../assets/api/asset-record-api';

export const crossSectionKeys = areaKeys('cross-sections');

export const crossSectionApi = assetRecordApi<
  typeof crossSectionSchema,
  CreateCrossSectionInput,
  UpdateCrossSectionInput
>({ keys: crossSectionKeys, path: '/cross-sections', schema: crossSectionSchema });

export const crossSectionIDOf = (crossSection: CrossSection) => crossSection.crossSectionID;
