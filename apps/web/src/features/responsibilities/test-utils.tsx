/** Test wiring for responsibilities: the app's providers with the namespaces the section uses, and fixtures. */
import type { Assignment } from '@freeboard/shared/assignments/assignments.schemas';
import type { Facility } from '@freeboard/shared/facilities/facilities.schemas';
import type { Member } from '@freeboard/shared/users/members.schemas';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import commonEn from '../../../locales/en/common.json';
import errorsEn from '../../../locales/en/errors.json';
import responsibilitiesEn from '../../../locales/en/responsibilities.json';
import commonEs from '../../../locales/es/common.json';
import errorsEs from '../../../locales/es/errors.json';
import responsibilitiesEs from '../../../locales/es/responsibilities.json';
import { renderInApp, type AppRenderOptions } from '../../test/app-render';

export { answerRequests, problem, type SeenRequest } from '../../test/network';
export { testTenantID } from '../../test/app-render';

const namespaces = {
  responsibilities: { en: responsibilitiesEn, es: responsibilitiesEs },
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

export function renderResponsibilities(ui: ReactNode, options: Omit<AppRenderOptions, 'namespaces'> = {}) {
  return renderInApp(ui, { namespaces, ...options });
}

/** What a viewer may do (CONTRACT §6): read, never change. */
export const viewerRules = [
  { action: 'read' as const, subject: ['Site' as const, 'Facility' as const, 'User' as const] },
];

export const facilityID = '0190a000-0000-7000-8000-00000000f001';
export const siteID = '0190a000-0000-7000-8000-00000000c001';

let sequence = 0;

export function makeAssignment(overrides: Partial<Assignment> = {}): Assignment {
  sequence += 1;
  return {
    assignmentID: `0190a000-0000-7000-8000-${String(sequence).padStart(12, '0')}`,
    assetType: 'facility',
    assetID: facilityID,
    user: { userID: '0190a000-0000-7000-8000-0000000000b1', name: 'Ana Pérez', email: 'ana@example.com' },
    role: 'rtfe',
    since: '2025-01-01',
    until: null,
    current: true,
    createdAt: '2025-01-01T09:00:00.000Z',
    ...overrides,
  };
}

export function makeMember(overrides: Partial<Member> = {}): Member {
  return {
    userID: '0190a000-0000-7000-8000-0000000000b2',
    email: 'luis@example.com',
    name: 'Luis Gómez',
    role: 'engineer',
    isTenantAdmin: false,
    jobTitle: null,
    active: true,
    lastSignInAt: null,
    pending: false,
    invitationExpiresAt: null,
    ...overrides,
  };
}

export function makeFacility(overrides: Partial<Facility> = {}): Facility {
  return {
    facilityID,
    ancestors: [],
    infrastructureID: '0190a000-0000-7000-8000-00000000d001',
    siteID,
    code: 'F-001',
    name: 'North tailings dam',
    description: '',
    type: 'embankment',
    constructionMethod: 'downstream',
    phase: 'operation',
    heightM: null,
    crestElevationMasl: null,
    crestLengthM: null,
    storageVolumeM3: null,
    lastDamSafetyReview: null,
    nextDamSafetyReview: null,
    crossSectionCount: 1,
    consequenceClass: 'very_high',
    itrbRequired: true,
    itrbAssigned: false,
    openRiskCount: 0,
    overdueActionCount: 0,
    version: 1,
    createdAt: '2025-01-01T09:00:00.000Z',
    updatedAt: '2025-01-01T09:00:00.000Z',
    ...overrides,
  };
}
