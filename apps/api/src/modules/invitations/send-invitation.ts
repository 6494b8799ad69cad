/**
 * An invitation's link, and its email when the server can send one. A link meant for the address
 * only proves the email when used (decision 0037), so it is never shown to the admin: when the mail
 * server refuses it or does not answer, it is withdrawn and a link the admin may see (which proves
 * nothing) is issued instead, so the person still has a way in.
 */
import type { FastifyInstance } from 'fastify';
import { withTenant } from '../../db/tenant';
import { reissueInvitation, type IssuedInvitation } from './invitations.repo';
import { invitationEmail } from './invitation-email';

export function invitationLink(app: FastifyInstance, token: string): string {
  return `${app.config.publicUrl}/invitation/${token}`;
}

export type SendableInvitation = IssuedInvitation & { locale: string; hasPassword: boolean; emailed: boolean };

interface People {
  userID: string;
  email: string;
  name: string;
  tenantID: string;
  tenantName: string;
  inviterID: string;
  inviterName: string;
}

/** True when the email was handed to the mail server. */
async function emailInvitation(app: FastifyInstance, invitation: SendableInvitation, people: People): Promise<boolean> {
  if (!app.mailer) return false;
  const message = invitationEmail({
    locale: invitation.locale,
    name: people.name,
    tenantName: people.tenantName,
    inviterName: people.inviterName,
    link: invitationLink(app, invitation.token),
    expiresAt: invitation.expiresAt,
    hasPassword: invitation.hasPassword,
  });
  try {
    await app.mailer.send({ to: people.email, ...message });
    return true;
  } catch (error) {
    app.log.warn({ err: error }, 'the invitation email could not be sent');
    return false;
  }
}

/** What the admin's answer says of the link: shown only when it did not go by email. */
export interface DeliveredInvitation {
  inviteURL: string | null;
  inviteExpiresAt: string;
  inviteEmailed: boolean;
}

export async function deliverInvitation(
  app: FastifyInstance,
  invitation: SendableInvitation,
  people: People,
): Promise<DeliveredInvitation> {
  if (invitation.emailed && (await emailInvitation(app, invitation, people))) {
    return { inviteURL: null, inviteExpiresAt: invitation.expiresAt.toISOString(), inviteEmailed: true };
  }
  let shown = invitation;
  if (invitation.emailed) {
    shown = {
      ...(await withTenant(app.db, people.tenantID, (tx) =>
        reissueInvitation(tx, {
          userID: people.userID,
          tenantID: people.tenantID,
          invitedBy: people.inviterID,
          emailed: false,
        }),
      )),
      emailed: false,
    };
  }
  return {
    inviteURL: invitationLink(app, shown.token),
    inviteExpiresAt: shown.expiresAt.toISOString(),
    inviteEmailed: false,
  };
}
