/**
 * `GET /api/assets/tree`: the tenant's asset tree for navigation (CONTRACT §9 "Assets"). Without
 * parameters, the whole tree. A navigator that opens one level at a time asks for `depth=1` (the
 * sites), then `parentType=…&parentID=…&depth=1` (the children of the node opened): each node says
 * how many children it has, whether or not they are in the answer.
 */
import * as z from 'zod/mini';
import { assetTypes, consequenceClasses } from '../common/assets';

export interface AssetTreeNode {
  assetType: (typeof assetTypes)[number];
  assetID: string;
  code: string;
  name: string;
  /** A cross-section's current class; above it, the highest class below. */
  consequenceClass: (typeof consequenceClasses)[number] | null;
  /** Its children in the tenant, also when the answer stops above them (`children` is then empty). */
  childCount: number;
  children: AssetTreeNode[];
}

export const assetTreeNodeSchema: z.ZodMiniType<AssetTreeNode> = z
  .object({
    assetType: z.enum(assetTypes),
    assetID: z.uuid(),
    code: z.string(),
    name: z.string(),
    consequenceClass: z.nullable(z.enum(consequenceClasses)),
    childCount: z.int(),
    get children() {
      return z.array(assetTreeNodeSchema);
    },
  })
  .register(z.globalRegistry, { id: 'AssetTreeNode' });

export const assetTreeResponseSchema = z.object({ data: z.array(assetTreeNodeSchema) });

/** The kinds of asset that have children. */
export const assetTreeParentTypes = ['site', 'infrastructure', 'facility'] as const;

const levelCount = assetTypes.length;

export const assetTreeQuerySchema = z
  .object({
    /** Start below this asset: the answer is its children (and theirs, down to `depth`). */
    parentType: z.optional(z.enum(assetTreeParentTypes)),
    parentID: z.optional(z.uuid()),
    /** How many levels to answer, from the sites or from the parent's children; all by default. */
    depth: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(levelCount))),
  })
  .check(
    z.refine((query) => (query.parentType === undefined) === (query.parentID === undefined), {
      message: 'parentType and parentID go together',
      path: ['parentID'],
    }),
  );
export type AssetTreeQuery = z.infer<typeof assetTreeQuerySchema>;
