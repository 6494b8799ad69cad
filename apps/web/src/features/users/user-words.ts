/**
 * How the audit trail words a member's changes (members are not a declared area: their list and
 * dialogs are their own): fields as `users:fields.<field>`, a role by its name.
 */
import { membershipRoles } from '@freeboard/shared/auth/roles';
import { declareWords } from '../../lib/collection/declared-words';

export const userWords = declareWords({
  subject: 'User',
  namespace: 'users',
  fields: { role: { kind: 'choice', values: membershipRoles, words: 'roles' } },
});
