/**
 * The actions the trail records (apps/api: writes as `create`, `update`, `delete` or a transition's
 * verb; events that are not writes under names of their own, CONTRACT §9), grouped as the action
 * filter offers them, and each action in the reader's words.
 */
import type { i18n as I18n, TFunction } from 'i18next';
import { verbOf } from '../../components/record-history/entry-changes';

export const activityActionGroups = {
  records: ['create', 'update', 'delete', 'assign', 'unassign', 'rate', 'verify'],
  people: [
    'invite',
    'deactivate',
    'reactivate',
    'user.sso_provisioned',
    'user.profile_updated',
    'user.password_changed',
  ],
  signIn: [
    'auth.signed_in',
    'auth.sign_in_failed',
    'auth.logged_out',
    'auth.sso_failed',
    'auth.invitation_accepted',
    'auth.refresh_replayed',
    'auth.refresh_failed',
  ],
  settings: ['settings.saml_updated'],
} as const;

export type ActivityActionGroup = keyof typeof activityActionGroups;

export const knownActivityActions: readonly string[] = Object.values(activityActionGroups).flat();

/**
 * An action in words (`actions.<action>` in `activity`); older entries recorded as `site.created`
 * read as their verb ("Created"); an action no one has worded yet reads as recorded.
 */
export function actionLabel(t: TFunction<'activity'>, i18n: I18n, action: string): string {
  for (const key of [action, verbOf(action)]) {
    const words = i18n.exists(`activity:actions.${key}`) ? t(`actions.${key}`, { defaultValue: '' }) : '';
    if (typeof words === 'string' && words !== '') return words;
  }
  return action;
}
