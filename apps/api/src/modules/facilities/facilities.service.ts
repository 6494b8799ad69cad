/**
 * The rules of facilities: a parent infrastructure of the tenant, codes, reviews in order, versioned
 * changes, deletion only without cross-sections, and the Activity of each write in the same
 * transaction as the write.
 */
import type {
  CreateFacilityInput,
  Facility,
  FacilityListQuery,
  UpdateFacilityInput,
} from '@freeboard/shared/facilities/facilities.schemas';
import { recordActivity } from '../../lib/activity-trail.repo';
import { AppError } from '../../lib/app-error';
import { newID } from '../../lib/ids';
import { claimCode, nextCode } from '../../lib/resources/codes';
import { changedFields, wholeRecord, withoutUndefined } from '../../lib/resources/field-changes';
import { releaseAssetForDeletion } from '../../lib/resources/asset-references.repo';
import type { TenantContext } from '../../lib/resources/tenant-context';
import {
  countCrossSectionsOf,
  deleteFacilityRow,
  facilityCodes,
  findFacility,
  findFacilityRow,
  infrastructureExists,
  insertFacility,
  listFacilities as listFacilityRows,
  updateFacilityAtVersion,
  type FacilityRow,
  type FacilityValues,
} from './facilities.repo';

/** The fields a person edits, normalised as stored: what Activity compares and records. */
function valuesOf(input: {
  code: string;
  infrastructureID: string;
  name: string;
  description?: string | null;
  type: FacilityRow['type'];
  constructionMethod: FacilityRow['constructionMethod'];
  phase: FacilityRow['phase'];
  heightM?: number | null;
  crestElevationMasl?: number | null;
  crestLengthM?: number | null;
  storageVolumeM3?: number | null;
  lastDamSafetyReview?: string | null;
  nextDamSafetyReview?: string | null;
}): FacilityValues {
  return {
    code: input.code,
    infrastructureID: input.infrastructureID,
    name: input.name,
    description: input.description ?? '',
    type: input.type,
    constructionMethod: input.constructionMethod,
    phase: input.phase,
    heightM: input.heightM ?? null,
    crestElevationMasl: input.crestElevationMasl ?? null,
    crestLengthM: input.crestLengthM ?? null,
    storageVolumeM3: input.storageVolumeM3 ?? null,
    lastDamSafetyReview: input.lastDamSafetyReview ?? null,
    nextDamSafetyReview: input.nextDamSafetyReview ?? null,
  };
}

function storedValues(row: FacilityRow): FacilityValues {
  return valuesOf({ ...row, infrastructureID: row.infrastructureId });
}

function facilityNotFound(): AppError {
  return new AppError('facility_not_found', 'No such facility in this tenant.');
}

/** The parent must be an infrastructure of this tenant: any other ID is one it does not have. */
async function requireInfrastructure({ tx, tenantID }: TenantContext, infrastructureID: string) {
  if (!(await infrastructureExists(tx, tenantID, infrastructureID))) {
    throw new AppError('infrastructure_not_found', 'No such infrastructure in this tenant.', {
      infrastructureID: ['No such infrastructure in this tenant'],
    });
  }
}

/**
 * The input's schema compares the two reviews when both are given; a change of one is compared here
 * with the other as stored.
 */
function requireReviewsInOrder(values: FacilityValues) {
  const { lastDamSafetyReview: last, nextDamSafetyReview: next } = values;
  if (last && next && next < last) {
    throw new AppError('validation_failed', 'Some fields are not valid.', {
      nextDamSafetyReview: ['The next review cannot be before the last one'],
    });
  }
}

export function listFacilities({ tx, tenantID }: TenantContext, query: FacilityListQuery) {
  return listFacilityRows(tx, tenantID, query);
}

export async function getFacility({ tx, tenantID }: TenantContext, facilityID: string): Promise<Facility> {
  const facility = await findFacility(tx, tenantID, facilityID);
  if (!facility) throw facilityNotFound();
  return facility;
}

export async function createFacility(context: TenantContext, input: CreateFacilityInput): Promise<Facility> {
  const { tx, tenantID, actor } = context;
  await requireInfrastructure(context, input.infrastructureID);
  const code = input.code ?? (await nextCode(tx, tenantID, facilityCodes));
  if (input.code) await claimCode(tx, tenantID, facilityCodes, input.code);
  const values = valuesOf({ ...input, code });
  const facilityID = newID();
  await insertFacility(tx, tenantID, facilityID, values);
  await recordActivity(tx, tenantID, {
    actorUserID: actor.userID,
    action: 'create',
    subjectType: 'Facility',
    subjectID: facilityID,
    summary: `Created facility ${code} ${values.name}`,
    changes: wholeRecord(values, 'after'),
    address: actor.address,
  });
  return getFacility(context, facilityID);
}

export async function updateFacility(
  context: TenantContext,
  facilityID: string,
  input: UpdateFacilityInput,
): Promise<Facility> {
  const { tx, tenantID, actor } = context;
  const current = await findFacilityRow(tx, tenantID, facilityID);
  if (!current) throw facilityNotFound();
  if (current.version !== input.version) {
    throw new AppError('version_conflict', 'This facility was changed by someone else since you loaded it.');
  }
  const { version, ...given } = input;
  const before = storedValues(current);
  const after = valuesOf({ ...before, ...withoutUndefined(given) });
  const changes = changedFields(before, after);
  if (Object.keys(changes).length === 0) return getFacility(context, facilityID);
  if (changes.lastDamSafetyReview || changes.nextDamSafetyReview) requireReviewsInOrder(after);
  if (changes.infrastructureID) await requireInfrastructure(context, after.infrastructureID);
  if (given.code && given.code !== current.code) await claimCode(tx, tenantID, facilityCodes, given.code);
  const changed = Object.fromEntries(Object.keys(changes).map((field) => [field, after[field as keyof typeof after]]));
  // The version in the WHERE clause closes the gap between the read above and this write.
  if (!(await updateFacilityAtVersion(tx, tenantID, facilityID, version, changed))) {
    throw new AppError('version_conflict', 'This facility was changed by someone else since you loaded it.');
  }
  await recordActivity(tx, tenantID, {
    actorUserID: actor.userID,
    action: 'update',
    subjectType: 'Facility',
    subjectID: facilityID,
    summary: `Updated facility ${after.code}: ${Object.keys(changes).join(', ')}`,
    changes,
    address: actor.address,
  });
  return getFacility(context, facilityID);
}

export async function deleteFacility(context: TenantContext, facilityID: string): Promise<void> {
  const { tx, tenantID, actor } = context;
  const current = await findFacilityRow(tx, tenantID, facilityID);
  if (!current) throw facilityNotFound();
  const crossSectionCount = await countCrossSectionsOf(tx, tenantID, facilityID);
  if (crossSectionCount > 0) {
    throw new AppError(
      'has_dependents',
      `This facility still has ${crossSectionCount} cross-section(s): delete or move them first.`,
    );
  }
  const release = await releaseAssetForDeletion(tx, tenantID, 'facility', facilityID);
  if (release) {
    throw new AppError(
      'has_dependents',
      `This facility is still referred to by ${release.refusedBecause}: move them to another asset first.`,
    );
  }
  await deleteFacilityRow(tx, tenantID, facilityID);
  await recordActivity(tx, tenantID, {
    actorUserID: actor.userID,
    action: 'delete',
    subjectType: 'Facility',
    subjectID: facilityID,
    summary: `Deleted facility ${current.code} ${current.name}`,
    changes: wholeRecord(storedValues(current), 'before'),
    address: actor.address,
  });
}
