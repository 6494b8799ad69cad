import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@freeboard/shared/activity/activity.schemas';
import {
  defaultRiskMatrix,
  rateRisk,
  type RiskMatrix,
  type RiskMatrixPreview,
} from '@freeboard/shared/risks/risk-matrix';
import type { Control, Risk, RiskHeatMap, RiskSummary } from '@freeboard/shared/risks/risks.schemas';
import { controls, risks } from '../../db/schema/index';
import { withTenant } from '../../db/tenant';
import { newID } from '../../lib/ids';
import { describeCollection } from '../../../test/collection-contract';
import { newAssetBranch } from '../../../test/asset-branch';
import { expectEvery } from '../../../test/expect-every';
import { type Person } from '../../../test/harness';

interface RiskList {
  data: Risk[];
  meta: { total: number; nextCursor: string | null };
}

async function listRisks(query = ''): Promise<RiskList> {
  const response = await viewer.get(`/api/risks${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/**
 * Read first, on the demo register as seeded: the contract suite below adds risks of its own.
 * (Hooks of this block run after the suite's file-level set-up, so the app is there.)
 */
describe('the demo register', () => {
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
      const invalid = await viewer.get('/api/risks?limit=0');
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
        const response = await viewer.get(`/api/risks${query}`);
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
      const one = await viewer.get(`/api/risks/${risk!.riskID}`);
      expect(one.json()).toEqual({ data: risk });
      const unknown = await viewer.get(`/api/risks/${newID()}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'risk_not_found' });
    });
  });

  describe('GET /api/risks/summary', () => {
    async function summary(query = ''): Promise<{ data: RiskSummary[]; meta: RiskList['meta'] }> {
      const response = await viewer.get(`/api/risks/summary${query}`);
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
            asset: risk.asset,
            ownerID: risk.ownerID,
            ownerName: risk.ownerName,
            inherentLikelihood: risk.inherentLikelihood,
            inherentConsequence: risk.inherentConsequence,
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

    it('pages through the register in its order: every risk once, the total on every page', async () => {
      const whole = await summary('?sort=-inherentRiskRating');
      expect(whole.data.length).toBeGreaterThan(5);
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page = await summary(`?sort=-inherentRiskRating&limit=4${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.data.length).toBeLessThanOrEqual(4);
        expect(page.meta.total).toBe(whole.meta.total);
        seen.push(...page.data.map((risk) => risk.riskID));
        cursor = page.meta.nextCursor;
        pages += 1;
      } while (cursor !== null);
      expect(seen).toEqual(whole.data.map((risk) => risk.riskID));
      expect(pages).toBe(Math.ceil(whole.data.length / 4));
      for (const query of ['?limit=0', '?limit=1001', '?cursor=not-a-cursor', `?cursor=${'a'.repeat(501)}`]) {
        const response = await viewer.get(`/api/risks/summary${query}`);
        expect(response.statusCode, query).toBe(400);
      }
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
        const response = await viewer.get(`/api/risks/summary${query}`);
        expect(response.statusCode, query).toBe(400);
      }
    });

    it('counts a risk without controls as none, and follows a control changed elsewhere', async () => {
      const tenantID = viewer.defaultTenantID;
      const [first] = (await listRisks()).data;
      const criticalControl = first!.controls[0]!;
      await withTenant(testApp.database.db, tenantID, (tx) =>
        tx
          .update(controls)
          .set({ critical: true, status: 'planned' })
          .where(eq(controls.id, criticalControl.controlID)),
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
          code: 'R-BARE',
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
});

const riskContract = describeCollection({
  path: 'risks',
  idField: 'riskID',
  subject: 'Risk',
  notFound: 'risk_not_found',
  codePrefix: 'R',
  sorts: ['code', 'title', 'inherentRiskRating', 'status', 'createdAt', 'updatedAt'],
  refusedQueries: ['?status=forgotten', '?rating=5', '?failureMode=meteor', '?likelihood=6', '?ownerID=someone'],
  input: async () => ({
    title: 'Test risk',
    failureMode: 'overtopping',
    inherentLikelihood: 3,
    inherentConsequence: 4,
  }),
  invalidInputs: [
    [{ title: '' }, 'title'],
    [{ inherentLikelihood: 6 }, 'inherentLikelihood'],
    [{ inherentConsequence: 0 }, 'inherentConsequence'],
    [{ failureMode: 'meteor' }, 'failureMode'],
    [{ residualLikelihood: 2 }, 'residualConsequence'],
    [{ assetType: 'site' }, 'assetID'],
    [{ status: 'forgotten' }, 'status'],
  ],
  change: { title: 'Retitled risk', status: 'treated' },
  addDependent: async ({ create }, risk) => {
    await create('actions', { title: 'Holds the risk', source: 'risk', riskID: risk.riskID });
  },
});
const { testApp, admin, engineer, viewer, northwind, southernWater } = riskContract;

describe('risk writes', () => {
  async function send(
    session: Person,
    method: 'POST' | 'PATCH' | 'PUT' | 'GET',
    url: string,
    payload?: object,
    tenantID = northwind,
  ) {
    return session.in(tenantID).inject({ method, url, payload });
  }

  async function created<T>(url: string, payload: object, session = engineer, tenantID = northwind): Promise<T> {
    const response = await send(session, 'POST', url, payload, tenantID);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: T }>().data;
  }

  async function riskByID(riskID: string): Promise<Risk> {
    const response = await send(viewer, 'GET', `/api/risks/${riskID}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Risk }>().data;
  }

  async function trail(subjectID: string): Promise<ActivityEntry[]> {
    const response = await send(admin, 'GET', `/api/activity?subjectID=${subjectID}&limit=200`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: ActivityEntry[] }>().data;
  }

  const newControl = (overrides: object = {}) =>
    created<Control>('/api/controls', {
      description: 'Pond level kept below the freeboard trigger',
      proactiveOrReactive: 'proactive',
      critical: true,
      status: 'in-place',
      verificationFrequency: 'monthly',
      ...overrides,
    });

  it('rates a new risk by the matrix, links its controls in order, names its owner and asset, and records it all', async () => {
    const [first, second] = [
      await newControl(),
      await newControl({ critical: false, proactiveOrReactive: 'reactive' }),
    ];
    const branch = await newAssetBranch(testApp, northwind);
    const risk = await created<Risk>('/api/risks', {
      title: 'Overtopping in a probable maximum flood',
      failureMode: 'overtopping',
      inherentLikelihood: 4,
      inherentConsequence: 5,
      residualLikelihood: 2,
      residualConsequence: 5,
      ownerID: engineer.userID,
      assetType: 'facility',
      assetID: branch.facilityID,
      controlIDs: [second.controlID, first.controlID],
    });
    expect(risk).toMatchObject({
      inherentRiskRating: rateRisk(defaultRiskMatrix, 4, 5),
      residualRiskRating: rateRisk(defaultRiskMatrix, 2, 5),
      ownerID: engineer.userID,
      ownerName: 'Priya Natarajan',
      asset: { assetType: 'facility', assetID: branch.facilityID, code: `F-B${branch.suffix}` },
      controlIDs: [second.controlID, first.controlID],
      openActionCount: 0,
    });
    expect(risk.controls.map((control) => control.controlID)).toEqual([second.controlID, first.controlID]);
    const [creation] = await trail(risk.riskID);
    expect(creation).toMatchObject({ action: 'create', subjectType: 'Risk' });
    expect(creation!.changes!.controlIDs).toEqual({ before: null, after: [second.controlID, first.controlID] });
    expect(creation!.changes!.inherentRiskRating).toEqual({ before: null, after: risk.inherentRiskRating });

    // The ratings follow the levels; a rating sent by the client is ignored.
    const changed = await send(engineer, 'PATCH', `/api/risks/${risk.riskID}`, {
      version: risk.version,
      inherentLikelihood: 1,
      inherentConsequence: 1,
      inherentRiskRating: 4,
      controlIDs: [first.controlID],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ data: Risk }>().data).toMatchObject({
      inherentRiskRating: rateRisk(defaultRiskMatrix, 1, 1),
      controlIDs: [first.controlID],
      version: risk.version + 1,
    });
    const [update] = await trail(risk.riskID);
    expect(update!.changes).toMatchObject({
      controlIDs: { before: [second.controlID, first.controlID], after: [first.controlID] },
      inherentRiskRating: { before: risk.inherentRiskRating, after: rateRisk(defaultRiskMatrix, 1, 1) },
    });

    // The asset's open risks count it, and the list finds it by asset and by owner.
    const byAsset = (await listRisks(`?assetType=facility&assetId=${branch.facilityID}`)).data;
    expect(byAsset.map((found) => found.riskID)).toEqual([risk.riskID]);
    // A site's risks are those of the assets below it too, as its open-risk count counts them.
    const bySite = await listRisks(`?assetType=site&assetId=${branch.siteID}&status=open`);
    expect(bySite.data.map((found) => found.riskID)).toEqual([risk.riskID]);
    const site = await send(viewer, 'GET', `/api/sites/${branch.siteID}`);
    expect(site.json<{ data: { openRiskCount: number } }>().data.openRiskCount).toBe(bySite.meta.total);
    expect((await listRisks(`?assetType=cross-section&assetId=${branch.crossSectionID}`)).meta.total).toBe(0);
    const byOwner = (await listRisks(`?ownerID=${engineer.userID}&limit=200`)).data;
    expect(byOwner.map((found) => found.riskID)).toContain(risk.riskID);
    expectEvery(byOwner, (found) => found.ownerID === engineer.userID);
  });

  it('refuses controls, owners and assets that are not the tenant’s, and stores nothing', async () => {
    const foreignControl = await created<Control>(
      '/api/controls',
      { description: 'Another tenant’s control', proactiveOrReactive: 'proactive' },
      admin,
      southernWater,
    );
    const base = { title: 'Refused', failureMode: 'seepage', inherentLikelihood: 2, inherentConsequence: 2 };
    const before = (await listRisks('?limit=200&q=Refused')).meta.total;
    for (const [body, code, field] of [
      [{ controlIDs: [foreignControl.controlID] }, 'control_not_found', 'controlIDs'],
      [{ controlIDs: [newID()] }, 'control_not_found', 'controlIDs'],
      [{ ownerID: newID() }, 'user_not_found', 'ownerID'],
      [{ assetType: 'site', assetID: newID() }, 'site_not_found', 'assetID'],
    ] as const) {
      const response = await send(engineer, 'POST', '/api/risks', { ...base, ...body });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ code, errors: { [field]: [expect.any(String)] } });
    }
    const twice = await send(engineer, 'POST', '/api/risks', {
      ...base,
      controlIDs: [foreignControl.controlID, foreignControl.controlID],
    });
    expect(twice.statusCode).toBe(400);
    expect((await listRisks('?limit=200&q=Refused')).meta.total).toBe(before);
  });

  it('suggests the residual its controls support, says why, and flags a chosen rating that differs', async () => {
    const critical = await newControl({ verificationFrequency: 'yearly' });
    const reactive = await newControl({
      critical: false,
      proactiveOrReactive: 'reactive',
      verificationFrequency: 'yearly',
    });
    const risk = await created<Risk>('/api/risks', {
      title: 'Static liquefaction of the loose beach',
      failureMode: 'static_liquefaction',
      inherentLikelihood: 4,
      inherentConsequence: 4,
      residualLikelihood: 3,
      residualConsequence: 3,
      controlIDs: [critical.controlID, reactive.controlID],
    });
    const held = risk.residualSuggestion;
    expect(held.rating).toBe(risk.inherentRiskRating);
    expect(held.details).toEqual([
      { kind: 'critical_failing', controlID: critical.controlID, controlCode: critical.code, why: 'never_verified' },
      { kind: 'not_credited', controlID: reactive.controlID, controlCode: reactive.code, why: 'never_verified' },
    ]);
    expect(held.reasons[0]).toContain(critical.code);
    expect(held.agreesWithChosen).toBe(risk.residualRiskRating === held.rating);

    const today = new Date().toISOString().slice(0, 10);
    for (const control of [critical, reactive]) {
      await created(`/api/controls/${control.controlID}/verifications`, { date: today, result: 'effective' });
    }
    const credited = (await riskByID(risk.riskID)).residualSuggestion;
    expect(credited).toMatchObject({ likelihood: 3, consequence: 3, rating: rateRisk(defaultRiskMatrix, 3, 3) });
    expect(credited.details.map((detail) => detail.kind)).toEqual(['credited_likelihood', 'credited_consequence']);
    expect(credited.agreesWithChosen).toBe(true);

    await created(`/api/controls/${critical.controlID}/verifications`, {
      date: today,
      result: 'not_effective',
      note: 'Pump failed its test',
    });
    const failed = await riskByID(risk.riskID);
    expect(failed.residualSuggestion.rating).toBe(failed.inherentRiskRating);
    expect(failed.residualSuggestion.details[0]).toMatchObject({ kind: 'critical_failing', why: 'not_effective' });
    // The person's rating stays as chosen, flagged, never overwritten.
    expect(failed.residualRiskRating).toBe(rateRisk(defaultRiskMatrix, 3, 3));
    expect(failed.residualSuggestion.agreesWithChosen).toBe(false);
  });

  it('counts the filtered register in a heat map of likelihood × consequence', async () => {
    const summary = (await send(viewer, 'GET', '/api/risks/summary?status=open')).json<{ data: RiskSummary[] }>().data;
    const response = await send(viewer, 'GET', '/api/risks/heat-map?status=open&likelihood=1&consequence=1');
    expect(response.statusCode, response.body).toBe(200);
    const { inherent, total } = response.json<{ data: RiskHeatMap }>().data;
    expect(total).toBe(summary.length);
    for (const [l, row] of inherent.entries()) {
      for (const [c, count] of row.entries()) {
        const expected = summary.filter(
          (risk) => risk.inherentLikelihood === l + 1 && risk.inherentConsequence === c + 1,
        );
        expect(count, `${l + 1} × ${c + 1}`).toBe(expected.length);
      }
    }
    const cell = summary[0]!;
    const inCell = await listRisks(
      `?status=open&likelihood=${cell.inherentLikelihood}&consequence=${cell.inherentConsequence}&limit=200`,
    );
    expect(inCell.meta.total).toBe(inherent[cell.inherentLikelihood - 1]![cell.inherentConsequence - 1]);
  });
});

describe('the risk matrix', () => {
  const matrixOf = async (session: Person) => {
    const response = await session.get('/api/settings/risk-matrix');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: RiskMatrix }>().data;
  };
  const put = (session: Person, body: object) => session.put('/api/settings/risk-matrix', body);

  it('is read by every member and changed only by those who manage settings', async () => {
    const matrix = await matrixOf(viewer);
    expect(matrix).toMatchObject({ cells: defaultRiskMatrix, likelihoodLevels: expect.arrayContaining(['Rare']) });
    const { updatedAt: _updatedAt, ...input } = matrix;
    expect((await put(engineer, input)).statusCode).toBe(403);
    expect((await put(viewer, input)).statusCode).toBe(403);
    const outside = await put(admin, { ...input, cells: matrix.cells.map((row) => row.map(() => 5)) });
    expect(outside.statusCode).toBe(400);
    const short = await put(admin, { ...input, likelihoodLevels: ['Rare'] });
    expect(short.statusCode).toBe(400);
    expect(await matrixOf(viewer)).toEqual(matrix);
  });

  it('previews a change without making it, then re-rates every risk it changes and records each', async () => {
    const before = await matrixOf(admin);
    const risksBefore = (await listRisks('?limit=200')).data;
    // Everything likely (4, 5) and at least major (3+) becomes Critical.
    const cells = before.cells.map((row, l) => row.map((rating, c) => (l >= 3 && c >= 2 ? 4 : rating)));
    const changing = risksBefore.filter(
      (risk) =>
        rateRisk(cells, risk.inherentLikelihood, risk.inherentConsequence) !== risk.inherentRiskRating ||
        (risk.residualLikelihood !== null &&
          rateRisk(cells, risk.residualLikelihood, risk.residualConsequence!) !== risk.residualRiskRating),
    );
    expect(changing.length).toBeGreaterThan(0);

    const preview = await admin.post('/api/settings/risk-matrix/preview', { cells });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<{ data: RiskMatrixPreview }>().data.changedRisks).toBe(changing.length);
    expect((await listRisks('?limit=200')).data).toEqual(risksBefore);

    const saved = await put(admin, {
      likelihoodLevels: before.likelihoodLevels,
      consequenceLevels: [...before.consequenceLevels.slice(0, 4), 'Catastrophic failure'],
      cells,
      version: before.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ data: RiskMatrix }>().data).toMatchObject({ cells, version: before.version + 1 });
    for (const risk of (await listRisks('?limit=200')).data) {
      expect(risk.inherentRiskRating).toBe(rateRisk(cells, risk.inherentLikelihood, risk.inherentConsequence));
    }
    const rerated = await admin.get(`/api/activity?subjectType=Risk&limit=200`);
    const entries = rerated
      .json<{ data: ActivityEntry[] }>()
      .data.filter((entry) => entry.summary.startsWith('Re-rated'));
    expect(new Set(entries.map((entry) => entry.subjectID))).toEqual(new Set(changing.map((risk) => risk.riskID)));

    const stale = await put(admin, { ...before, cells: defaultRiskMatrix, updatedAt: undefined });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict' });
  });
});
