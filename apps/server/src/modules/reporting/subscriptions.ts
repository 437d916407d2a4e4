import {
  API,
  DEFAULT_BRAND,
  type Locale,
  type ReportDefinition,
  SUBSCRIPTION_LIMITS,
  type Subscription,
  type SubscriptionFormat,
  type SubscriptionInput,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { CONTENT_TYPES } from '../../http/download';
import { assertCurrent, type Version } from '../../http/etag';
import { currentUserId } from '../../http/guard';
import { conflict, invalid, notFound } from '../../http/problem';
import type { Mailer } from '../../mail/index';
import type { AccessService, UserAccess } from '../access/service';
import { type Actor, actorOf, insertAuditEntry } from '../audit/service';
import { nextRun } from './schedule';
import type { Reader, ReportingService } from './service';
import * as store from './subscription-store';

/** How the scheduler retries a report the mail server did not take, within one turn of its schedule. */
export interface SubscriptionRetry {
  /** Tries per turn; after the last one the turn is given up and the next regular one is due. */
  readonly maxAttempts: number;
  /** The wait after the first failed try; it doubles with each further one. */
  readonly delayMs: number;
  /** How long a claimed subscription belongs to the run that claimed it (a report and an SMTP send). */
  readonly leaseMs: number;
}

export const DEFAULT_SUBSCRIPTION_RETRY: SubscriptionRetry = {
  maxAttempts: 4,
  delayMs: 5 * 60_000,
  leaseMs: 15 * 60_000,
};

interface Log {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

export interface SubscriptionRun {
  readonly sent: number;
  readonly retrying: number;
  readonly failed: number;
}

/**
 * Subscriptions (docs/reporting.md "Subscriptions"): a saved report (own or shared) sent by e-mail
 * as XLSX or PDF on a schedule, to portal users' addresses, read with the owner's access at the
 * time it is sent. Creating, editing and deleting one and every send are in the audit trail.
 */
export class SubscriptionService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessService,
    private readonly reporting: ReportingService,
    private readonly mailer: Pick<Mailer, 'sendMail'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(request: FastifyRequest): Promise<Subscription[]> {
    return (await store.subscriptionsOf(this.db, currentUserId(request))).map(toSubscription);
  }

  async create(request: FastifyRequest, input: SubscriptionInput): Promise<Subscription> {
    const userId = currentUserId(request);
    const recipients = await this.checked(userId, input);
    const id = await this.db.transaction(async (tx) => {
      if ((await store.countOwned(tx, userId)) >= SUBSCRIPTION_LIMITS.maxPerUser) {
        throw conflict(`at most ${SUBSCRIPTION_LIMITS.maxPerUser} subscriptions per user`);
      }
      const created = await store.insertSubscription(tx, { ...this.stored(input, recipients), ownerId: userId });
      await insertAuditEntry(tx, actorOf(request), {
        action: 'reporting.subscription.create',
        entity: 'reporting_subscription',
        entityId: created,
        after: { ...input, recipients },
      });
      return created;
    });
    return toSubscription((await store.subscription(this.db, id))!);
  }

  /**
   * The owner changes what is sent (the report), to whom, how and when; anyone else gets 404. The
   * change names the version it read (If-Match: 428 without, 412 when stale), is checked as a new
   * subscription is, starts a new turn on the new schedule, and is audited with before and after.
   */
  async update(
    request: FastifyRequest,
    id: string,
    input: SubscriptionInput,
    expected: () => ReadonlySet<Version>,
  ): Promise<Subscription> {
    const userId = currentUserId(request);
    const versions = expected();
    const before = await store.subscription(this.db, id);
    if (!before || before.ownerId !== userId) throw notFound('subscription');
    const recipients = await this.checked(userId, input);
    await this.db.transaction(async (tx) => {
      const row = await store.lockSubscription(tx, id);
      if (!row || row.ownerId !== userId) throw notFound('subscription');
      assertCurrent(versions, row.version);
      await store.updateSubscription(tx, id, this.stored(input, recipients));
      await insertAuditEntry(tx, actorOf(request), {
        action: 'reporting.subscription.update',
        entity: 'reporting_subscription',
        entityId: id,
        before: toSubscription(before),
        after: { ...input, recipients },
      });
    });
    return toSubscription((await store.subscription(this.db, id))!);
  }

  /**
   * What create and update check before they write: the query must be one the caller may run (own,
   * or shared with them; 404 otherwise), of data that may leave the portal by e-mail (none that
   * needs a second factor), and every recipient a portal user who may use that data themselves.
   * Returns the recipients without repeats.
   */
  private async checked(userId: string, input: SubscriptionInput): Promise<string[]> {
    const query = await this.reporting.queryFor(userId, input.reportingQueryId);
    if (!this.reporting.mailable(query.data)) {
      throw invalid('body.reportingQueryId', 'the data of this report needs a second factor and is not sent by e-mail');
    }
    const recipients = [...new Set(input.recipients)];
    const known = await store.portalAddresses(this.db, recipients);
    const path = (i: number) => `body.recipients.${input.recipients.indexOf(recipients[i]!)}`;
    const stranger = recipients.findIndex((r) => !known.has(r));
    if (stranger >= 0) throw invalid(path(stranger), 'not a portal user’s address');
    const views = await this.recipientViews(query.data, recipients);
    const barred = recipients.findIndex((r) => !views.has(r));
    if (barred >= 0) throw invalid(path(barred), 'this person may not read the data of this report');
    return recipients;
  }

  /**
   * Each address that may receive the report, with the access of the portal users it belongs to
   * (all of them must may read it; their rows are read under all their conditions) and the view
   * that decides which addresses share one mail.
   */
  private async recipientViews(
    definition: ReportDefinition,
    addresses: readonly string[],
  ): Promise<Map<string, { view: string; accesses: UserAccess[] }>> {
    const users = await store.portalUsersByAddress(this.db, addresses);
    const views = new Map<string, { view: string; accesses: UserAccess[] }>();
    for (const address of addresses) {
      const accesses = await Promise.all((users.get(address) ?? []).map((id) => this.access.resolveUser(id)));
      const live = accesses.filter((a) => !a.disabled);
      const seen = live.length === accesses.length ? this.reporting.recipientView(definition, live) : undefined;
      if (seen) views.set(address, { view: seen.view, accesses: live });
    }
    return views;
  }

  /** The row's values of a checked input; its first send is the schedule's next turn from now. */
  private stored(input: SubscriptionInput, recipients: string[]): store.SubscriptionValues {
    return {
      queryId: input.reportingQueryId,
      frequency: input.frequency,
      hour: input.hour,
      weekday: input.weekday ?? null,
      monthDay: input.monthDay ?? null,
      format: input.format,
      locale: input.locale,
      recipients,
      nextRunAt: nextRun(input, this.now()),
    };
  }

  /** Only the owner deletes a subscription; anyone else gets 404. */
  async remove(request: FastifyRequest, id: string): Promise<void> {
    const userId = currentUserId(request);
    const found = await store.subscription(this.db, id);
    if (!found || found.ownerId !== userId) throw notFound('subscription');
    await this.db.transaction(async (tx) => {
      await store.deleteSubscription(tx, id);
      await insertAuditEntry(tx, actorOf(request), {
        action: 'reporting.subscription.delete',
        entity: 'reporting_subscription',
        entityId: id,
        before: toSubscription(found),
      });
    });
  }

  /**
   * Sends the due subscriptions. Several processes may run this at once: each claims its rows
   * (`claimDue`, FOR UPDATE SKIP LOCKED), so a subscription goes out once. The report is read
   * with the owner's access now, the mail sent outside any transaction; a refused mail is tried
   * again after a delay, and after the last try of a turn the next regular send is due.
   */
  async sendDue(log: Log, retry: SubscriptionRetry = DEFAULT_SUBSCRIPTION_RETRY, limit = 20): Promise<SubscriptionRun> {
    const claimed = await store.claimDue(this.db, this.now(), retry.leaseMs, limit);
    let sent = 0;
    let retrying = 0;
    let failed = 0;
    for (const row of claimed) {
      const actor: Actor = { id: row.ownerId, sub: `subscription:${row.id}`, name: 'Berichtsversand', requestId: null };
      try {
        const rows = await this.send(row, log);
        const now = this.now();
        await this.db.transaction(async (tx) => {
          await store.recordRun(tx, row, {
            nextRunAt: nextRun(row, now),
            sentAt: now,
            lastError: null,
            attempts: 0,
            turnOver: true,
          });
          await insertAuditEntry(tx, actor, {
            action: 'reporting.subscription.sent',
            entity: 'reporting_subscription',
            entityId: row.id,
            after: { recipients: row.recipients, format: row.format, rows, attempt: row.attempts },
          });
        });
        log.info({ event: 'report.subscription.sent', id: row.id, rows, attempt: row.attempts }, 'report sent');
        sent++;
      } catch (error) {
        const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
        const givenUp = row.attempts >= retry.maxAttempts;
        const now = this.now();
        const nextRunAt = givenUp
          ? nextRun(row, now)
          : new Date(now.getTime() + retry.delayMs * 2 ** Math.max(0, row.attempts - 1));
        await this.db.transaction(async (tx) => {
          await store.recordRun(tx, row, {
            nextRunAt,
            lastError,
            attempts: givenUp ? 0 : row.attempts,
            turnOver: givenUp,
          });
          await insertAuditEntry(tx, actor, {
            action: givenUp ? 'reporting.subscription.given-up' : 'reporting.subscription.failed',
            entity: 'reporting_subscription',
            entityId: row.id,
            after: { error: lastError, attempt: row.attempts, nextRunAt: nextRunAt.toISOString() },
          });
        });
        log.warn(
          { event: givenUp ? 'report.subscription.given_up' : 'report.subscription.failed', id: row.id, err: error },
          givenUp ? 'report not sent; this turn is given up' : 'report not sent; tried again later',
        );
        if (givenUp) failed++;
        else retrying++;
      }
    }
    return { sent, retrying, failed };
  }

  /**
   * One send: the report as its owner may read it now, and each recipient only the rows they may
   * read too (T20: a report mailed must not show more than the portal would show them). Recipients
   * who read the same rows share one mail; one who may no longer read the data gets none. Returns
   * the rows sent.
   */
  private async send(row: store.SubscriptionRow, log: Log): Promise<number> {
    const access = await this.access.resolveUser(row.ownerId);
    if (access.disabled || !access.granted.has(API.reporting.id)) {
      throw new Error('the owner may no longer use reporting');
    }
    const reader: Reader = { userId: row.ownerId, access, iss: 'portal', sub: `subscription:${row.id}`, log };
    const { locale, format } = row;
    const query = await this.reporting.queryFor(row.ownerId, row.queryId);
    // The query may have been changed since the subscription was checked.
    if (!this.reporting.mailable(query.data)) {
      throw new Error('the data of this report needs a second factor and is not sent by e-mail');
    }
    // A retry of this turn mails only those who do not have it yet.
    const pending = row.recipients.filter((r) => !row.deliveredTo.includes(r));
    const views = await this.recipientViews(query.data, pending);
    const left = pending.filter((r) => !views.has(r));
    if (left.length > 0) {
      log.warn({ event: 'report.subscription.recipients_left_out', id: row.id, left }, 'recipients may not read it');
    }
    const groups = new Map<string, { to: string[]; accesses: UserAccess[] }>();
    for (const [address, { view, accesses }] of views) {
      const group = groups.get(view) ?? { to: [], accesses };
      group.to.push(address);
      groups.set(view, group);
    }
    if (groups.size === 0) {
      if (pending.length < row.recipients.length) return 0;
      throw new Error('no recipient may read the data of this report now');
    }
    const owner = await store.userName(this.db, row.ownerId);
    let rows = 0;
    for (const { to, accesses } of groups.values()) {
      const file = await this.reporting.export(
        reader,
        { reportingQueryId: row.queryId },
        format,
        locale,
        undefined,
        accesses,
      );
      await this.mailer.sendMail({
        to: to.join(', '),
        template: 'report-subscription',
        locale,
        brand: DEFAULT_BRAND,
        values: {
          report: query.name,
          date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(this.now()),
          rows: file.rows,
          owner,
        },
        attachments: [{ filename: file.filename, content: Buffer.from(file.body), contentType: CONTENT_TYPES[format] }],
      });
      await store.markDelivered(this.db, row.id, to);
      rows += file.rows;
    }
    return rows;
  }
}

/**
 * Sends the due subscriptions every `intervalMs` in this process (unref'd); runs never overlap
 * within a process, and the claim keeps processes apart. Returns the stop function.
 */
export function startSubscriptionScheduler(
  service: SubscriptionService,
  log: Log,
  intervalMs: number,
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = service
      .sendDue(log)
      .catch((error: unknown) =>
        log.warn({ event: 'report.subscription.failed', err: error }, 'subscription run did not run'),
      )
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

function toSubscription(row: store.SubscriptionWithName): Subscription {
  return {
    subscriptionId: row.id,
    reportingQueryId: row.queryId,
    queryName: row.queryName,
    frequency: row.frequency,
    hour: row.hour,
    weekday: row.weekday,
    monthDay: row.monthDay,
    format: row.format,
    locale: row.locale,
    recipients: row.recipients,
    nextRunAt: row.nextRunAt.toISOString(),
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
    lastError: row.lastError,
    version: row.version,
  };
}
