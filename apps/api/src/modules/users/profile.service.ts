/** The signed-in user's own profile: read, edit, change password. */
import { eq } from 'drizzle-orm';
import type { ChangePasswordInput, Profile, UpdateProfileInput } from '@freeboard/shared/users/users.schemas';
import type { Database, Executor } from '../../db/client';
import { users } from '../../db/schema/platform';
import { accountColumns, passwordHashOf } from '../../db/secrets';
import { AppError } from '../../lib/app-error';
import { recordActivityInTenants } from '../../lib/activity-trail.repo';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { changedFields } from '../../lib/resources/field-changes';
import { revokeOtherSessions } from '../auth/refresh-tokens';

type UserRow = Omit<typeof users.$inferSelect, 'passwordHash'>;

function toProfile(user: UserRow): Profile {
  return {
    userID: user.id,
    email: user.email,
    name: user.name,
    jobTitle: user.jobTitle,
    locale: user.locale === 'es' ? 'es' : 'en',
    hasPassword: user.hasPassword,
    notificationDigest: user.notificationDigest,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

async function findUser(db: Executor, userID: string): Promise<UserRow> {
  const [user] = await db.select(accountColumns).from(users).where(eq(users.id, userID));
  if (!user) throw new AppError('not_found', 'This account no longer exists.');
  return user;
}

/** Where a change to one's own account is recorded: every tenant one belongs to. */
export interface AccountTrail {
  tenantIDs: string[];
  address: string;
}

export async function getProfile({ db, userID }: { db: Database; userID: string }): Promise<Profile> {
  return toProfile(await findUser(db, userID));
}

/** Changes name, job title, language or the digest setting, and records what changed in the same transaction. */
export async function updateProfile({
  db,
  userID,
  input,
  trail,
}: {
  db: Database;
  userID: string;
  input: UpdateProfileInput;
  trail: AccountTrail;
}): Promise<Profile> {
  return db.transaction(async (tx) => {
    const before = await findUser(tx, userID);
    const changes = changedFields(
      {
        name: before.name,
        jobTitle: before.jobTitle,
        locale: before.locale,
        notificationDigest: before.notificationDigest,
      },
      {
        name: input.name,
        jobTitle: input.jobTitle === undefined ? undefined : input.jobTitle || null,
        locale: input.locale,
        notificationDigest: input.notificationDigest,
      },
    );
    if (Object.keys(changes).length === 0) return toProfile(before);
    const [after] = await tx
      .update(users)
      .set({
        ...Object.fromEntries(Object.entries(changes).map(([field, { after }]) => [field, after])),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userID))
      .returning(accountColumns);
    await recordActivityInTenants(tx, trail.tenantIDs, {
      actorUserID: userID,
      action: 'user.profile_updated',
      subjectType: 'User',
      subjectID: userID,
      summary: `Profile updated: ${Object.keys(changes).join(', ')}`,
      changes,
      address: trail.address,
    });
    return toProfile(after ?? before);
  });
}

/**
 * Changes the password and, in the same transaction, ends every other session of the person (the
 * refresh-token families of other sign-ins are revoked, the one presenting `refreshToken` is kept)
 * and records it.
 */
export async function changePassword({
  db,
  userID,
  input,
  refreshToken,
  trail,
}: {
  db: Database;
  userID: string;
  input: ChangePasswordInput;
  refreshToken: string | null;
  trail: AccountTrail;
}): Promise<void> {
  const [account] = await db
    .select({ passwordHash: passwordHashOf(users.id) })
    .from(users)
    .where(eq(users.id, userID));
  if (!account) throw new AppError('not_found', 'This account no longer exists.');
  if (!account.passwordHash || !(await verifyPassword(account.passwordHash, input.currentPassword))) {
    throw new AppError('validation_failed', 'The current password is not correct.', {
      currentPassword: ['The current password is not correct'],
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userID));
    const endedSessions = await revokeOtherSessions(tx, userID, refreshToken);
    await recordActivityInTenants(tx, trail.tenantIDs, {
      actorUserID: userID,
      action: 'user.password_changed',
      subjectType: 'User',
      subjectID: userID,
      summary: endedSessions > 0 ? 'Password changed; every other session was signed out' : 'Password changed',
      address: trail.address,
    });
  });
}
