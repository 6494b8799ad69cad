/** Queries of responsibility assignments, inside a tenant transaction. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Assignment } from '@freeboard/shared/assignments/assignments.schemas';
import { assetAssignments, facilities, memberships, sites, users } from '../../db/schema/index';
import type { TenantTransaction } from '../../db/tenant';
import { memberNameOf, nameAsTheTenantKnows } from '../../lib/resources/member-name.repo';
import { rowsOfAsset } from '../../lib/resources/rows-of-asset';

export type AssignableAsset = 'site' | 'facility';
export type AssignmentValues = Omit<
  typeof assetAssignments.$inferInsert,
  'tenantId' | 'id' | 'createdAt' | 'updatedAt'
>;

const current = sql<boolean>`(${assetAssignments.since} <= current_date and (${assetAssignments.until} is null or ${assetAssignments.until} >= current_date))`;

const assignmentColumns = {
  assignment: assetAssignments,
  // As the tenant knows the person: the typed name while their membership is pending (decision 0037).
  name: memberNameOf(assetAssignments.userId),
  email: users.email,
  current,
};

function toAssignment(row: {
  assignment: typeof assetAssignments.$inferSelect;
  name: string | null;
  email: string;
  current: boolean;
}): Assignment {
  const { assignment } = row;
  return {
    assignmentID: assignment.id,
    assetType: assignment.assetType,
    assetID: assignment.assetId,
    user: { userID: assignment.userId, name: row.name ?? row.email, email: row.email },
    role: assignment.role,
    since: assignment.since,
    until: assignment.until,
    current: row.current,
    createdAt: assignment.createdAt.toISOString(),
  };
}

/** The asset's code and name, or null when the tenant has no such site or facility. */
export async function findAssetName(
  tx: TenantTransaction,
  tenantID: string,
  assetType: AssignableAsset,
  assetID: string,
) {
  const table = assetType === 'site' ? sites : facilities;
  const [row] = await tx
    .select({ code: table.code, name: table.name })
    .from(table)
    .where(and(eq(table.tenantId, tenantID), eq(table.id, assetID)));
  return row ?? null;
}

/** The member's name, or null when the person is not a member of the tenant. */
export async function findMemberName(tx: TenantTransaction, tenantID: string, userID: string) {
  const [row] = await tx
    .select({ name: nameAsTheTenantKnows })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.tenantId, tenantID), eq(memberships.userId, userID)));
  return row?.name ?? null;
}

export async function listAssignmentRows(
  tx: TenantTransaction,
  tenantID: string,
  assetType: AssignableAsset,
  assetID: string,
) {
  const rows = await tx
    .select(assignmentColumns)
    .from(assetAssignments)
    .innerJoin(users, eq(users.id, assetAssignments.userId))
    .where(rowsOfAsset(assetAssignments, tenantID, assetType, assetID))
    .orderBy(desc(current), asc(assetAssignments.role), desc(assetAssignments.since), asc(assetAssignments.id));
  return rows.map(toAssignment);
}

export async function findAssignment(tx: TenantTransaction, tenantID: string, assignmentID: string) {
  const [row] = await tx
    .select(assignmentColumns)
    .from(assetAssignments)
    .innerJoin(users, eq(users.id, assetAssignments.userId))
    .where(and(eq(assetAssignments.tenantId, tenantID), eq(assetAssignments.id, assignmentID)));
  return row ? toAssignment(row) : null;
}

export async function insertAssignment(
  tx: TenantTransaction,
  tenantID: string,
  assignmentID: string,
  values: AssignmentValues,
) {
  await tx.insert(assetAssignments).values({ ...values, tenantId: tenantID, id: assignmentID });
}

export async function deleteAssignmentRow(tx: TenantTransaction, tenantID: string, assignmentID: string) {
  await tx
    .delete(assetAssignments)
    .where(and(eq(assetAssignments.tenantId, tenantID), eq(assetAssignments.id, assignmentID)));
}
