/**
 * Facilities' pages: the declaration with the shared schemas of its record and inputs, where it
 * sits and what it holds below its facts, and the other kinds' counts and classes refreshed after a write.
 */
import {
  createFacilityInputSchema,
  facilitySchema,
  updateFacilityInputSchema,
  type CreateFacilityInput,
  type UpdateFacilityInput,
} from '@freeboard/shared/facilities/facilities.schemas';
import { assetPagesParts } from '../../components/assets/asset-pages-parts';
import { plainAreaPages } from '../../components/collection/plain-area-pages';
import { facilityArea } from './facility-area';

export const facilityPages = plainAreaPages<typeof facilitySchema, CreateFacilityInput, UpdateFacilityInput>(
  facilityArea,
  {
    record: facilitySchema,
    create: createFacilityInputSchema,
    update: updateFacilityInputSchema,
    ...assetPagesParts('facility'),
  },
);
