/** Facilities' calls (CONTRACT §9): `/api/facilities`, filtered by site, infrastructure, phase and class. */
import {
  facilitySchema,
  type CreateFacilityInput,
  type Facility,
  type UpdateFacilityInput,
} from '@freeboard/shared/facilities/facilities.schemas';
import { areaKeys } from '../../../lib/area-keys';
import { assetRecordApi } from '../../assets/api/asset-record-api';
import { parentPageSize, parentQuery, parentSelect } from '../../assets/parent-select';

export const facilityKeys = areaKeys('facilities');

export const facilityApi = assetRecordApi<typeof facilitySchema, CreateFacilityInput, UpdateFacilityInput>({
  keys: facilityKeys,
  path: '/facilities',
  schema: facilitySchema,
});

export const facilityIDOf = (facility: Facility) => facility.facilityID;

/** Facilities to choose from, as a parent of a cross-section or a list filter. */
export const FacilitySelect = parentSelect(
  (tenantID) => facilityApi.listOptions(tenantID, parentQuery, parentPageSize),
  facilityIDOf,
);
