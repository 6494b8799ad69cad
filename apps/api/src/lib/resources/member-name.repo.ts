/**
 * The name of the member a record names (its owner, an assignee), in the record's own statement, as
 * the tenant knows them: while their membership is pending (decision 0037) the name the admin typed,
 * never the account's own (which would tell the tenant who holds the address before they joined).
 * Row-level security shows the statement only the current tenant's membership.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { memberships } from '../../db/schema/index';
import { users } from '../../db/schema/platform';
import { qualified } from './qualified';

/** The name the tenant shows for the account of `users`' row, given its membership's row (if any). */
export const nameAsTheTenantKnows = sql<string>`(case
  when ${qualified(memberships.userId)} is not null and ${qualified(memberships.acceptedAt)} is null
  then coalesce(${qualified(memberships.displayName)}, ${qualified(users.email)})
  else ${qualified(users.name)} end)`;

export function memberNameOf(userIdColumn: AnyPgColumn): SQL<string | null> {
  return sql<string | null>`(select ${nameAsTheTenantKnows} from ${users}
    left join ${memberships} on ${qualified(memberships.userId)} = ${qualified(users.id)}
    where ${qualified(users.id)} = ${qualified(userIdColumn)})`;
}
