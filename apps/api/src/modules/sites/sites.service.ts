/**
 * The rules of sites: codes, versioned changes, deletion only without infrastructures, and the
 * Activity of each write in the same transaction as the write.
 */
import type { CreateSiteInput, Site, SiteListQuery, UpdateSiteInput } from '@freeboard/shared/sites/sites.schemas';
import { recordActivity } from '../../lib/activity-trail.repo';
import { AppError } from '../../lib/app-error';
import { newID } from '../../lib/ids';
import { claimCode, nextCode } from '../../lib/resources/codes';
import { changedFields, wholeRecord, withoutUndefined } from '../../lib/resources/field-changes';
import { releaseAssetForDeletion } from '../../lib/resources/asset-references.repo';
import type { TenantContext } from '../../lib/resources/tenant-context';
import {
  countInfrastructuresOf,
  deleteSiteRow,
  findSite,
  findSiteRow,
  insertSite,
  listSites as listSiteRows,
  siteCodes,
  updateSiteAtVersion,
  type SiteRow,
} from './sites.repo';

/** The fields a person edits, normalised as stored: what Activity compares and records. */
function valuesOf(input: {
  code: string;
  name: string;
  description?: string | null;
  country: string;
  region?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  commodity?: string | null;
  operator?: string | null;
  status: SiteRow['status'];
}) {
  return {
    code: input.code,
    name: input.name,
    description: input.description ?? '',
    country: input.country,
    region: input.region || null,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    commodity: input.commodity || null,
    operator: input.operator || null,
    status: input.status,
  };
}

function siteNotFound(): AppError {
  return new AppError('site_not_found', 'No such site in this tenant.');
}

export function listSites({ tx, tenantID }: TenantContext, query: SiteListQuery) {
  return listSiteRows(tx, tenantID, query);
}

export async function getSite({ tx, tenantID }: TenantContext, siteID: string): Promise<Site> {
  const site = await findSite(tx, tenantID, siteID);
  if (!site) throw siteNotFound();
  return site;
}

export async function createSite(context: TenantContext, input: CreateSiteInput): Promise<Site> {
  const { tx, tenantID, actor } = context;
  const code = input.code ?? (await nextCode(tx, tenantID, siteCodes));
  if (input.code) await claimCode(tx, tenantID, siteCodes, input.code);
  const values = valuesOf({ ...input, code });
  const siteID = newID();
  await insertSite(tx, tenantID, siteID, values);
  await recordActivity(tx, tenantID, {
    actorUserID: actor.userID,
    action: 'create',
    subjectType: 'Site',
    subjectID: siteID,
    summary: `Created site ${code} ${values.name}`,
    changes: wholeRecord(values, 'after'),
    address: actor.address,
  });
  return getSite(context, siteID);
}

export async function updateSite(context: TenantContext, siteID: string, input: UpdateSiteInput): Promise<Site> {
  const { tx, tenantID, actor } = context;
  const current = await findSiteRow(tx, tenantID, siteID);
  if (!current) throw siteNotFound();
  if (current.version !== input.version) {
    throw new AppError('version_conflict', 'This site was changed by someone else since you loaded it.');
  }
  const { version, ...given } = input;
  const before = valuesOf(current);
  const after = valuesOf({ ...before, ...withoutUndefined(given) });
  const changes = changedFields(before, after);
  if (Object.keys(changes).length === 0) return getSite(context, siteID);
  if (given.code && given.code !== current.code) await claimCode(tx, tenantID, siteCodes, given.code);
  const changed = Object.fromEntries(Object.keys(changes).map((field) => [field, after[field as keyof typeof after]]));
  // The version in the WHERE clause closes the gap between the read above and this write.
  if (!(await updateSiteAtVersion(tx, tenantID, siteID, version, changed))) {
    throw new AppError('version_conflict', 'This site was changed by someone else since you loaded it.');
  }
  await recordActivity(tx, tenantID, {
    actorUserID: actor.userID,
    action: 'update',
    subjectType: 'Site',
    subjectID: siteID,
    summary: `Updated site ${after.code}: ${Object.keys(changes).join(', ')}`,
    changes,
    address: actor.address,
  });
  return getSite(context, siteID);
}

export async function deleteSite(context: TenantContext, siteID: string): Promise<void> {
  const { tx, tenantID, actor } = context;
  const current = await findSiteRow(tx, tenantID, siteID);
  if (!current) throw siteNotFound();
  const infrastructureCount = await countInfrastructuresOf(tx, tenantID, siteID);
  if (infrastructureCount > 0) {
    throw new AppError(
      'has_dependents',
      `This site still has ${infrastructureCount} infrastructure(s): delete or move them first.`,
    );
  }
  const release = await releaseAssetForDeletion(tx, tenantID, 'site', siteID);
  if (release) {
    throw new AppError(
      'has_dependents',
      `This site is still referred to by ${release.refusedBecause}: move them to another asset first.`,
    );
  }
  await deleteSiteRow(tx, tenantID, siteID);
  await recordActivity(tx, tenantID, {
    actorUserID: actor.userID,
    action: 'delete',
    subjectType: 'Site',
    subjectID: siteID,
    summary: `Deleted site ${current.code} ${current.name}`,
    changes: wholeRecord(valuesOf(current), 'before'),
    address: actor.address,
  });
}
