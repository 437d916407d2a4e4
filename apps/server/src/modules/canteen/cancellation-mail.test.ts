import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { deliverQueuedMail } from '../../mail/outbox';
import type { TestApp } from '../../testing/app';
import { startTestMailbox, type TestMailbox } from '../../testing/smtp';
import { bearer } from '../../testing/users';
import { CANTEEN, CURRY, closePlan, createOrder, orderBody, planAt, startTestApp } from './test-fixtures';

const O = `/portal/api/OrderSystemOrder/${CANTEEN}`;

/**
 * The kitchen's cancellation mail goes through the portal's outbox (mail/outbox.ts), as the CRM's
 * mails do: a real SMTP server that is busy at first (451) does not lose it; it waits with its
 * error and is delivered once on the next try.
 */
describe('canteen: the cancellation mail is retried when the mail server refuses it', () => {
  let app: TestApp;
  let mailbox: TestMailbox;
  const log = { warn: () => undefined, error: () => undefined };

  beforeAll(async () => {
    mailbox = await startTestMailbox({ refuseFirst: 1 });
    // The app's own retry timer waits an hour: the test runs the next try itself.
    app = await startTestApp({ PORTAL_SMTP_URL: mailbox.url, PORTAL_MAIL_RETRY_MS: '3600000' });
  });
  afterAll(async () => {
    await app.close();
    await mailbox.close();
  });

  it('keeps the refused mail with its error and sends it once on the next try', async () => {
    const employee = await bearer(app, 'employee');
    const kitchen = await bearer(app, 'kitchen');
    const planId = await planAt(app, { date: '2034-03-06' }, [CURRY]);
    const ordered = await createOrder(app, employee, orderBody(planId, [[CURRY, 1]]));
    expect(ordered.statusCode, ordered.body).toBe(201);
    await closePlan(app, planId);
    const [person] = await rows<{ email: string }>(
      app.database.db,
      sql`select email from portal.portal_user where id = ${ordered.json().userId}`,
    );
    const recipient = person!.email;

    const cancelled = await app.app.inject({
      method: 'POST',
      url: `${O}/${ordered.json().id}/cancel`,
      headers: kitchen,
      payload: { reason: 'Krank gemeldet' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(204);

    // The first try right after the commit is refused (451): the mail waits in the outbox.
    const queued = async () =>
      (await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient))).filter(
        (m) => m.template === 'canteen-order-cancelled',
      );
    // (The try is counted when it is claimed; its error is written once the server answered.)
    await expect.poll(async () => (await queued())[0]?.lastError ?? null, { timeout: 10_000 }).not.toBeNull();
    let [row] = await queued();
    expect(row!.attempts).toBe(1);
    expect(row!.sentAt).toBeNull();
    expect(row!.lastError).toMatch(/451/);
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(mailbox.received.filter((m) => m.to.includes(recipient.toLowerCase()))).toHaveLength(0);

    // Due after the backoff: the next try delivers it, once.
    const later = { now: () => new Date(row!.nextAttemptAt.getTime() + 1_000) };
    expect((await deliverQueuedMail(app.database.db, app.mailer, log, later)).sent).toBeGreaterThanOrEqual(1);
    const mail = await mailbox.nextFor(recipient);
    expect(mail.subject).toMatch(/^Ihre Bestellung für 2034-03-06 wurde storniert – /);
    expect(mail.text).toContain('1 × Gemüsecurry');
    expect(mail.text).toContain('Grund: Krank gemeldet');
    [row] = await queued();
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(row!.attempts).toBe(2);
    expect(row!.lastError).toBeNull();
    await deliverQueuedMail(app.database.db, app.mailer, log, later);
    expect(mailbox.received.filter((m) => m.to.includes(recipient.toLowerCase()))).toHaveLength(1);
  });
});
