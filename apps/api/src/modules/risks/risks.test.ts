import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Risk, RiskSummary } from '@freeboard/shared/risks/risks.schemas';
import { controls, risks } from '../../db/schema/index';
import { withTenant } from '../../db/tenant';
import { newID } from '../../lib/ids';
import { describeCollection } from '../../../test/collection-contract';
import { asMember, type SignedIn, type TestApp } from '../../../test/test-app';
import { expectEvery } from '../../../test/expect-every';

const riskContract = describeCollection({
  path: 'risks',
  idField: 'riskID',
  subject: 'Risk',
  notFound: 'risk_not_found',
  readOnly: true,
  sorts: ['code', 'title', 'inherentRiskRating', 'status', 'createdAt', 'updatedAt'],
  refusedQueries: ['?status=forgotten', '?rating=5', '?failureMode=meteor'],
});

describeCollection({
  path: 'controls',
  idField: 'controlID',
  subject: 'Control',
  notFound: 'control_not_found',
  readOnly: true,
  sorts: ['code', 'priority', 'status', 'createdAt', 'updatedAt'],
  refusedQueries: ['?priority=P9', '?critical=maybe', '?type=magic'],
});

let testApp: TestApp;
let viewer: SignedIn;

interface RiskList {
  data: Risk[];
  meta: { total: number; nextCursor: string | null };
}

async function listRisks(query = ''): Promise<RiskList> {
  const response = await testApp.app.inject({ url: `/api/risks${query}`, headers: asMember(viewer) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

beforeAll(() => {
  ({ testApp, viewer } = riskContract);
});

describe('GET /api/risks', () => {
  it('answers every risk of the tenant, ordered by code, each with its controls resolved', async () => {
    const { data, meta } = await listRisks();
    expect(data.length).toBeGreaterThanOrEqual(12);
    expect(meta).toEqual({ total: data.length, nextCursor: null });
    expect(data.map((risk) => risk.code)).toEqual([...data.map((risk) => risk.code)].sort());
    expect(new Set(data.map((risk) => risk.inherentRiskRating))).toEqual(new Set([1, 2, 3, 4]));
    expect(data.some((risk) => risk.residualRiskRating === null)).toBe(true);
    for (const risk of data) {
      expect(risk.controls.length).toBeGreaterThan(0);
      for (const control of risk.controls) {
        expect(control).toMatchObject({
          controlID: expect.any(String),
          description: expect.any(String),
          priority: expect.stringMatching(/^P[1-4]$/),
          proactiveOrReactive: expect.stringMatching(/^(proactive|reactive)$/),
          critical: expect.any(Boolean),
          type: expect.stringMatching(/^(control|data-collection)$/),
          status: expect.stringMatching(/^(in-place|planned|not-in-place)$/),
        });
      }
    }
  });

  it('pages by code with a cursor', async () => {
    const all = (await listRisks()).data.map((risk) => risk.code);
    const first = await listRisks('?limit=5');
    expect(first.data.map((risk) => risk.code)).toEqual(all.slice(0, 5));
    expect(first.meta.nextCursor).toEqual(expect.any(String));
    const second = await listRisks(`?limit=5&cursor=${first.meta.nextCursor}`);
    expect(second.data.map((risk) => risk.code)).toEqual(all.slice(5, 10));
    const invalid = await testApp.app.inject({ url: '/api/risks?limit=0', headers: asMember(viewer) });
    expect(invalid.statusCode).toBe(400);
  });

  it('sorts either way, filters by status, rating, failure mode, critical control and text, and refuses the unknown', async () => {
    const all = (await listRisks('?limit=200')).data;
    const byRating = (await listRisks('?sort=-inherentRiskRating&limit=200')).data.map(
      (risk) => risk.inherentRiskRating,
    );
    expect(byRating).toEqual([...byRating].sort((a, b) => b - a));
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page: RiskList = await listRisks(
        `?sort=-inherentRiskRating&limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      paged.push(...page.data.map((risk) => risk.riskID));
      cursor = page.meta.nextCursor;
    } while (cursor);
    expect(new Set(paged).size).toBe(all.length);

    const critical = await listRisks('?critical=true&limit=200');
    expect(critical.data.length).toBeGreaterThan(0);
    expectEvery(critical.data, (risk) => risk.controls.some((control) => control.critical));
    const notCritical = await listRisks('?critical=false&limit=200');
    expect(critical.meta.total + notCritical.meta.total).toBe(all.length);

    const rating = all[0]!.inherentRiskRating;
    expectEvery((await listRisks(`?rating=${rating}`)).data, (risk) => risk.inherentRiskRating === rating);
    const mode = all[0]!.failureMode;
    expectEvery((await listRisks(`?failureMode=${mode}`)).data, (risk) => risk.failureMode === mode);
    expectEvery((await listRisks('?status=open')).data, (risk) => risk.status === 'open');
    expect((await listRisks(`?q=${encodeURIComponent(all[0]!.code)}`)).data.map((risk) => risk.code)).toContain(
      all[0]!.code,
    );
    for (const query of [
      '?sort=owner',
      '?rating=5',
      '?failureMode=meteor',
      '?critical=maybe',
      '?assetType=site',
      '?limit=201',
    ]) {
      const response = await testApp.app.inject({ url: `/api/risks${query}`, headers: asMember(viewer) });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('shows a change made by any process, announced by the database', async () => {
    const [before] = (await listRisks()).data;
    await withTenant(testApp.database.db, viewer.defaultTenantID, (tx) =>
      tx.update(risks).set({ title: 'Retitled elsewhere' }).where(eq(risks.id, before!.riskID)),
    );
    const deadline = Date.now() + 5_000;
    let title = before!.title;
    while (title !== 'Retitled elsewhere' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      title = (await listRisks()).data[0]!.title;
    }
    expect(title).toBe('Retitled elsewhere');
  });

  it('answers one risk, and 404 for an unknown one', async () => {
    const [risk] = (await listRisks()).data;
    const one = await testApp.app.inject({ url: `/api/risks/${risk!.riskID}`, headers: asMember(viewer) });
    expect(one.json()).toEqual({ data: risk });
    const unknown = await testApp.app.inject({ url: `/api/risks/${newID()}`, headers: asMember(viewer) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'risk_not_found' });
  });
});

describe('GET /api/risks/summary', () => {
  async function summary(query = ''): Promise<{ data: RiskSummary[]; meta: RiskList['meta'] }> {
    const response = await testApp.app.inject({ url: `/api/risks/summary${query}`, headers: asMember(viewer) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  it('answers the whole register with the control counts of each risk, matching its resolved controls', async () => {
    const risksWithControls = (await listRisks('?limit=200')).data;
    const { data, meta } = await summary();
    expect(meta).toEqual({ total: risksWithControls.length, nextCursor: null });
    expect(data).toEqual(
      risksWithControls.map((risk) => {
        const critical = risk.controls.filter((control) => control.critical);
        return {
          riskID: risk.riskID,
          code: risk.code,
          title: risk.title,
          status: risk.status,
          failureMode: risk.failureMode,
          inherentRiskRating: risk.inherentRiskRating,
          residualRiskRating: risk.residualRiskRating,
          controlCount: risk.controls.length,
          criticalControlCount: critical.length,
          criticalNotInPlaceCount: critical.filter((control) => control.status !== 'in-place').length,
        };
      }),
    );
    // The demo register has both kinds, so the counts are not all alike.
    expect(data.some((risk) => risk.criticalNotInPlaceCount > 0)).toBe(true);
    expect(data.some((risk) => risk.criticalControlCount > 0 && risk.criticalNotInPlaceCount === 0)).toBe(true);
  });

  it('filters and sorts as the list does, and refuses what the list refuses', async () => {
    for (const query of ['?sort=-inherentRiskRating', '?status=open&critical=true', '?rating=4', '?q=seep']) {
      const all = (await listRisks(`${query}${query ? '&' : '?'}limit=200`)).data.map((risk) => risk.riskID);
      expect(
        (await summary(query)).data.map((risk) => risk.riskID),
        query,
      ).toEqual(all);
    }
    for (const query of ['?sort=owner', '?rating=5', '?assetType=site', '?status=maybe']) {
      const response = await testApp.app.inject({ url: `/api/risks/summary${query}`, headers: asMember(viewer) });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('counts a risk without controls as none, and follows a control changed elsewhere', async () => {
    const tenantID = viewer.defaultTenantID;
    const [first] = (await listRisks()).data;
    const criticalControl = first!.controls[0]!;
    await withTenant(testApp.database.db, tenantID, (tx) =>
      tx.update(controls).set({ critical: true, status: 'planned' }).where(eq(controls.id, criticalControl.controlID)),
    );
    const deadline = Date.now() + 5_000;
    let row: RiskSummary | undefined;
    do {
      row = (await summary()).data.find((risk) => risk.riskID === first!.riskID);
      if (row!.criticalNotInPlaceCount > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    } while (Date.now() < deadline);
    expect(row!.criticalNotInPlaceCount).toBeGreaterThan(0);

    const bare = newID();
    await withTenant(testApp.database.db, tenantID, (tx) =>
      tx.insert(risks).values({
        id: bare,
        tenantId: tenantID,
        code: 'R-900',
        title: 'A risk with nothing in place yet',
        description: 'Recorded before any control was chosen.',
        failureMode: first!.failureMode,
        inherentLikelihood: 1,
        inherentConsequence: 1,
        inherentRiskRating: 1,
        status: 'open',
      }),
    );
    let bareRow: RiskSummary | undefined;
    while (!bareRow && Date.now() < deadline + 5_000) {
      bareRow = (await summary()).data.find((risk) => risk.riskID === bare);
      if (!bareRow) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(bareRow).toMatchObject({ controlCount: 0, criticalControlCount: 0, criticalNotInPlaceCount: 0 });
  });
});

describe('GET /api/controls', () => {
  it('pages, sorts and filters the control register like every list', async () => {
    const list = async (query: string) =>
      (await testApp.app.inject({ url: `/api/controls${query}`, headers: asMember(viewer) })).json<{
        data: { controlID: string; critical: boolean; priority: string }[];
        meta: { total: number; nextCursor: string | null };
      }>();
    const all = await list('?limit=200');
    const first = await list('?limit=5&sort=-code');
    const second = await list(`?limit=5&sort=-code&cursor=${first.meta.nextCursor}`);
    expect(first.meta.total).toBe(all.data.length);
    expect(new Set([...first.data, ...second.data].map((control) => control.controlID)).size).toBe(10);
    expectEvery((await list('?critical=true&limit=200')).data, (control) => control.critical);
    expectEvery((await list('?priority=P1&limit=200')).data, (control) => control.priority === 'P1');
    const bad = await testApp.app.inject({ url: '/api/controls?priority=P9', headers: asMember(viewer) });
    expect(bad.statusCode).toBe(400);
  });

  it('answers the control register, and reflects changes', async () => {
    const response = await testApp.app.inject({ url: '/api/controls', headers: asMember(viewer) });
    const { data } = response.json<{ data: { controlID: string; status: string }[] }>();
    expect(data.length).toBeGreaterThanOrEqual(20);
    await withTenant(testApp.database.db, viewer.defaultTenantID, (tx) =>
      tx.update(controls).set({ status: 'not-in-place' }).where(eq(controls.id, data[0]!.controlID)),
    );
    const deadline = Date.now() + 5_000;
    let status = data[0]!.status;
    while (status !== 'not-in-place' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      status = (await testApp.app.inject({ url: '/api/controls', headers: asMember(viewer) })).json().data[0].status;
    }
    expect(status).toBe('not-in-place');
  });
});
