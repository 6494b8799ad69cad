/**
 * The one definition of who may do what. The API enforces these rules and sends the same rules to
 * the web app (`GET /api/users/permissions`), so both sides always agree.
 */
import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import type { Action, Subject } from './ability-names';
import type { MembershipRole } from './roles';
import type { AreaGroup } from '../common/area-names';
import { areaNamesList } from '../areas.gen';

export { actions, subjects, type Action, type Subject } from './ability-names';
export { membershipRoles, type MembershipRole } from './roles';

export type AppAbility = MongoAbility<[Action, Subject]>;
export type AbilityRule = RawRuleOf<AppAbility>;

/** The subjects of the areas in a group (`*.names.ts`). */
function subjectsOf(group: AreaGroup): Subject[] {
  return areaNamesList.filter((names) => names.group === group).map((names) => names.subject);
}

const assetSubjects = subjectsOf('assets');
// Evaluations are work too; their area is not declared yet.
const workSubjects: Subject[] = [...subjectsOf('work'), 'Evaluation'];

/** Everything a member reads, except the audit trail and the tenant's settings. */
const readableByEveryMember: Subject[] = [...assetSubjects, ...workSubjects, 'Report', 'User'];

const editableByEngineers: Subject[] = [...workSubjects, ...assetSubjects];

function roleRules(role: MembershipRole): AbilityRule[] {
  const rules: AbilityRule[] = [
    { action: 'read', subject: readableByEveryMember },
    // Each person's own: the routes only ever reach the caller's notifications.
    { action: ['read', 'update'], subject: 'Notification' },
  ];
  if (role === 'viewer') return rules;
  rules.push({ action: ['create', 'update'], subject: editableByEngineers });
  if (role === 'engineer') return rules;
  rules.push(
    { action: 'delete', subject: editableByEngineers },
    { action: 'approve', subject: 'Evaluation' },
    { action: 'export', subject: 'Report' },
    { action: 'read', subject: 'Activity' },
  );
  return rules;
}

export interface AbilityInput {
  /** The membership's role in the active tenant; null for a platform administrator without one. */
  role: MembershipRole | null;
  isTenantAdmin: boolean;
  isPlatformAdmin: boolean;
}

export const manageAllRule: AbilityRule = { action: 'manage', subject: 'all' };

/**
 * Rules for one user in one tenant. `manage all` always comes first and together with the role's
 * rules, so that switching admin mode off (dropping that one rule) leaves a meaningful set.
 */
export function defineAbilityRules({ role, isTenantAdmin, isPlatformAdmin }: AbilityInput): AbilityRule[] {
  const rules = role ? roleRules(role) : [];
  return isTenantAdmin || isPlatformAdmin ? [manageAllRule, ...rules] : rules;
}

export function createAbility(rules: AbilityRule[]): AppAbility {
  return createMongoAbility<AppAbility>(rules);
}

export function isManageAllRule(rule: AbilityRule): boolean {
  return rule.action === 'manage' && rule.subject === 'all' && !rule.inverted && !rule.conditions;
}

/** Admin mode off: the same rules without `manage all`. */
export function withoutManageAll(rules: AbilityRule[]): AbilityRule[] {
  return rules.filter((rule) => !isManageAllRule(rule));
}
