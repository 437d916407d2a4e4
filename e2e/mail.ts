import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { inject } from 'vitest';

/**
 * The mails the portal delivered: started as `npm start` starts it (no PORTAL_SMTP_URL), it sends
 * over SMTP to its local mailbox, which keeps each mail as an .eml file in the data directory's
 * `mail/` folder (apps/server/src/mail/local-mailbox.ts).
 */
export class Mailbox {
  private readonly seen = new Set<string>();

  /** The next mail to `address` not read yet, parsed; waits up to 30 s for it. */
  async next(address: string): Promise<{ subject: string; text: string }> {
    const directory = path.join(inject('dataDir'), 'mail');
    for (let attempt = 0; attempt < 60; attempt++) {
      const files = await fs.readdir(directory).catch(() => [] as string[]);
      for (const file of files.sort()) {
        if (this.seen.has(file)) continue;
        const mail = await simpleParser(await fs.readFile(path.join(directory, file)));
        const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
        if (to.some((a) => a.value.some((v) => v.address?.toLowerCase() === address.toLowerCase()))) {
          this.seen.add(file);
          return { subject: mail.subject ?? '', text: mail.text ?? '' };
        }
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`no mail to ${address} in ${directory}`);
  }
}
