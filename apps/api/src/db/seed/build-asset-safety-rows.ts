/**
 * Turns a tenant's demo ratings, criteria, stability results and responsibilities into rows, resolving
 * asset codes, document file names and user keys, and refusing a reference of the wrong kind.
 */
import { overallClassOf } from '@freeboard/shared/common/assets';
import { newID } from '../../lib/ids';
import type { assetAssignments, consequenceRatings, designCriteria, stabilityResults } from '../schema/index';
import type { AssetIndex, AssetLink } from './build-asset-rows';
import { daysBefore, minutesAfter, startOfIsoDate } from './demo-clock';
import { documentResolver, memberResolver } from './demo-references';
import type { AssetType, DemoAssetSafety, DemoUserKey } from './demo-types';

export interface AssetSafetyRows {
  ratings: (typeof consequenceRatings.$inferInsert)[];
  criteria: (typeof designCriteria.$inferInsert)[];
  stabilityResults: (typeof stabilityResults.$inferInsert)[];
  assignments: (typeof assetAssignments.$inferInsert)[];
}

function earlier(a: Date, b: Date): Date {
  return a < b ? a : b;
}

export function buildAssetSafetyRows(input: {
  tenantId: string;
  data: DemoAssetSafety;
  assets: AssetIndex;
  members: Map<DemoUserKey, string>;
  documentIdsByFileName: Map<string, string>;
  now: Date;
}): AssetSafetyRows {
  const { tenantId, data, now } = input;

  const assetOf = <Kind extends AssetType>(code: string, kinds: readonly Kind[]): AssetLink & { assetType: Kind } => {
    const link = input.assets.resolve(code);
    if (!(kinds as readonly AssetType[]).includes(link.assetType))
      throw new Error(`Demo asset ${code} is a ${link.assetType}, not one of ${kinds.join(', ')}`);
    return link as AssetLink & { assetType: Kind };
  };
  const memberOf = memberResolver(input.members);
  const documentOf = documentResolver(input.documentIdsByFileName);

  const ratings = data.ratings.map((rating) => ({
    tenantId,
    id: newID(),
    crossSectionId: assetOf(rating.crossSection, ['cross-section']).assetId,
    ...rating.categories,
    overallClass: overallClassOf(rating.categories),
    populationAtRiskCount: rating.populationAtRiskCount,
    potentialLossOfLifeEstimate: rating.potentialLossOfLifeEstimate,
    rationale: rating.rationale,
    evidenceDocumentIds: rating.evidence.map(documentOf),
    ratedBy: memberOf(rating.ratedBy),
    ratedAt: daysBefore(now, rating.daysAgo),
  }));

  const registeredAt = daysBefore(now, 700);
  const criteria = data.criteria.map((set) => ({
    tenantId,
    ...assetOf(set.asset, ['site', 'infrastructure', 'facility', 'cross-section']),
    values: set.values,
    createdAt: registeredAt,
    updatedAt: registeredAt,
  }));

  const stability = data.stabilityResults.map((result) => ({
    tenantId,
    id: newID(),
    crossSectionId: assetOf(result.crossSection, ['cross-section']).assetId,
    loadCase: result.loadCase,
    method: result.method,
    factorOfSafety: result.factorOfSafety,
    analysisDate: result.analysisDate,
    documentId: result.document ? documentOf(result.document) : null,
    createdBy: memberOf(result.by),
    // Entered the week after the analysis was issued (or now, for one issued this week).
    createdAt: earlier(minutesAfter(startOfIsoDate(result.analysisDate), 7 * 24 * 60), now),
  }));

  const assignments = data.assignments.map((assignment) => {
    const assignedAt = startOfIsoDate(assignment.since);
    return {
      tenantId,
      id: newID(),
      ...assetOf(assignment.asset, ['site', 'facility']),
      userId: memberOf(assignment.user),
      role: assignment.role,
      since: assignment.since,
      until: assignment.until,
      createdAt: assignedAt,
      updatedAt: assignedAt,
    };
  });

  return { ratings, criteria, stabilityResults: stability, assignments };
}
