/** Infrastructures' calls (CONTRACT §9): `/api/infrastructures`, filtered by `siteID` and `type`. */
import {
  infrastructureSchema,
  type CreateInfrastructureInput,
  type Infrastructure,
  type UpdateInfrastructureInput,
} from '@freeboard/shared/infrastructures/infrastructures.schemas';
import { areaKeys } from '../../../lib/area-keys';
import { assetRecordApi } from '../../assets/api/asset-record-api';
import { parentPageSize, parentQuery, parentSelect } from '../../assets/parent-select';

export const infrastructureKeys = areaKeys('infrastructures');

export const infrastructureApi = assetRecordApi<
  typeof infrastructureSchema,
  CreateInfrastructureInput,
  UpdateInfrastructureInput
>({ keys: infrastructureKeys, path: '/infrastructures', schema: infrastructureSchema });

export const infrastructureIDOf = (infrastructure: Infrastructure) => infrastructure.infrastructureID;

/** Infrastructures to choose from, as a parent of a facility or a list filter. */
export const InfrastructureSelect = parentSelect(
  (tenantID) => infrastructureApi.listOptions(tenantID, parentQuery, parentPageSize),
  infrastructureIDOf,
);
