import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Assignment } from '@freeboard/shared/assignments/assignments.schemas';
import { activity } from '../../db/schema/index';
import { withTenant } from '../../db/tenant';
import { newID } from '../../lib/ids';
import { demoEmails, tenantIDBySlug } from '../../../test/test-app';
import { newAssetBranch } from '../../../test/asset-branch';
import { useTestApp, type Person } from '../../../test/harness';

const { testApp, admin, engineer, viewer, northwind } = useTestApp();
let facilityID: string;
let siteID: string;

beforeAll(async () => {
  // Assets of their own: the demo data already names people on the seeded ones.
  ({ facilityID, siteID } = await newAssetBranch(testApp, northwind));
});

async function assign(path: string, body: object, session = engineer, tenantID = northwind) {
  return session.in(tenantID).post(`/api/${path}/assignments`, body);
}

async function assignments(path: string): Promise<Assignment[]> {
  const response = await viewer.in(northwind).get(`/api/${path}/assignments`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Assignment[] }).data;
}

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('responsibilities', () => {
  it('assign a member to a facility in a GISTM role, current or not by its dates', async () => {
    const path = `facilities/${facilityID}`;
    const created = await assign(path, { userID: viewer.userID, role: 'itrb_member', since: isoDay(-30) });
    expect(created.statusCode, created.body).toBe(201);
    const assignment = (created.json() as { data: Assignment }).data;
    expect(assignment).toMatchObject({
      assetType: 'facility',
      assetID: facilityID,
      user: { userID: viewer.userID, name: expect.any(String), email: demoEmails.viewer },
      role: 'itrb_member',
      until: null,
      current: true,
    });
    expect(created.headers.location).toBe(`/api/${path}/assignments/${assignment.assignmentID}`);
    await assign(path, { userID: engineer.userID, role: 'rtfe', since: isoDay(-400), until: isoDay(-1) });
    await assign(path, { userID: admin.userID, role: 'engineer_of_record', since: isoDay(10) });
    const listed = await assignments(path);
    expect(listed.map((entry) => [entry.role, entry.current])).toEqual([
      ['itrb_member', true],
      ['engineer_of_record', false],
      ['rtfe', false],
    ]);
    const facility = await viewer.in(northwind).get(`/api/${path}`);
    expect(facility.statusCode).toBe(200);
    expect((facility.json() as { data: { itrbAssigned: boolean } }).data.itrbAssigned).toBe(true);
  });

  it('are removed by a manager with a record on the asset; an engineer may not remove one', async () => {
    const path = `sites/${siteID}`;
    const created = await assign(path, { userID: admin.userID, role: 'accountable_executive', since: isoDay(0) });
    expect(created.statusCode, created.body).toBe(201);
    const { assignmentID } = (created.json() as { data: Assignment }).data;
    const remove = (session: Person) => session.in(northwind).delete(`/api/${path}/assignments/${assignmentID}`);
    expect((await remove(engineer)).statusCode).toBe(403);
    expect((await assignments(path)).map((entry) => entry.assignmentID)).toContain(assignmentID);
    expect((await remove(admin)).statusCode).toBe(204);
    expect((await assignments(path)).map((entry) => entry.assignmentID)).not.toContain(assignmentID);
    const entries = await withTenant(testApp.database.db, northwind, (tx) =>
      tx
        .select()
        .from(activity)
        .where(and(eq(activity.subjectType, 'Site'), eq(activity.subjectId, siteID))),
    );
    expect(entries.map((entry) => entry.action)).toEqual(expect.arrayContaining(['assign', 'unassign']));
    // Removing it through another asset's path is not possible.
    const again = await admin.in(northwind).delete(`/api/facilities/${facilityID}/assignments/${assignmentID}`);
    expect(again.statusCode).toBe(404);
  });

  it('refuse a non-member, an end before the start, a viewer and another tenant’s asset', async () => {
    const path = `facilities/${facilityID}`;
    const before = (await assignments(path)).length;
    const stranger = await assign(path, { userID: newID(), role: 'other', since: isoDay(0) });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({ errors: { userID: expect.any(Array) } });
    const backwards = await assign(path, { userID: viewer.userID, role: 'other', since: isoDay(0), until: isoDay(-5) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ errors: { until: expect.any(Array) } });
    expect((await assign(path, { userID: viewer.userID, role: 'ceo', since: isoDay(0) })).statusCode).toBe(400);
    expect((await assign(path, { userID: viewer.userID, role: 'other', since: isoDay(0) }, viewer)).statusCode).toBe(
      403,
    );
    const southern = tenantIDBySlug(admin, 'southern-water');
    const elsewhere = await assign(path, { userID: admin.userID, role: 'other', since: isoDay(0) }, admin, southern);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ code: 'facility_not_found' });
    expect(await assignments(path)).toHaveLength(before);
  });
});
