/** Queries of stability results, inside a tenant transaction. */
import { and, desc, eq } from 'drizzle-orm';
import { crossSections, documents, stabilityResults } from '../../db/schema/index';
import type { TenantTransaction } from '../../db/tenant';

export type StabilityResultRow = typeof stabilityResults.$inferSelect;
export type StabilityResultValues = Omit<typeof stabilityResults.$inferInsert, 'tenantId' | 'id' | 'createdAt'>;

export async function findCrossSectionCode(tx: TenantTransaction, tenantID: string, crossSectionID: string) {
  const [row] = await tx
    .select({ code: crossSections.code })
    .from(crossSections)
    .where(and(eq(crossSections.tenantId, tenantID), eq(crossSections.id, crossSectionID)));
  return row?.code ?? null;
}

export async function documentExists(tx: TenantTransaction, tenantID: string, documentID: string) {
  const [row] = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.tenantId, tenantID), eq(documents.id, documentID)));
  return row !== undefined;
}

export async function listResultRows(tx: TenantTransaction, tenantID: string, crossSectionID: string) {
  return tx
    .select()
    .from(stabilityResults)
    .where(and(eq(stabilityResults.tenantId, tenantID), eq(stabilityResults.crossSectionId, crossSectionID)))
    .orderBy(desc(stabilityResults.analysisDate), desc(stabilityResults.createdAt), desc(stabilityResults.id));
}

export async function findResultRow(tx: TenantTransaction, tenantID: string, crossSectionID: string, resultID: string) {
  const [row] = await tx
    .select()
    .from(stabilityResults)
    .where(
      and(
        eq(stabilityResults.tenantId, tenantID),
        eq(stabilityResults.crossSectionId, crossSectionID),
        eq(stabilityResults.id, resultID),
      ),
    );
  return row ?? null;
}

export async function insertResult(
  tx: TenantTransaction,
  tenantID: string,
  resultID: string,
  values: StabilityResultValues,
) {
  await tx.insert(stabilityResults).values({ ...values, tenantId: tenantID, id: resultID });
}

export async function deleteResultRow(tx: TenantTransaction, tenantID: string, resultID: string) {
  await tx
    .delete(stabilityResults)
    .where(and(eq(stabilityResults.tenantId, tenantID), eq(stabilityResults.id, resultID)));
}
