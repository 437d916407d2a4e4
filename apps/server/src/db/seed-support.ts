import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rows, type Tx } from './client';

/** A stable UUID (version-4 layout) for a demo row, from its namespace and what it is: a re-seed finds the same row. */
export function demoUuid(namespace: string, ...parts: string[]): string {
  const hex = crypto
    .createHash('sha256')
    .update(`${namespace}:${parts.join(':')}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** True the first time a seed step with this key runs on this database (recorded in portal.seed_applied). */
export async function firstTime(tx: Tx, key: string): Promise<boolean> {
  const inserted = await rows(
    tx,
    sql`insert into portal.seed_applied (key) values (${key}) on conflict do nothing returning key`,
  );
  return inserted.length > 0;
}

/** Inserts demo rows in batches of 400, leaving rows that are already there. */
export async function insertAll<T extends object>(
  tx: Tx,
  table: Parameters<Tx['insert']>[0],
  values: readonly T[],
): Promise<void> {
  for (let i = 0; i < values.length; i += 400) {
    await tx
      .insert(table)
      .values(values.slice(i, i + 400) as never)
      .onConflictDoNothing();
  }
}
