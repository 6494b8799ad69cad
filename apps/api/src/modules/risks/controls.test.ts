import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@freeboard/shared/activity/activity.schemas';
import type { Control, Verification } from '@freeboard/shared/risks/controls.schemas';
import { controls } from '../../db/schema/index';
import { withTenant } from '../../db/tenant';
import { newID } from '../../lib/ids';
import { describeCollection } from '../../../test/collection-contract';
import { expectEvery } from '../../../test/expect-every';
import { type Person } from '../../../test/harness';

interface ControlList {
  data: Control[];
  meta: { total: number; nextCursor: string | null };
}

async function list(query: string): Promise<ControlList> {
  const response = await viewer.get(`/api/controls${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Read first, on the demo controls as seeded: the contract suite below adds controls of its own. */
describe('the demo controls', () => {
  it('pages, sorts and filters the control register like every list', async () => {
    const all = await list('?limit=200');
    expect(all.data.length).toBeGreaterThanOrEqual(20);
    const first = await list('?limit=5&sort=-code');
    const second = await list(`?limit=5&sort=-code&cursor=${first.meta.nextCursor}`);
    expect(first.meta.total).toBe(all.data.length);
    expect(new Set([...first.data, ...second.data].map((control) => control.controlID)).size).toBe(10);
    expectEvery((await list('?critical=true&limit=200')).data, (control) => control.critical);
    expectEvery((await list('?priority=P1&limit=200')).data, (control) => control.priority === 'P1');
  });

  it('derives when each is due for verification, and which are overdue', async () => {
    const { data } = await list('?limit=200');
    const today = new Date().toISOString().slice(0, 10);
    expectEvery(
      data,
      (control) =>
        control.verificationOverdue === (control.verificationDueDate !== null && control.verificationDueDate < today),
    );
    const overdue = await list('?verificationOverdue=true&limit=200');
    expect(overdue.data.length).toBeGreaterThan(0);
    expectEvery(overdue.data, (control) => control.verificationOverdue);
    const onTime = await list('?verificationOverdue=false&limit=200');
    expect(overdue.meta.total + onTime.meta.total).toBe(data.length);
    expectEvery(
      data.filter((control) => control.verificationFrequency === 'event_driven'),
      (control) => control.verificationDueDate === null && !control.verificationOverdue,
    );
  });

  it('answers a change made by another process, announced by the database', async () => {
    const { data } = await list('');
    await withTenant(testApp.database.db, viewer.defaultTenantID, (tx) =>
      tx.update(controls).set({ status: 'not-in-place' }).where(eq(controls.id, data[0]!.controlID)),
    );
    const deadline = Date.now() + 5_000;
    let status = data[0]!.status;
    while (status !== 'not-in-place' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      status = (await list('')).data[0]!.status;
    }
    expect(status).toBe('not-in-place');
  });
});

const contract = describeCollection({
  path: 'controls',
  idField: 'controlID',
  subject: 'Control',
  notFound: 'control_not_found',
  codePrefix: 'C',
  sorts: ['code', 'priority', 'status', 'createdAt', 'updatedAt'],
  refusedQueries: ['?priority=P9', '?critical=maybe', '?type=magic', '?verificationOverdue=soon'],
  input: async () => ({ description: 'Spillway kept clear of debris', proactiveOrReactive: 'proactive' }),
  invalidInputs: [
    [{ description: '' }, 'description'],
    [{ priority: 'P9' }, 'priority'],
    [{ proactiveOrReactive: 'sometimes' }, 'proactiveOrReactive'],
    [{ verificationFrequency: 'hourly' }, 'verificationFrequency'],
    [{ dueDate: '2026-02-30' }, 'dueDate'],
  ],
  change: { description: 'Spillway cleared after every storm', status: 'in-place' },
  addDependent: async ({ create }, control) => {
    await create('risks', {
      title: 'Holds the control',
      failureMode: 'overtopping',
      inherentLikelihood: 2,
      inherentConsequence: 2,
      controlIDs: [control.controlID],
    });
  },
});
const { testApp, admin, engineer, viewer, northwind, southernWater } = contract;

describe('verifications', () => {
  const send = (session: Person, method: 'GET' | 'POST', url: string, payload?: object, tenantID = northwind) =>
    session.in(tenantID).inject({ method, url, payload });

  async function newControl(frequency = 'monthly'): Promise<Control> {
    const response = await send(engineer, 'POST', '/api/controls', {
      description: 'Decant tower inspected',
      proactiveOrReactive: 'proactive',
      status: 'in-place',
      verificationFrequency: frequency,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: Control }>().data;
  }

  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

  it('records each verification, keeps the newest on the control, and derives overdue from its frequency', async () => {
    const control = await newControl('monthly');
    expect(control).toMatchObject({ lastVerifiedAt: null, verificationOverdue: false });
    const old = await send(engineer, 'POST', `/api/controls/${control.controlID}/verifications`, {
      date: daysAgo(45),
      result: 'effective',
      note: 'Inspected with the operator',
    });
    expect(old.statusCode, old.body).toBe(201);
    expect(old.headers.location).toMatch(new RegExp(`^/api/controls/${control.controlID}/verifications/`));
    expect(old.json<{ data: Verification }>().data).toMatchObject({
      date: daysAgo(45),
      result: 'effective',
      recordedBy: { userID: engineer.userID, name: 'Priya Natarajan' },
      evidence: [],
    });
    let current = (await send(viewer, 'GET', `/api/controls/${control.controlID}`)).json<{ data: Control }>().data;
    expect(current).toMatchObject({
      lastVerifiedAt: daysAgo(45),
      lastVerificationResult: 'effective',
      verificationOverdue: true,
    });

    await send(engineer, 'POST', `/api/controls/${control.controlID}/verifications`, {
      date: daysAgo(2),
      result: 'not_effective',
    });
    // An older verification recorded late does not replace the newest.
    await send(engineer, 'POST', `/api/controls/${control.controlID}/verifications`, {
      date: daysAgo(10),
      result: 'effective',
    });
    current = (await send(viewer, 'GET', `/api/controls/${control.controlID}`)).json<{ data: Control }>().data;
    expect(current).toMatchObject({
      lastVerifiedAt: daysAgo(2),
      lastVerificationResult: 'not_effective',
      verificationOverdue: false,
    });

    const history = (await send(viewer, 'GET', `/api/controls/${control.controlID}/verifications`)).json<{
      data: Verification[];
    }>().data;
    expect(history.map((verification) => verification.date)).toEqual([daysAgo(2), daysAgo(10), daysAgo(45)]);

    const trail = await send(admin, 'GET', `/api/activity?subjectID=${control.controlID}&action=verify`);
    expect(trail.json<{ data: ActivityEntry[] }>().data).toHaveLength(3);
  });

  it('names its evidence documents, refuses another tenant’s, a date to come and a viewer, and stores nothing then', async () => {
    const control = await newControl();
    const documents = (await send(viewer, 'GET', '/api/documents/new?limit=2')).json<{
      data: { documents: { documentID: string; title: string }[] };
    }>().data.documents;
    const foreign = (await send(admin, 'GET', '/api/documents/new?limit=1', undefined, southernWater)).json<{
      data: { documents: { documentID: string }[] };
    }>().data.documents[0]!;
    const proven = await send(engineer, 'POST', `/api/controls/${control.controlID}/verifications`, {
      date: daysAgo(1),
      result: 'partially_effective',
      evidenceDocumentIDs: documents.map((document) => document.documentID),
    });
    expect(proven.statusCode, proven.body).toBe(201);
    expect(proven.json<{ data: Verification }>().data.evidence).toEqual(
      documents.map(({ documentID, title }) => ({ documentID, title })),
    );

    const refused: [Person, object, number][] = [
      [engineer, { date: daysAgo(1), result: 'effective', evidenceDocumentIDs: [foreign.documentID] }, 404],
      [engineer, { date: daysAgo(-3), result: 'effective' }, 400],
      [engineer, { date: daysAgo(1), result: 'fine' }, 400],
      [viewer, { date: daysAgo(1), result: 'effective' }, 403],
    ];
    for (const [session, body, status] of refused) {
      const response = await send(session, 'POST', `/api/controls/${control.controlID}/verifications`, body);
      expect(response.statusCode, response.body).toBe(status);
    }
    const unknown = await send(engineer, 'POST', `/api/controls/${newID()}/verifications`, {
      date: daysAgo(1),
      result: 'effective',
    });
    expect(unknown.statusCode).toBe(404);
    const history = (await send(viewer, 'GET', `/api/controls/${control.controlID}/verifications`)).json<{
      data: Verification[];
    }>().data;
    expect(history).toHaveLength(1);
  });
});
