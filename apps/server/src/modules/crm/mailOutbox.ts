import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { crmMailOutbox } from '../../db/schema';
import type { MailText } from './registrationMails';

export type CrmMailKind = 'confirmRegistration' | 'registrationDecided';

export interface OutgoingMail extends MailText {
  readonly id: number;
  readonly kind: CrmMailKind;
  readonly recipient: string;
  readonly language: string;
}

/**
 * What takes a mail over to SMTP: the portal's mail module, connected where the server starts.
 * Resolves once the transport accepted the mail; throws to leave it in the outbox for the next run.
 */
export interface CrmMailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

/** Writes a mail in the transaction of the change it tells of: no mail without the change, and none lost. */
export async function enqueueMail(
  tx: DbOrTx,
  mail: { kind: CrmMailKind; recipient: string; language: string } & MailText,
): Promise<void> {
  await tx.insert(crmMailOutbox).values(mail);
}

/**
 * Hands the unsent mails to the transport, oldest first, and marks each one sent as soon as the
 * transport took it; one that fails stays for the next run. Returns how many went out.
 */
export async function deliverCrmMail(db: Db, transport: CrmMailTransport, limit = 50): Promise<number> {
  const pending = await db
    .select()
    .from(crmMailOutbox)
    .where(isNull(crmMailOutbox.sentAt))
    .orderBy(asc(crmMailOutbox.id))
    .limit(limit);
  let sent = 0;
  for (const row of pending) {
    try {
      await transport.send({ ...row, kind: row.kind as CrmMailKind });
    } catch {
      continue;
    }
    await db
      .update(crmMailOutbox)
      .set({ sentAt: new Date() })
      .where(and(eq(crmMailOutbox.id, row.id), isNull(crmMailOutbox.sentAt)));
    sent++;
  }
  return sent;
}
