/**
 * The rules of consequence ratings: the overall class is the highest category (GISTM 4.1), evidence
 * is a document of the tenant, a rating is never changed, and each one is recorded in Activity with
 * the class it replaces.
 */
import { overallClassOf } from '@freeboard/shared/common/assets';
import type {
  ConsequenceRating,
  CreateConsequenceRatingInput,
} from '@freeboard/shared/consequence-ratings/consequence-ratings.schemas';
import { recordActivity } from '../../lib/activity-trail.repo';
import { AppError } from '../../lib/app-error';
import { newID } from '../../lib/ids';
import type { TenantContext } from '../../lib/resources/tenant-context';
import {
  existingDocumentIDs,
  findRatedCrossSection,
  findRating,
  insertRating,
  listRatings,
} from './consequence-ratings.repo';

function crossSectionNotFound(): AppError {
  return new AppError('cross_section_not_found', 'No such cross-section in this tenant.');
}

export async function listConsequenceRatings({ tx, tenantID }: TenantContext, crossSectionID: string) {
  if (!(await findRatedCrossSection(tx, tenantID, crossSectionID))) throw crossSectionNotFound();
  return listRatings(tx, tenantID, crossSectionID);
}

export async function getConsequenceRating(
  { tx, tenantID }: TenantContext,
  crossSectionID: string,
  ratingID: string,
): Promise<ConsequenceRating> {
  const rating = await findRating(tx, tenantID, ratingID);
  if (!rating || rating.crossSectionID !== crossSectionID) {
    throw new AppError('not_found', 'No such rating of this cross-section.');
  }
  return rating;
}

export async function rateCrossSection(
  context: TenantContext,
  crossSectionID: string,
  input: CreateConsequenceRatingInput,
): Promise<ConsequenceRating> {
  const { tx, tenantID, actor } = context;
  const crossSection = await findRatedCrossSection(tx, tenantID, crossSectionID);
  if (!crossSection) throw crossSectionNotFound();
  const evidence = [...new Set(input.evidenceDocumentIDs ?? [])];
  const known = await existingDocumentIDs(tx, tenantID, evidence);
  const unknown = evidence.filter((documentID) => !known.has(documentID));
  if (unknown.length > 0) {
    throw new AppError('validation_failed', 'Some fields are not valid.', {
      evidenceDocumentIDs: [`No such document in this tenant: ${unknown.join(', ')}`],
    });
  }
  const overallClass = overallClassOf(input.categories);
  const ratingID = newID();
  await insertRating(tx, tenantID, ratingID, {
    crossSectionId: crossSectionID,
    ...input.categories,
    overallClass,
    populationAtRiskCount: input.populationAtRiskCount ?? null,
    potentialLossOfLifeEstimate: input.potentialLossOfLifeEstimate ?? null,
    rationale: input.rationale,
    evidenceDocumentIds: evidence,
    ratedBy: actor.userID,
  });
  const before = crossSection.consequenceClass;
  await recordActivity(tx, tenantID, {
    actorUserID: actor.userID,
    action: 'rate',
    subjectType: 'CrossSection',
    subjectID: crossSectionID,
    summary:
      before === null
        ? `Rated cross-section ${crossSection.code}: ${overallClass}`
        : `Re-rated cross-section ${crossSection.code}: ${before} → ${overallClass}`,
    changes: { consequenceClass: { before, after: overallClass } },
    address: actor.address,
  });
  const rating = await findRating(tx, tenantID, ratingID);
  if (!rating) throw new Error('The rating just recorded cannot be read back');
  return rating;
}
