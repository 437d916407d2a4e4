import type { Brand, Locale } from '@portal/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { crmMailOutbox } from '../../db/schema';
import type { Mailer } from '../../mail/index';
import type { MailTemplateName } from '../../mail/texts';

export interface QueuedMail {
  readonly template: MailTemplateName;
  readonly recipient: string;
  readonly locale: Locale;
  readonly brand: Brand;
  readonly country?: string | undefined;
  readonly values: Readonly<Record<string, string | number>>;
}

/** Writes a mail in the transaction of the change it tells of: no mail without the change, and none lost. */
export async function enqueueMail(tx: DbOrTx, mail: QueuedMail): Promise<void> {
  await tx.insert(crmMailOutbox).values({ ...mail, country: mail.country ?? null, values: { ...mail.values } });
}

interface Log {
  warn(fields: object, message: string): void;
}

/**
 * Hands the unsent mails to the portal's mailer (SMTP), oldest first, and marks each one sent once
 * the SMTP server took it; one it refused stays for the next run (the next registration mail or
 * decision starts one). Returns how many went out.
 */
export async function deliverCrmMail(db: Db, mailer: Pick<Mailer, 'sendMail'>, log: Log, limit = 50): Promise<number> {
  const pending = await db
    .select()
    .from(crmMailOutbox)
    .where(isNull(crmMailOutbox.sentAt))
    .orderBy(asc(crmMailOutbox.id))
    .limit(limit);
  let sent = 0;
  for (const row of pending) {
    // Claimed first, so a run beside this one (another process) does not send it too.
    const [claimed] = await db
      .update(crmMailOutbox)
      .set({ sentAt: new Date() })
      .where(and(eq(crmMailOutbox.id, row.id), isNull(crmMailOutbox.sentAt)))
      .returning({ id: crmMailOutbox.id });
    if (!claimed) continue;
    try {
      await mailer.sendMail({
        to: row.recipient,
        template: row.template as MailTemplateName,
        locale: row.locale as Locale,
        brand: row.brand as Brand,
        country: row.country ?? undefined,
        values: row.values,
      });
      sent++;
    } catch (error) {
      log.warn(
        { event: 'crm.mail.failed', id: row.id, err: error },
        'registration mail not sent; kept for the next run',
      );
      await db.update(crmMailOutbox).set({ sentAt: null }).where(eq(crmMailOutbox.id, row.id));
    }
  }
  return sent;
}

/** Starts a delivery run after a change committed, without making the caller wait for SMTP. */
export function deliverSoon(db: Db, mailer: Pick<Mailer, 'sendMail'>, log: Log): void {
  deliverCrmMail(db, mailer, log).catch((error: unknown) =>
    log.warn({ event: 'crm.mail.failed', err: error }, 'registration mail delivery did not run'),
  );
}
