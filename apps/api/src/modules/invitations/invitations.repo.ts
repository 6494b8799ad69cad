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

/**
 * Whether a link is to go to the address only, never shown to an admin: then using it proves the
 * email (decision 0037). The flag is the token's first character, inside what is hashed, so nobody
 * holding a shown link can turn it into an emailed one; links older than the flag are shown ones.
 */
const emailedPrefix = 'm';
const shownPrefix = 's';

export function isEmailedLink(token: string): boolean {
  return token.length === 44 && token.startsWith(emailedPrefix);
}

/** Issued in the tenant's transaction: an invitation is the tenant's row. */
export async function createInvitation(
  tx: TenantTransaction,
  invitation: { userID: string; tenantID: string; invitedBy: string; emailed: boolean },
): Promise<IssuedInvitation> {
  const token = (invitation.emailed ? emailedPrefix : shownPrefix) + randomBytes(32).toString('base64url');
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

/** What an invitation's email needs of the account: its language, and whether it has a password. */
export async function invitationAccount(tx: TenantTransaction, userID: string) {
  const [account] = await tx
    .select({ locale: users.locale, hasPassword: users.hasPassword })
    .from(users)
    .where(eq(users.id, userID));
  if (!account) throw new Error('the member has no account');
  return account;
}

/**
 * A new link for a person whose membership here is pending (the caller checked it): the earlier
 * links of this tenant stop working at once, and the new one is issued, with the account's language
 * for its email and whether the account has a password (which the email's wording follows). Links
 * of other tenants are theirs and keep working (issue 31, item 10).
 */
export async function reissueInvitation(
  tx: TenantTransaction,
  invitation: { userID: string; tenantID: string; invitedBy: string; emailed: boolean },
): Promise<IssuedInvitation & { locale: string; hasPassword: boolean }> {
  const account = await invitationAccount(tx, invitation.userID);
  await withdrawInvitations(tx, invitation);
  return { ...(await createInvitation(tx, invitation)), ...account };
}

/** The open links of one person in one tenant stop working: replaced, or the person answered. */
export async function withdrawInvitations(tx: TenantTransaction, invitation: { userID: string; tenantID: string }) {
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
}

/** The person joined the tenant: its open links to them are used up (other tenants' keep working). */
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

/** An invitation with the account and tenant it names; `lock` holds it until the transaction ends. */
export async function findInvitation(db: Platform, token: string, { lock = false } = {}) {
  return invitationByTokenHash(db, hashInvitationToken(token), { lock });
}

export type FoundInvitation = NonNullable<Awaited<ReturnType<typeof findInvitation>>>;

/**
 * The password chosen with a link. `proveEmail`: the link was emailed, so the person holds the
 * address (decision 0037). The link's tenant uses up its links in its own half (`useTenantInvitations`).
 */
export async function setPasswordWithLink(
  tx: Transaction,
  link: { userID: string; passwordHash: string; proveEmail: boolean },
): Promise<void> {
  const now = new Date();
  await tx
    .update(users)
    .set({ passwordHash: link.passwordHash, updatedAt: now, ...(link.proveEmail ? { emailVerifiedAt: now } : {}) })
    .where(eq(users.id, link.userID));
}

/** What decides what a link may do with its account: read by the account's ID, no secret in it. */
export async function accountStanding(db: Platform, userID: string) {
  const [account] = await db
    .select({
      emailProven: sql<boolean>`${users.emailVerifiedAt} is not null`,
      isPlatformAdmin: users.isPlatformAdmin,
    })
    .from(users)
    .where(eq(users.id, userID));
  return account;
}
