/**
 * An asset named where another record points at it: enough to show and link it without reading it.
 * Records of the tree carry their `ancestors` (site first), so lists and pages show where each one
 * sits without loading the whole tree.
 */
import * as z from 'zod/mini';
import { assetTypes } from './assets';

export const assetRefSchema = z
  .object({
    assetType: z.enum(assetTypes),
    assetID: z.uuid(),
    code: z.string(),
    name: z.string(),
  })
  .register(z.globalRegistry, { id: 'AssetRef' });
export type AssetRef = z.infer<typeof assetRefSchema>;

/** The assets above a record, from its site down to its parent. */
export const ancestorsSchema = z.array(assetRefSchema);
