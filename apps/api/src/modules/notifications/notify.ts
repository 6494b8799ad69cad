/**
 * Notifications made at once, in the transaction of the change that causes them: a person given a
 * responsibility on a site or facility, or an action. Nobody is notified of what they did themselves.
 */
import type { ResponsibilityRole } from '@freeboard/shared/common/assets';
import type { TenantContext } from '../../lib/resources/tenant-context';
import { addNotification } from './notifications.repo';

interface Subject {
  id: string;
  code: string;
  title: string;
}

export async function notifyAssetAssigned(
  { tx, tenantID, actor }: TenantContext,
  assignee: { userID: string; role: ResponsibilityRole },
  asset: Subject & { type: 'site' | 'facility' },
) {
  if (assignee.userID === actor.userID) return;
  await addNotification(tx, tenantID, {
    userID: assignee.userID,
    kind: 'asset_assigned',
    subject: asset,
    role: assignee.role,
  });
}

export async function notifyActionAssigned({ tx, tenantID, actor }: TenantContext, ownerID: string, action: Subject) {
  if (ownerID === actor.userID) return;
  await addNotification(tx, tenantID, {
    userID: ownerID,
    kind: 'action_assigned',
    subject: { type: 'action', ...action },
  });
}
