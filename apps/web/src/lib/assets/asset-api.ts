/** One asset kind's calls: its collection's list, records and writes, cached under its own area. */
import type * as z from 'zod/mini';
import type { AssetType } from '@freeboard/shared/common/assets';
import { areaKeys } from '../area-keys';
import { recordApi } from '../collection/record-api';
import { assetKinds } from './asset-kinds';

export function assetApi<Schema extends z.ZodMiniType, CreateInput, UpdateInput>(type: AssetType, schema: Schema) {
  const { collection } = assetKinds[type];
  return recordApi<Schema, CreateInput, UpdateInput>({ keys: areaKeys(collection), path: `/${collection}`, schema });
}
