import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../bench/harness';
import { mailOutbox } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/app';
import { startTestMailbox, type TestMailbox } from '../testing/smtp';
import { backoffMs, DEFAULT_RETRY, deliverQueuedMail, enqueueMail, type RetryPolicy, startMailRetry } from './outbox';

/**
 * The portal's mail outbox's timed retry (here with a CRM mail; the canteen's are in its tests): the portal is told to deliver to an SMTP server that is down at
 * first (nothing listens on its port) and comes up later; mails wait with their error, are tried
 * again after the backoff, are given up after the last try (visible in the metrics and the log),
 * and several runs at once send each mail once.
 */
describe('queued mail is retried with backoff', () => {
  let app: TestApp;
  let port: number;
  let mailbox: TestMailbox | undefined;
  let n = 0;
  const lines: Array<{ level: string; fields: Record<string, unknown> }> = [];
  const log = {
    warn: (fields: object) => lines.push({ level: 'warn', fields: fields as Record<string, unknown> }),
    error: (fields: object) => lines.push({ level: 'error', fields: fields as Record<string, unknown> }),
  };

  async function queue(): Promise<{ id: number; recipient: string }> {
    const recipient = `retry-${++n}-${Date.now()}@example.com`;
    await app.database.db.transaction((tx) =>
      enqueueMail(tx, {
        template: 'crm-registration-approved',
        recipient,
        locale: 'de',
        brand: 'group',
        country: 'de',
        values: { name: 'Eva Muster' },
      }),
    );
    const [row] = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient));
    return { id: row!.id, recipient };
  }
  const rowOf = async (id: number) =>
    (await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

  beforeAll(async () => {
    port = await freePort();
    // The app's own timer stays out of the way (an hour); the tests run deliveries themselves.
    app = await startTestApp({ PORTAL_SMTP_URL: `smtp://127.0.0.1:${port}`, PORTAL_MAIL_RETRY_MS: '3600000' });
  });
  afterAll(async () => {
    await app.close();
    await mailbox?.close();
  });

  it('backs off after each refused try and gives a mail up after the last one, visibly', async () => {
    const policy: RetryPolicy = { maxAttempts: 3, baseDelayMs: 60_000, maxDelayMs: 90_000, leaseMs: 300_000 };
    const { id } = await queue();
    const t0 = Date.now();
    const at = (ms: number) => ({ policy, now: () => new Date(t0 + ms) });

    expect(await deliverQueuedMail(app.database.db, app.mailer, log, at(0))).toEqual({
      sent: 0,
      retrying: 1,
      failed: 0,
    });
    let row = await rowOf(id);
    expect(row.attempts).toBe(1);
    expect(row.sentAt).toBeNull();
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    expect(row.nextAttemptAt.getTime()).toBe(t0 + 60_000);

    // Not due yet: nobody tries it.
    expect(await deliverQueuedMail(app.database.db, app.mailer, log, at(59_000))).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    expect((await rowOf(id)).attempts).toBe(1);

    // Due: the second try doubles the wait (capped at 90 s).
    await deliverQueuedMail(app.database.db, app.mailer, log, at(60_000));
    row = await rowOf(id);
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt.getTime()).toBe(t0 + 60_000 + 90_000);

    // The third and last try: given up, logged as an error, counted in the metrics.
    expect(await deliverQueuedMail(app.database.db, app.mailer, log, at(150_000))).toEqual({
      sent: 0,
      retrying: 0,
      failed: 1,
    });
    row = await rowOf(id);
    expect(row.failedAt).toBeInstanceOf(Date);
    expect(row.sentAt).toBeNull();
    expect(lines.some((l) => l.level === 'error' && l.fields.event === 'mail.given_up' && l.fields.id === id)).toBe(
      true,
    );
    const metric = await app.metrics.registry.getSingleMetricAsString('portal_mail_outbox');
    expect(metric).toMatch(/portal_mail_outbox\{state="failed"\} [1-9]/);

    // Never tried again, however late.
    await deliverQueuedMail(app.database.db, app.mailer, log, at(24 * 3600_000));
    expect((await rowOf(id)).attempts).toBe(3);
  });

  it('the timer delivers a mail once the SMTP server that was down comes up', async () => {
    const policy: RetryPolicy = { maxAttempts: 20, baseDelayMs: 100, maxDelayMs: 300, leaseMs: 60_000 };
    const { id, recipient } = await queue();
    const stop = startMailRetry(app.database.db, app.mailer, log, 100, { policy });
    try {
      await expect.poll(async () => (await rowOf(id)).attempts, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
      expect((await rowOf(id)).lastError).toMatch(/ECONNREFUSED/);

      mailbox = await startTestMailbox({ port });
      const mail = await mailbox.nextFor(recipient, 15_000);
      expect(mail.subject).toMatch(/Registrierung/);
      await expect.poll(async () => (await rowOf(id)).sentAt, { timeout: 5_000 }).toBeInstanceOf(Date);
      const row = await rowOf(id);
      expect(row.lastError).toBeNull();
      expect(row.failedAt).toBeNull();
    } finally {
      await stop();
    }
    expect(mailbox.received.filter((m) => m.to.includes(recipient))).toHaveLength(1);
  });

  it('several runs at once send each mail once', async () => {
    mailbox ??= await startTestMailbox({ port });
    const queued = [];
    for (let i = 0; i < 12; i++) queued.push(await queue());
    const runs = await Promise.all(
      [0, 1, 2].map(() => deliverQueuedMail(app.database.db, app.mailer, log, { limit: 5 })),
    );
    // What the three did not reach (each claims at most 5) goes with the next run.
    const rest = await deliverQueuedMail(app.database.db, app.mailer, log);
    expect(runs.reduce((sum, r) => sum + r.sent, rest.sent)).toBe(12);
    for (const { recipient } of queued) {
      await mailbox.nextFor(recipient, 10_000);
      expect(mailbox.received.filter((m) => m.to.includes(recipient))).toHaveLength(1);
    }
  });

  it('a mail claimed by a process that died is sent by another after the lease', async () => {
    mailbox ??= await startTestMailbox({ port });
    const { id, recipient } = await queue();
    // As a claim leaves it: one try counted, due again after the lease; nobody finished the send.
    const leaseEnd = new Date(Date.now() + DEFAULT_RETRY.leaseMs);
    await app.database.db.update(mailOutbox).set({ attempts: 1, nextAttemptAt: leaseEnd }).where(eq(mailOutbox.id, id));
    expect((await deliverQueuedMail(app.database.db, app.mailer, log)).sent).toBe(0);
    const after = { now: () => new Date(leaseEnd.getTime() + 1_000) };
    expect((await deliverQueuedMail(app.database.db, app.mailer, log, after)).sent).toBe(1);
    await mailbox.nextFor(recipient, 10_000);
    expect((await rowOf(id)).attempts).toBe(2);
  });

  it('the backoff doubles from the first wait and stops at the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((a) => backoffMs(DEFAULT_RETRY, a) / 60_000)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60,
    ]);
  });
});
