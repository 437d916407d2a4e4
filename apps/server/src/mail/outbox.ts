import type { Brand, Locale } from '@portal/contracts';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import client from 'prom-client';
import type { Db, DbOrTx } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Mailer } from './index';
import type { MailTemplateName } from './texts';

/**
 * The portal's mail outbox (docs/operations.md "E-mail"): a module writes its mail in the
 * transaction of the change it tells of (`enqueueMail`), asks for it to go out after the commit
 * (`deliverSoon`), and every process retries what the SMTP server refused, with backoff, on a
 * timer (`startMailRetry`, started once by the app). The CRM's registration mails and the
 * canteen's cancellations use it.
 */

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
  await tx.insert(mailOutbox).values({ ...mail, country: mail.country ?? null, values: { ...mail.values } });
}

interface Log {
  warn(fields: object, message: string): void;
  error?(fields: object, message: string): void;
}

/** How the outbox retries a mail the SMTP server did not take. */
export interface RetryPolicy {
  /** Tries in all; after the last one fails the mail is given up (`failed_at`). */
  readonly maxAttempts: number;
  /** The wait after the first failed try; it doubles with each further one… */
  readonly baseDelayMs: number;
  /** …up to this. */
  readonly maxDelayMs: number;
  /**
   * How long a claimed mail belongs to the run that claimed it. A process that dies while sending
   * leaves it due again after the lease, so another one sends it; an SMTP send takes seconds.
   */
  readonly leaseMs: number;
}

/** Eight tries over about four hours: a mail server down for a maintenance window does not lose mail. */
export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 8,
  baseDelayMs: 60_000,
  maxDelayMs: 60 * 60_000,
  leaseMs: 5 * 60_000,
};

/** The wait before the next try after `attempts` failed ones (exponential, capped). */
export function backoffMs(policy: RetryPolicy, attempts: number): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

export interface DeliveryRun {
  readonly sent: number;
  /** Refused this run and due again later. */
  readonly retrying: number;
  /** Refused for the last allowed time this run: given up. */
  readonly failed: number;
}

export interface DeliveryOptions {
  readonly limit?: number;
  readonly policy?: RetryPolicy;
  /** The clock (tests move it on instead of waiting for the backoff). */
  readonly now?: () => Date;
}

/**
 * Hands the due mails to the portal's mailer (SMTP), oldest first. Several processes may run this
 * at once: the due rows are claimed in a short transaction (`FOR UPDATE SKIP LOCKED`, so two runs
 * never pick the same row) that counts the try and moves the row's due time past a lease; the
 * SMTP conversation happens outside any transaction. A sent mail is marked sent; a refused one
 * keeps its error and is due again after the backoff, or is given up after the last allowed try.
 */
export async function deliverQueuedMail(
  db: Db,
  mailer: Pick<Mailer, 'sendMail'>,
  log: Log,
  options: DeliveryOptions = {},
): Promise<DeliveryRun> {
  const policy = options.policy ?? DEFAULT_RETRY;
  const now = options.now ?? (() => new Date());
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt), lte(mailOutbox.nextAttemptAt, now())))
      .orderBy(asc(mailOutbox.id))
      .limit(options.limit ?? 50)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now().getTime() + policy.leaseMs),
      })
      .where(
        inArray(
          mailOutbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
  let sent = 0;
  let retrying = 0;
  let failed = 0;
  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    try {
      await mailer.sendMail({
        to: row.recipient,
        template: row.template as MailTemplateName,
        locale: row.locale as Locale,
        brand: row.brand as Brand,
        country: row.country ?? undefined,
        values: row.values,
      });
      await db.update(mailOutbox).set({ sentAt: now(), lastError: null }).where(eq(mailOutbox.id, row.id));
      sent++;
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const givenUp = row.attempts >= policy.maxAttempts;
      await db
        .update(mailOutbox)
        .set(
          givenUp
            ? { lastError, failedAt: now() }
            : { lastError, nextAttemptAt: new Date(now().getTime() + backoffMs(policy, row.attempts)) },
        )
        .where(eq(mailOutbox.id, row.id));
      const fields = {
        event: givenUp ? 'mail.given_up' : 'mail.failed',
        id: row.id,
        template: row.template,
        attempts: row.attempts,
      };
      if (givenUp) {
        failed++;
        (log.error ?? log.warn).call(log, { ...fields, err: error }, 'queued mail given up after its last try');
      } else {
        retrying++;
        log.warn({ ...fields, err: error }, 'queued mail not sent; tried again later');
      }
    }
  }
  return { sent, retrying, failed };
}

/** Starts a delivery run after a change committed, without making the caller wait for SMTP. */
export function deliverSoon(db: Db, mailer: Pick<Mailer, 'sendMail'>, log: Log): void {
  deliverQueuedMail(db, mailer, log).catch((error: unknown) =>
    log.warn({ event: 'mail.failed', err: error }, 'queued mail delivery did not run'),
  );
}

/** How many mails wait for a try and how many were given up: the metrics' gauge reads them. */
export async function outboxCounts(db: Db): Promise<{ pending: number; failed: number }> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${mailOutbox.sentAt} is null and ${mailOutbox.failedAt} is null)::int`,
      failed: sql<number>`count(*) filter (where ${mailOutbox.failedAt} is not null)::int`,
    })
    .from(mailOutbox);
  return { pending: row?.pending ?? 0, failed: row?.failed ?? 0 };
}

/**
 * Runs a delivery every `intervalMs` in this process (unref'd, so it never keeps the process
 * alive); runs never overlap within a process, and the claim keeps processes apart. Returns the
 * stop function.
 */
export function startMailRetry(
  db: Db,
  mailer: Pick<Mailer, 'sendMail'>,
  log: Log,
  intervalMs: number,
  options: DeliveryOptions = {},
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = deliverQueuedMail(db, mailer, log, options)
      .catch((error: unknown) => log.warn({ event: 'mail.failed', err: error }, 'mail retry run did not run'))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/**
 * The outbox on the metrics (docs/operations.md): mails waiting for a try and mails given up, so an
 * operator's alert can name them. Read from the database at each scrape.
 */
export function registerOutboxGauge(registry: client.Registry, db: Db): void {
  new client.Gauge({
    name: 'portal_mail_outbox',
    help: 'Queued mails by state: pending (waiting for a try) or failed (given up after the last try)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const counts = await outboxCounts(db);
      this.set({ state: 'pending' }, counts.pending);
      this.set({ state: 'failed' }, counts.failed);
    },
  });
}
