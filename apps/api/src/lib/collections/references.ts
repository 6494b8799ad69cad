/**
 * The records a write names by ID (`Reference`, `LinkList`) must be the tenant's own: checked on
 * create, and on a change for the fields that changed. Another tenant's record is as unknown as a
 * made-up ID (404), so a write cannot learn that it exists.
 */
import { and, eq } from 'drizzle-orm';
import type { AssetType } from '@freeboard/shared/common/assets';
import { findAsset } from '../resources/asset-refs.repo';
import { assetKinds } from '../resources/asset-kinds';
import type { TenantContext } from '../resources/tenant-context';
import type { CollectionDefinition, StoredValues } from './definition';
import { requireTargets } from './links';
import { notFound } from './not-found';

export async function requireReferences<Item>(
  { tx, tenantID }: TenantContext,
  definition: CollectionDefinition<Item, never>,
  values: StoredValues,
  changed: ReadonlySet<string> | null,
): Promise<void> {
  const concerns = (field: string) => changed === null || changed.has(field);
  for (const reference of definition.references ?? []) {
    const id = values[reference.field] as string | null | undefined;
    if (id === null || id === undefined) continue;
    if ('assetTypeField' in reference) {
      if (!concerns(reference.field) && !concerns(reference.assetTypeField)) continue;
      const assetType = values[reference.assetTypeField] as AssetType;
      if (!(await findAsset(tx, tenantID, assetType, id))) {
        throw notFound(assetKinds[assetType].noun, reference.field);
      }
      continue;
    }
    if (!concerns(reference.field)) continue;
    const [found] = await tx
      .select({ id: reference.idColumn })
      .from(reference.idColumn.table)
      .where(and(eq(reference.tenantColumn, tenantID), eq(reference.idColumn, id)));
    if (!found) throw notFound(reference.noun, reference.field);
  }
  for (const [field, link] of Object.entries(definition.links ?? {})) {
    if (concerns(field)) await requireTargets(tx, tenantID, field, link, (values[field] as string[] | undefined) ?? []);
  }
}
