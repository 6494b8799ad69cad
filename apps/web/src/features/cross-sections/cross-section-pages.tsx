/**
 * Cross-sections' pages: the declaration with the shared schemas of its record and inputs, where it
 * sits and what it holds below its facts, and the other kinds' counts and classes refreshed after a write.
 */
import {
  createCrossSectionInputSchema,
  crossSectionSchema,
  updateCrossSectionInputSchema,
  type CreateCrossSectionInput,
  type UpdateCrossSectionInput,
} from '@freeboard/shared/cross-sections/cross-sections.schemas';
import { assetPagesParts } from '../../components/assets/asset-pages-parts';
import { plainAreaPages } from '../../components/collection/plain-area-pages';
import { crossSectionArea } from './cross-section-area';

export const crossSectionPages = plainAreaPages<
  typeof crossSectionSchema,
  CreateCrossSectionInput,
  UpdateCrossSectionInput
>(crossSectionArea, {
  record: crossSectionSchema,
  create: createCrossSectionInputSchema,
  update: updateCrossSectionInputSchema,
  ...assetPagesParts('cross-section'),
});
