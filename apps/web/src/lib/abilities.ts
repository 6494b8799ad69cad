/** Abilities from the server's CASL rules; on a development host an administrator may switch admin mode off. */
import {
  createAbility,
  isManageAllRule,
  withoutManageAll,
  type AbilityRule,
  type AppAbility,
} from '@freeboard/shared/auth/abilities';
import { storageKeys } from './storage-keys';

export type AdminMode = 'on' | 'off';

export function isAdministrator(rules: AbilityRule[]): boolean {
  return rules.some(isManageAllRule);
}

export function readAdminMode(): AdminMode {
  return localStorage.getItem(storageKeys.adminMode) === 'off' ? 'off' : 'on';
}

export function writeAdminMode(mode: AdminMode) {
  localStorage.setItem(storageKeys.adminMode, mode);
}

/** Admin mode only exists on a development host; elsewhere the rules apply as sent. */
export function buildAbility(
  rules: AbilityRule[],
  options: { developmentHost: boolean; adminMode: AdminMode },
): AppAbility {
  const effective = options.developmentHost && options.adminMode === 'off' ? withoutManageAll(rules) : rules;
  return createAbility(effective);
}
