/**
 * Infrastructures' pages: the declaration with the shared schemas of its record and inputs, where it
 * sits and what it holds below its facts, and the other kinds' counts and classes refreshed after a write.
 */
import {
  createInfrastructureInputSchema,
  infrastructureSchema,
  updateInfrastructureInputSchema,
  type CreateInfrastructureInput,
  type UpdateInfrastructureInput,
} from '@freeboard/shared/infrastructures/infrastructures.schemas';
import { assetPagesParts } from '../../components/assets/asset-pages-parts';
import { plainAreaPages } from '../../components/collection/plain-area-pages';
import { infrastructureArea } from './infrastructure-area';

export const infrastructurePages = plainAreaPages<
  typeof infrastructureSchema,
  CreateInfrastructureInput,
  UpdateInfrastructureInput
>(infrastructureArea, {
  record: infrastructureSchema,
  create: createInfrastructureInputSchema,
  update: updateInfrastructureInputSchema,
  ...assetPagesParts('infrastructure'),
});
