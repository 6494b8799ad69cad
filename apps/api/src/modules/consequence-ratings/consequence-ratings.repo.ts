/** Queries of consequence ratings, always inside a tenant transaction. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ConsequenceRating } from '@freeboard/shared/consequence-ratings/consequence-ratings.schemas';
import { consequenceRatings, crossSections, documents, users } from '../../db/schema/index';
import type { TenantTransaction } from '../../db/tenant';

export type RatingValues = Omit<typeof consequenceRatings.$inferInsert, 'tenantId' | 'id' | 'ratedAt'>;

const ratingColumns = { rating: consequenceRatings, raterName: users.name };

function toRating({
  rating,
  raterName,
}: {
  rating: typeof consequenceRatings.$inferSelect;
  raterName: string | null;
}): ConsequenceRating {
  return {
    ratingID: rating.id,
    crossSectionID: rating.crossSectionId,
    categories: {
      populationAtRisk: rating.populationAtRisk,
      potentialLossOfLife: rating.potentialLossOfLife,
      environment: rating.environment,
      healthSocialCultural: rating.healthSocialCultural,
      infrastructureEconomics: rating.infrastructureEconomics,
    },
    overallClass: rating.overallClass,
    populationAtRiskCount: rating.populationAtRiskCount,
    potentialLossOfLifeEstimate: rating.potentialLossOfLifeEstimate,
    rationale: rating.rationale,
    evidenceDocumentIDs: rating.evidenceDocumentIds,
    ratedBy: rating.ratedBy && raterName ? { userID: rating.ratedBy, name: raterName } : null,
    ratedAt: rating.ratedAt.toISOString(),
  };
}

/** The cross-section a rating is for: its code and current class, or null when the tenant has none such. */
export async function findRatedCrossSection(tx: TenantTransaction, tenantID: string, crossSectionID: string) {
  const [row] = await tx
    .select({ code: crossSections.code, consequenceClass: crossSections.consequenceClass })
    .from(crossSections)
    .where(and(eq(crossSections.tenantId, tenantID), eq(crossSections.id, crossSectionID)))
    // The rating is decided against the class it replaces: no other rating slips in between.
    .for('update');
  return row ?? null;
}

/** Which of these documents the tenant has. */
export async function existingDocumentIDs(tx: TenantTransaction, tenantID: string, documentIDs: string[]) {
  if (documentIDs.length === 0) return new Set<string>();
  const rows = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.tenantId, tenantID), inArray(documents.id, documentIDs)));
  return new Set(rows.map((row) => row.id));
}

export async function insertRating(tx: TenantTransaction, tenantID: string, ratingID: string, values: RatingValues) {
  await tx.insert(consequenceRatings).values({ ...values, tenantId: tenantID, id: ratingID });
}

export async function listRatings(tx: TenantTransaction, tenantID: string, crossSectionID: string) {
  const rows = await tx
    .select(ratingColumns)
    .from(consequenceRatings)
    .leftJoin(users, eq(users.id, consequenceRatings.ratedBy))
    .where(and(eq(consequenceRatings.tenantId, tenantID), eq(consequenceRatings.crossSectionId, crossSectionID)))
    .orderBy(desc(consequenceRatings.ratedAt), desc(consequenceRatings.id));
  return rows.map(toRating);
}

export async function findRating(tx: TenantTransaction, tenantID: string, ratingID: string) {
  const [row] = await tx
    .select(ratingColumns)
    .from(consequenceRatings)
    .leftJoin(users, eq(users.id, consequenceRatings.ratedBy))
    .where(and(eq(consequenceRatings.tenantId, tenantID), eq(consequenceRatings.id, ratingID)));
  return row ? toRating(row) : null;
}
