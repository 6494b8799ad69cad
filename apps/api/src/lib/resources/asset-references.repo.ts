/**
 * What else in a tenant points at an asset, for deleting it. Risks and documents placed on it are
 * records of their own: they must be moved first (409 `has_dependents`), never lost silently. Rows
 * that only describe the asset — the design criteria set at it, its responsibilities, documents'
 * mentions of it — go with it, in the same transaction. (Its consequence ratings and stability
 * results go by the database's cascade.)
 */
import { and, count, eq } from 'drizzle-orm';
import type { AssetType } from '@freeboard/shared/common/assets';
import { assetAssignments, designCriteria, documentMentions, documents, risks } from '../../db/schema/index';
import type { TenantTransaction } from '../../db/tenant';

export interface AssetReferences {
  risks: number;
  documents: number;
}

export async function referencesTo(
  tx: TenantTransaction,
  tenantID: string,
  assetType: AssetType,
  assetID: string,
): Promise<AssetReferences> {
  const [riskCount] = await tx
    .select({ n: count() })
    .from(risks)
    .where(and(eq(risks.tenantId, tenantID), eq(risks.assetType, assetType), eq(risks.assetId, assetID)));
  const [documentCount] = await tx
    .select({ n: count() })
    .from(documents)
    .where(and(eq(documents.tenantId, tenantID), eq(documents.assetType, assetType), eq(documents.assetId, assetID)));
  return { risks: riskCount?.n ?? 0, documents: documentCount?.n ?? 0 };
}

/** "2 risks and 1 document", for the has_dependents message. */
export function describeReferences({ risks: riskCount, documents: documentCount }: AssetReferences): string | null {
  const parts = [
    riskCount > 0 ? `${riskCount} risk${riskCount === 1 ? '' : 's'}` : null,
    documentCount > 0 ? `${documentCount} document${documentCount === 1 ? '' : 's'}` : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' and ') : null;
}

export async function deleteRowsDescribing(
  tx: TenantTransaction,
  tenantID: string,
  assetType: AssetType,
  assetID: string,
) {
  await tx
    .delete(designCriteria)
    .where(
      and(
        eq(designCriteria.tenantId, tenantID),
        eq(designCriteria.assetType, assetType),
        eq(designCriteria.assetId, assetID),
      ),
    );
  await tx
    .delete(documentMentions)
    .where(
      and(
        eq(documentMentions.tenantId, tenantID),
        eq(documentMentions.assetType, assetType),
        eq(documentMentions.assetId, assetID),
      ),
    );
  if (assetType === 'site' || assetType === 'facility') {
    await tx
      .delete(assetAssignments)
      .where(
        and(
          eq(assetAssignments.tenantId, tenantID),
          eq(assetAssignments.assetType, assetType),
          eq(assetAssignments.assetId, assetID),
        ),
      );
  }
}

/** Before an asset is deleted: why it may not be yet (records point at it), or null once what describes it is cleared. */
export async function releaseAssetForDeletion(
  tx: TenantTransaction,
  tenantID: string,
  assetType: AssetType,
  assetID: string,
): Promise<{ refusedBecause: string } | null> {
  const held = describeReferences(await referencesTo(tx, tenantID, assetType, assetID));
  if (held) return { refusedBecause: held };
  await deleteRowsDescribing(tx, tenantID, assetType, assetID);
  return null;
}
