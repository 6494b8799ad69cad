/**
 * What else in a tenant points at an asset, for deleting it. Risks, actions and documents placed on it are
 * records of their own: they must be moved first (409 `has_dependents`), never lost silently. Rows
 * that only describe the asset — the design criteria set at it, its responsibilities, documents'
 * mentions of it — go with it, in the same transaction. (Its consequence ratings and stability
 * results go by the database's cascade.)
 */
import { count } from 'drizzle-orm';
import type { AssetType } from '@freeboard/shared/common/assets';
import { actions, assetAssignments, designCriteria, documentMentions, documents, risks } from '../../db/schema/index';
import type { TenantTransaction } from '../../db/tenant';
import { AppError } from '../app-error';
import { assetKinds } from './asset-kinds';
import { rowsOfAsset } from './rows-of-asset';
import type { TenantContext } from './tenant-context';

export interface AssetReferences {
  risks: number;
  actions: number;
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
    .where(rowsOfAsset(risks, tenantID, assetType, assetID));
  const [actionCount] = await tx
    .select({ n: count() })
    .from(actions)
    .where(rowsOfAsset(actions, tenantID, assetType, assetID));
  const [documentCount] = await tx
    .select({ n: count() })
    .from(documents)
    .where(rowsOfAsset(documents, tenantID, assetType, assetID));
  return { risks: riskCount?.n ?? 0, actions: actionCount?.n ?? 0, documents: documentCount?.n ?? 0 };
}

const counted = (total: number, noun: string) => (total > 0 ? `${total} ${noun}${total === 1 ? '' : 's'}` : null);

/** "2 risks, 1 action and 1 document", for the has_dependents message. */
export function describeReferences(references: AssetReferences): string | null {
  const parts = [
    counted(references.risks, 'risk'),
    counted(references.actions, 'action'),
    counted(references.documents, 'document'),
  ].filter((part) => part !== null);
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
}

export async function deleteRowsDescribing(
  tx: TenantTransaction,
  tenantID: string,
  assetType: AssetType,
  assetID: string,
) {
  await tx.delete(designCriteria).where(rowsOfAsset(designCriteria, tenantID, assetType, assetID));
  await tx.delete(documentMentions).where(rowsOfAsset(documentMentions, tenantID, assetType, assetID));
  if (assetType === 'site' || assetType === 'facility') {
    await tx.delete(assetAssignments).where(rowsOfAsset(assetAssignments, tenantID, assetType, assetID));
  }
}

/**
 * A collection's `beforeDelete` for an asset: refused (409 `has_dependents`) while records point at
 * it; otherwise what only describes it is cleared, in the delete's transaction.
 */
export function releaseAssetBeforeDelete(assetType: AssetType) {
  const { noun } = assetKinds[assetType];
  return async ({ tx, tenantID }: TenantContext, assetID: string): Promise<void> => {
    const held = describeReferences(await referencesTo(tx, tenantID, assetType, assetID));
    if (held) {
      throw new AppError(
        'has_dependents',
        `This ${noun} is still referred to by ${held}: move them to another asset first.`,
      );
    }
    await deleteRowsDescribing(tx, tenantID, assetType, assetID);
  };
}
