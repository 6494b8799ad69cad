/**
 * The tenant's settings live in two places: its name and language on the platform's `tenants` row
 * (the sign-in and switcher read them before any tenant is named), its criteria defaults in the
 * tenant's own `criteria_defaults`. The `tenants` row's `settings_version` versions both.
 */
import { and, eq, sql } from 'drizzle-orm';
import { consequenceClasses, type ConsequenceClass } from '@freeboard/shared/common/assets';
import type { CriteriaValues } from '@freeboard/shared/design-criteria/design-criteria.schemas';
import type { TenantSettings } from '@freeboard/shared/settings/tenant-settings.schemas';
import type { Transaction } from '../../db/client';
import { criteriaDefaults, tenants } from '../../db/schema/index';
import type { TenantTransaction } from '../../db/tenant';

export type TenantRow = Pick<TenantSettings, 'tenantID' | 'name' | 'slug' | 'defaultLocale' | 'version'>;

const tenantColumns = {
  tenantID: tenants.id,
  name: tenants.name,
  slug: tenants.slug,
  defaultLocale: sql<TenantSettings['defaultLocale']>`${tenants.defaultLocale}`,
  version: tenants.settingsVersion,
};

export async function readTenantRow(tx: Transaction | TenantTransaction, tenantID: string): Promise<TenantRow> {
  const [row] = await tx.select(tenantColumns).from(tenants).where(eq(tenants.id, tenantID));
  if (!row) throw new Error(`tenant ${tenantID} vanished`);
  return row;
}

/**
 * Writes the name and language when the settings are still at `version`, and moves the version on;
 * the row as it was before, or null when someone else saved first.
 */
export async function updateTenantRow(
  tx: Transaction,
  tenantID: string,
  version: number,
  change: { name?: string; defaultLocale?: string },
): Promise<TenantRow | null> {
  const [before] = await tx.select(tenantColumns).from(tenants).where(eq(tenants.id, tenantID)).for('update');
  if (!before || before.version !== version) return null;
  await tx
    .update(tenants)
    .set({ ...change, settingsVersion: version + 1, updatedAt: new Date() })
    .where(and(eq(tenants.id, tenantID), eq(tenants.settingsVersion, version)));
  return before;
}

export async function readCriteriaDefaults(
  tx: TenantTransaction,
  tenantID: string,
): Promise<Record<ConsequenceClass, CriteriaValues>> {
  const rows = await tx
    .select({ consequenceClass: criteriaDefaults.consequenceClass, values: criteriaDefaults.values })
    .from(criteriaDefaults)
    .where(eq(criteriaDefaults.tenantId, tenantID));
  const byClass = new Map(rows.map((row) => [row.consequenceClass, row.values]));
  return Object.fromEntries(
    consequenceClasses.map((consequenceClass) => [consequenceClass, byClass.get(consequenceClass) ?? {}]),
  ) as Record<ConsequenceClass, CriteriaValues>;
}

export async function writeCriteriaDefaults(
  tx: TenantTransaction,
  tenantID: string,
  consequenceClass: ConsequenceClass,
  values: CriteriaValues,
): Promise<void> {
  await tx
    .insert(criteriaDefaults)
    .values({ tenantId: tenantID, consequenceClass, values })
    .onConflictDoUpdate({
      target: [criteriaDefaults.tenantId, criteriaDefaults.consequenceClass],
      set: { values, version: sql`${criteriaDefaults.version} + 1`, updatedAt: new Date() },
    });
}
