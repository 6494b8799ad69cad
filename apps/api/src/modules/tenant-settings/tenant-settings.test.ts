/**
 * `GET | PATCH /api/settings/tenant` on PGlite and PostgreSQL: a tenant admin renames the tenant,
 * changes its language and the criteria defaults of a class, which the asset register then inherits;
 * a stale save and bad values change nothing; nobody else reads or writes them.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DesignCriteria } from '@freeboard/shared/design-criteria/design-criteria.schemas';
import type { TenantSettings } from '@freeboard/shared/settings/tenant-settings.schemas';
import { activity } from '../../db/schema/index';
import { demoEmails, inDatabase } from '../../../test/test-app';
import { useTestApp } from '../../../test/harness';

const { testApp, admin, northwind, signInAs } = useTestApp({ people: ['admin'] });

async function readSettings(session = admin) {
  return session.in(northwind).get('/api/settings/tenant');
}

function save(payload: unknown, session = admin) {
  return session.in(northwind).patch('/api/settings/tenant', payload as object);
}

async function current(): Promise<TenantSettings> {
  const response = await readSettings();
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: TenantSettings }).data;
}

/** A seeded facility with a criterion that nothing up its tree sets: the tenant's default decides it. */
async function facilityInheritingADefault() {
  const list = await admin.in(northwind).get('/api/facilities?limit=100');
  for (const facility of (list.json() as { data: { facilityID: string }[] }).data) {
    const response = await admin.in(northwind).get(`/api/facilities/${facility.facilityID}/criteria`);
    const criteria = (response.json() as { data: DesignCriteria }).data;
    const inherited = criteria.criteria.find(
      (criterion) => criterion.source.level === 'tenant-default' && criterion.unit === 'ratio',
    );
    if (criteria.consequenceClass && inherited) {
      return { facilityID: facility.facilityID, consequenceClass: criteria.consequenceClass, key: inherited.key };
    }
  }
  throw new Error('no seeded facility inherits a criterion from the tenant defaults');
}

describe('the tenant settings', () => {
  it('are read whole by a tenant admin: name, language, every class with its defaults, a version', async () => {
    const settings = await current();
    expect(settings).toMatchObject({ tenantID: northwind, name: 'Northwind Mining', slug: 'northwind-mining' });
    expect(['en', 'es']).toContain(settings.defaultLocale);
    expect(Object.keys(settings.criteriaDefaults).sort()).toEqual(
      ['extreme', 'high', 'low', 'significant', 'very_high'].sort(),
    );
    expect(settings.version).toBeGreaterThanOrEqual(1);
  });

  it('save name, language and a class’s defaults at once; the asset register inherits the new default', async () => {
    const before = await current();
    const { facilityID, consequenceClass, key } = await facilityInheritingADefault();
    const defaults = { ...before.criteriaDefaults[consequenceClass], [key]: 1.75 };
    const response = await save({
      name: 'Northwind Mining Ltd',
      defaultLocale: before.defaultLocale === 'en' ? 'es' : 'en',
      criteriaDefaults: { [consequenceClass]: defaults },
      version: before.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = (response.json() as { data: TenantSettings }).data;
    expect(after).toMatchObject({ name: 'Northwind Mining Ltd', version: before.version + 1 });
    expect(after.criteriaDefaults[consequenceClass]).toEqual(defaults);

    const criteria = await admin.in(northwind).get(`/api/facilities/${facilityID}/criteria`);
    const inherited = (criteria.json() as { data: DesignCriteria }).data.criteria.find(
      (criterion) => criterion.key === key,
    );
    expect(inherited).toMatchObject({ value: 1.75, source: { level: 'tenant-default', assetID: null } });

    // The switcher shows the new name at the next sign-in's token.
    const session = await signInAs(demoEmails.admin);
    expect(session.tenants.find((tenant) => tenant.tenantID === northwind)?.name).toBe('Northwind Mining Ltd');

    const [entry] = await inDatabase(testApp, northwind, (tx) =>
      tx
        .select()
        .from(activity)
        .where(and(eq(activity.subjectType, 'Settings'), eq(activity.actorUserId, admin.userID)))
        .orderBy(activity.createdAt)
        .limit(1),
    );
    expect(entry?.changes).toMatchObject({
      name: { before: 'Northwind Mining', after: 'Northwind Mining Ltd' },
      [`criteriaDefaults.${consequenceClass}`]: { after: defaults },
    });

    const restored = await save({
      name: before.name,
      defaultLocale: before.defaultLocale,
      criteriaDefaults: { [consequenceClass]: before.criteriaDefaults[consequenceClass] },
      version: after.version,
    });
    expect(restored.statusCode, restored.body).toBe(200);
  });

  it('refuse a save over a newer version (409) and change nothing', async () => {
    const before = await current();
    const stale = await save({ name: 'Stale Name', version: before.version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict' });
    expect(await current()).toEqual(before);
  });

  it('name each value out of range or unknown, and change nothing', async () => {
    const before = await current();
    const response = await save({
      name: '',
      criteriaDefaults: { high: { minFosLongTermStatic: 20, unknownCriterion: 1 } },
      version: before.version,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    const { errors } = response.json() as { errors: Record<string, string[]> };
    expect(Object.keys(errors).sort()).toEqual([
      'criteriaDefaults.high',
      'criteriaDefaults.high.minFosLongTermStatic',
      'name',
    ]);
    expect(errors['criteriaDefaults.high']?.[0]).toContain('unknownCriterion');
    expect(await current()).toEqual(before);
  });

  it('are refused to engineers and viewers, read or written', async () => {
    for (const email of [demoEmails.engineer, demoEmails.viewer]) {
      const session = await signInAs(email);
      const tenantID = session.tenants.some((tenant) => tenant.tenantID === northwind) ? northwind : null;
      if (!tenantID) throw new Error(`${email} is not a member of Northwind Mining`);
      expect((await readSettings(session)).statusCode).toBe(403);
      expect((await save({ name: 'Taken Over', version: 1 }, session)).statusCode).toBe(403);
    }
    expect((await current()).name).toBe('Northwind Mining');
  });
});
