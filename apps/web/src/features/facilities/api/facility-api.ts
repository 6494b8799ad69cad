/** Facilities' calls (CONTRACT §9): `/api/facilities`, filtered by site, infrastructure, phase and class. */
import {
  facilitySchema,
  type CreateFacilityInput,
  type Facility,
  type UpdateFacilityInput,
} from '@freeboard/shared/facilities/facilities.schemas';
import { assetApi } from '../../../lib/assets/asset-api';

export const facilityApi = assetApi<typeof facilitySchema, CreateFacilityInput, UpdateFacilityInput>(
  'facility',
  facilitySchema,
);

export const facilityIDOf = (facility: Facility) => facility.facilityID;
