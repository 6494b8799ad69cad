/** The signed-in user's own profile: read, edit, change password. */
import { eq } from 'drizzle-orm';
import type { ChangePasswordInput, Profile, UpdateProfileInput } from '@freeboard/shared/users/users.schemas';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { revokeOtherSessions } from '../auth/refresh-tokens';

type UserRow = typeof users.$inferSelect;

function toProfile(user: UserRow): Profile {
  return {
    userID: user.id,
    email: user.email,
    name: user.name,
    jobTitle: user.jobTitle,
    locale: user.locale === 'es' ? 'es' : 'en',
    hasPassword: user.passwordHash !== null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

async function findUser(db: Database, userID: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userID));
  if (!user) throw new AppError('not_found', 'This account no longer exists.');
  return user;
}

export async function getProfile({ db, userID }: { db: Database; userID: string }): Promise<Profile> {
  return toProfile(await findUser(db, userID));
}

export async function updateProfile({
  db,
  userID,
  input,
}: {
  db: Database;
  userID: string;
  input: UpdateProfileInput;
}): Promise<{ profile: Profile; changes: Record<string, { before: unknown; after: unknown }> }> {
  const before = await findUser(db, userID);
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const field of ['name', 'jobTitle', 'locale'] as const) {
    const next = input[field];
    if (next !== undefined && next !== before[field]) changes[field] = { before: before[field], after: next };
  }
  if (Object.keys(changes).length === 0) return { profile: toProfile(before), changes };
  const [after] = await db
    .update(users)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.jobTitle !== undefined ? { jobTitle: input.jobTitle || null } : {}),
      ...(input.locale !== undefined ? { locale: input.locale } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userID))
    .returning();
  return { profile: toProfile(after ?? before), changes };
}

/**
 * Changes the password and, in the same transaction, ends every other session of the person: the
 * refresh-token families of other sign-ins are revoked, the one presenting `refreshToken` is kept.
 */
export async function changePassword({
  db,
  userID,
  input,
  refreshToken,
}: {
  db: Database;
  userID: string;
  input: ChangePasswordInput;
  refreshToken: string | null;
}): Promise<{ revokedSessions: number }> {
  const user = await findUser(db, userID);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError('validation_failed', 'The current password is not correct.', {
      currentPassword: ['The current password is not correct'],
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userID));
    return { revokedSessions: await revokeOtherSessions(tx, userID, refreshToken) };
  });
}
