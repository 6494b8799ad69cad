/**
 * Rows a test writes or reads straight in the database, behind the API, where that is not what the
 * test is about: a consequence rating of a given class, and the activity recorded about a record.
 */
import { and, eq } from 'drizzle-orm';
import type { ConsequenceClass } from '@freeboard/shared/common/assets';
import { activity, type consequenceRatings } from '../src/db/schema/index';
import { newID } from '../src/lib/ids';
import { inDatabase, type TestApp } from './test-app';

/**
 * A consequence rating of a cross-section whose class is `overallClass`: the population at risk sets
 * it, every other category is low. The database keeps the section's and its assets' classes from it.
 */
export function ratingRow(
  tenantID: string,
  crossSectionID: string,
  overallClass: ConsequenceClass,
  more: { rationale?: string; ratedAt?: Date } = {},
) {
  return {
    tenantId: tenantID,
    id: newID(),
    crossSectionId: crossSectionID,
    populationAtRisk: overallClass,
    potentialLossOfLife: 'low',
    environment: 'low',
    healthSocialCultural: 'low',
    infrastructureEconomics: 'low',
    overallClass,
    rationale: more.rationale ?? 'Dam break study.',
    ...(more.ratedAt ? { ratedAt: more.ratedAt } : {}),
  } satisfies typeof consequenceRatings.$inferInsert;
}

/** The activity recorded about one record. */
export function activityOf(testApp: TestApp, tenantID: string, subjectType: string, subjectID: string) {
  return inDatabase(testApp, tenantID, (tx) =>
    tx
      .select()
      .from(activity)
      .where(and(eq(activity.subjectType, subjectType), eq(activity.subjectId, subjectID))),
  );
}
