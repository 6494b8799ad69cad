/**
 * The audit trail words every kind of record's changes from that kind's declaration: an area's
 * fields and choices, a country by its name, a member's role; a type without one as recorded.
 */
import { areaNamesList } from '@freeboard/shared/areas.gen';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import controlsEn from '../../../locales/en/controls.json';
import risksEn from '../../../locales/en/risks.json';
import sitesEn from '../../../locales/en/sites.json';
import usersEn from '../../../locales/en/users.json';
import { activityFieldText } from '../../features/user-activity/activity-fields';
import { subjectWordsOf } from './-declared-words';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['risks', 'sites', 'controls', 'users'],
    resources: { en: { risks: risksEn, sites: sitesEn, controls: controlsEn, users: usersEn } },
    interpolation: { escapeValue: false },
  });
});

const fieldsOf = (subject: string) => activityFieldText(i18n, subjectWordsOf(subject));

describe('the fields of a change in the trail', () => {
  it('has a declaration for the records of every area, and for members', () => {
    for (const { subject } of areaNamesList) expect(subjectWordsOf(subject), subject).toBeDefined();
    expect(subjectWordsOf('User')).toBeDefined();
  });

  it("names fields and recorded values in the record's area words", () => {
    const site = fieldsOf('Site');
    expect(site.label('name')).toBe('Name');
    expect(site.value?.('country', 'CL')).toBe('Chile');
    expect(site.value?.('status', 'care_and_maintenance')).toBe(sitesEn.statuses.care_and_maintenance);
    const risk = fieldsOf('Risk');
    expect(risk.label('failureMode')).toBe(risksEn.fields.failureMode);
    expect(risk.value?.('status', 'open')).toBe(risksEn.statuses.open);
    expect(fieldsOf('Control').value?.('critical', true)).toBe(controlsEn.choices.critical.true);
    expect(fieldsOf('User').value?.('role', 'manager')).toBe(usersEn.roles.manager);
  });

  it('shows a field it has no words for as recorded', () => {
    expect(fieldsOf('Evaluation').label('score')).toBe('score');
    expect(fieldsOf('Site').label('mystery')).toBe('mystery');
  });
});
