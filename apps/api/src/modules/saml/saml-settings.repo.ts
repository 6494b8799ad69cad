/** Tenants by slug (platform table) and their SAML settings (tenant table, inside withTenant). */
import { and, eq, sql } from 'drizzle-orm';
import type { SamlSettings } from '@freeboard/shared/auth/saml-settings.schemas';
import type { Database } from '../../db/client';
import { samlSettings, tenants } from '../../db/schema/index';
import type { TenantTransaction } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import type { ActiveSamlSettings } from './saml-provider';

export interface TenantRef {
  tenantID: string;
  slug: string;
  name: string;
  defaultLocale: string;
}

export async function findTenantBySlug(db: Database, slug: string): Promise<TenantRef | null> {
  const [row] = await db
    .select({ tenantID: tenants.id, slug: tenants.slug, name: tenants.name, defaultLocale: tenants.defaultLocale })
    .from(tenants)
    .where(eq(tenants.slug, slug));
  return row ?? null;
}

export async function requireTenantBySlug(db: Database, slug: string): Promise<TenantRef> {
  const tenant = await findTenantBySlug(db, slug);
  if (!tenant) throw new AppError('tenant_not_found', 'There is no such tenant.');
  return tenant;
}

export interface StoredSamlSettings extends SamlSettings {
  /** 0 while the tenant never saved settings (there is no row yet). */
  version: number;
}

const defaults: StoredSamlSettings = {
  enabled: false,
  idpEntityID: '',
  idpSsoUrl: '',
  idpCertificate: '',
  defaultRole: 'viewer',
  emailAttribute: '',
  nameAttribute: '',
  groupAttribute: 'groups',
  groupRoles: [],
  jitProvisioning: true,
  version: 0,
};

type SettingsRow = typeof samlSettings.$inferSelect;

function toSettings(row: SettingsRow): StoredSamlSettings {
  return {
    enabled: row.enabled,
    idpEntityID: row.idpEntityId,
    idpSsoUrl: row.idpSsoUrl,
    idpCertificate: row.idpCertificate,
    defaultRole: row.defaultRole,
    emailAttribute: row.emailAttribute,
    nameAttribute: row.nameAttribute,
    groupAttribute: row.groupAttribute,
    groupRoles: row.groupRoles,
    jitProvisioning: row.jitProvisioning,
    version: row.version,
  };
}

export async function readSamlSettings(tx: TenantTransaction, tenantID: string): Promise<StoredSamlSettings> {
  const [row] = await tx.select().from(samlSettings).where(eq(samlSettings.tenantId, tenantID));
  return row ? toSettings(row) : { ...defaults };
}

/** The settings when single sign-on is switched on and complete; null otherwise. */
export function activeSettings(settings: StoredSamlSettings): (ActiveSamlSettings & StoredSamlSettings) | null {
  const complete = settings.idpEntityID !== '' && settings.idpSsoUrl !== '' && settings.idpCertificate !== '';
  return settings.enabled && complete ? settings : null;
}

/**
 * Writes the settings if they are still at `expectedVersion`; null when someone else saved first.
 * Version 0 means "no row yet": the insert loses to a concurrent first save.
 */
export async function writeSamlSettings(
  tx: TenantTransaction,
  tenantID: string,
  next: SamlSettings,
  expectedVersion: number,
): Promise<StoredSamlSettings | null> {
  const values = {
    enabled: next.enabled,
    idpEntityId: next.idpEntityID,
    idpSsoUrl: next.idpSsoUrl,
    idpCertificate: next.idpCertificate,
    defaultRole: next.defaultRole,
    emailAttribute: next.emailAttribute,
    nameAttribute: next.nameAttribute,
    groupAttribute: next.groupAttribute,
    groupRoles: next.groupRoles,
    jitProvisioning: next.jitProvisioning,
  };
  if (expectedVersion === 0) {
    const [inserted] = await tx
      .insert(samlSettings)
      .values({ tenantId: tenantID, ...values })
      .onConflictDoNothing()
      .returning();
    return inserted ? toSettings(inserted) : null;
  }
  const [updated] = await tx
    .update(samlSettings)
    .set({ ...values, version: sql`${samlSettings.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(samlSettings.tenantId, tenantID), eq(samlSettings.version, expectedVersion)))
    .returning();
  return updated ? toSettings(updated) : null;
}
