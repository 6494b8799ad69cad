import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import activityEn from '../../../locales/en/activity.json';
import activityEs from '../../../locales/es/activity.json';
import { subjects } from '@freeboard/shared/auth/ability-names';
import { actionLabel, knownActivityActions } from './activity-actions';
import { subjectLocation } from './activity-subjects';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['activity'],
    resources: {
      en: { activity: activityEn },
      es: { activity: activityEs },
    },
    interpolation: { escapeValue: false },
  });
});

describe('an action in words', () => {
  const label = (action: string) => actionLabel(i18n.getFixedT(null, 'activity'), i18n, action);

  it('words every action the filter offers, in English and Spanish', async () => {
    for (const language of ['en', 'es']) {
      await i18n.changeLanguage(language);
      for (const action of knownActivityActions) expect(label(action), `${language}: ${action}`).not.toBe(action);
    }
    await i18n.changeLanguage('en');
  });

  it('reads a dotted action, an older entry by its verb, and an unknown one as recorded', () => {
    expect(label('auth.signed_in')).toBe('Signed in');
    expect(label('site.created')).toBe('Created');
    expect(label('control.verified')).toBe('Verified');
    expect(label('report.emailed')).toBe('report.emailed');
  });
});

describe('the type of record an entry is about', () => {
  it('has words for every subject, in English and Spanish', () => {
    for (const words of [activityEn.subjectTypes, activityEs.subjectTypes] as Record<string, string>[]) {
      for (const subject of subjects.filter((name) => name !== 'all')) expect(words[subject], subject).toBeTruthy();
    }
  });
});

describe('the record an entry is about', () => {
  const entry = (subjectType: string, action = 'update', subjectID: string | null = 'id-1') => ({
    subjectType,
    subjectID,
    action,
  });

  it('links to the record page of its type', () => {
    expect(subjectLocation(entry('Site'))).toEqual({ to: '/sites/id-1' });
    expect(subjectLocation(entry('CrossSection'))).toEqual({ to: '/cross-sections/id-1' });
    expect(subjectLocation(entry('Risk'))).toEqual({ to: '/risks/id-1' });
    expect(subjectLocation(entry('Action'))).toEqual({ to: '/actions/id-1' });
    expect(subjectLocation(entry('Document'))).toEqual({ documentID: 'id-1' });
    expect(subjectLocation(entry('User'))).toEqual({ to: '/users' });
    expect(subjectLocation(entry('Settings', 'settings.saml_updated', null))).toEqual({ to: '/settings' });
  });

  it('links nowhere for a deleted record, one without an ID, or a type without a page', () => {
    expect(subjectLocation(entry('Site', 'delete'))).toBeNull();
    expect(subjectLocation(entry('Risk', 'update', null))).toBeNull();
    expect(subjectLocation(entry('Evaluation'))).toBeNull();
  });
});
