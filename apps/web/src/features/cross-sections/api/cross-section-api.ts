/** Cross-sections' calls (CONTRACT §9): `/api/cross-sections`, filtered by `facilityID`. */
import {
  crossSectionSchema,
  type CreateCrossSectionInput,
  type CrossSection,
  type UpdateCrossSectionInput,
} from '@freeboard/shared/cross-sections/cross-sections.schemas';
import { assetApi } from '../../../lib/assets/asset-api';

export const crossSectionApi = assetApi<typeof crossSectionSchema, CreateCrossSectionInput, UpdateCrossSectionInput>(
  'cross-section',
  crossSectionSchema,
);

export const crossSectionIDOf = (crossSection: CrossSection) => crossSection.crossSectionID;
