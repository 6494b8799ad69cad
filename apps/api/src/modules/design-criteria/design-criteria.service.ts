/**
 * The rules of design criteria: each criterion's effective value is the nearest one set up the tree
 * (the element itself first), else the tenant default for the element's class; values set at an
 * element change with its criteria `version`, and each change is recorded in Activity.
 */
import { criterionKeys, type AssetType, type CriterionKey } from '@freeboard/shared/common/assets';
import {
  criterionUnits,
  type CriteriaValues,
  type DesignCriteria,
  type EffectiveCriterion,
  type PutCriteriaInput,
} from '@freeboard/shared/design-criteria/design-criteria.schemas';
import { AppError } from '../../lib/app-error';
import { recordAssetActivity } from '../../lib/resources/asset-activity';
import { assetKinds } from '../../lib/resources/asset-kinds';
import type { TenantContext } from '../../lib/resources/tenant-context';
import {
  criteriaAlong,
  findAssetChain,
  tenantDefaults,
  writeCriteriaAtVersion,
  type AssetChain,
  type CriteriaRow,
} from './design-criteria.repo';

/** Resolves every criterion along the chain, nearest level first, then the class's default. */
export function resolveCriteria(
  chain: AssetChain,
  rows: CriteriaRow[],
  defaults: CriteriaValues,
): EffectiveCriterion[] {
  const setAt = chain.links.map((link) => ({
    link,
    values: rows.find((row) => row.assetType === link.assetType && row.assetId === link.assetID)?.values ?? {},
  }));
  return criterionKeys.map((key) => {
    const nearest = setAt.find(({ values }) => typeof values[key] === 'number');
    if (nearest) {
      return {
        key,
        value: nearest.values[key]!,
        unit: criterionUnits[key],
        source: { level: nearest.link.assetType, assetID: nearest.link.assetID },
      };
    }
    return {
      key,
      value: defaults[key] ?? null,
      unit: criterionUnits[key],
      source: { level: 'tenant-default', assetID: null },
    };
  });
}

async function loadCriteria(context: TenantContext, assetType: AssetType, assetID: string) {
  const { tx, tenantID } = context;
  const chain = await findAssetChain(tx, tenantID, assetType, assetID);
  if (!chain) {
    const kind = assetKinds[assetType];
    throw new AppError(kind.notFound, `No such ${kind.noun} in this tenant.`);
  }
  const rows = await criteriaAlong(tx, tenantID, chain.links);
  const defaults = chain.consequenceClass ? await tenantDefaults(tx, tenantID, chain.consequenceClass) : {};
  const own = rows.find((row) => row.assetType === assetType && row.assetId === assetID);
  const criteria: DesignCriteria = {
    criteria: resolveCriteria(chain, rows, defaults),
    consequenceClass: chain.consequenceClass,
    version: own?.version ?? 0,
  };
  return { chain, own, criteria };
}

export async function getCriteria(context: TenantContext, assetType: AssetType, assetID: string) {
  return (await loadCriteria(context, assetType, assetID)).criteria;
}

export async function putCriteria(
  context: TenantContext,
  assetType: AssetType,
  assetID: string,
  input: PutCriteriaInput,
): Promise<DesignCriteria> {
  const { tx, tenantID } = context;
  const { chain, own } = await loadCriteria(context, assetType, assetID);
  const conflict = () =>
    new AppError('version_conflict', 'These criteria were changed by someone else since you loaded them.');
  if ((own?.version ?? 0) !== input.version) throw conflict();

  const before: CriteriaValues = own?.values ?? {};
  const after: CriteriaValues = { ...before };
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of Object.keys(input.values) as CriterionKey[]) {
    const value = input.values[key];
    if (value === undefined) continue;
    if (value === null) delete after[key];
    else after[key] = value;
    if ((before[key] ?? null) !== (after[key] ?? null)) {
      changes[key] = { before: before[key] ?? null, after: after[key] ?? null };
    }
  }
  if (Object.keys(changes).length === 0) return (await loadCriteria(context, assetType, assetID)).criteria;

  const written = await writeCriteriaAtVersion(tx, tenantID, { assetType, assetID }, input.version, after);
  if (!written) throw conflict();
  await recordAssetActivity(context, assetType, assetID, {
    action: 'update',
    summary: `Changed the design criteria of ${assetKinds[assetType].noun} ${chain.code}`,
    changes,
  });
  return (await loadCriteria(context, assetType, assetID)).criteria;
}
