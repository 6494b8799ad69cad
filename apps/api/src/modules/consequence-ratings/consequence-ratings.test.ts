import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ConsequenceRating } from '@freeboard/shared/consequence-ratings/consequence-ratings.schemas';
import { activity, crossSections, documents, facilities } from '../../db/schema/index';
import { withTenant } from '../../db/tenant';
import { newID } from '../../lib/ids';
import { tenantIDBySlug } from '../../../test/test-app';
import { useTestApp, type Person } from '../../../test/harness';

const { testApp, admin, engineer, viewer, northwind } = useTestApp();

const categories = {
  populationAtRisk: 'high',
  potentialLossOfLife: 'significant',
  environment: 'very_high',
  healthSocialCultural: 'low',
  infrastructureEconomics: 'high',
} as const;

/** A cross-section of its own for each test, so ratings of one test do not meet another's. */
async function newCrossSection() {
  return withTenant(testApp.database.db, northwind, async (tx) => {
    const [facility] = await tx.select().from(facilities).limit(1);
    const id = newID();
    const code = `XS-R${id.slice(-6).toUpperCase()}`;
    await tx.insert(crossSections).values({ tenantId: northwind, id, facilityId: facility!.id, code, name: code });
    return { id, code, facilityID: facility!.id };
  });
}

const ratingsURL = (crossSectionID: string) => `/api/cross-sections/${crossSectionID}/consequence-ratings`;

async function rate(session: Person, crossSectionID: string, body: object, tenantID = northwind) {
  return session.in(tenantID).post(ratingsURL(crossSectionID), body);
}

async function history(crossSectionID: string): Promise<ConsequenceRating[]> {
  const response = await viewer.in(northwind).get(ratingsURL(crossSectionID));
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: ConsequenceRating[] }).data;
}

async function ratingActivity(crossSectionID: string) {
  return withTenant(testApp.database.db, northwind, (tx) =>
    tx
      .select()
      .from(activity)
      .where(and(eq(activity.subjectType, 'CrossSection'), eq(activity.subjectId, crossSectionID))),
  );
}

describe('POST /api/cross-sections/{id}/consequence-ratings', () => {
  it('records a rating with its overall class, rater and evidence, and answers 201 with where it is', async () => {
    const crossSection = await newCrossSection();
    const [evidence] = await withTenant(testApp.database.db, northwind, (tx) =>
      tx.select({ id: documents.id }).from(documents).limit(1),
    );
    const response = await rate(engineer, crossSection.id, {
      categories,
      populationAtRiskCount: 240,
      potentialLossOfLifeEstimate: 12,
      rationale: '  Breach analysis 2026, sunny-day failure.  ',
      evidenceDocumentIDs: [evidence!.id, evidence!.id],
    });
    expect(response.statusCode, response.body).toBe(201);
    const rating = (response.json() as { data: ConsequenceRating }).data;
    expect(rating).toMatchObject({
      crossSectionID: crossSection.id,
      categories,
      overallClass: 'very_high',
      populationAtRiskCount: 240,
      potentialLossOfLifeEstimate: 12,
      rationale: 'Breach analysis 2026, sunny-day failure.',
      evidenceDocumentIDs: [evidence!.id],
      ratedBy: { userID: engineer.userID, name: expect.any(String) },
    });
    expect(response.headers.location).toBe(`${ratingsURL(crossSection.id)}/${rating.ratingID}`);
    const one = await viewer.in(northwind).get(response.headers.location!);
    expect(one.json()).toEqual({ data: rating });
    expect(await ratingActivity(crossSection.id)).toEqual([
      expect.objectContaining({
        action: 'rate',
        actorUserId: engineer.userID,
        changes: { consequenceClass: { before: null, after: 'very_high' } },
      }),
    ]);
  });

  it('keeps the history: a re-rating is a new record, newest first, and becomes the class', async () => {
    const crossSection = await newCrossSection();
    expect((await rate(engineer, crossSection.id, { categories, rationale: 'First study.' })).statusCode).toBe(201);
    const lower = {
      ...categories,
      environment: 'significant',
      populationAtRisk: 'significant',
      infrastructureEconomics: 'low',
    };
    expect((await rate(admin, crossSection.id, { categories: lower, rationale: 'Buttress built.' })).statusCode).toBe(
      201,
    );
    const ratings = await history(crossSection.id);
    expect(ratings.map((rating) => [rating.overallClass, rating.rationale])).toEqual([
      ['significant', 'Buttress built.'],
      ['very_high', 'First study.'],
    ]);
    const [row] = await withTenant(testApp.database.db, northwind, (tx) =>
      tx.select().from(crossSections).where(eq(crossSections.id, crossSection.id)),
    );
    expect(row!.consequenceClass).toBe('significant');
    const entries = await ratingActivity(crossSection.id);
    expect(entries.map((entry) => entry.changes)).toContainEqual({
      consequenceClass: { before: 'very_high', after: 'significant' },
    });
  });

  it('refuses what is not a rating, and records nothing', async () => {
    const crossSection = await newCrossSection();
    const invalid = [
      { rationale: 'No categories.' },
      { categories: { ...categories, environment: 'catastrophic' }, rationale: 'Unknown class.' },
      { categories, rationale: '   ' },
      { categories, rationale: 'Negative count.', populationAtRiskCount: -1 },
      { categories, rationale: 'Unknown evidence.', evidenceDocumentIDs: [newID()] },
    ];
    for (const body of invalid) {
      const response = await rate(engineer, crossSection.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', errors: expect.any(Object) });
    }
    expect(await history(crossSection.id)).toEqual([]);
    expect(await ratingActivity(crossSection.id)).toEqual([]);
  });

  it('answers 404 for a cross-section of no tenant or of another, and 403 to a viewer', async () => {
    const crossSection = await newCrossSection();
    expect((await rate(engineer, newID(), { categories, rationale: 'Nowhere.' })).statusCode).toBe(404);
    const southern = tenantIDBySlug(admin, 'southern-water');
    const elsewhere = await rate(admin, crossSection.id, { categories, rationale: 'Wrong tenant.' }, southern);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ code: 'cross_section_not_found' });
    const listElsewhere = await admin.in(southern).get(ratingsURL(crossSection.id));
    expect(listElsewhere.statusCode).toBe(404);
    const refused = await rate(viewer, crossSection.id, { categories, rationale: 'Viewer.' });
    expect(refused.statusCode).toBe(403);
    expect(await history(crossSection.id)).toEqual([]);
  });
});
