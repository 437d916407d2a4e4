import { and, asc, count, eq, getTableColumns, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { portalUser, reportingQuery, reportingSubscription } from '../../db/schema';

export type SubscriptionRow = typeof reportingSubscription.$inferSelect;
export type NewSubscription = typeof reportingSubscription.$inferInsert;
/** What the owner decides: the report, its schedule, format, language and recipients. */
export type SubscriptionValues = Pick<
  NewSubscription,
  'queryId' | 'frequency' | 'hour' | 'weekday' | 'monthDay' | 'format' | 'locale' | 'recipients' | 'nextRunAt'
>;
export interface SubscriptionWithName extends SubscriptionRow {
  readonly queryName: string;
}

const withName = { ...getTableColumns(reportingSubscription), queryName: reportingQuery.name };

export const subscriptionsOf = (db: DbOrTx, ownerId: string): Promise<SubscriptionWithName[]> =>
  db
    .select(withName)
    .from(reportingSubscription)
    .innerJoin(reportingQuery, eq(reportingQuery.id, reportingSubscription.queryId))
    .where(eq(reportingSubscription.ownerId, ownerId))
    .orderBy(asc(reportingQuery.name), asc(reportingSubscription.createdAt));

export async function subscription(db: DbOrTx, id: string): Promise<SubscriptionWithName | undefined> {
  const [row] = await db
    .select(withName)
    .from(reportingSubscription)
    .innerJoin(reportingQuery, eq(reportingQuery.id, reportingSubscription.queryId))
    .where(eq(reportingSubscription.id, id));
  return row;
}

export async function countOwned(db: DbOrTx, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reportingSubscription)
    .where(eq(reportingSubscription.ownerId, ownerId));
  return row?.n ?? 0;
}

export async function insertSubscription(
  db: DbOrTx,
  values: SubscriptionValues & { ownerId: string },
): Promise<string> {
  const [row] = await db.insert(reportingSubscription).values(values).returning({ id: reportingSubscription.id });
  return row!.id;
}

/** The subscription, locked for a change in this transaction. */
export async function lockSubscription(db: DbOrTx, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(reportingSubscription).where(eq(reportingSubscription.id, id)).for('update');
  return row;
}

/** The owner's edit: what is sent, how and when; a new turn starts (no tries counted, no error kept). */
export const updateSubscription = (db: DbOrTx, id: string, values: SubscriptionValues) =>
  db
    .update(reportingSubscription)
    .set({
      ...values,
      attempts: 0,
      lastError: null,
      deliveredTo: [],
      version: sql`${reportingSubscription.version} + 1`,
    })
    .where(eq(reportingSubscription.id, id));

export const deleteSubscription = (db: DbOrTx, id: string) =>
  db.delete(reportingSubscription).where(eq(reportingSubscription.id, id));

/** Which of these addresses belong to portal users who are not deactivated (lower case). */
export async function portalAddresses(db: DbOrTx, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const found = await db
    .select({ email: sql<string>`lower(${portalUser.email})` })
    .from(portalUser)
    .where(and(inArray(sql`lower(${portalUser.email})`, [...emails]), isNull(portalUser.disabledAt)));
  return new Set(found.map((f) => f.email));
}

/**
 * The active portal users of each address (lower case): several accounts may share one, and a
 * report mailed there reaches all of them.
 */
export async function portalUsersByAddress(db: DbOrTx, emails: readonly string[]): Promise<Map<string, string[]>> {
  const users = new Map<string, string[]>();
  if (emails.length === 0) return users;
  const found = await db
    .select({ id: portalUser.id, email: sql<string>`lower(${portalUser.email})` })
    .from(portalUser)
    .where(and(inArray(sql`lower(${portalUser.email})`, [...emails]), isNull(portalUser.disabledAt)));
  for (const f of found) users.set(f.email, [...(users.get(f.email) ?? []), f.id]);
  return users;
}

/**
 * Claims the due subscriptions for one run: in one short transaction the due rows are locked with
 * `FOR UPDATE SKIP LOCKED` (a row another process holds is passed over, not waited for), their try
 * is counted and their due time moved past a lease. Another process sees them only once the lease
 * ends, when the run that claimed them died before it could record the outcome.
 */
export function claimDue(db: Db, now: Date, leaseMs: number, limit: number): Promise<SubscriptionRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: reportingSubscription.id })
      .from(reportingSubscription)
      .where(lte(reportingSubscription.nextRunAt, now))
      .orderBy(asc(reportingSubscription.nextRunAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(reportingSubscription)
      .set({
        attempts: sql`${reportingSubscription.attempts} + 1`,
        nextRunAt: new Date(now.getTime() + leaseMs),
      })
      .where(
        inArray(
          reportingSubscription.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

/**
 * The outcome of a claimed run: when it is due next, and the error of a failed try (null once sent).
 * When the owner edited the subscription while it was being sent (its version moved on), the edit's
 * schedule stands: the run records only that it sent, or why not.
 */
export const recordRun = (
  db: DbOrTx,
  claimed: Pick<SubscriptionRow, 'id' | 'version'>,
  outcome: { nextRunAt: Date; sentAt?: Date; lastError: string | null; attempts: number; turnOver: boolean },
) => {
  const unedited = sql`${reportingSubscription.version} = ${claimed.version}`;
  return db
    .update(reportingSubscription)
    .set({
      nextRunAt: sql`case when ${unedited} then ${outcome.nextRunAt.toISOString()}::timestamptz else ${reportingSubscription.nextRunAt} end`,
      lastError: outcome.lastError,
      attempts: sql`case when ${unedited} then ${outcome.attempts}::integer else ${reportingSubscription.attempts} end`,
      ...(outcome.sentAt ? { lastSentAt: outcome.sentAt } : {}),
      // A new turn mails everyone again; a retry of this one skips who has their mail.
      ...(outcome.turnOver ? { deliveredTo: [] } : {}),
    })
    .where(eq(reportingSubscription.id, claimed.id));
};

/** Recipients who have this turn's mail now, kept at once so a later failure of the turn keeps them. */
export const markDelivered = (db: DbOrTx, id: string, to: readonly string[]) =>
  db
    .update(reportingSubscription)
    .set({
      deliveredTo: sql`array(select distinct unnest(${reportingSubscription.deliveredTo} || array[${sql.join(
        to.map((address) => sql`${address}`),
        sql`, `,
      )}]::text[]))`,
    })
    .where(eq(reportingSubscription.id, id));

/** A user's name as the portal shows it ("First Last", else the e-mail address). */
export async function userName(db: DbOrTx, id: string): Promise<string> {
  const [row] = await db
    .select({ first: portalUser.firstName, last: portalUser.lastName, email: portalUser.email })
    .from(portalUser)
    .where(eq(portalUser.id, id));
  return `${row?.first ?? ''} ${row?.last ?? ''}`.trim() || row?.email || '';
}
