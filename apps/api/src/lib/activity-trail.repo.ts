/** Appends to a tenant's audit trail. The application role may insert and read, never change. */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { activity } from '../db/schema/index';
import type { TenantTransaction } from '../db/tenant';
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
  await tx.insert(activity).values(activityRow(tenantID, entry));
}

function activityRow(tenantID: string, entry: ActivityEntry): typeof activity.$inferInsert {
  return {
    tenantId: tenantID,
    id: newID(),
    actorUserId: entry.actorUserID,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectID ?? null,
    summary: entry.summary,
    changes: entry.changes ?? null,
    address: entry.address ?? null,
  };
}

/**
 * Events of a person (sign-in, logout, a profile change) belong to no single tenant: each tenant the
 * person may enter gets the entry, so every tenant's trail shows who came and went. All entries are
 * written in one transaction (a savepoint inside the caller's, so they commit or roll back with the
 * change they record); each switches to that tenant under the application role, and the connecting
 * role the caller ran as is restored after, for whatever the caller's transaction does next (not
 * `NONE`: that is the session's login role, which may own the schema).
 */
export async function recordActivityInTenants(executor: Executor, tenantIDs: string[], entry: ActivityEntry) {
  if (tenantIDs.length === 0) return;
  await executor.transaction(async (tx) => {
    // node-postgres and PGlite both answer `{ rows }`.
    const current: unknown = await tx.execute(sql`select current_user as role`);
    const callerRole = (current as { rows: { role: string }[] }).rows[0]!.role;
    for (const tenantID of tenantIDs) {
      await tx.execute(
        sql`select set_config('app.tenant_id', ${tenantID}, true), set_config('role', 'freeboard_app', true)`,
      );
      await recordActivity(tx as TenantTransaction, tenantID, entry);
    }
    await tx.execute(sql`select set_config('role', ${callerRole}, true), set_config('app.tenant_id', '', true)`);
  });
}

/** Many entries of one write (a re-rating touches every risk), in statements of a thousand rows. */
export async function recordActivities(tx: TenantTransaction, tenantID: string, entries: ActivityEntry[]) {
  for (let start = 0; start < entries.length; start += 1000) {
    await tx.insert(activity).values(entries.slice(start, start + 1000).map((entry) => activityRow(tenantID, entry)));
  }
}
