/** Every row of one demo tenant, ready to insert, built from its plain data. */
import type { memberships, samlSettings } from '../schema/index';
import { buildActivityRows } from './build-activity-rows';
import { type AssetRows, buildAssetRows } from './build-asset-rows';
import { type AssetSafetyRows, buildAssetSafetyRows } from './build-asset-safety-rows';
import { buildRiskRows, type DemoRiskMatrix, type RiskRows } from './build-risk-rows';
import { assetsAgeDays, daysBefore, riskRegisterAgeDays } from './demo-clock';
import { buildDocumentRows, type StoredDemoDocument } from './demo-documents';
import type { DemoTenant, DemoUserKey } from './demo-types';

export interface TenantRows {
  memberships: (typeof memberships.$inferInsert)[];
  samlSettings: typeof samlSettings.$inferInsert;
  assets: AssetRows;
  assetSafety: AssetSafetyRows;
  risks: RiskRows;
  documents: ReturnType<typeof buildDocumentRows>;
  activity: ReturnType<typeof buildActivityRows>;
}

export function buildTenantRows(input: {
  tenantId: string;
  tenant: DemoTenant;
  riskMatrix: DemoRiskMatrix;
  storedDocuments: StoredDemoDocument[];
  userIds: Map<DemoUserKey, string>;
  now: Date;
}): TenantRows {
  const { tenantId, tenant, now } = input;
  const registeredAt = daysBefore(now, assetsAgeDays);

  const members = new Map<DemoUserKey, string>();
  const membershipRows = tenant.memberships.map((membership) => {
    const userId = input.userIds.get(membership.user);
    if (!userId) throw new Error(`Unknown demo user ${membership.user}`);
    members.set(membership.user, userId);
    return {
      tenantId,
      userId,
      role: membership.role,
      isTenantAdmin: membership.isTenantAdmin,
      jobTitle: membership.jobTitle,
      createdAt: registeredAt,
      updatedAt: registeredAt,
    };
  });

  const assets = buildAssetRows(tenantId, tenant.sites, registeredAt);
  // Documents before the register: verifications and actions cite them as evidence.
  const documents = buildDocumentRows({
    tenantId,
    stored: input.storedDocuments,
    assets: assets.index,
    members,
    now,
  });
  const risks = buildRiskRows({
    tenantId,
    matrix: input.riskMatrix,
    risks: tenant.risks,
    controls: tenant.controls,
    actions: tenant.actions,
    assets: assets.index,
    members,
    documentIdsByFileName: documents.documentIdsByFileName,
    createdAt: daysBefore(now, riskRegisterAgeDays),
    now,
  });
  const assetSafety = buildAssetSafetyRows({
    tenantId,
    data: tenant.assetSafety,
    assets: assets.index,
    members,
    documentIdsByFileName: documents.documentIdsByFileName,
    now,
  });
  const activity = buildActivityRows({
    tenantId,
    activity: tenant.activity,
    members,
    assets: assets.index,
    riskIdsByCode: risks.riskIdsByCode,
    controlIdsByCode: risks.controlIdsByCode,
    documentIdsByFileName: documents.documentIdsByFileName,
    now,
  });

  return {
    memberships: membershipRows,
    // Single sign-on stays off until a tenant admin enters its identity provider.
    samlSettings: {
      tenantId,
      enabled: false,
      idpEntityId: '',
      idpSsoUrl: '',
      idpCertificate: '',
      defaultRole: 'viewer',
      createdAt: registeredAt,
      updatedAt: registeredAt,
    },
    assets,
    assetSafety,
    risks,
    documents,
    activity,
  };
}
