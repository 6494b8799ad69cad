/**
 * The name of the member a record names, as the tenant knows them: a subquery for the record's own
 * statement, defined beside the memberships it reads (member-name.repo.ts).
 */
export { memberNameOf } from './member-name.repo';
