/**
 * CONTRACT §9's rules, run against any collection: paging across every sort both ways, the 400s,
 * 201 + Location, codes and 20 concurrent creates, version conflicts, `has_dependents`, Activity
 * before/after and none on a failed write, the viewer's 403 and another tenant's 404. An area's own
 * test file calls `describeCollection` and keeps only what is its own, on the same app: the context
 * it answers is filled in by the suite's `beforeAll`, which runs before the file's own.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAbility, defineAbilityRules, type Subject } from '@freeboard/shared/auth/abilities';
import { activity } from '../src/db/schema/index';
import { useTestApp, type Person, type TestHarness } from './harness';
import { inDatabase } from './test-app';
import { expectPagingMatchesWholeList } from './list-contract';
import { activityOf as storedActivity } from './stored-rows';

type Item = Record<string, unknown> & { version: number };
interface ListAnswer {
  data: Item[];
  meta: { total: number; nextCursor: string | null };
}

/** What the suite hands to a collection's own callbacks, and answers to the file (the app, its people). */
export interface CollectionTestContext extends TestHarness {
  /** Creates a record of any collection as the admin and answers it (`path` as in the URL). */
  create: (path: string, body: object, tenantID?: string) => Promise<Item>;
  /** What `make` answers, made once per suite and key (a parent every input shares, say). */
  once: <T>(key: string, make: () => Promise<T>) => Promise<T>;
}

export interface CollectionContract {
  /** The URL segment: "sites". */
  path: string;
  idField: string;
  subject: Subject;
  /** The 404's code: "site_not_found". */
  notFound: string;
  /** Every sort field of the list; each is paged both ways. */
  sorts: string[];
  /** Queries the list refuses beyond the ones every list refuses (an unknown filter value, …). */
  refusedQueries?: string[];
  /** Read-only collections: the list and one record are all there is. Records come from the demo data. */
  readOnly?: boolean;
  /** The code series' prefix ("S"), when records get codes. */
  codePrefix?: string;
  /** A valid create body in the tenant (a parent it needs is made here). Required unless read-only. */
  input?: (context: CollectionTestContext, tenantID: string) => Promise<Record<string, unknown>>;
  /** Bodies refused with a field error, each merged onto a valid input: `[change, field]`. */
  invalidInputs?: [Record<string, unknown>, string][];
  /** A valid change of one field, as PATCH sends it (without the version). */
  change?: Record<string, unknown>;
  /** Gives the record something that must block its delete (409 `has_dependents`). */
  addDependent?: (context: CollectionTestContext, record: Item) => Promise<void>;
}

const engineerAbility = createAbility(
  defineAbilityRules({ role: 'engineer', isTenantAdmin: false, isPlatformAdmin: false }),
);

export function describeCollection(contract: CollectionContract) {
  const { path, idField, subject } = contract;
  const harness = useTestApp();
  const { testApp, admin, engineer, viewer } = harness;
  const made = new Map<string, Promise<unknown>>();
  const context: CollectionTestContext = Object.assign(harness, {
    create: async (collection: string, body: object, tenantID = context.northwind) => {
      const response = await admin.in(tenantID).post(`/api/${collection}`, body);
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { data: Item }).data;
    },
    once: <T>(key: string, make: () => Promise<T>): Promise<T> => {
      if (!made.has(key)) made.set(key, make());
      return made.get(key) as Promise<T>;
    },
  });

  const idOf = (item: Item) => item[idField] as string;

  function post(person: Person, body: object, tenantID = context.northwind) {
    return person.in(tenantID).post(`/api/${path}`, body);
  }

  function patch(person: Person, id: string, body: object, tenantID = context.northwind) {
    return person.in(tenantID).patch(`/api/${path}/${id}`, body);
  }

  function remove(person: Person, id: string, tenantID = context.northwind) {
    return person.in(tenantID).delete(`/api/${path}/${id}`);
  }

  function get(person: Person, id: string, tenantID = context.northwind) {
    return person.in(tenantID).get(`/api/${path}/${id}`);
  }

  async function list(person: Person, query = '', tenantID = context.northwind): Promise<ListAnswer> {
    const response = await person.in(tenantID).get(`/api/${path}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ListAnswer;
  }

  async function input(tenantID = context.northwind) {
    return contract.input!(context, tenantID);
  }

  async function created(tenantID = context.northwind): Promise<Item> {
    return context.create(path, await input(tenantID), tenantID);
  }

  /** Records of the tenant, made here when the collection can make them, otherwise from the demo data. */
  async function someRecord(tenantID = context.northwind): Promise<Item> {
    if (!contract.readOnly) return created(tenantID);
    const [first] = (await list(admin, '?limit=1', tenantID)).data;
    expect(first, `the demo data has ${path} in every tenant`).toBeDefined();
    return first!;
  }

  const activityOf = (id: string, tenantID = context.northwind) => storedActivity(testApp, tenantID, subject, id);

  async function expectNotFound(response: Awaited<ReturnType<typeof get>>, label: string) {
    expect(response.statusCode, `${label}: ${response.body}`).toBe(404);
    expect(response.json(), label).toMatchObject({ code: contract.notFound });
  }

  describe(`${path}: the collection contract (CONTRACT §9)`, () => {
    it('pages with a cursor without skipping or repeating a record, in either direction of every sort', async () => {
      if (!contract.readOnly) for (let index = 0; index < 3; index += 1) await created();
      expect((await list(viewer, '?limit=200')).meta.total).toBeGreaterThan(2);
      for (const field of contract.sorts) {
        for (const sort of [field, `-${field}`]) {
          await expectPagingMatchesWholeList((query) => list(viewer, query), idOf, `?sort=${sort}`);
        }
      }
    });

    it('refuses an unknown sort field, a filter value, a cursor of another sort and limits out of range', async () => {
      const cursor = (await list(viewer, `?sort=${contract.sorts[1]}&limit=1`)).meta.nextCursor!;
      expect(cursor).toBeTruthy();
      for (const query of [
        '?sort=secret',
        '?sort=-version',
        '?limit=0',
        '?limit=201',
        `?sort=${contract.sorts[0]}&cursor=${encodeURIComponent(cursor)}`,
        '?cursor=not-a-cursor',
        ...(contract.refusedQueries ?? []),
      ]) {
        const response = await viewer.get(`/api/${path}${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json(), query).toMatchObject({ code: 'validation_failed' });
      }
    });

    it('answers one record as the list has it, and 404 for an unknown one or another tenant’s', async () => {
      const record = await someRecord();
      const found = await get(viewer, idOf(record));
      expect(found.statusCode, found.body).toBe(200);
      expect((found.json() as { data: Item }).data).toEqual(record);
      const elsewhere = await someRecord(context.southernWater);
      await expectNotFound(await get(admin, idOf(elsewhere)), 'another tenant’s');
      await expectNotFound(await get(admin, '0190a0b0-0000-7000-8000-000000000000'), 'unknown');
      const northwindIDs = (await list(admin, '?limit=200')).data.map(idOf);
      expect(northwindIDs).not.toContain(idOf(elsewhere));
    });

    if (contract.readOnly) {
      it('has no writes: POST, PATCH and DELETE are not routes of it', async () => {
        const record = await someRecord();
        for (const response of [
          await post(admin, {}),
          await patch(admin, idOf(record), { version: record.version }),
          await remove(admin, idOf(record)),
        ]) {
          expect(response.statusCode).toBe(404);
        }
      });
      return;
    }

    /** The least of the demo accounts that may: the engineer where the role allows, the admin otherwise. */
    const writer = (action: 'create' | 'update') => (engineerAbility.can(action, subject) ? engineer : admin);

    it('answers 201 with Location and the next code of the series, and records the creation', async () => {
      const existing = (await list(admin, '?limit=200')).data.map((item) => String(item.code));
      const response = await post(writer('create'), await input());
      expect(response.statusCode, response.body).toBe(201);
      const record = (response.json() as { data: Item }).data;
      expect(response.headers.location).toBe(`/api/${path}/${idOf(record)}`);
      expect(record.version).toBe(1);
      if (contract.codePrefix) {
        // After every code of the series the tenant has, the demo data's included.
        const series = new RegExp(`^${contract.codePrefix}-(\\d{3,})$`);
        const numberOf = (code: string) => Number(series.exec(code)?.[1] ?? 0);
        expect(record.code).toMatch(series);
        expect(numberOf(String(record.code))).toBeGreaterThan(Math.max(0, ...existing.map(numberOf)));
      }
      const [entry, ...more] = await activityOf(idOf(record));
      expect(more).toEqual([]);
      expect(entry).toMatchObject({ action: 'create', actorUserId: writer('create').userID, subjectType: subject });
      if (contract.codePrefix) expect(entry!.changes).toMatchObject({ code: { before: null, after: record.code } });
    });

    if (contract.codePrefix) {
      const prefix = contract.codePrefix;
      it('continues the series after a code a person chose, and answers 409 code_taken for a taken one', async () => {
        const chosen = await context.create(path, { ...(await input()), code: `${prefix}-900` });
        expect(chosen.code).toBe(`${prefix}-900`);
        expect((await created()).code).toBe(`${prefix}-901`);
        const taken = await post(admin, { ...(await input()), code: `${prefix.toLowerCase()}-900` });
        expect(taken.statusCode, taken.body).toBe(409);
        expect(taken.json()).toMatchObject({ code: 'code_taken', errors: { code: expect.any(Array) } });
        const other = await created();
        const renamed = await patch(admin, idOf(other), { code: chosen.code, version: other.version });
        expect(renamed.statusCode).toBe(409);
        expect(renamed.json()).toMatchObject({ code: 'code_taken' });
        expect((await activityOf(idOf(other))).map((entry) => entry.action)).toEqual(['create']);
      });

      it('gives 20 concurrent creates 20 distinct codes', async () => {
        const bodies = await Promise.all(Array.from({ length: 20 }, () => input()));
        const responses = await Promise.all(bodies.map((body) => post(admin, body)));
        expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
        const codes = responses.map((response) => (response.json() as { data: Item }).data.code);
        expect(new Set(codes).size).toBe(20);
      });
    }

    it('refuses invalid input with a field error, and stores and records nothing', async () => {
      const before = await activityCount();
      const total = (await list(admin, '?limit=1')).meta.total;
      for (const [change, field] of [...(contract.invalidInputs ?? []), [{ code: 'bad code!' }, 'code']] as const) {
        if (field === 'code' && !contract.codePrefix) continue;
        const body = { ...(await input()), ...change };
        const response = await post(admin, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect((response.json() as { errors: Record<string, unknown> }).errors, JSON.stringify(body)).toHaveProperty([
          field,
        ]);
      }
      expect((await list(admin, '?limit=1')).meta.total).toBe(total);
      expect(await activityCount()).toBe(before);
    });

    it('changes the given fields, raises the version and records before → after', async () => {
      const record = await created();
      const response = await patch(writer('update'), idOf(record), { ...contract.change, version: 1 });
      expect(response.statusCode, response.body).toBe(200);
      const changed = (response.json() as { data: Item }).data;
      expect(changed).toMatchObject({ ...contract.change, version: 2 });
      const update = (await activityOf(idOf(record))).find((entry) => entry.action === 'update')!;
      expect(update).toMatchObject({ actorUserId: writer('update').userID });
      expect(update.changes).toEqual(
        Object.fromEntries(
          Object.entries(contract.change!).map(([field, after]) => [field, { before: record[field] ?? null, after }]),
        ),
      );
      const unchanged = await patch(writer('update'), idOf(record), { ...contract.change, version: 2 });
      expect((unchanged.json() as { data: Item }).data.version, 'a change to nothing is no change').toBe(2);
    });

    it('answers 409 version_conflict for a stale version, and changes and records nothing', async () => {
      const record = await created();
      expect((await patch(admin, idOf(record), { ...contract.change, version: 1 })).statusCode).toBe(200);
      const stale = await patch(admin, idOf(record), { ...contract.change, version: 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'version_conflict' });
      expect(((await get(admin, idOf(record))).json() as { data: Item }).data.version).toBe(2);
      expect((await activityOf(idOf(record))).filter((entry) => entry.action === 'update')).toHaveLength(1);
    });

    it('answers 404 to a change or a delete of another tenant’s record, which stays as it was', async () => {
      const elsewhere = await created(context.southernWater);
      await expectNotFound(await patch(admin, idOf(elsewhere), { ...contract.change, version: 1 }), 'PATCH');
      await expectNotFound(await remove(admin, idOf(elsewhere)), 'DELETE');
      const still = await get(admin, idOf(elsewhere), context.southernWater);
      expect((still.json() as { data: Item }).data).toEqual(elsewhere);
    });

    if (contract.addDependent) {
      const addDependent = contract.addDependent;
      it('answers 409 has_dependents while records depend on it, and deletes nothing', async () => {
        const record = await created();
        await addDependent(context, record);
        const response = await remove(admin, idOf(record));
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json()).toMatchObject({ code: 'has_dependents' });
        expect((await get(admin, idOf(record))).statusCode).toBe(200);
        expect((await activityOf(idOf(record))).map((entry) => entry.action)).not.toContain('delete');
      });
    }

    it('answers 204, then 404; the deletion is in the trail with what was deleted', async () => {
      const record = await created();
      const first = await remove(admin, idOf(record));
      expect(first.statusCode, first.body).toBe(204);
      await expectNotFound(await remove(admin, idOf(record)), 'deleted');
      const deletion = (await activityOf(idOf(record))).find((entry) => entry.action === 'delete')!;
      expect(deletion.changes).toMatchObject(contract.codePrefix ? { code: { before: record.code, after: null } } : {});
    });

    it('lets a viewer read but not write (403, nothing changed); an engineer deletes only where the role allows', async () => {
      const record = await created();
      for (const response of [
        await post(viewer, await input()),
        await patch(viewer, idOf(record), { ...contract.change, version: 1 }),
        await remove(viewer, idOf(record)),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'forbidden' });
      }
      if (!engineerAbility.can('delete', subject)) {
        expect((await remove(engineer, idOf(record))).statusCode).toBe(403);
      }
      expect(((await get(admin, idOf(record))).json() as { data: Item }).data).toEqual(record);
      expect((await activityOf(idOf(record))).map((entry) => entry.action)).toEqual(['create']);
    });
  });

  async function activityCount(): Promise<number> {
    const rows = await inDatabase(testApp, context.northwind, (tx) =>
      tx.select({ id: activity.id }).from(activity).where(eq(activity.subjectType, subject)),
    );
    return rows.length;
  }

  return context;
}
