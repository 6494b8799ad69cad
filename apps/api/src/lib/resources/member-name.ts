/** The name of the member a record names (its owner), in the record's own statement. */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/platform';
import { qualified } from './qualified';

export function memberNameOf(userIdColumn: AnyPgColumn): SQL<string | null> {
  return sql<
    string | null
  >`(select ${qualified(users.name)} from ${users} where ${qualified(users.id)} = ${qualified(userIdColumn)})`;
}
