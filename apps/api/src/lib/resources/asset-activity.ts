/** The audit trail's entry for a change made to an asset by the acting user. */
import type { AssetType } from '@freeboard/shared/common/assets';
import { recordActivity, type ActivityEntry } from '../activity-trail.repo';
import { assetKinds } from './asset-kinds';
import type { TenantContext } from './tenant-context';

/** Records, in the caller's transaction, `entry` against the asset as the actor's doing. */
export async function recordAssetActivity(
  { tx, tenantID, actor }: TenantContext,
  assetType: AssetType,
  assetID: string,
  entry: Pick<ActivityEntry, 'action' | 'summary' | 'changes'>,
) {
  await recordActivity(tx, tenantID, {
    actorUserID: actor.userID,
    action: entry.action,
    subjectType: assetKinds[assetType].subject,
    subjectID: assetID,
    summary: entry.summary,
    changes: entry.changes,
    address: actor.address,
  });
}
