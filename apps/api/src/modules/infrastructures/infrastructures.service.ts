/**
 * The rules of infrastructures: codes, a site of the tenant, versioned changes, deletion only
 * without facilities, and the Activity of each write in the same transaction as the write.
 */
import type {
  CreateInfrastructureInput,
  Infrastructure,
  InfrastructureListQuery,
  UpdateInfrastructureInput,
} from '@freeboard/shared/infrastructures/infrastructures.schemas';
import { recordActivity } from '../../lib/activity-trail.repo';
import { AppError } from '../../lib/app-error';
import { newID } from '../../lib/ids';
import { claimCode, nextCode } from '../../lib/resources/codes';
import { changedFields, wholeRecord, withoutUndefined } from '../../lib/resources/field-changes';
import { releaseAssetForDeletion } from '../../lib/resources/asset-references.repo';
import type { TenantContext } from '../../lib/resources/tenant-context';
import {
  countFacilitiesOf,
  deleteInfrastructureRow,
  findInfrastructure,
  findInfrastructureRow,
  infrastructureCodes,
  insertInfrastructure,
  listInfrastructures as listInfrastructureRows,
  siteExists,
  updateInfrastructureAtVersion,
  type InfrastructureRow,
  type InfrastructureValues,
} from './infrastructures.repo';

/** The fields a person edits, normalised as stored: what Activity compares and records. */
function valuesOf(input: {
  siteID: string;
  code: string;
  name: string;
  description?: string | null;
  type: InfrastructureRow['type'];
  phase?: string | null;
}): InfrastructureValues {
  return {
    siteID: input.siteID,
    code: input.code,
    name: input.name,
    description: input.description ?? '',
    type: input.type,
    phase: input.phase || null,
  };
}

function infrastructureNotFound(): AppError {
  return new AppError('infrastructure_not_found', 'No such infrastructure in this tenant.');
}

function versionConflict(): AppError {
  return new AppError('version_conflict', 'This infrastructure was changed by someone else since you loaded it.');
}

/** The site an infrastructure belongs to must be one of the tenant's. */
async function requireSite({ tx, tenantID }: TenantContext, siteID: string): Promise<void> {
  if (!(await siteExists(tx, tenantID, siteID))) {
    throw new AppError('site_not_found', 'No such site in this tenant.', { siteID: ['No such site in this tenant'] });
  }
}

export function listInfrastructures({ tx, tenantID }: TenantContext, query: InfrastructureListQuery) {
  return listInfrastructureRows(tx, tenantID, query);
}

export async function getInfrastructure(
  { tx, tenantID }: TenantContext,
  infrastructureID: string,
): Promise<Infrastructure> {
  const infrastructure = await findInfrastructure(tx, tenantID, infrastructureID);
  if (!infrastructure) throw infrastructureNotFound();
  return infrastructure;
}

export async function createInfrastructure(
  context: TenantContext,
  input: CreateInfrastructureInput,
): Promise<Infrastructure> {
  const { tx, tenantID, actor } = context;
  await requireSite(context, input.siteID);
  const code = input.code ?? (await nextCode(tx, tenantID, infrastructureCodes));
  if (input.code) await claimCode(tx, tenantID, infrastructureCodes, input.code);
  const values = valuesOf({ ...input, code });
  const infrastructureID = newID();
  await insertInfrastructure(tx, tenantID, infrastructureID, values);
  await recordActivity(tx, tenantID, {
    actorUserID: actor.userID,
    action: 'create',
    subjectType: 'Infrastructure',
    subjectID: infrastructureID,
    summary: `Created infrastructure ${code} ${values.name}`,
    changes: wholeRecord(values, 'after'),
    address: actor.address,
  });
  return getInfrastructure(context, infrastructureID);
}

export async function updateInfrastructure(
  context: TenantContext,
  infrastructureID: string,
  input: UpdateInfrastructureInput,
): Promise<Infrastructure> {
  const { tx, tenantID, actor } = context;
  const current = await findInfrastructureRow(tx, tenantID, infrastructureID);
  if (!current) throw infrastructureNotFound();
  if (current.version !== input.version) throw versionConflict();
  const { version, ...given } = input;
  const before = valuesOf({ ...current, siteID: current.siteId });
  const after = valuesOf({ ...before, ...withoutUndefined(given) });
  const changes = changedFields(before, after);
  if (Object.keys(changes).length === 0) return getInfrastructure(context, infrastructureID);
  if (changes.siteID) await requireSite(context, after.siteID);
  if (given.code && given.code !== current.code) await claimCode(tx, tenantID, infrastructureCodes, given.code);
  const changed = Object.fromEntries(Object.keys(changes).map((field) => [field, after[field as keyof typeof after]]));
  // The version in the WHERE clause closes the gap between the read above and this write.
  if (!(await updateInfrastructureAtVersion(tx, tenantID, infrastructureID, version, changed))) {
    throw versionConflict();
  }
  await recordActivity(tx, tenantID, {
    actorUserID: actor.userID,
    action: 'update',
    subjectType: 'Infrastructure',
    subjectID: infrastructureID,
    summary: `Updated infrastructure ${after.code}: ${Object.keys(changes).join(', ')}`,
    changes,
    address: actor.address,
  });
  return getInfrastructure(context, infrastructureID);
}

export async function deleteInfrastructure(context: TenantContext, infrastructureID: string): Promise<void> {
  const { tx, tenantID, actor } = context;
  const current = await findInfrastructureRow(tx, tenantID, infrastructureID);
  if (!current) throw infrastructureNotFound();
  const facilityCount = await countFacilitiesOf(tx, tenantID, infrastructureID);
  if (facilityCount > 0) {
    throw new AppError(
      'has_dependents',
      `This infrastructure still has ${facilityCount} facility(ies): delete or move them first.`,
    );
  }
  const release = await releaseAssetForDeletion(tx, tenantID, 'infrastructure', infrastructureID);
  if (release) {
    throw new AppError(
      'has_dependents',
      `This infrastructure is still referred to by ${release.refusedBecause}: move them to another asset first.`,
    );
  }
  await deleteInfrastructureRow(tx, tenantID, infrastructureID);
  await recordActivity(tx, tenantID, {
    actorUserID: actor.userID,
    action: 'delete',
    subjectType: 'Infrastructure',
    subjectID: infrastructureID,
    summary: `Deleted infrastructure ${current.code} ${current.name}`,
    changes: wholeRecord(valuesOf({ ...current, siteID: current.siteId }), 'before'),
    address: actor.address,
  });
}
