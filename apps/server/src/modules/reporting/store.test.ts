import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, rows, sqlState } from '../../db/client';
import { createTestDatabase } from '../../testing/database';
import type { CatalogueDataset } from './catalogue';
import { compileReport } from './compile';
import { runReport } from './store';

const text = (de: string) => ({ de, en: de, cs: de, fr: de, it: de });

/** A dataset that takes 30 seconds per row: only a test would put one in a catalogue. */
const slow: CatalogueDataset = {
  id: 'slow',
  label: text('Langsam'),
  description: text('Langsam'),
  from: sql`(select 1 as x from pg_sleep(30)) as slow`,
  columns: [{ key: 'x', type: 'integer', label: text('x'), expression: sql`slow.x` }],
};

describe.skipIf(!process.env.DATABASE_URL)('a report run stops at the database (R9, PostgreSQL)', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it('cancels a run after its time limit, frees its connection and leaves no backend running', async () => {
    const compiled = compileReport(slow, { source: 'slow', columns: [{ key: 'x' }] });
    const started = Date.now();
    const error = await runReport(database.db, { select: compiled.select, count: undefined }, 1_000).catch((e) => e);
    const took = Date.now() - started;
    expect(sqlState(error)).toBe('57014');
    expect(took).toBeLessThan(5_000);
    const running = await rows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from pg_stat_activity where query like '%pg_sleep(30)%' and state = 'active' and pid <> pg_backend_pid()`,
    );
    expect(running[0]!.n).toBe(0);
    // The limit held for that transaction only: the next statement on the pool has none.
    const [setting] = await rows<{ statement_timeout: string }>(database.db, sql`show statement_timeout`);
    expect(setting!.statement_timeout).toBe('0');
    expect(database.pool!.idleCount + database.pool!.totalCount).toBeGreaterThan(0);
    expect(database.pool!.waitingCount).toBe(0);
  });

  it('runs read-only: even a catalogue entry that tried to write could not', async () => {
    const writing: CatalogueDataset = {
      ...slow,
      id: 'writing',
      from: sql`(select nextval(pg_get_serial_sequence('portal.org', 'id')) as x) as slow`,
    };
    const compiled = compileReport(writing, { source: 'writing', columns: [{ key: 'x' }] });
    const error = await runReport(database.db, { select: compiled.select, count: undefined }, 1_000).catch((e) => e);
    expect(sqlState(error)).toBe('25006');
  });
});
