import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { kpiEditHistory, kpiSite, kpiValue, kpiWeek } from '../../db/schema';

export type SiteRow = typeof kpiSite.$inferSelect;
export type ValueRow = typeof kpiValue.$inferSelect;
export type WeekRow = typeof kpiWeek.$inferSelect;
export type HistoryRow = typeof kpiEditHistory.$inferSelect;
export type NewHistoryRow = typeof kpiEditHistory.$inferInsert;

export const sites = (db: DbOrTx): Promise<SiteRow[]> =>
  db.select().from(kpiSite).orderBy(asc(kpiSite.position), asc(kpiSite.id));

export async function site(db: DbOrTx, id: string): Promise<SiteRow | undefined> {
  const [row] = await db.select().from(kpiSite).where(eq(kpiSite.id, id));
  return row;
}

/** The site's last week with at least one actual or target value. */
export async function lastWeekWithValues(
  db: DbOrTx,
  siteId: string,
): Promise<{ year: number; calendarWeek: number } | undefined> {
  const [row] = await db
    .select({ year: kpiValue.year, calendarWeek: kpiValue.calendarWeek })
    .from(kpiValue)
    .where(
      and(
        eq(kpiValue.siteId, siteId),
        sql`(${kpiValue.actualValue} is not null or ${kpiValue.targetValue} is not null)`,
      ),
    )
    .orderBy(desc(kpiValue.year), desc(kpiValue.calendarWeek))
    .limit(1);
  return row;
}

export const valuesOfYear = (db: DbOrTx, siteId: string, year: number): Promise<ValueRow[]> =>
  db
    .select()
    .from(kpiValue)
    .where(and(eq(kpiValue.siteId, siteId), eq(kpiValue.year, year)))
    .orderBy(asc(kpiValue.calendarWeek));

/** Every value of the site up to and including a week, oldest first: what a trend and carried targets read. */
export const valuesUpTo = (db: DbOrTx, siteId: string, last: { year: number; calendarWeek: number }) =>
  db
    .select()
    .from(kpiValue)
    .where(
      and(
        eq(kpiValue.siteId, siteId),
        sql`(${kpiValue.year}, ${kpiValue.calendarWeek}) <= (${last.year}, ${last.calendarWeek})`,
      ),
    )
    .orderBy(asc(kpiValue.year), asc(kpiValue.calendarWeek));

export const weeksOfYear = (db: DbOrTx, siteId: string, year: number): Promise<WeekRow[]> =>
  db
    .select()
    .from(kpiWeek)
    .where(and(eq(kpiWeek.siteId, siteId), eq(kpiWeek.year, year)))
    .orderBy(desc(kpiWeek.calendarWeek));

const inWeek = <T extends typeof kpiValue | typeof kpiWeek | typeof kpiEditHistory>(
  table: T,
  siteId: string,
  year: number,
  calendarWeek: number,
) => and(eq(table.siteId, siteId), eq(table.year, year), eq(table.calendarWeek, calendarWeek));

export async function weekVersion(db: DbOrTx, siteId: string, year: number, calendarWeek: number): Promise<number> {
  const [row] = await db
    .select({ version: kpiWeek.version })
    .from(kpiWeek)
    .where(inWeek(kpiWeek, siteId, year, calendarWeek));
  return row?.version ?? 0;
}

export const valuesOfWeek = (db: DbOrTx, siteId: string, year: number, calendarWeek: number): Promise<ValueRow[]> =>
  db
    .select()
    .from(kpiValue)
    .where(inWeek(kpiValue, siteId, year, calendarWeek));

export const history = (db: DbOrTx, siteId: string, year: number, calendarWeek: number): Promise<HistoryRow[]> =>
  db
    .select()
    .from(kpiEditHistory)
    .where(inWeek(kpiEditHistory, siteId, year, calendarWeek))
    .orderBy(desc(kpiEditHistory.changedAt), desc(kpiEditHistory.id));

/**
 * The week's row, created at version 0 when new, locked until the transaction ends: concurrent
 * edits of one week take turns, and each sees the version the other left.
 */
export async function lockWeek(tx: Tx, siteId: string, year: number, calendarWeek: number): Promise<number> {
  await tx.insert(kpiWeek).values({ siteId, year, calendarWeek }).onConflictDoNothing();
  const [row] = await tx
    .select({ version: kpiWeek.version })
    .from(kpiWeek)
    .where(inWeek(kpiWeek, siteId, year, calendarWeek))
    .for('update');
  return row!.version;
}

export async function writeWeek(
  tx: Tx,
  week: { siteId: string; year: number; calendarWeek: number },
  values: ReadonlyArray<Omit<ValueRow, 'siteId' | 'year' | 'calendarWeek'>>,
  changes: readonly NewHistoryRow[],
): Promise<number> {
  for (const value of values) {
    await tx
      .insert(kpiValue)
      .values({ ...week, ...value })
      .onConflictDoUpdate({
        target: [kpiValue.siteId, kpiValue.year, kpiValue.calendarWeek, kpiValue.kpi],
        set: { unit: value.unit, targetValue: value.targetValue, actualValue: value.actualValue },
      });
  }
  if (changes.length > 0) await tx.insert(kpiEditHistory).values([...changes]);
  const [row] = await tx
    .update(kpiWeek)
    .set({ version: sql`${kpiWeek.version} + 1`, updatedAt: sql`now()` })
    .where(inWeek(kpiWeek, week.siteId, week.year, week.calendarWeek))
    .returning({ version: kpiWeek.version });
  return row!.version;
}
