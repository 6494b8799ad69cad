/** Inserts the demo accounts, keeping any account with the same email that already exists. */
import { inArray, sql } from 'drizzle-orm';
import { newID } from '../../lib/ids';
import type { Transaction } from '../client';
import { users } from '../schema/index';
import { demoUsers } from './demo-people';
import type { DemoUserKey } from './demo-types';

/**
 * An account may outlive the demo tenants (someone deleted them to start over); reusing it is
 * better than failing the whole seed on the unique email.
 */
export async function insertDemoUsers(
  tx: Transaction,
  passwordHash: string,
  defaultTenantId: string,
  createdAt: Date,
): Promise<Map<DemoUserKey, string>> {
  await tx
    .insert(users)
    .values(
      demoUsers.map((user) => ({
        id: newID(),
        email: user.email,
        name: user.name,
        // No personal job title: the title of each membership applies, and it differs per tenant.
        jobTitle: null,
        locale: 'en',
        passwordHash,
        // The demo accounts' addresses are the demo's own: proven, so they may join demo tenants (decision 0037).
        emailVerifiedAt: createdAt,
        isPlatformAdmin: user.isPlatformAdmin,
        defaultTenantId,
        createdAt,
        updatedAt: createdAt,
      })),
    )
    .onConflictDoNothing();

  const emails = demoUsers.map((user) => user.email.toLowerCase());
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  const idsByEmail = new Map(rows.map((row) => [row.email.toLowerCase(), row.id]));

  return new Map(
    demoUsers.map((user) => {
      const id = idsByEmail.get(user.email.toLowerCase());
      if (!id) throw new Error(`Demo user ${user.email} was neither inserted nor found`);
      return [user.key, id];
    }),
  );
}
