import { describe, expect, it } from 'vitest';
import type { Action } from '@freeboard/shared/actions/actions.schemas';
import type { Risk } from '@freeboard/shared/risks/risks.schemas';
import { newID } from '../../lib/ids';
import { newAssetBranch } from '../../../test/asset-branch';
import { describeCollection } from '../../../test/collection-contract';
import { expectEvery } from '../../../test/expect-every';
import { type Person } from '../../../test/harness';

interface ActionList {
  data: Action[];
  meta: { total: number; nextCursor: string | null };
}

const today = () => new Date().toISOString().slice(0, 10);
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function list(query: string): Promise<ActionList> {
  const response = await viewer.get(`/api/actions${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('the demo actions', () => {
  it('derives overdue from the due date and the status, and filters by it', async () => {
    const { data } = await list('?limit=200');
    expect(data.length).toBeGreaterThanOrEqual(20);
    expectEvery(
      data,
      (action) =>
        action.overdue ===
        (action.dueDate !== null && action.dueDate < today() && ['open', 'in_progress'].includes(action.status)),
    );
    const overdue = await list('?overdue=true&limit=200');
    expect(overdue.data.length).toBeGreaterThan(0);
    expectEvery(overdue.data, (action) => action.overdue);
    expect(overdue.meta.total + (await list('?overdue=false&limit=200')).meta.total).toBe(data.length);
    expectEvery((await list('?status=done&limit=200')).data, (action) => action.closedAt !== null);
    expectEvery((await list('?source=risk&limit=200')).data, (action) => action.sourceRecord !== null);
  });
});

const contract = describeCollection({
  path: 'actions',
  idField: 'actionID',
  subject: 'Action',
  notFound: 'action_not_found',
  codePrefix: 'A',
  sorts: ['code', 'title', 'priority', 'status', 'createdAt', 'updatedAt'],
  refusedQueries: ['?status=later', '?overdue=perhaps', '?source=rumour', '?assetType=site'],
  input: async () => ({ title: 'Survey the crest after the wet season', dueDate: daysFromNow(30) }),
  invalidInputs: [
    [{ title: '' }, 'title'],
    [{ status: 'later' }, 'status'],
    [{ priority: 'P0' }, 'priority'],
    [{ source: 'risk' }, 'riskID'],
    [{ riskID: '7d1c8f6e-1111-4a4a-9b9b-1234567890ab' }, 'riskID'],
    [{ dueDate: 'soon' }, 'dueDate'],
  ],
  change: { title: 'Survey the crest and the abutments', status: 'in_progress' },
});
const { testApp, admin, engineer, viewer, northwind, southernWater } = contract;

describe('action writes', () => {
  const send = (
    session: Person,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
    tenantID = northwind,
  ) => session.in(tenantID).inject({ method, url, payload });

  async function create<T>(url: string, body: object): Promise<T> {
    const response = await send(engineer, 'POST', url, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: T }>().data;
  }

  it('raises an action from a risk on the risk’s asset, links back, counts it open, and closes it with evidence', async () => {
    const branch = await newAssetBranch(testApp, northwind);
    const risk = await create<Risk>('/api/risks', {
      title: 'Seepage at the left abutment',
      failureMode: 'seepage',
      inherentLikelihood: 3,
      inherentConsequence: 3,
      assetType: 'facility',
      assetID: branch.facilityID,
    });
    const action = await create<Action>('/api/actions', {
      title: 'Install a weir on the abutment drain',
      source: 'risk',
      riskID: risk.riskID,
      ownerID: engineer.userID,
      dueDate: daysFromNow(-3),
    });
    expect(action).toMatchObject({
      source: 'risk',
      riskID: risk.riskID,
      sourceRecord: { code: risk.code, title: risk.title },
      asset: { assetType: 'facility', assetID: branch.facilityID },
      ownerName: 'Priya Natarajan',
      overdue: true,
      closedAt: null,
      evidence: [],
    });
    const withAction = (await send(viewer, 'GET', `/api/risks/${risk.riskID}`)).json<{ data: Risk }>().data;
    expect(withAction.openActionCount).toBe(1);
    const facility = (await send(viewer, 'GET', `/api/facilities/${branch.facilityID}`)).json<{
      data: { overdueActionCount: number };
    }>().data;
    expect(facility.overdueActionCount).toBe(1);
    expect((await list(`?riskID=${risk.riskID}`)).data.map((found) => found.actionID)).toEqual([action.actionID]);
    expect((await list(`?assetType=facility&assetId=${branch.facilityID}`)).meta.total).toBe(1);
    expectEvery((await list(`?ownerID=${engineer.userID}&limit=200`)).data, (mine) => mine.ownerID === engineer.userID);

    // A risk with actions is not deleted from under them.
    const held = await admin.delete(`/api/risks/${risk.riskID}`);
    expect(held.statusCode).toBe(409);

    const [evidence] = (await send(viewer, 'GET', '/api/documents/new?limit=1')).json<{
      data: { documents: { documentID: string; title: string }[] };
    }>().data.documents;
    const closed = await send(engineer, 'PATCH', `/api/actions/${action.actionID}`, {
      version: action.version,
      status: 'done',
      closingNote: 'Weir installed and reading',
      evidenceDocumentIDs: [evidence!.documentID],
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const done = closed.json<{ data: Action }>().data;
    expect(done).toMatchObject({
      status: 'done',
      overdue: false,
      evidence: [{ documentID: evidence!.documentID, title: evidence!.title }],
      evidenceDocumentIDs: [evidence!.documentID],
    });
    expect(Date.parse(done.closedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await send(viewer, 'GET', `/api/risks/${risk.riskID}`)).json<{ data: Risk }>().data.openActionCount).toBe(
      0,
    );

    const reopened = await send(engineer, 'PATCH', `/api/actions/${action.actionID}`, {
      version: done.version,
      status: 'open',
    });
    expect(reopened.json<{ data: Action }>().data.closedAt).toBeNull();
  });

  it('refuses a source link that does not fit, another tenant’s record, and a viewer; stores nothing then', async () => {
    const foreignRisk = (await send(admin, 'GET', '/api/risks?limit=1', undefined, southernWater)).json<{
      data: Risk[];
    }>().data[0]!;
    const before = (await list('?limit=200')).meta.total;
    const refused: [Person, object, number, string?][] = [
      [engineer, { title: 'x', source: 'risk', riskID: foreignRisk.riskID }, 404, 'risk_not_found'],
      [engineer, { title: 'x', source: 'control', controlID: newID() }, 404, 'control_not_found'],
      [engineer, { title: 'x', source: 'manual', controlID: newID() }, 400, 'validation_failed'],
      [engineer, { title: 'x', ownerID: newID() }, 404, 'user_not_found'],
      [engineer, { title: 'x', evidenceDocumentIDs: [newID()] }, 404, 'document_not_found'],
      [viewer, { title: 'x' }, 403],
    ];
    for (const [session, body, status, code] of refused) {
      const response = await send(session, 'POST', '/api/actions', body);
      expect(response.statusCode, response.body).toBe(status);
      if (code) expect(response.json()).toMatchObject({ code });
    }
    expect((await list('?limit=200')).meta.total).toBe(before);
  });
});
