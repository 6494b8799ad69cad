/** What an import looks codes up in: the tenant's risks, controls, assets and members, each read once. */
import { eq, sql } from 'drizzle-orm';
import type { AssetType } from '@freeboard/shared/common/assets';
import { controls, memberships, risks, users } from '../../../db/schema/index';
import type { TenantTransaction } from '../../../db/tenant';
import { assetTables } from '../../../lib/resources/asset-refs.repo';

export interface ImportLookups {
  riskByCode: Map<string, { id: string; version: number }>;
  controlIDByCode: Map<string, string>;
  /** `site:S-001` → ID. */
  assetIDByCode: Map<string, string>;
  /** Lower-cased email → user ID, of the tenant's members. */
  memberIDByEmail: Map<string, string>;
}

export async function readImportLookups(tx: TenantTransaction, tenantID: string): Promise<ImportLookups> {
  const riskRows = await tx
    .select({ id: risks.id, code: risks.code, version: risks.version })
    .from(risks)
    .where(eq(risks.tenantId, tenantID));
  const controlRows = await tx
    .select({ id: controls.id, code: controls.code })
    .from(controls)
    .where(eq(controls.tenantId, tenantID));
  const assetIDByCode = new Map<string, string>();
  for (const [assetType, table] of Object.entries(assetTables) as [AssetType, (typeof assetTables)[AssetType]][]) {
    const rows = await tx.select({ id: table.id, code: table.code }).from(table).where(eq(table.tenantId, tenantID));
    for (const row of rows) assetIDByCode.set(`${assetType}:${row.code.toUpperCase()}`, row.id);
  }
  const members = await tx
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.tenantId, tenantID));
  return {
    riskByCode: new Map(riskRows.map((row) => [row.code.toUpperCase(), { id: row.id, version: row.version }])),
    controlIDByCode: new Map(controlRows.map((row) => [row.code.toUpperCase(), row.id])),
    assetIDByCode,
    memberIDByEmail: new Map(members.map((member) => [member.email, member.id])),
  };
}
