/** A real SMTP server on a free port that keeps every message it is given, for tests of outgoing email. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The whole message, its quoted-printable soft line breaks (`=` at a line's end) undone. */
  raw: string;
}

export interface MailServer {
  url: string;
  mailbox: ReceivedMail[];
  close(): Promise<void>;
}

export async function startMailServer(): Promise<MailServer> {
  const mailbox: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mailbox.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks)
            .toString('utf8')
            .replace(/=\r?\n/g, ''),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mailbox,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
