import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** The `Content-Language` header the portal sets. */
  readonly language: string | undefined;
  readonly parsed: ParsedMail;
}

export interface TestMailbox {
  /** smtp://127.0.0.1:<port>, for PORTAL_SMTP_URL. */
  readonly url: string;
  readonly received: ReceivedMail[];
  /** The next mail to `address` (already received or still to come); fails after `waitMs`. */
  nextFor(address: string, waitMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server (smtp-server) on a free loopback port for the tests: the portal delivers over
 * SMTP with nodemailer as in production, and the test reads what arrived, parsed with mailparser.
 * A fixed `port` lets a test start it where the portal was already told to deliver (a mail server
 * that comes up late); `refuseFirst` makes it refuse that many recipients with a temporary 451
 * before it takes any (a mail server that is busy).
 */
export async function startTestMailbox(options: { port?: number; refuseFirst?: number } = {}): Promise<TestMailbox> {
  const received: ReceivedMail[] = [];
  let refusalsLeft = options.refuseFirst ?? 0;
  const taken = new Set<ReceivedMail>();
  const waiting: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusalsLeft <= 0) return callback();
      refusalsLeft--;
      callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            language: headerText(parsed.headers.get('content-language')),
            parsed,
          });
          for (const wake of waiting.splice(0)) wake();
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const take = (address: string) => {
    const mail = received.find((m) => !taken.has(m) && m.to.includes(address.toLowerCase()));
    if (mail) taken.add(mail);
    return mail;
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async nextFor(address, waitMs = 10_000) {
      const deadline = Date.now() + waitMs;
      for (;;) {
        const mail = take(address);
        if (mail) return mail;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no mail to ${address} arrived`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiting.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const found = mail.text.match(/https?:\/\/\S+/g)?.find((l) => l.startsWith(prefix));
  if (!found) throw new Error(`no link starting with ${prefix} in "${mail.subject}"`);
  return found;
}

function headerText(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
