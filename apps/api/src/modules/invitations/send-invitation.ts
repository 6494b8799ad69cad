/**
 * An invitation's link, and its email when the server can send one. A mail server that refuses or
 * does not answer costs the email, never the invitation: the admin still has the link to copy.
 */
import type { FastifyInstance } from 'fastify';
import type { IssuedInvitation } from './invitations.repo';
import { invitationEmail } from './invitation-email';

export function invitationLink(app: FastifyInstance, token: string): string {
  return `${app.config.publicUrl}/invitation/${token}`;
}

/** True when the email was handed to the mail server. */
export async function emailInvitation(
  app: FastifyInstance,
  invitation: IssuedInvitation & { locale: string },
  people: { email: string; name: string; tenantName: string; inviterName: string },
): Promise<boolean> {
  if (!app.mailer) return false;
  const message = invitationEmail({
    locale: invitation.locale,
    name: people.name,
    tenantName: people.tenantName,
    inviterName: people.inviterName,
    link: invitationLink(app, invitation.token),
    expiresAt: invitation.expiresAt,
  });
  try {
    await app.mailer.send({ to: people.email, ...message });
    return true;
  } catch (error) {
    app.log.warn({ err: error }, 'the invitation email could not be sent');
    return false;
  }
}
