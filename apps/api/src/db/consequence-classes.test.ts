/**
 * The classes the database keeps on cross-sections and facilities (migration 0007): a cross-section's
 * is its newest rating's, a facility's the highest of its cross-sections'.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ConsequenceClass } from '@freeboard/shared/common/assets';
import { newID } from '../lib/ids';
import { consequenceRatings, crossSections, facilities } from './schema/index';
import { withTenant, type TenantTransaction } from './tenant';
import { useTestApp } from '../../test/harness';
import { ratingRow } from '../../test/stored-rows';

const { testApp, admin } = useTestApp({ people: ['admin'] });

const inTenant = <T>(work: (tx: TenantTransaction) => Promise<T>) =>
  withTenant(testApp.database.db, admin.defaultTenantID, work);

/** A new facility with `count` new cross-sections, under the tenant's first infrastructure. */
async function facilityWithCrossSections(count: number) {
  return inTenant(async (tx) => {
    const [parent] = await tx.select().from(facilities).limit(1);
    const facilityID = newID();
    const code = `F-T${facilityID.slice(-6)}`.toUpperCase();
    await tx.insert(facilities).values({ ...parent!, id: facilityID, code, consequenceClass: null, version: 1 });
    const crossSectionIDs: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const id = newID();
      crossSectionIDs.push(id);
      await tx.insert(crossSections).values({
        tenantId: admin.defaultTenantID,
        id,
        facilityId: facilityID,
        code: `${code}-X${index}`,
        name: `Section ${index}`,
      });
    }
    return { facilityID, crossSectionIDs };
  });
}

async function rate(crossSectionID: string, overall: ConsequenceClass, ratedAt = new Date()) {
  await inTenant((tx) =>
    tx.insert(consequenceRatings).values(
      ratingRow(admin.defaultTenantID, crossSectionID, overall, {
        rationale: 'Breach analysis of the test.',
        ratedAt,
      }),
    ),
  );
}

const classOf = {
  facility: (id: string) =>
    inTenant(async (tx) => (await tx.select().from(facilities).where(eq(facilities.id, id)))[0]!.consequenceClass),
  crossSection: (id: string) =>
    inTenant(
      async (tx) => (await tx.select().from(crossSections).where(eq(crossSections.id, id)))[0]!.consequenceClass,
    ),
};

describe('consequence classes kept by the database', () => {
  it("gives a cross-section its newest rating's class, and a facility the highest of its cross-sections'", async () => {
    const { facilityID, crossSectionIDs } = await facilityWithCrossSections(2);
    const [first, second] = crossSectionIDs as [string, string];
    expect(await classOf.facility(facilityID)).toBeNull();

    await rate(first, 'high');
    expect(await classOf.crossSection(first)).toBe('high');
    expect(await classOf.facility(facilityID)).toBe('high');

    await rate(second, 'significant');
    expect(await classOf.facility(facilityID)).toBe('high');

    // A re-rating is a new record, and the newest one counts, also when it is lower.
    await rate(first, 'low');
    expect(await classOf.crossSection(first)).toBe('low');
    expect(await classOf.facility(facilityID)).toBe('significant');

    // A rating recorded with an earlier date does not displace the newest one.
    await rate(second, 'extreme', new Date('2020-01-01T00:00:00Z'));
    expect(await classOf.crossSection(second)).toBe('significant');

    await rate(second, 'extreme');
    expect(await classOf.facility(facilityID)).toBe('extreme');
  });

  it('follows a cross-section that is removed or moved to another facility', async () => {
    const from = await facilityWithCrossSections(2);
    const to = await facilityWithCrossSections(0);
    const [kept, moved] = from.crossSectionIDs as [string, string];
    await rate(kept, 'significant');
    await rate(moved, 'very_high');
    expect(await classOf.facility(from.facilityID)).toBe('very_high');

    await inTenant((tx) =>
      tx.update(crossSections).set({ facilityId: to.facilityID }).where(eq(crossSections.id, moved)),
    );
    expect(await classOf.facility(from.facilityID)).toBe('significant');
    expect(await classOf.facility(to.facilityID)).toBe('very_high');

    await inTenant((tx) => tx.delete(crossSections).where(eq(crossSections.id, kept)));
    expect(await classOf.facility(from.facilityID)).toBeNull();
    const ratingsLeft = await inTenant((tx) =>
      tx
        .select()
        .from(consequenceRatings)
        .where(and(eq(consequenceRatings.crossSectionId, kept))),
    );
    expect(ratingsLeft).toEqual([]);
  });

  it('refuses a facility deleted while it has cross-sections, and a class that is not one', async () => {
    const { facilityID, crossSectionIDs } = await facilityWithCrossSections(1);
    await expect(inTenant((tx) => tx.delete(facilities).where(eq(facilities.id, facilityID)))).rejects.toThrow();
    await expect(rate(crossSectionIDs[0]!, 'catastrophic' as ConsequenceClass)).rejects.toThrow();
  });
});
