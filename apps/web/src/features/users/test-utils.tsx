/** Test wiring for users: the app's providers with the namespaces its screens use, and fixtures. */
import type { AddedMember } from '@freeboard/shared/users/invitations.schemas';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import commonEn from '../../../locales/en/common.json';
import errorsEn from '../../../locales/en/errors.json';
import usersEn from '../../../locales/en/users.json';
import commonEs from '../../../locales/es/common.json';
import errorsEs from '../../../locales/es/errors.json';
import usersEs from '../../../locales/es/users.json';
import { renderInApp, type AppRenderOptions } from '../../test/app-render';

export { answerRequests, problem, type SeenRequest } from '../../test/network';
export { testTenantID } from '../../test/app-render';

const namespaces = {
  users: { en: usersEn, es: usersEs },
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

export function renderUsers(ui: ReactNode, options: Omit<AppRenderOptions, 'namespaces'> = {}) {
  return renderInApp(ui, { namespaces, ...options });
}

/** What an engineer may do with people (CONTRACT §6): read them, never add or change them. */
export const engineerRules = [{ action: 'read' as const, subject: 'User' as const }];

export function makeAddedMember(overrides: Partial<AddedMember> = {}): AddedMember {
  return {
    userID: '0190a000-0000-7000-8000-0000000000c1',
    email: 'marta@example.com',
    name: 'Marta Ruiz',
    role: 'engineer',
    isTenantAdmin: false,
    jobTitle: null,
    active: true,
    lastSignInAt: null,
    invitationExpiresAt: '2026-07-08T10:00:00.000Z',
    pending: true,
    inviteURL: 'http://localhost:3000/invitation/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    inviteExpiresAt: '2026-07-08T10:00:00.000Z',
    inviteEmailed: false,
    ...overrides,
  };
}
