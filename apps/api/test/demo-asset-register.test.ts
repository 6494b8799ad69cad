/**
 * The demo asset register as people first see it, read through the API: every cross-section rated
 * (some more than once), classes rolled up, criteria set at several levels, failing stability
 * results, responsibilities with an ITRB gap. Checked for both demo tenants.
 */
import { describe, expect, it } from 'vitest';
import type { Assignment } from '@freeboard/shared/assignments/assignments.schemas';
import type { ConsequenceRating } from '@freeboard/shared/consequence-ratings/consequence-ratings.schemas';
import type { CrossSection } from '@freeboard/shared/cross-sections/cross-sections.schemas';
import type { DesignCriteria } from '@freeboard/shared/design-criteria/design-criteria.schemas';
import type { Facility } from '@freeboard/shared/facilities/facilities.schemas';
import type { StabilityResult } from '@freeboard/shared/stability-results/stability-results.schemas';
import { tenantIDBySlug } from './test-app';
import { expectEvery } from './expect-every';
import { useTestApp } from './harness';

const { admin } = useTestApp({ people: ['admin'] });

describe.each(['northwind-mining', 'southern-water'])('the demo asset register of %s', (slug) => {
  const read = async <T>(url: string): Promise<T> => {
    const response = await admin.in(tenantIDBySlug(admin, slug)).get(url);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: T }).data;
  };
  const crossSections = () => read<CrossSection[]>('/api/cross-sections?limit=200');
  const facilities = () => read<Facility[]>('/api/facilities?limit=200');

  it('rates every cross-section, some more than once, and rolls the classes up to the facilities', async () => {
    const sections = await crossSections();
    expect(sections.length).toBeGreaterThan(0);
    expectEvery(sections, (section) => section.consequenceClass !== null);

    let reRated = 0;
    for (const section of sections) {
      const ratings = await read<ConsequenceRating[]>(
        `/api/cross-sections/${section.crossSectionID}/consequence-ratings`,
      );
      expect(ratings[0]?.overallClass).toBe(section.consequenceClass);
      expectEvery(ratings, (rating) => rating.rationale.length > 0 && rating.ratedBy !== null);
      if (ratings.length > 1) reRated += 1;
    }
    expect(reRated).toBeGreaterThanOrEqual(1);

    const rated = (await facilities()).filter((facility) => facility.crossSectionCount > 0);
    expect(new Set(rated.map((facility) => facility.consequenceClass)).size).toBeGreaterThanOrEqual(3);
  });

  it('sets criteria at several levels, so the criteria section shows where each value comes from', async () => {
    const levels = new Set<string>();
    for (const section of await crossSections()) {
      const { criteria } = await read<DesignCriteria>(`/api/cross-sections/${section.crossSectionID}/criteria`);
      for (const criterion of criteria) levels.add(criterion.source.level);
    }
    expect(levels.has('tenant-default')).toBe(true);
    expect([...levels].filter((level) => level !== 'tenant-default').length).toBeGreaterThanOrEqual(3);
  });

  it('has stability results judged against the criteria in effect, some failing', async () => {
    const results: StabilityResult[] = [];
    for (const section of await crossSections())
      results.push(
        ...(await read<StabilityResult[]>(`/api/cross-sections/${section.crossSectionID}/stability-results`)),
      );
    expect(results.filter((result) => result.passes === true).length).toBeGreaterThanOrEqual(3);
    expect(results.filter((result) => result.passes === false).length).toBeGreaterThanOrEqual(1);
    expect(results.some((result) => result.documentID !== null)).toBe(true);
  });

  it('names who is responsible, past and present, and shows a high-class facility without an ITRB member', async () => {
    const all = await facilities();
    expect(all.some((facility) => facility.itrbRequired && facility.itrbAssigned)).toBe(true);
    const gap = all.find((facility) => facility.itrbRequired && !facility.itrbAssigned);
    expect(gap).toBeDefined();

    const assignments = await read<Assignment[]>(`/api/facilities/${gap!.facilityID}/assignments`);
    expect(assignments.some((assignment) => assignment.role === 'itrb_member' && assignment.current)).toBe(false);
    const everyone: Assignment[] = [];
    for (const facility of all)
      everyone.push(...(await read<Assignment[]>(`/api/facilities/${facility.facilityID}/assignments`)));
    expect(everyone.some((assignment) => !assignment.current)).toBe(true);
  });
});
