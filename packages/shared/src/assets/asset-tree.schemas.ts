/** `GET /api/assets/tree`: the tenant's whole asset tree for navigation (CONTRACT §9 "Assets"). */
import * as z from 'zod/mini';
import { assetTypes, consequenceClasses } from '../common/assets';

export interface AssetTreeNode {
  assetType: (typeof assetTypes)[number];
  assetID: string;
  code: string;
  name: string;
  /** A cross-section's current class; above it, the highest class below. */
  consequenceClass: (typeof consequenceClasses)[number] | null;
  children: AssetTreeNode[];
}

export const assetTreeNodeSchema: z.ZodMiniType<AssetTreeNode> = z
  .object({
    assetType: z.enum(assetTypes),
    assetID: z.uuid(),
    code: z.string(),
    name: z.string(),
    consequenceClass: z.nullable(z.enum(consequenceClasses)),
    get children() {
      return z.array(assetTreeNodeSchema);
    },
  })
  .register(z.globalRegistry, { id: 'AssetTreeNode' });

export const assetTreeResponseSchema = z.object({ data: z.array(assetTreeNodeSchema) });
