import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { type DbOrTx, rows, type Tx } from '../../db/client';
import { portalUser, reportingQuery, reportingSharedQuery } from '../../db/schema';
import { escapeLike } from './compile';

export type QueryRow = typeof reportingQuery.$inferSelect;

const creator = alias(portalUser, 'creator');
const receiver = alias(portalUser, 'receiver');
const nameOf = (u: { firstName: AnyPgColumn; lastName: AnyPgColumn; username: AnyPgColumn; email: AnyPgColumn }) =>
  sql<string>`coalesce(nullif(trim(${u.firstName} || ' ' || ${u.lastName}), ''), nullif(${u.username}, ''), ${u.email})`;

export interface QueryWithCreator extends QueryRow {
  creatorName: string;
}

const queryColumns = {
  id: reportingQuery.id,
  name: reportingQuery.name,
  description: reportingQuery.description,
  data: reportingQuery.data,
  creatorId: reportingQuery.creatorId,
  version: reportingQuery.version,
  createdAt: reportingQuery.createdAt,
  updatedAt: reportingQuery.updatedAt,
  creatorName: nameOf(creator),
};

/** The user's own queries and those shared with them, by name. */
export const queriesVisibleTo = (db: DbOrTx, userId: string): Promise<QueryWithCreator[]> =>
  db
    .select(queryColumns)
    .from(reportingQuery)
    .innerJoin(creator, eq(creator.id, reportingQuery.creatorId))
    .where(
      or(
        eq(reportingQuery.creatorId, userId),
        sql`exists (select 1 from ${reportingSharedQuery} where ${reportingSharedQuery.queryId} = ${reportingQuery.id} and ${reportingSharedQuery.userId} = ${userId})`,
      ),
    )
    .orderBy(asc(reportingQuery.name), asc(reportingQuery.id));

export async function query(db: DbOrTx, id: string): Promise<QueryWithCreator | undefined> {
  const [row] = await db
    .select(queryColumns)
    .from(reportingQuery)
    .innerJoin(creator, eq(creator.id, reportingQuery.creatorId))
    .where(eq(reportingQuery.id, id));
  return row;
}

export async function isSharedWith(db: DbOrTx, queryId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: reportingSharedQuery.id })
    .from(reportingSharedQuery)
    .where(and(eq(reportingSharedQuery.queryId, queryId), eq(reportingSharedQuery.userId, userId)));
  return row !== undefined;
}

export async function countOwned(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(reportingQuery).where(eq(reportingQuery.creatorId, userId));
  return row?.n ?? 0;
}

export async function nameTaken(tx: Tx, userId: string, name: string, except?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: reportingQuery.id })
    .from(reportingQuery)
    .where(and(eq(reportingQuery.creatorId, userId), eq(reportingQuery.name, name)));
  return row !== undefined && row.id !== except;
}

export async function insertQuery(
  tx: Tx,
  values: { name: string; description: string; data: unknown; creatorId: string },
): Promise<string> {
  const [row] = await tx.insert(reportingQuery).values(values).returning({ id: reportingQuery.id });
  return row!.id;
}

/** Locks the query's row for a change; undefined when it does not exist. */
export async function lockQuery(tx: Tx, id: string): Promise<QueryRow | undefined> {
  const [row] = await tx.select().from(reportingQuery).where(eq(reportingQuery.id, id)).for('update');
  return row;
}

export async function updateQuery(
  tx: Tx,
  id: string,
  values: { name: string; description: string; data: unknown },
): Promise<number> {
  const [row] = await tx
    .update(reportingQuery)
    .set({ ...values, version: sql`${reportingQuery.version} + 1`, updatedAt: sql`now()` })
    .where(eq(reportingQuery.id, id))
    .returning({ version: reportingQuery.version });
  return row!.version;
}

export async function deleteQuery(tx: Tx, id: string): Promise<void> {
  await tx.delete(reportingQuery).where(eq(reportingQuery.id, id));
}

export interface ShareRow {
  id: string;
  queryId: string;
  userId: string;
  userName: string;
  queryName: string;
  creatorId: string;
  creatorName: string;
  sharedAt: Date;
}

const shareColumns = {
  id: reportingSharedQuery.id,
  queryId: reportingSharedQuery.queryId,
  userId: reportingSharedQuery.userId,
  userName: nameOf(receiver),
  queryName: reportingQuery.name,
  creatorId: reportingQuery.creatorId,
  creatorName: nameOf(creator),
  sharedAt: reportingSharedQuery.sharedAt,
};

function shares(db: DbOrTx, where: SQL | undefined): Promise<ShareRow[]> {
  return db
    .select(shareColumns)
    .from(reportingSharedQuery)
    .innerJoin(reportingQuery, eq(reportingQuery.id, reportingSharedQuery.queryId))
    .innerJoin(creator, eq(creator.id, reportingQuery.creatorId))
    .innerJoin(receiver, eq(receiver.id, reportingSharedQuery.userId))
    .where(where)
    .orderBy(asc(reportingQuery.name), asc(reportingSharedQuery.sharedAt));
}

/** Shares the user gave or received. */
export const sharesOf = (db: DbOrTx, userId: string): Promise<ShareRow[]> =>
  shares(db, or(eq(reportingQuery.creatorId, userId), eq(reportingSharedQuery.userId, userId)));

export const sharesOfQueries = (db: DbOrTx, queryIds: readonly string[]): Promise<ShareRow[]> =>
  queryIds.length === 0 ? Promise.resolve([]) : shares(db, inArray(reportingSharedQuery.queryId, [...queryIds]));

/** Shares the query once with the user; false when it already was. */
export async function insertShare(tx: Tx, queryId: string, userId: string): Promise<boolean> {
  const inserted = await tx
    .insert(reportingSharedQuery)
    .values({ queryId, userId })
    .onConflictDoNothing()
    .returning({ id: reportingSharedQuery.id });
  return inserted.length > 0;
}

export async function shareOf(db: DbOrTx, queryId: string, userId: string): Promise<ShareRow | undefined> {
  const [row] = await shares(
    db,
    and(eq(reportingSharedQuery.queryId, queryId), eq(reportingSharedQuery.userId, userId)),
  );
  return row;
}

export async function deleteShare(tx: Tx, queryId: string, userId: string): Promise<boolean> {
  const deleted = await tx
    .delete(reportingSharedQuery)
    .where(and(eq(reportingSharedQuery.queryId, queryId), eq(reportingSharedQuery.userId, userId)))
    .returning({ id: reportingSharedQuery.id });
  return deleted.length > 0;
}

export interface UserRow {
  id: string;
  name: string;
  email: string;
}

/** Users whose name or e-mail contains the text (case-insensitive, wildcards taken literally). */
export const usersMatching = (db: DbOrTx, search: string, max: number): Promise<UserRow[]> => {
  const pattern = `%${escapeLike(search)}%`;
  return db
    .select({ id: portalUser.id, name: nameOf(portalUser), email: portalUser.email })
    .from(portalUser)
    .where(
      or(
        ilike(portalUser.email, pattern),
        ilike(portalUser.firstName, pattern),
        ilike(portalUser.lastName, pattern),
        ilike(portalUser.username, pattern),
        ilike(sql`${portalUser.firstName} || ' ' || ${portalUser.lastName}`, pattern),
      ),
    )
    .orderBy(asc(portalUser.lastName), asc(portalUser.firstName))
    .limit(max);
};

export async function userExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: portalUser.id }).from(portalUser).where(eq(portalUser.id, id));
  return row !== undefined;
}

/**
 * Runs a compiled report in a read-only transaction that stops at the database after
 * `timeoutMs` (R9): statement_timeout and idle_in_transaction_session_timeout are set for this
 * transaction only, as parameters of set_config.
 */
export async function runReport(
  db: DbOrTx,
  statements: { select: SQL; count: SQL | undefined },
  timeoutMs: number,
): Promise<{ rows: Record<string, unknown>[]; count: number | undefined }> {
  return db.transaction(
    async (tx) => {
      await tx.execute(
        sql`select set_config('statement_timeout', ${String(timeoutMs)}, true), set_config('idle_in_transaction_session_timeout', ${String(timeoutMs)}, true)`,
      );
      const found = await rows<Record<string, unknown>>(tx, statements.select);
      let total: number | undefined;
      if (statements.count) {
        const [row] = await rows<{ n: number | string }>(tx, statements.count);
        total = Number(row?.n ?? 0);
      }
      return { rows: found, count: total };
    },
    { accessMode: 'read only' },
  );
}
