/**
 * Reading and saving a tenant's settings. A save names the version it read (409 `version_conflict`
 * otherwise), lands whole (the platform row and the tenant's defaults in one transaction) and is one
 * Activity entry on `Settings` with each changed field before → after.
 */
import type { ConsequenceClass } from '@freeboard/shared/common/assets';
import type { CriteriaValues } from '@freeboard/shared/design-criteria/design-criteria.schemas';
import type { TenantSettings, UpdateTenantSettingsInput } from '@freeboard/shared/settings/tenant-settings.schemas';
import type { Transaction } from '../../db/client';
import { recordActivity } from '../../lib/activity-trail.repo';
import { AppError } from '../../lib/app-error';
import type { TenantContext } from '../../lib/resources/tenant-context';
import {
  readCriteriaDefaults,
  readTenantRow,
  updateTenantRow,
  writeCriteriaDefaults,
  type TenantRow,
} from './tenant-settings.repo';

export async function readTenantSettings({ tx, tenantID }: TenantContext): Promise<TenantSettings> {
  return { ...(await readTenantRow(tx, tenantID)), criteriaDefaults: await readCriteriaDefaults(tx, tenantID) };
}

/** The platform's half: name and language at the version read. */
export async function saveTenantRow(
  tx: Transaction,
  tenantID: string,
  input: UpdateTenantSettingsInput,
): Promise<TenantRow> {
  const before = await updateTenantRow(tx, tenantID, input.version, {
    name: input.name,
    defaultLocale: input.defaultLocale,
  });
  if (!before) {
    throw new AppError('version_conflict', 'The settings were changed by someone else: reload them and save again.');
  }
  return before;
}

const sameValues = (a: CriteriaValues, b: CriteriaValues) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** The tenant's half: the criteria defaults, and the Activity entry of the whole save. */
export async function saveTenantSettings(
  context: TenantContext,
  input: UpdateTenantSettingsInput,
  before: TenantRow,
): Promise<TenantSettings> {
  const { tx, tenantID, actor } = context;
  const defaultsBefore = await readCriteriaDefaults(tx, tenantID);
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  if (input.name !== undefined && input.name !== before.name) changes.name = { before: before.name, after: input.name };
  if (input.defaultLocale !== undefined && input.defaultLocale !== before.defaultLocale) {
    changes.defaultLocale = { before: before.defaultLocale, after: input.defaultLocale };
  }
  for (const [consequenceClass, values] of Object.entries(input.criteriaDefaults ?? {}) as [
    ConsequenceClass,
    CriteriaValues,
  ][]) {
    if (sameValues(defaultsBefore[consequenceClass], values)) continue;
    await writeCriteriaDefaults(tx, tenantID, consequenceClass, values);
    changes[`criteriaDefaults.${consequenceClass}`] = { before: defaultsBefore[consequenceClass], after: values };
  }
  if (Object.keys(changes).length > 0) {
    await recordActivity(tx, tenantID, {
      actorUserID: actor.userID,
      action: 'update',
      subjectType: 'Settings',
      subjectID: tenantID,
      summary: `Changed the organization's settings: ${Object.keys(changes).join(', ')}`,
      changes,
      address: actor.address,
    });
  }
  return readTenantSettings(context);
}
