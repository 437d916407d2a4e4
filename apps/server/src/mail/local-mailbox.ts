import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface LocalMailbox {
  /** smtp://127.0.0.1:<port>: where the portal's mailer delivers. */
  readonly url: string;
  readonly directory: string;
  close(): Promise<void>;
}

interface Log {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

/**
 * A real SMTP server on a free loopback port for a laptop without a mail server (`npm start` with
 * no PORTAL_SMTP_URL): each mail it receives is kept as `<directory>/<time>-<id>.eml` and named in
 * one log line (subject and recipient), so a developer opens the file or follows its link.
 */
export async function startLocalMailbox(directory: string, log: Log): Promise<LocalMailbox> {
  await fs.mkdir(directory, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    // One sender on this machine only; nothing more is needed on a loopback address.
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const file = path.join(
          directory,
          `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID()}.eml`,
        );
        const recipients = session.envelope.rcptTo.map((r) => r.address);
        fs.writeFile(file, raw)
          .then(() => simpleParser(raw))
          .then((mail) =>
            log.info({ to: recipients, subject: mail.subject, file }, 'mail received by the local mailbox'),
          )
          .then(() => callback())
          .catch((err: Error) => {
            log.warn({ err, file }, 'the local mailbox could not keep a mail');
            callback(err);
          });
      });
    },
  });
  server.on('error', (err) => log.warn({ err }, 'local mailbox error'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    directory,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
