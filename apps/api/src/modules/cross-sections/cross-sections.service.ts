/**
 * The rules of cross-sections: codes, a facility of the tenant, versioned changes, and the Activity
 * of each write in the same transaction as the write. A cross-section has no child assets: it is
 * deleted with its ratings and stability results.
 */
import type {
  CreateCrossSectionInput,
  CrossSection,
  CrossSectionListQuery,
  UpdateCrossSectionInput,
} from '@freeboard/shared/cross-sections/cross-sections.schemas';
import { recordActivity } from '../../lib/activity-trail.repo';
import { AppError } from '../../lib/app-error';
import { newID } from '../../lib/ids';
import { claimCode, nextCode } from '../../lib/resources/codes';
import { changedFields, wholeRecord, withoutUndefined } from '../../lib/resources/field-changes';
import { releaseAssetForDeletion } from '../../lib/resources/asset-references.repo';
import type { TenantContext } from '../../lib/resources/tenant-context';
import {
  crossSectionCodes,
  deleteCrossSectionRow,
  facilityExists,
  findCrossSection,
  findCrossSectionRow,
  insertCrossSection,
  listCrossSections as listCrossSectionRows,
  updateCrossSectionAtVersion,
  type CrossSectionValues,
} from './cross-sections.repo';

/** Measurements as stored: two decimals (the columns' scale). */
function measured(value: number | null | undefined): number | null {
  return value === null || value === undefined ? null : Math.round(value * 100) / 100;
}

/** The fields a person edits, normalised as stored: what Activity compares and records. */
function valuesOf(input: {
  facilityID: string;
  code: string;
  name: string;
  description?: string | null;
  chainageM?: number | null;
  crestElevationMasl?: number | null;
  heightM?: number | null;
  upstreamSlope?: string | null;
  downstreamSlope?: string | null;
  foundation?: string | null;
  materials?: string | null;
}): CrossSectionValues {
  return {
    facilityID: input.facilityID,
    code: input.code,
    name: input.name,
    description: input.description ?? '',
    chainageM: measured(input.chainageM),
    crestElevationMasl: measured(input.crestElevationMasl),
    heightM: measured(input.heightM),
    upstreamSlope: input.upstreamSlope || null,
    downstreamSlope: input.downstreamSlope || null,
    foundation: input.foundation || null,
    materials: input.materials || null,
  };
}

function crossSectionNotFound(): AppError {
  return new AppError('cross_section_not_found', 'No such cross-section in this tenant.');
}

function versionConflict(): AppError {
  return new AppError('version_conflict', 'This cross-section was changed by someone else since you loaded it.');
}

/** The facility a cross-section belongs to must be one of the tenant's. */
async function requireFacility({ tx, tenantID }: TenantContext, facilityID: string): Promise<void> {
  if (!(await facilityExists(tx, tenantID, facilityID))) {
    throw new AppError('facility_not_found', 'No such facility in this tenant.', {
      facilityID: ['No such facility in this tenant'],
    });
  }
}

export function listCrossSections({ tx, tenantID }: TenantContext, query: CrossSectionListQuery) {
  return listCrossSectionRows(tx, tenantID, query);
}

export async function getCrossSection({ tx, tenantID }: TenantContext, crossSectionID: string): Promise<CrossSection> {
  const crossSection = await findCrossSection(tx, tenantID, crossSectionID);
  if (!crossSection) throw crossSectionNotFound();
  return crossSection;
}

export async function createCrossSection(
  context: TenantContext,
  input: CreateCrossSectionInput,
): Promise<CrossSection> {
  const { tx, tenantID, actor } = context;
  await requireFacility(context, input.facilityID);
  const code = input.code ?? (await nextCode(tx, tenantID, crossSectionCodes));
  if (input.code) await claimCode(tx, tenantID, crossSectionCodes, input.code);
  const values = valuesOf({ ...input, code });
  const crossSectionID = newID();
  await insertCrossSection(tx, tenantID, crossSectionID, values);
  await recordActivity(tx, tenantID, {
    actorUserID: actor.userID,
    action: 'create',
    subjectType: 'CrossSection',
    subjectID: crossSectionID,
    summary: `Created cross-section ${code} ${values.name}`,
    changes: wholeRecord(values, 'after'),
    address: actor.address,
  });
  return getCrossSection(context, crossSectionID);
}

export async function updateCrossSection(
  context: TenantContext,
  crossSectionID: string,
  input: UpdateCrossSectionInput,
): Promise<CrossSection> {
  const { tx, tenantID, actor } = context;
  const current = await findCrossSectionRow(tx, tenantID, crossSectionID);
  if (!current) throw crossSectionNotFound();
  if (current.version !== input.version) throw versionConflict();
  const { version, ...given } = input;
  const before = valuesOf({ ...current, facilityID: current.facilityId });
  const after = valuesOf({ ...before, ...withoutUndefined(given) });
  const changes = changedFields(before, after);
  if (Object.keys(changes).length === 0) return getCrossSection(context, crossSectionID);
  if (changes.facilityID) await requireFacility(context, after.facilityID);
  if (given.code && given.code !== current.code) await claimCode(tx, tenantID, crossSectionCodes, given.code);
  const changed = Object.fromEntries(Object.keys(changes).map((field) => [field, after[field as keyof typeof after]]));
  // The version in the WHERE clause closes the gap between the read above and this write.
  if (!(await updateCrossSectionAtVersion(tx, tenantID, crossSectionID, version, changed))) {
    throw versionConflict();
  }
  await recordActivity(tx, tenantID, {
    actorUserID: actor.userID,
    action: 'update',
    subjectType: 'CrossSection',
    subjectID: crossSectionID,
    summary: `Updated cross-section ${after.code}: ${Object.keys(changes).join(', ')}`,
    changes,
    address: actor.address,
  });
  return getCrossSection(context, crossSectionID);
}

export async function deleteCrossSection(context: TenantContext, crossSectionID: string): Promise<void> {
  const { tx, tenantID, actor } = context;
  const current = await findCrossSectionRow(tx, tenantID, crossSectionID);
  if (!current) throw crossSectionNotFound();
  const release = await releaseAssetForDeletion(tx, tenantID, 'cross-section', crossSectionID);
  if (release) {
    throw new AppError(
      'has_dependents',
      `This cross-section is still referred to by ${release.refusedBecause}: move them to another asset first.`,
    );
  }
  await deleteCrossSectionRow(tx, tenantID, crossSectionID);
  await recordActivity(tx, tenantID, {
    actorUserID: actor.userID,
    action: 'delete',
    subjectType: 'CrossSection',
    subjectID: crossSectionID,
    summary: `Deleted cross-section ${current.code} ${current.name}`,
    changes: wholeRecord(valuesOf({ ...current, facilityID: current.facilityId }), 'before'),
    address: actor.address,
  });
}
