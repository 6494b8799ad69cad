/**
 * Accounts (the platform's: found by email, created for a new member) and invitations (the tenant's,
 * under row-level security): the one-time link to set a first password. A link's token is 32 random
 * bytes; only its SHA-256 is stored, and only the functions of db/secrets find an invitation by it,
 * before any tenant is known (decision 0038).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { invitationLifetimeDays } from '@freeboard/shared/users/invitations.schemas';
import type { Database, Transaction } from '../../db/client';
import { invitations, tenants, users } from '../../db/schema/index';
import { invitationByTokenHash } from '../../db/secrets';
import type { TenantTransaction } from '../../db/tenant';
import { newID } from '../../lib/ids';
import { qualified } from '../../lib/resources/qualified';

type Platform = Database | Transaction;

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function findAccountByEmail(db: Platform, email: string) {
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return account;
}

/**
 * A new account without a password, in the tenant's language. Null when an account with the email
 * appeared meanwhile (a concurrent add): the caller treats the person as existing then.
 */
export async function createAccount(
  tx: Transaction,
  account: { email: string; name: string; tenantID: string },
): Promise<{ id: string; locale: string } | null> {
  const [tenant] = await tx
    .select({ defaultLocale: tenants.defaultLocale })
    .from(tenants)
    .where(eq(tenants.id, account.tenantID));
  const [created] = await tx
    .insert(users)
    .values({
      id: newID(),
      email: account.email,
      name: account.name,
      locale: tenant?.defaultLocale ?? 'en',
      passwordHash: null,
      defaultTenantId: account.tenantID,
    })
    .onConflictDoNothing()
    .returning({ id: users.id, locale: users.locale });
  return created ?? null;
}

export interface IssuedInvitation {
  token: string;
  expiresAt: Date;
}

/** Issued in the tenant's transaction: an invitation is the tenant's row. */
export async function createInvitation(
  tx: TenantTransaction,
  invitation: { userID: string; tenantID: string; invitedBy: string },
): Promise<IssuedInvitation> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + invitationLifetimeDays * 86_400_000);
  await tx.insert(invitations).values({
    tokenHash: hashInvitationToken(token),
    userId: invitation.userID,
    tenantId: invitation.tenantID,
    invitedBy: invitation.invitedBy,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * A new link for a person who never used theirs here (no password yet, an unused invitation of this
 * tenant): the old links stop working at once, and the new one is issued. Null when there is nothing
 * to send again: the person chose a password, or was never invited by this tenant.
 */
export async function reissueInvitation(
  tx: TenantTransaction,
  invitation: { userID: string; tenantID: string; invitedBy: string },
): Promise<(IssuedInvitation & { locale: string }) | null> {
  const [account] = await tx
    .select({ locale: users.locale })
    .from(users)
    .where(
      and(
        eq(users.id, invitation.userID),
        eq(users.hasPassword, false),
        sql`exists (select 1 from ${invitations} where ${qualified(invitations.userId)} = ${qualified(users.id)}
          and ${qualified(invitations.tenantId)} = ${invitation.tenantID} and ${qualified(invitations.usedAt)} is null)`,
      ),
    );
  if (!account) return null;
  await tx
    .update(invitations)
    .set({ expiresAt: sql`least(${invitations.expiresAt}, now())` })
    .where(
      and(
        eq(invitations.userId, invitation.userID),
        eq(invitations.tenantId, invitation.tenantID),
        isNull(invitations.usedAt),
      ),
    );
  return { ...(await createInvitation(tx, invitation)), locale: account.locale };
}

/** An invitation with the account and tenant it names; `lock` holds it until the transaction ends. */
export async function findInvitation(db: Platform, token: string, { lock = false } = {}) {
  return invitationByTokenHash(db, hashInvitationToken(token), { lock });
}

export type FoundInvitation = NonNullable<Awaited<ReturnType<typeof findInvitation>>>;

/** The account's first password (the platform's half; the tenant then uses up its links). */
export async function setFirstPassword(tx: Transaction, userID: string, passwordHash: string): Promise<void> {
  await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userID));
}

/** The person chose a password with this tenant's link: its open links to them are used up. */
export async function useTenantInvitations(tx: TenantTransaction, invitation: { userID: string; tenantID: string }) {
  await tx
    .update(invitations)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(invitations.userId, invitation.userID),
        eq(invitations.tenantId, invitation.tenantID),
        isNull(invitations.usedAt),
      ),
    );
}
