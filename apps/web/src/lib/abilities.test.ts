import { defineAbilityRules, type AbilityRule } from '@freeboard/shared/auth/abilities';
import { describe, expect, it } from 'vitest';
import { buildAbility, isAdministrator, readAdminMode, writeAdminMode } from './abilities';

/** A tenant admin whose role is engineer: `manage all` plus the engineer's rules. */
const adminRules = defineAbilityRules({ role: 'engineer', isTenantAdmin: true, isPlatformAdmin: false });
const engineerRules = defineAbilityRules({ role: 'engineer', isTenantAdmin: false, isPlatformAdmin: false });

describe('buildAbility', () => {
  it('drops manage all on a development host with admin mode off, keeping the role rules', () => {
    const ability = buildAbility(adminRules, { developmentHost: true, adminMode: 'off' });

    expect(ability.can('manage', 'all')).toBe(false);
    expect(ability.can('read', 'Settings')).toBe(false);
    expect(ability.can('delete', 'Risk')).toBe(false);
    expect(ability.can('read', 'Risk')).toBe(true);
    expect(ability.can('update', 'Document')).toBe(true);
    expect(ability.rules).toEqual(engineerRules);
  });

  it('keeps manage all on a development host with admin mode on', () => {
    const ability = buildAbility(adminRules, { developmentHost: true, adminMode: 'on' });

    expect(ability.can('manage', 'all')).toBe(true);
    expect(ability.can('read', 'Settings')).toBe(true);
    expect(ability.can('delete', 'Risk')).toBe(true);
  });

  it.each(['on', 'off'] as const)('applies the rules as sent off a development host (admin mode %s)', (adminMode) => {
    const ability = buildAbility(adminRules, { developmentHost: false, adminMode });

    expect(ability.can('manage', 'all')).toBe(true);
    expect(ability.can('read', 'Settings')).toBe(true);
    expect(ability.rules).toEqual(adminRules);
  });

  it('leaves the rules of a non-administrator alone', () => {
    const ability = buildAbility(engineerRules, { developmentHost: true, adminMode: 'off' });

    expect(ability.can('read', 'Risk')).toBe(true);
    expect(ability.can('read', 'Activity')).toBe(false);
    expect(ability.rules).toEqual(engineerRules);
  });
});

describe('admin mode storage', () => {
  it("defaults to 'on'", () => {
    expect(localStorage.getItem('adminMode')).toBeNull();
    expect(readAdminMode()).toBe('on');
  });

  it("reads 'off' and 'on' from localStorage.adminMode", () => {
    localStorage.setItem('adminMode', 'off');
    expect(readAdminMode()).toBe('off');
    localStorage.setItem('adminMode', 'on');
    expect(readAdminMode()).toBe('on');
  });

  it("treats an unknown stored value as 'on'", () => {
    localStorage.setItem('adminMode', 'maybe');
    expect(readAdminMode()).toBe('on');
  });

  it('writes localStorage.adminMode', () => {
    writeAdminMode('off');
    expect(localStorage.getItem('adminMode')).toBe('off');
    expect(readAdminMode()).toBe('off');
    writeAdminMode('on');
    expect(localStorage.getItem('adminMode')).toBe('on');
  });
});

describe('isAdministrator', () => {
  it('is true for a holder of manage all', () => {
    expect(isAdministrator(adminRules)).toBe(true);
    expect(isAdministrator([{ action: 'manage', subject: 'all' }])).toBe(true);
  });

  it('is false without manage all', () => {
    expect(isAdministrator(engineerRules)).toBe(false);
    expect(isAdministrator([])).toBe(false);
  });

  it('is false for manage on a single subject, or a forbidding manage all', () => {
    const rules: AbilityRule[] = [
      { action: 'manage', subject: 'Risk' },
      { action: 'read', subject: 'all' },
      { action: 'manage', subject: 'all', inverted: true },
    ];
    expect(isAdministrator(rules)).toBe(false);
  });
});
