/** Test wiring for the safety sections: the app's providers with the namespaces they use, and fixtures. */
import type { AssetRef } from '@freeboard/shared/common/asset-ref.schemas';
import { criterionKeys, type CriterionKey } from '@freeboard/shared/common/assets';
import type { ConsequenceRating } from '@freeboard/shared/consequence-ratings/consequence-ratings.schemas';
import {
  criterionUnits,
  type DesignCriteria,
  type EffectiveCriterion,
} from '@freeboard/shared/design-criteria/design-criteria.schemas';
import type { StabilityResult } from '@freeboard/shared/stability-results/stability-results.schemas';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import assetSafetyEn from '../../../locales/en/assetSafety.json';
import commonEn from '../../../locales/en/common.json';
import errorsEn from '../../../locales/en/errors.json';
import assetSafetyEs from '../../../locales/es/assetSafety.json';
import commonEs from '../../../locales/es/common.json';
import errorsEs from '../../../locales/es/errors.json';
import { renderInApp, type AppRenderOptions } from '../../test/app-render';

export { answerRequests, problem, type SeenRequest } from '../../test/network';
export { testTenantID } from '../../test/app-render';

export const assetSafetyTranslations = { en: assetSafetyEn, es: assetSafetyEs };

const namespaces = {
  assetSafety: assetSafetyTranslations,
  common: { en: commonEn, es: commonEs },
  errors: { en: errorsEn, es: errorsEs },
};

/** Form messages come from the app's own i18next instance (`lib/form-validation.ts`): give it the texts. */
export async function initValidationMessages() {
  await i18next.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: commonEn }, es: { common: commonEs } },
    interpolation: { escapeValue: false },
  });
}

export function renderAssetSafety(ui: ReactNode, options: Omit<AppRenderOptions, 'namespaces'> = {}) {
  return renderInApp(ui, { namespaces, ...options });
}

/** What a viewer may do (CONTRACT §6): read, never change. */
export const viewerRules = [
  {
    action: 'read' as const,
    subject: ['Site' as const, 'Facility' as const, 'CrossSection' as const, 'Document' as const],
  },
];

export const siteID = '0190a000-0000-7000-8000-00000000c001';
export const facilityID = '0190a000-0000-7000-8000-00000000f001';
export const crossSectionID = '0190a000-0000-7000-8000-00000000e001';
export const documentID = '0190a000-0000-7000-8000-00000000d001';

/** Typical tenant defaults for class High (DOMAIN.md). */
const defaults: Record<CriterionKey, number> = {
  floodAepOperation: 2475,
  floodAepClosure: 10000,
  seismicAepOperation: 2475,
  seismicAepClosure: 10000,
  minFreeboardM: 1,
  minFosEndOfConstruction: 1.3,
  minFosLongTermStatic: 1.5,
  minFosRapidDrawdown: 1.2,
  minFosPseudoStatic: 1,
  minFosPostEarthquake: 1.2,
};

/** Criteria with the tenant defaults, but for the keys given: `[value, level, assetID]`. */
export function makeCriteria(
  overrides: Partial<Record<CriterionKey, [number | null, EffectiveCriterion['source']['level'], string | null]>> = {},
  version = 1,
): DesignCriteria {
  return {
    criteria: criterionKeys.map((key) => {
      const [value, level, assetID] = overrides[key] ?? [defaults[key], 'tenant-default', null];
      return { key, value, unit: criterionUnits[key], source: { level, assetID } };
    }),
    consequenceClass: 'high',
    version,
  };
}

/** What sits above the facility of these tests: its site and infrastructure, site first. */
export const facilityAncestors: AssetRef[] = [
  { assetType: 'site', assetID: siteID, code: 'S-001', name: 'Cerro Alto Copper Mine' },
  {
    assetType: 'infrastructure',
    assetID: '0190a000-0000-7000-8000-00000000a001',
    code: 'I-001',
    name: 'Main tailings storage',
  },
];

let sequence = 0;
function nextID(): string {
  sequence += 1;
  return `0190a000-0000-7000-8000-${String(sequence).padStart(12, '0')}`;
}

export function makeResult(overrides: Partial<StabilityResult> = {}): StabilityResult {
  return {
    resultID: nextID(),
    crossSectionID,
    loadCase: 'long_term_static',
    method: 'Morgenstern-Price',
    factorOfSafety: 1.62,
    analysisDate: '2025-11-04',
    documentID: null,
    minimumFactorOfSafety: 1.5,
    passes: true,
    createdAt: '2025-11-05T10:00:00.000Z',
    ...overrides,
  };
}

export function makeRating(overrides: Partial<ConsequenceRating> = {}): ConsequenceRating {
  return {
    ratingID: nextID(),
    crossSectionID,
    categories: {
      populationAtRisk: 'high',
      potentialLossOfLife: 'significant',
      environment: 'high',
      healthSocialCultural: 'low',
      infrastructureEconomics: 'significant',
    },
    overallClass: 'high',
    populationAtRiskCount: 60,
    potentialLossOfLifeEstimate: 2,
    rationale: 'Dam break study 2024: 60 people downstream in the valley.',
    evidenceDocumentIDs: [],
    ratedBy: { userID: '0190a000-0000-7000-8000-0000000000b1', name: 'Ana Pérez' },
    ratedAt: '2025-06-01T14:00:00.000Z',
    ...overrides,
  };
}

export function listOf<T>(items: T[]) {
  return { status: 200, data: { data: items, meta: { total: items.length, nextCursor: null } } };
}
