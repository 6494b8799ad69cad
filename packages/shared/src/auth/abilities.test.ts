import { describe, expect, it } from 'vitest';
import { actions, createAbility, defineAbilityRules, subjects, withoutManageAll } from './abilities';

const contentSubjects = subjects.filter((subject) => !['all', 'Activity', 'Settings'].includes(subject));

describe('abilities', () => {
  it('lets a viewer read everything but Activity and Settings, and write nothing but their notifications read', () => {
    const ability = createAbility(defineAbilityRules({ role: 'viewer', isTenantAdmin: false, isPlatformAdmin: false }));
    for (const subject of contentSubjects) expect(ability.can('read', subject), subject).toBe(true);
    expect(ability.can('read', 'Activity')).toBe(false);
    expect(ability.can('read', 'Settings')).toBe(false);
    expect(ability.can('update', 'Notification')).toBe(true);
    for (const action of actions.filter((candidate) => candidate !== 'read')) {
      for (const subject of subjects.filter((candidate) => candidate !== 'Notification')) {
        expect(ability.can(action, subject), `${action} ${subject}`).toBe(false);
      }
    }
  });

  it('lets an engineer create and update content but not delete, approve or export', () => {
    const ability = createAbility(
      defineAbilityRules({ role: 'engineer', isTenantAdmin: false, isPlatformAdmin: false }),
    );
    for (const subject of ['Document', 'Risk', 'Control', 'Action', 'Evaluation', 'Site', 'Facility'] as const) {
      expect(ability.can('create', subject)).toBe(true);
      expect(ability.can('update', subject)).toBe(true);
      expect(ability.can('delete', subject)).toBe(false);
    }
    expect(ability.can('approve', 'Evaluation')).toBe(false);
    expect(ability.can('export', 'Report')).toBe(false);
    expect(ability.can('update', 'User')).toBe(false);
  });

  it('lets a manager delete, approve evaluations, export reports and read activity', () => {
    const ability = createAbility(
      defineAbilityRules({ role: 'manager', isTenantAdmin: false, isPlatformAdmin: false }),
    );
    expect(ability.can('delete', 'Risk')).toBe(true);
    expect(ability.can('approve', 'Evaluation')).toBe(true);
    expect(ability.can('export', 'Report')).toBe(true);
    expect(ability.can('read', 'Activity')).toBe(true);
    expect(ability.can('update', 'Settings')).toBe(false);
  });

  it('gives a tenant admin manage all plus the rules of the role', () => {
    const rules = defineAbilityRules({ role: 'viewer', isTenantAdmin: true, isPlatformAdmin: false });
    expect(rules[0]).toEqual({ action: 'manage', subject: 'all' });
    expect(createAbility(rules).can('update', 'Settings')).toBe(true);
    const adminOff = createAbility(withoutManageAll(rules));
    expect(adminOff.can('update', 'Settings')).toBe(false);
    expect(adminOff.can('read', 'Risk')).toBe(true);
  });

  it('gives a platform administrator manage all even without a membership', () => {
    const rules = defineAbilityRules({ role: null, isTenantAdmin: false, isPlatformAdmin: true });
    expect(rules).toEqual([{ action: 'manage', subject: 'all' }]);
  });
});
