import type { CalcProject, CalcProjectInput, CalcProjectSummary } from '@portal/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { calcProject, portalUser } from '../../db/schema/index';

type Row = typeof calcProject.$inferSelect;

const toProject = (row: Row): CalcProject => ({
  id: row.id,
  name: row.name,
  positionen: row.positionen as CalcProject['positionen'],
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listProjects(db: DbOrTx, ownerId: string): Promise<CalcProjectSummary[]> {
  const rows = await db
    .select({
      id: calcProject.id,
      name: calcProject.name,
      positionen: sql<number>`jsonb_array_length(${calcProject.positionen})`,
      updatedAt: calcProject.updatedAt,
    })
    .from(calcProject)
    .where(eq(calcProject.ownerId, ownerId))
    .orderBy(desc(calcProject.updatedAt), calcProject.id);
  return rows.map((r) => ({ ...r, positionen: Number(r.positionen), updatedAt: r.updatedAt.toISOString() }));
}

/** A project with its owner, so the service can tell "not yours" (answered as not found) from "not there". */
export async function findProject(
  db: DbOrTx,
  id: string,
): Promise<{ ownerId: string; project: CalcProject } | undefined> {
  const [row] = await db.select().from(calcProject).where(eq(calcProject.id, id));
  return row && { ownerId: row.ownerId, project: toProject(row) };
}

/** Locks the owner's row for the transaction, so two saves of one person count their projects one after the other. */
export async function lockOwner(tx: Tx, ownerId: string): Promise<void> {
  await tx.select({ id: portalUser.id }).from(portalUser).where(eq(portalUser.id, ownerId)).for('update');
}

export async function countProjects(tx: Tx, ownerId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(calcProject).where(eq(calcProject.ownerId, ownerId));
  return row?.n ?? 0;
}

/** The owner's project locked for the change's transaction, with its version; undefined when missing or another's. */
export async function lockProject(tx: Tx, id: string, ownerId: string): Promise<{ version: number } | undefined> {
  const [row] = await tx
    .select({ version: calcProject.version })
    .from(calcProject)
    .where(and(eq(calcProject.id, id), eq(calcProject.ownerId, ownerId)))
    .for('update');
  return row;
}

export async function insertProject(
  db: DbOrTx,
  ownerId: string,
  input: Required<Pick<CalcProjectInput, 'name'>> & { positionen: unknown[] },
): Promise<CalcProject> {
  const [row] = await db
    .insert(calcProject)
    .values({ ownerId, name: input.name, positionen: input.positionen })
    .returning();
  return toProject(row!);
}

export async function updateProject(
  db: DbOrTx,
  id: string,
  ownerId: string,
  input: { name: string; positionen: unknown[] },
): Promise<CalcProject | undefined> {
  const [row] = await db
    .update(calcProject)
    .set({
      name: input.name,
      positionen: input.positionen,
      version: sql`${calcProject.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(calcProject.id, id), eq(calcProject.ownerId, ownerId)))
    .returning();
  return row && toProject(row);
}

export async function deleteProject(db: DbOrTx, id: string, ownerId: string): Promise<boolean> {
  const deleted = await db
    .delete(calcProject)
    .where(and(eq(calcProject.id, id), eq(calcProject.ownerId, ownerId)))
    .returning({ id: calcProject.id });
  return deleted.length > 0;
}
