import { and, asc, eq, getTableColumns, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { portalUser, reportingChart, reportingDashboardShare, reportingQuery } from '../../db/schema';

export type ChartRow = typeof reportingChart.$inferSelect;
export interface ChartWithQuery extends ChartRow {
  readonly queryName: string;
}

const userName = sql<string>`coalesce(nullif(trim(${portalUser.firstName} || ' ' || ${portalUser.lastName}), ''), ${portalUser.email})`;

export const chartsOf = (db: DbOrTx, ownerId: string): Promise<ChartWithQuery[]> =>
  db
    .select({ ...getTableColumns(reportingChart), queryName: reportingQuery.name })
    .from(reportingChart)
    .innerJoin(reportingQuery, eq(reportingQuery.id, reportingChart.queryId))
    .where(eq(reportingChart.ownerId, ownerId))
    .orderBy(asc(reportingChart.position));

export async function chart(db: DbOrTx, id: string): Promise<ChartRow | undefined> {
  const [row] = await db.select().from(reportingChart).where(eq(reportingChart.id, id));
  return row;
}

/** Adds a chart at the end of the owner's dashboard (the unique position keeps two adds apart). */
export async function insertChart(
  tx: DbOrTx,
  values: Omit<typeof reportingChart.$inferInsert, 'position'>,
): Promise<string> {
  const [last] = await tx
    .select({ position: max(reportingChart.position) })
    .from(reportingChart)
    .where(eq(reportingChart.ownerId, values.ownerId));
  const [row] = await tx
    .insert(reportingChart)
    .values({ ...values, position: (last?.position ?? 0) + 1 })
    .returning({ id: reportingChart.id });
  return row!.id;
}

export const deleteChart = (db: DbOrTx, id: string) => db.delete(reportingChart).where(eq(reportingChart.id, id));

/** The charts a person made of a query: they go when the query is no longer shared with them. */
export const deleteChartsOfQuery = (db: DbOrTx, ownerId: string, queryId: string) =>
  db.delete(reportingChart).where(and(eq(reportingChart.ownerId, ownerId), eq(reportingChart.queryId, queryId)));

export async function ownerName(db: DbOrTx, id: string): Promise<string | undefined> {
  const [row] = await db.select({ name: userName }).from(portalUser).where(eq(portalUser.id, id));
  return row?.name;
}

export async function isShared(db: DbOrTx, ownerId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(reportingDashboardShare)
    .where(and(eq(reportingDashboardShare.ownerId, ownerId), eq(reportingDashboardShare.userId, userId)));
  return row !== undefined;
}

export const sharesOf = (db: DbOrTx, ownerId: string) =>
  db
    .select({ userId: reportingDashboardShare.userId, userName, sharedAt: reportingDashboardShare.sharedAt })
    .from(reportingDashboardShare)
    .innerJoin(portalUser, eq(portalUser.id, reportingDashboardShare.userId))
    .where(eq(reportingDashboardShare.ownerId, ownerId))
    .orderBy(asc(userName));

export const sharedWith = (db: DbOrTx, userId: string) =>
  db
    .select({ ownerId: reportingDashboardShare.ownerId, ownerName: userName })
    .from(reportingDashboardShare)
    .innerJoin(portalUser, eq(portalUser.id, reportingDashboardShare.ownerId))
    .where(eq(reportingDashboardShare.userId, userId))
    .orderBy(asc(userName));

/** True when the share is new. */
export async function insertShare(db: DbOrTx, ownerId: string, userId: string): Promise<boolean> {
  const inserted = await db
    .insert(reportingDashboardShare)
    .values({ ownerId, userId })
    .onConflictDoNothing()
    .returning({ userId: reportingDashboardShare.userId });
  return inserted.length > 0;
}

export async function deleteShare(db: DbOrTx, ownerId: string, userId: string): Promise<boolean> {
  const deleted = await db
    .delete(reportingDashboardShare)
    .where(and(eq(reportingDashboardShare.ownerId, ownerId), eq(reportingDashboardShare.userId, userId)))
    .returning({ userId: reportingDashboardShare.userId });
  return deleted.length > 0;
}
