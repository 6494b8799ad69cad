/** The demo data: seeded once, complete for each tenant, and consistent with its files and its risk matrix. */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKind, type TestDatabase } from '../../../test/test-app';
import { verifyPassword } from '../../lib/passwords';
import { nextCode } from '../../lib/resources/codes';
import {
  actionEvidence,
  actions,
  activity,
  assetAssignments,
  consequenceRatings,
  controls,
  controlVerifications,
  crossSections,
  designCriteria,
  documentMentions,
  documents,
  facilities,
  infrastructures,
  memberships,
  riskControls,
  riskMatrices,
  risks,
  samlSettings,
  sites,
  stabilityResults,
  tenants,
  users,
  verificationEvidence,
} from '../schema/index';
import { withTenant } from '../tenant';
import { defaultLevelLabels, defaultRiskMatrix, rateRisk } from '@freeboard/shared/risks/risk-matrix';
import {
  actionSources,
  actionStatuses,
  pendingActionStatuses,
  priorities,
  verificationIntervals,
} from '@freeboard/shared/risks/risk-enums';
import { seedDemoData } from './seed-demo-data';
import type { Transaction } from '../client';
import { expectEvery } from '../../../test/expect-every';

const demoPassword = 'Freeboard-demo-2026';
const tenantTables = {
  memberships,
  samlSettings,
  activity,
  sites,
  infrastructures,
  facilities,
  crossSections,
  documents,
  documentMentions,
  riskMatrices,
  risks,
  controls,
  riskControls,
  controlVerifications,
  verificationEvidence,
  actions,
  actionEvidence,
  consequenceRatings,
  designCriteria,
  stabilityResults,
  assetAssignments,
};

let database: TestDatabase;
let storageDir: string;
let firstRun: { seeded: boolean };

beforeAll(async () => {
  database = await createTestDatabase();
  storageDir = mkdtempSync(path.join(tmpdir(), 'freeboard-seed-'));
  firstRun = await seedDemoData(database.owner, { storageDir });
});

afterAll(async () => {
  await database.drop();
  rmSync(storageDir, { recursive: true, force: true });
});

/** Reads across tenants, as the schema's owner: the demo data is checked as a whole. */
const asOwner = <T>(query: (tx: Transaction) => Promise<T>) => database.owner.transaction(query);

async function tenantBySlug(slug: string) {
  const [tenant] = (await asOwner((tx) => tx.select().from(tenants))).filter((row) => row.slug === slug);
  if (!tenant) throw new Error(`no tenant ${slug}`);
  return tenant;
}

/** Today in UTC, as the seed dates its records. */
const today = () => new Date().toISOString().slice(0, 10);

/** Controls whose last verification is older than their frequency allows, with PostgreSQL's calendar. */
async function controlsOverdueForVerification(tenantId: string): Promise<Set<string>> {
  const calendarFrequencies = Object.entries(verificationIntervals).flatMap(([frequency, interval]) =>
    interval === null ? [] : [sql`(${frequency}::text, ${interval}::interval)`],
  );
  const result = await asOwner((tx) =>
    tx.execute(sql`
      select c.id from controls c
      join (values ${sql.join(calendarFrequencies, sql`, `)}) as f (frequency, every) on f.frequency = c.verification_frequency
      where c.tenant_id = ${tenantId} and c.last_verified_at + f.every < current_date`),
  );
  return new Set((result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id));
}

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {
    tenants: (await asOwner((tx) => tx.select().from(tenants))).length,
    users: (await asOwner((tx) => tx.select().from(users))).length,
  };
  for (const [name, table] of Object.entries(tenantTables))
    counts[name] = (await asOwner((tx) => tx.select().from(table))).length;
  return counts;
}

describe(`demo data on ${databaseKind}`, () => {
  it('seeds once: a second call reports seeded false and adds nothing', async () => {
    expect(firstRun).toEqual({ seeded: true });
    const before = await rowCounts();
    const entriesBefore = (await readdir(storageDir, { recursive: true })).length;

    await expect(seedDemoData(database.owner, { storageDir })).resolves.toEqual({ seeded: false });

    expect(await rowCounts()).toEqual(before);
    expect((await readdir(storageDir, { recursive: true })).length).toBe(entriesBefore);
  });

  it('creates the accounts of the contract, all signing in with the published password', async () => {
    const northwind = await tenantBySlug('northwind-mining');
    const southernWater = await tenantBySlug('southern-water');
    const accounts = await asOwner((tx) => tx.select().from(users));
    const byEmail = (email: string) => accounts.find((user) => user.email === email)!;
    const admin = byEmail('admin@freeboard.test');
    const engineer = byEmail('engineer@freeboard.test');
    const viewer = byEmail('viewer@freeboard.test');

    expect(admin).toMatchObject({ name: 'Alex Morgan', isPlatformAdmin: true, locale: 'en' });
    expect(engineer).toMatchObject({ name: 'Priya Natarajan', isPlatformAdmin: false });
    expect(viewer).toMatchObject({ name: 'Sam Whitfield', isPlatformAdmin: false });
    for (const user of [admin, engineer, viewer]) {
      expect(user.defaultTenantId).toBe(northwind.id);
      // The job title comes from the membership, which differs per tenant.
      expect(user.jobTitle).toBeNull();
      expect(await verifyPassword(user.passwordHash!, demoPassword)).toBe(true);
    }
    expect(await verifyPassword(admin.passwordHash!, 'not-the-password')).toBe(false);

    const rows = await asOwner((tx) => tx.select().from(memberships));
    const roleOf = (userId: string, tenantId: string) =>
      rows.find((row) => row.userId === userId && row.tenantId === tenantId);
    for (const tenantId of [northwind.id, southernWater.id]) {
      expect(roleOf(admin.id, tenantId)).toMatchObject({ role: 'manager', isTenantAdmin: true });
      expect(roleOf(viewer.id, tenantId)).toMatchObject({ role: 'viewer', isTenantAdmin: false });
    }
    expect(roleOf(engineer.id, northwind.id)).toMatchObject({
      role: 'engineer',
      isTenantAdmin: false,
      jobTitle: 'Responsible Tailings Facility Engineer',
    });
    expect(roleOf(engineer.id, southernWater.id)).toBeUndefined();
    expectEvery(rows, (row) => Boolean(row.jobTitle));
  });

  describe.each(['northwind-mining', 'southern-water'])('tenant %s', (slug) => {
    let tenantId: string;
    let matrix: number[][];
    const inTenant = async <T extends { tenantId: string }>(rows: Promise<T[]>) =>
      (await rows).filter((row) => row.tenantId === tenantId);

    let members: Set<string>;

    beforeAll(async () => {
      const tenant = await tenantBySlug(slug);
      tenantId = tenant.id;
      const [stored] = await inTenant(asOwner((tx) => tx.select().from(riskMatrices)));
      if (!stored) throw new Error(`no risk matrix for ${slug}`);
      matrix = stored.cells;
      members = new Set((await inTenant(asOwner((tx) => tx.select().from(memberships)))).map((row) => row.userId));
    });

    it('has a 5 × 5 risk matrix of ratings 1–4 and single sign-on switched off', async () => {
      expect(matrix).toHaveLength(5);
      for (const row of matrix) {
        expect(row).toHaveLength(5);
        for (const rating of row) expect([1, 2, 3, 4]).toContain(rating);
      }
      const [stored] = await inTenant(asOwner((tx) => tx.select().from(riskMatrices)));
      expect(stored).toMatchObject({
        cells: defaultRiskMatrix,
        likelihoodLevels: defaultLevelLabels.en.likelihood,
        consequenceLevels: defaultLevelLabels.en.consequence,
        version: 1,
      });
      const [saml] = await inTenant(asOwner((tx) => tx.select().from(samlSettings)));
      expect(saml).toMatchObject({ enabled: false, idpEntityId: '', idpSsoUrl: '', defaultRole: 'viewer' });
    });

    it('has an asset tree with every level, codes unique within the tenant', async () => {
      const siteRows = await inTenant(asOwner((tx) => tx.select().from(sites)));
      const infrastructureRows = await inTenant(asOwner((tx) => tx.select().from(infrastructures)));
      const facilityRows = await inTenant(asOwner((tx) => tx.select().from(facilities)));
      const crossSectionRows = await inTenant(asOwner((tx) => tx.select().from(crossSections)));
      expect(siteRows.length).toBeGreaterThanOrEqual(2);
      expect(infrastructureRows.length).toBeGreaterThanOrEqual(2);
      expect(facilityRows.length).toBeGreaterThanOrEqual(3);
      expect(crossSectionRows.length).toBeGreaterThanOrEqual(3);
      const codes = [...siteRows, ...infrastructureRows, ...facilityRows, ...crossSectionRows].map((row) => row.code);
      expect(new Set(codes).size).toBe(codes.length);
      expect(infrastructureRows.map((row) => row.type)).toContain(
        slug === 'southern-water' ? 'water_dam' : 'tailings_storage',
      );
    });

    it('has at least 12 risks and 20 controls covering every rating, priority and status', async () => {
      const riskRows = await inTenant(asOwner((tx) => tx.select().from(risks)));
      const controlRows = await inTenant(asOwner((tx) => tx.select().from(controls)));
      expect(riskRows.length).toBeGreaterThanOrEqual(12);
      expect(controlRows.length).toBeGreaterThanOrEqual(20);

      expect(new Set(riskRows.map((risk) => risk.inherentRiskRating))).toEqual(new Set([1, 2, 3, 4]));
      const withResidual = riskRows.filter((risk) => risk.residualRiskRating !== null).length;
      expect(withResidual).toBeGreaterThan(riskRows.length / 2);
      expect(withResidual).toBeLessThan(riskRows.length);
      expect(new Set(riskRows.map((risk) => risk.status))).toEqual(new Set(['open', 'treated', 'accepted', 'closed']));
      expectEvery(riskRows, (risk) => /^R-\d{3}$/.test(risk.code));

      expect(new Set(controlRows.map((control) => control.priority))).toEqual(new Set(['P1', 'P2', 'P3', 'P4']));
      expect(new Set(controlRows.map((control) => control.status))).toEqual(
        new Set(['in-place', 'planned', 'not-in-place']),
      );
      expect(new Set(controlRows.map((control) => control.proactiveOrReactive))).toEqual(
        new Set(['proactive', 'reactive']),
      );
      expect(new Set(controlRows.map((control) => control.type))).toEqual(new Set(['control', 'data-collection']));
      expect(new Set(controlRows.map((control) => control.critical))).toEqual(new Set([true, false]));
      expect(controlRows.some((control) => control.dueDate === null)).toBe(true);
      expect(controlRows.some((control) => control.dueDate !== null)).toBe(true);
      expectEvery(controlRows, (control) => /^C-\d{3}$/.test(control.code));
    });

    it('rates every risk by the tenant matrix', async () => {
      for (const risk of await inTenant(asOwner((tx) => tx.select().from(risks)))) {
        expect(risk.inherentRiskRating).toBe(rateRisk(matrix, risk.inherentLikelihood, risk.inherentConsequence));
        if (risk.residualLikelihood === null || risk.residualConsequence === null) {
          expect(risk.residualRiskRating).toBeNull();
        } else {
          expect(risk.residualRiskRating).toBe(rateRisk(matrix, risk.residualLikelihood, risk.residualConsequence));
        }
      }
    });

    it('links every risk to one to four controls, and every control to a risk', async () => {
      const riskRows = await inTenant(asOwner((tx) => tx.select().from(risks)));
      const controlRows = await inTenant(asOwner((tx) => tx.select().from(controls)));
      const links = await inTenant(asOwner((tx) => tx.select().from(riskControls)));
      for (const risk of riskRows) {
        const positions = links.filter((link) => link.riskId === risk.id).map((link) => link.position);
        expect(positions.length).toBeGreaterThanOrEqual(1);
        expect(positions.length).toBeLessThanOrEqual(4);
        expect([...positions].sort()).toEqual(positions.map((_, index) => index));
      }
      const linkedControls = new Set(links.map((link) => link.controlId));
      expectEvery(controlRows, (control) => linkedControls.has(control.id));
    });

    it('points every asset link of risks, documents and actions at an asset of the tenant', async () => {
      const assetIds = {
        site: new Set((await inTenant(asOwner((tx) => tx.select().from(sites)))).map((row) => row.id)),
        infrastructure: new Set(
          (await inTenant(asOwner((tx) => tx.select().from(infrastructures)))).map((row) => row.id),
        ),
        facility: new Set((await inTenant(asOwner((tx) => tx.select().from(facilities)))).map((row) => row.id)),
        'cross-section': new Set(
          (await inTenant(asOwner((tx) => tx.select().from(crossSections)))).map((row) => row.id),
        ),
      };
      const linked = [
        ...(await inTenant(asOwner((tx) => tx.select().from(risks)))),
        ...(await inTenant(asOwner((tx) => tx.select().from(documents)))),
        ...(await inTenant(asOwner((tx) => tx.select().from(documentMentions)))),
        ...(await inTenant(asOwner((tx) => tx.select().from(actions)))),
      ];
      for (const row of linked) {
        if (row.assetType === null) continue;
        expect(assetIds[row.assetType].has(row.assetId!)).toBe(true);
      }
    });

    it('files at least 30 documents in every section and under every asset type', async () => {
      const rows = await inTenant(asOwner((tx) => tx.select().from(documents)));
      expect(rows.length).toBeGreaterThanOrEqual(30);
      const social = rows.filter((row) => row.nonAssetCategory === 'social');
      const corporate = rows.filter((row) => row.nonAssetCategory === 'corporate');
      const unassigned = rows.filter((row) => row.nonAssetCategory === null && row.assetId === null);
      expect(social.length).toBeGreaterThanOrEqual(4);
      expect(corporate.length).toBeGreaterThanOrEqual(4);
      expect(unassigned.length).toBeGreaterThanOrEqual(6);
      // A document sits in one place only.
      expectEvery(rows, (row) => row.nonAssetCategory === null || row.assetId === null);
      expect(new Set(rows.map((row) => row.assetType).filter(Boolean))).toEqual(
        new Set(['site', 'infrastructure', 'facility', 'cross-section']),
      );

      expect(new Set(rows.map((row) => row.author)).size).toBeGreaterThanOrEqual(5);
      expect(new Set(rows.flatMap((row) => row.tags)).size).toBeGreaterThanOrEqual(8);
      expectEvery(rows, (row) => row.tags.length >= 1 && row.tags.length <= 3);
      expect(new Set(rows.map((row) => row.docType)).size).toBeGreaterThanOrEqual(8);
      expect(new Set(rows.map((row) => row.documentDate!.slice(0, 4)))).toEqual(
        new Set(['2021', '2022', '2023', '2024', '2025', '2026']),
      );

      expectEvery(rows, (row) => row.uploadedBy !== null && members.has(row.uploadedBy));
    });

    it('gives documents distinct upload times over the past two years', async () => {
      const rows = await inTenant(asOwner((tx) => tx.select().from(documents)));
      const times = rows.map((row) => row.createdAt.getTime());
      expect(new Set(times).size).toBe(times.length);
      const twoYears = 2 * 366 * 24 * 60 * 60 * 1000;
      expect(Math.min(...times)).toBeGreaterThan(Date.now() - twoYears);
      expect(Math.max(...times)).toBeLessThan(Date.now());
      expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(twoYears / 2);
    });

    it('backs every document with its real file', async () => {
      for (const row of await inTenant(asOwner((tx) => tx.select().from(documents)))) {
        expect(row.storageKey).toBe(`${tenantId}/${row.id}/${row.fileName}`);
        const bytes = await readFile(path.join(storageDir, tenantId, row.id, row.fileName));
        expect(bytes.length).toBe(row.sizeBytes);
        expect(createHash('sha256').update(bytes).digest('hex')).toBe(row.sha256);

        const extension = path.extname(row.fileName);
        const mimeTypes: Record<string, string> = {
          '.pdf': 'application/pdf',
          '.csv': 'text/csv',
          '.md': 'text/markdown',
          '.txt': 'text/plain',
        };
        expect(row.mimeType).toBe(mimeTypes[extension]);
        if (row.mimeType === 'application/pdf') {
          const pdf = await PDFDocument.load(bytes);
          expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
          expect(pdf.getPageCount()).toBeLessThanOrEqual(2);
          expect(pdf.getTitle()).toBe(row.title);
          expect(row.extractedText).toContain(row.title);
        } else {
          expect(row.extractedText).toBe(bytes.toString('utf8'));
        }
      }
      const mimeTypes = new Set(
        (await inTenant(asOwner((tx) => tx.select().from(documents)))).map((row) => row.mimeType),
      );
      expect(mimeTypes).toEqual(new Set(['application/pdf', 'text/csv', 'text/markdown', 'text/plain']));
    });

    it('has documents that mention assets, by explicit link and by code in their text', async () => {
      const rows = await inTenant(asOwner((tx) => tx.select().from(documents)));
      const mentions = await inTenant(asOwner((tx) => tx.select().from(documentMentions)));
      expect(mentions.length).toBeGreaterThan(0);
      for (const mention of mentions) {
        const document = rows.find((row) => row.id === mention.documentId)!;
        expect(document.assetId).not.toBe(mention.assetId);
      }

      const facilityCodes = (await inTenant(asOwner((tx) => tx.select().from(facilities)))).map((row) => row.code);
      const mentionsByCode = rows.filter(
        (row) =>
          row.assetType !== 'facility' &&
          facilityCodes.some((code) => new RegExp(`\\b${code}\\b`).test(row.extractedText)),
      );
      expect(mentionsByCode.length).toBeGreaterThan(0);
    });

    it('gives risks and controls owners who are members of the tenant, and some no owner yet', async () => {
      const riskRows = await inTenant(asOwner((tx) => tx.select().from(risks)));
      const controlRows = await inTenant(asOwner((tx) => tx.select().from(controls)));
      const owners = [...riskRows, ...controlRows].map((row) => row.ownerId);
      expectEvery(owners, (owner) => owner === null || members.has(owner));
      expect(owners.filter((owner) => owner !== null).length).toBeGreaterThan(owners.length / 2);
      expect(controlRows.some((control) => control.ownerId === null)).toBe(true);
    });

    it('verifies every control at least once, its last verification being the newest', async () => {
      const controlRows = await inTenant(asOwner((tx) => tx.select().from(controls)));
      const verifications = await inTenant(asOwner((tx) => tx.select().from(controlVerifications)));
      for (const control of controlRows) {
        const history = verifications
          .filter((verification) => verification.controlId === control.id)
          .sort((a, b) => b.verifiedOn.localeCompare(a.verifiedOn));
        expect(history.length, control.code).toBeGreaterThanOrEqual(1);
        // One a day at most, so that "the newest" is not left to chance.
        expect(new Set(history.map((verification) => verification.verifiedOn)).size).toBe(history.length);
        expect(control.lastVerifiedAt).toBe(history[0]!.verifiedOn);
        expect(control.lastVerificationResult).toBe(history[0]!.result);
        expect(control.verificationFrequency).not.toBeNull();
        expect(control.updatedAt.getTime()).toBeGreaterThanOrEqual(control.createdAt.getTime());
      }
      expectEvery(verifications, (verification) => verification.verifiedOn <= today());
      expectEvery(verifications, (verification) => verification.note.length > 0);
      expectEvery(
        verifications,
        (verification) => verification.recordedBy !== null && members.has(verification.recordedBy),
      );
      expectEvery(verifications, (verification) => verification.createdAt.getTime() <= Date.now());

      const historyLengths = controlRows.map(
        (control) => verifications.filter((verification) => verification.controlId === control.id).length,
      );
      expect(historyLengths.filter((length) => length >= 2).length).toBeGreaterThanOrEqual(5);
      expect(new Set(verifications.map((verification) => verification.result))).toEqual(
        new Set(['effective', 'partially_effective', 'not_effective']),
      );
    });

    it('has controls overdue for verification, critical ones failing, and most effective and on time', async () => {
      const controlRows = await inTenant(asOwner((tx) => tx.select().from(controls)));
      const overdue = await controlsOverdueForVerification(tenantId);
      expect(overdue.size).toBeGreaterThanOrEqual(3);
      expect(controlRows.some((control) => control.critical && overdue.has(control.id))).toBe(true);
      expect(controlRows.some((control) => control.verificationFrequency === 'event_driven')).toBe(true);

      const critical = controlRows.filter((control) => control.critical);
      expect(critical.some((control) => control.lastVerificationResult === 'not_effective')).toBe(true);
      expect(critical.some((control) => control.lastVerificationResult === 'partially_effective')).toBe(true);
      const effectiveOnTime = controlRows.filter(
        (control) => control.lastVerificationResult === 'effective' && !overdue.has(control.id),
      );
      expect(effectiveOnTime.length).toBeGreaterThan(controlRows.length / 2);
    });

    it('proves some verifications with documents of the tenant', async () => {
      const evidence = await inTenant(asOwner((tx) => tx.select().from(verificationEvidence)));
      const verificationIds = new Set(
        (await inTenant(asOwner((tx) => tx.select().from(controlVerifications)))).map((row) => row.id),
      );
      const documentIds = new Set((await inTenant(asOwner((tx) => tx.select().from(documents)))).map((row) => row.id));
      expect(evidence.length).toBeGreaterThanOrEqual(5);
      expectEvery(evidence, (row) => verificationIds.has(row.verificationId) && documentIds.has(row.documentId));
    });

    it('has at least 20 actions in every status, source and priority, some of them overdue', async () => {
      const rows = await inTenant(asOwner((tx) => tx.select().from(actions)));
      expect(rows.length).toBeGreaterThanOrEqual(slug === 'northwind-mining' ? 24 : 20);
      expectEvery(rows, (action) => /^A-\d{3}$/.test(action.code));
      expect(new Set(rows.map((action) => action.code)).size).toBe(rows.length);
      expect(new Set(rows.map((action) => action.status))).toEqual(new Set(actionStatuses));
      expect(new Set(rows.map((action) => action.source))).toEqual(new Set(actionSources));
      expect(new Set(rows.map((action) => action.priority))).toEqual(new Set(priorities));

      const pending: readonly string[] = pendingActionStatuses;
      const overdue = rows.filter(
        (action) => pending.includes(action.status) && action.dueDate !== null && action.dueDate < today(),
      );
      expect(overdue.length).toBeGreaterThanOrEqual(3);
      expect(rows.filter((action) => action.assetId !== null).length).toBeGreaterThan(rows.length / 2);
      expectEvery(rows, (action) => action.ownerId !== null && members.has(action.ownerId));
    });

    it('closes exactly the done and cancelled actions, after they were raised', async () => {
      const rows = await inTenant(asOwner((tx) => tx.select().from(actions)));
      for (const action of rows) {
        const closed = action.status === 'done' || action.status === 'cancelled';
        expect(action.closedAt !== null, action.code).toBe(closed);
        if (action.closedAt) {
          expect(action.closedAt.getTime()).toBeGreaterThanOrEqual(action.createdAt.getTime());
          expect(action.closedAt.getTime()).toBeLessThanOrEqual(Date.now());
        }
      }
      const withNote = rows.filter((action) => action.status === 'done' && action.closingNote);
      expect(withNote.length).toBeGreaterThanOrEqual(3);
    });

    it('links each action to the risk or control it comes from, or names its source', async () => {
      const rows = await inTenant(asOwner((tx) => tx.select().from(actions)));
      const riskIds = new Set((await inTenant(asOwner((tx) => tx.select().from(risks)))).map((row) => row.id));
      const controlIds = new Set((await inTenant(asOwner((tx) => tx.select().from(controls)))).map((row) => row.id));
      for (const action of rows) {
        expect(action.riskId !== null, action.code).toBe(action.source === 'risk');
        expect(action.controlId !== null, action.code).toBe(action.source === 'control');
        if (action.riskId) expect(riskIds.has(action.riskId)).toBe(true);
        if (action.controlId) expect(controlIds.has(action.controlId)).toBe(true);
        if (action.source === 'review' || action.source === 'evaluation_finding')
          expect(action.sourceReference, action.code).toEqual(expect.stringMatching(/\S/));
      }
    });

    it('proves some done actions with documents of the tenant', async () => {
      const evidence = await inTenant(asOwner((tx) => tx.select().from(actionEvidence)));
      const rows = await inTenant(asOwner((tx) => tx.select().from(actions)));
      const documentIds = new Set((await inTenant(asOwner((tx) => tx.select().from(documents)))).map((row) => row.id));
      expect(evidence.length).toBeGreaterThanOrEqual(3);
      for (const row of evidence) {
        expect(rows.find((action) => action.id === row.actionId)?.status).toBe('done');
        expect(documentIds.has(row.documentId)).toBe(true);
      }
    });

    it('continues the code series of risks, controls and actions after the demo codes', async () => {
      const next = (series: Parameters<typeof nextCode>[2]) =>
        withTenant(database.handle.db, tenantId, (tx) => nextCode(tx, tenantId, series));
      const highest = async (codes: Promise<{ code: string; tenantId: string }[]>) =>
        (await inTenant(codes))
          .map((row) => row.code)
          .sort()
          .at(-1)!;
      const following = (code: string) => code.replace(/\d+$/, (digits) => String(Number(digits) + 1).padStart(3, '0'));

      const riskCodes = asOwner((tx) => tx.select({ code: risks.code, tenantId: risks.tenantId }).from(risks));
      const controlCodes = asOwner((tx) =>
        tx.select({ code: controls.code, tenantId: controls.tenantId }).from(controls),
      );
      const actionCodes = asOwner((tx) => tx.select({ code: actions.code, tenantId: actions.tenantId }).from(actions));
      expect(await next({ prefix: 'R', table: risks, column: risks.code, tenantColumn: risks.tenantId })).toBe(
        following(await highest(riskCodes)),
      );
      expect(await next({ prefix: 'C', table: controls, column: controls.code, tenantColumn: controls.tenantId })).toBe(
        following(await highest(controlCodes)),
      );
      expect(await next({ prefix: 'A', table: actions, column: actions.code, tenantColumn: actions.tenantId })).toBe(
        following(await highest(actionCodes)),
      );
    });

    it('has an audit trail by members of the tenant', async () => {
      const entries = await inTenant(asOwner((tx) => tx.select().from(activity)));
      expect(entries.length).toBeGreaterThanOrEqual(3);
      for (const entry of entries) {
        expect(members.has(entry.actorUserId!)).toBe(true);
        expect(entry).toMatchObject({ action: expect.any(String), subjectType: expect.any(String) });
        expect(entry.subjectId).toEqual(expect.any(String));
        expect(entry.summary.length).toBeGreaterThan(0);
      }
    });
  });
});
