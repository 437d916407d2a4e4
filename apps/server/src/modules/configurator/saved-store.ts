import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { portalUser, savedConfiguration } from '../../db/schema/index';

/** A saved configuration as stored (docs/configurator.md, migration 0014). */
export type SavedRow = typeof savedConfiguration.$inferSelect;
export type NewSaved = Omit<typeof savedConfiguration.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/**
 * Every read and change names the owner as well as the id: a row of another user is simply not
 * found, so no path can hand one out (T20).
 */
const own = (ownerId: string, id: string) =>
  and(eq(savedConfiguration.id, id), eq(savedConfiguration.ownerId, ownerId));

/** The owner's saved configurations, the most recently changed first. */
export const listSaved = (db: DbOrTx, ownerId: string): Promise<SavedRow[]> =>
  db
    .select()
    .from(savedConfiguration)
    .where(eq(savedConfiguration.ownerId, ownerId))
    .orderBy(sql`${savedConfiguration.updatedAt} desc`, asc(savedConfiguration.name));

export async function findSaved(db: DbOrTx, ownerId: string, id: string): Promise<SavedRow | undefined> {
  const [row] = await db.select().from(savedConfiguration).where(own(ownerId, id));
  return row;
}

/** Whether a saved configuration with this id exists for anyone: only asked after a refusal, to log it (T23). */
export async function savedExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: savedConfiguration.id })
    .from(savedConfiguration)
    .where(eq(savedConfiguration.id, id));
  return row !== undefined;
}

/**
 * Takes the owner's row lock, so two saves of one user run one after the other and the limit
 * counted inside the transaction holds (no TOCTOU between count and insert).
 */
export async function lockOwner(tx: Tx, ownerId: string): Promise<void> {
  await tx.select({ id: portalUser.id }).from(portalUser).where(eq(portalUser.id, ownerId)).for('update');
}

export async function countSaved(tx: Tx, ownerId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(savedConfiguration).where(eq(savedConfiguration.ownerId, ownerId));
  return row?.n ?? 0;
}

export async function nameTaken(tx: Tx, ownerId: string, name: string, except?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: savedConfiguration.id })
    .from(savedConfiguration)
    .where(and(eq(savedConfiguration.ownerId, ownerId), eq(savedConfiguration.name, name)));
  return row !== undefined && row.id !== except;
}

export async function insertSaved(tx: Tx, values: NewSaved): Promise<SavedRow> {
  const [row] = await tx.insert(savedConfiguration).values(values).returning();
  return row!;
}

/** Locks the owner's row for a change; undefined when the owner has none with this id. */
export async function lockSaved(tx: Tx, ownerId: string, id: string): Promise<SavedRow | undefined> {
  const [row] = await tx.select().from(savedConfiguration).where(own(ownerId, id)).for('update');
  return row;
}

export async function renameSaved(tx: Tx, ownerId: string, id: string, name: string): Promise<void> {
  await tx
    .update(savedConfiguration)
    .set({ name, version: sql`${savedConfiguration.version} + 1`, updatedAt: sql`now()` })
    .where(own(ownerId, id));
}

export async function deleteSaved(tx: Tx, ownerId: string, id: string): Promise<void> {
  await tx.delete(savedConfiguration).where(own(ownerId, id));
}
