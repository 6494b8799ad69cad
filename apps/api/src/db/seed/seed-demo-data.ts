/**
 * Seeds the demo tenants, accounts, assets, risk register (risks, controls, verifications, actions),
 * documents (with real files) and activity of CONTRACT §2, once: a database that already has the
 * primary demo tenant is left alone.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { newID } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import { createFileStorage } from '../../lib/file-storage/file-storage';
import type { DatabaseOwner } from '../client';
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
  documentVersions,
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
  verificationEvidence,
} from '../schema/index';
import type { DemoRiskMatrix } from './build-risk-rows';
import { buildTenantRows } from './build-tenant-rows';
import { assetsAgeDays, daysBefore } from './demo-clock';
import { storeDemoDocuments } from './demo-documents';
import { demoPassword } from './demo-people';
import { demoTenants, primaryDemoTenantSlug } from './demo-tenants';
import { insertDemoUsers } from './demo-users';
import { defaultLevelLabels, defaultRiskMatrix } from '@freeboard/shared/risks/risk-matrix';

/** Both tenants rate by the default matrix, its levels named in their default language, English. */
const demoRiskMatrix: DemoRiskMatrix = {
  cells: defaultRiskMatrix,
  likelihoodLevels: defaultLevelLabels.en.likelihood,
  consequenceLevels: defaultLevelLabels.en.consequence,
};

/** Runs as the schema's owner: the demo data spans tenants, and is written before any of them exists. */
export async function seedDemoData(
  owner: DatabaseOwner,
  options: { storageDir: string },
): Promise<{ seeded: boolean }> {
  const [existing] = await owner.transaction((tx) =>
    tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, primaryDemoTenantSlug)).limit(1),
  );
  if (existing) return { seeded: false };

  const now = new Date();
  const registeredAt = daysBefore(now, assetsAgeDays);
  const plannedTenants = demoTenants.map((tenant) => ({ tenant, tenantId: newID() }));
  const primaryTenantId = plannedTenants.find(({ tenant }) => tenant.slug === primaryDemoTenantSlug)?.tenantId;
  if (!primaryTenantId) throw new Error(`The demo data lacks its primary tenant ${primaryDemoTenantSlug}`);

  // Hashed once for all accounts: argon2 is slow on purpose.
  const passwordHash = await hashPassword(demoPassword);

  const storage = await createFileStorage({ directory: options.storageDir });
  try {
    // Files first: the rows record their sizes and checksums. A failed transaction removes them below.
    const storedDocuments = await Promise.all(
      plannedTenants.map(({ tenant, tenantId }) =>
        storeDemoDocuments({
          storage,
          tenantId,
          tenantName: tenant.name,
          documents: tenant.documents,
        }),
      ),
    );

    await owner.transaction(async (tx) => {
      await tx.insert(tenants).values(
        plannedTenants.map(({ tenant, tenantId }) => ({
          id: tenantId,
          slug: tenant.slug,
          name: tenant.name,
          defaultLocale: 'en',
          createdAt: registeredAt,
          updatedAt: registeredAt,
        })),
      );
      const userIds = await insertDemoUsers(tx, passwordHash, primaryTenantId, registeredAt);

      const rows = plannedTenants.map(({ tenant, tenantId }, index) =>
        buildTenantRows({
          tenantId,
          tenant,
          riskMatrix: demoRiskMatrix,
          storedDocuments: storedDocuments[index] ?? [],
          userIds,
          now,
        }),
      );

      // One statement per table for both tenants, parents before children.
      await tx.insert(memberships).values(rows.flatMap((tenant) => tenant.memberships));
      await tx.insert(samlSettings).values(rows.map((tenant) => tenant.samlSettings));
      await tx.insert(sites).values(rows.flatMap((tenant) => tenant.assets.sites));
      await tx.insert(infrastructures).values(rows.flatMap((tenant) => tenant.assets.infrastructures));
      await tx.insert(facilities).values(rows.flatMap((tenant) => tenant.assets.facilities));
      await tx.insert(crossSections).values(rows.flatMap((tenant) => tenant.assets.crossSections));
      await tx.insert(riskMatrices).values(rows.map((tenant) => tenant.risks.riskMatrix));
      await tx.insert(controls).values(rows.flatMap((tenant) => tenant.risks.controls));
      await tx.insert(risks).values(rows.flatMap((tenant) => tenant.risks.risks));
      await tx.insert(riskControls).values(rows.flatMap((tenant) => tenant.risks.riskControls));
      await tx.insert(documents).values(rows.flatMap((tenant) => tenant.documents.documents));
      await tx.insert(documentVersions).values(rows.flatMap((tenant) => tenant.documents.versions));
      await tx.insert(documentMentions).values(rows.flatMap((tenant) => tenant.documents.mentions));
      // Verifications and actions after the controls, risks and documents they refer to. No code
      // sequence to set: the first action created in the app starts its series after A-0nn (codes.ts).
      await tx.insert(controlVerifications).values(rows.flatMap((tenant) => tenant.risks.verifications));
      await tx.insert(verificationEvidence).values(rows.flatMap((tenant) => tenant.risks.verificationEvidence));
      await tx.insert(actions).values(rows.flatMap((tenant) => tenant.risks.actions));
      await tx.insert(actionEvidence).values(rows.flatMap((tenant) => tenant.risks.actionEvidence));
      // Ratings after the cross-sections: their triggers roll the classes up the tree.
      await tx.insert(consequenceRatings).values(rows.flatMap((tenant) => tenant.assetSafety.ratings));
      await tx.insert(designCriteria).values(rows.flatMap((tenant) => tenant.assetSafety.criteria));
      await tx.insert(stabilityResults).values(rows.flatMap((tenant) => tenant.assetSafety.stabilityResults));
      await tx.insert(assetAssignments).values(rows.flatMap((tenant) => tenant.assetSafety.assignments));
      await tx.insert(activity).values(rows.flatMap((tenant) => tenant.activity));
    });
  } catch (error) {
    // The tenant IDs are fresh, so these directories hold nothing but this attempt's files.
    await Promise.all(
      plannedTenants.map(({ tenantId }) =>
        rm(path.join(options.storageDir, tenantId), { recursive: true, force: true }),
      ),
    );
    throw error;
  }
  return { seeded: true };
}
