/**
 * The rules of responsibilities: only a member of the tenant can hold one, on a site or facility of
 * the tenant; each assignment and its removal are recorded in Activity on the asset.
 */
import type { Assignment, CreateAssignmentInput } from '@freeboard/shared/assignments/assignments.schemas';
import { AppError } from '../../lib/app-error';
import { newID } from '../../lib/ids';
import { recordAssetActivity } from '../../lib/resources/asset-activity';
import { assetKinds } from '../../lib/resources/asset-kinds';
import type { TenantContext } from '../../lib/resources/tenant-context';
import {
  deleteAssignmentRow,
  findAssetName,
  findAssignment,
  findMemberName,
  insertAssignment,
  listAssignmentRows,
  type AssignableAsset,
} from './assignments.repo';
import { notifyAssetAssigned } from '../notifications/notify';

async function assetName({ tx, tenantID }: TenantContext, assetType: AssignableAsset, assetID: string) {
  const asset = await findAssetName(tx, tenantID, assetType, assetID);
  if (asset === null) {
    const kind = assetKinds[assetType];
    throw new AppError(kind.notFound, `No such ${kind.noun} in this tenant.`);
  }
  return asset;
}

export async function listAssignments(context: TenantContext, assetType: AssignableAsset, assetID: string) {
  await assetName(context, assetType, assetID);
  return listAssignmentRows(context.tx, context.tenantID, assetType, assetID);
}

export async function assign(
  context: TenantContext,
  assetType: AssignableAsset,
  assetID: string,
  input: CreateAssignmentInput,
): Promise<Assignment> {
  const { tx, tenantID, actor } = context;
  const { code, name: assetTitle } = await assetName(context, assetType, assetID);
  const name = await findMemberName(tx, tenantID, input.userID);
  if (name === null) {
    throw new AppError('validation_failed', 'Some fields are not valid.', {
      userID: ['Not a member of this tenant.'],
    });
  }
  const assignmentID = newID();
  const until = input.until ?? null;
  await insertAssignment(tx, tenantID, assignmentID, {
    assetType,
    assetId: assetID,
    userId: input.userID,
    role: input.role,
    since: input.since,
    until,
    createdBy: actor.userID,
  });
  await recordAssetActivity(context, assetType, assetID, {
    action: 'assign',
    summary: `Assigned ${name} as ${input.role.replaceAll('_', ' ')} of ${assetKinds[assetType].noun} ${code}`,
    changes: {
      responsibility: { before: null, after: { userID: input.userID, role: input.role, since: input.since, until } },
    },
  });
  await notifyAssetAssigned(
    context,
    { userID: input.userID, role: input.role },
    { type: assetType, id: assetID, code, title: assetTitle },
  );
  const assignment = await findAssignment(tx, tenantID, assignmentID);
  if (!assignment) throw new Error('The assignment just recorded cannot be read back');
  return assignment;
}

export async function unassign(
  context: TenantContext,
  assetType: AssignableAsset,
  assetID: string,
  assignmentID: string,
) {
  const { tx, tenantID } = context;
  const { code } = await assetName(context, assetType, assetID);
  const assignment = await findAssignment(tx, tenantID, assignmentID);
  if (!assignment || assignment.assetType !== assetType || assignment.assetID !== assetID) {
    throw new AppError('not_found', `No such assignment on this ${assetKinds[assetType].noun}.`);
  }
  await deleteAssignmentRow(tx, tenantID, assignmentID);
  await recordAssetActivity(context, assetType, assetID, {
    action: 'unassign',
    summary: `Removed ${assignment.user.name} as ${assignment.role.replaceAll('_', ' ')} of ${assetKinds[assetType].noun} ${code}`,
    changes: {
      responsibility: {
        before: {
          userID: assignment.user.userID,
          role: assignment.role,
          since: assignment.since,
          until: assignment.until,
        },
        after: null,
      },
    },
  });
}
