/** Appends to a tenant's audit trail. The application role may insert and read, never change. */
import type { Database } from '../db/client';
import { activity } from '../db/schema/index';
import { withTenant, type TenantTransaction } from '../db/tenant';
import { newID } from './ids';

export interface ActivityEntry {
  actorUserID: string | null;
  action: string;
  subjectType: string;
  subjectID?: string | null;
  summary: string;
  changes?: Record<string, { before: unknown; after: unknown }> | null;
  address?: string | null;
}

/** Records inside the caller's tenant transaction, so the entry commits or rolls back with the change. */
export async function recordActivity(tx: TenantTransaction, tenantID: string, entry: ActivityEntry) {
  await tx.insert(activity).values({
    tenantId: tenantID,
    id: newID(),
    actorUserId: entry.actorUserID,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectID ?? null,
    summary: entry.summary,
    changes: entry.changes ?? null,
    address: entry.address ?? null,
  });
}

/**
 * Security events of a person (sign-in, logout, refresh failure) belong to no single tenant: each
 * tenant the person may enter gets the entry, so every tenant's trail shows who came and went.
 */
export async function recordActivityInTenants(db: Database, tenantIDs: string[], entry: ActivityEntry) {
  for (const tenantID of tenantIDs) {
    await withTenant(db, tenantID, (tx) => recordActivity(tx, tenantID, entry));
  }
}
