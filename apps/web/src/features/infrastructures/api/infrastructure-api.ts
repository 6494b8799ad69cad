/** Infrastructures' calls (CONTRACT §9): `/api/infrastructures`, filtered by `siteID` and `type`. */
import {
  infrastructureSchema,
  type CreateInfrastructureInput,
  type Infrastructure,
  type UpdateInfrastructureInput,
} from '@freeboard/shared/infrastructures/infrastructures.schemas';
import { assetApi } from '../../../lib/assets/asset-api';

export const infrastructureApi = assetApi<
  typeof infrastructureSchema,
  CreateInfrastructureInput,
  UpdateInfrastructureInput
>('infrastructure', infrastructureSchema);

export const infrastructureIDOf = (infrastructure: Infrastructure) => infrastructure.infrastructureID;
