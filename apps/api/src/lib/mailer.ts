/**
 * Outgoing email through the SMTP server `SMTP_URL` names (nodemailer, docs/libraries.md). Without
 * it there is no mailer: callers say so to the person (an invitation link is then copied by hand).
 */
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(smtpUrl: string | undefined, from: string): Mailer | null {
  if (!smtpUrl) return null;
  // nodemailer is loaded with the first mail, not with the server: most processes never send one.
  let transport: Promise<Transporter> | null = null;
  const transportOnce = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      // Bounded waits: a request that sends a mail answers even when the mail server does not.
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    ));
  return {
    async send(message) {
      await (await transportOnce()).sendMail({ from, ...message });
    },
    close: () => {
      void transport?.then((opened) => opened.close());
    },
  };
}
