import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { migrate, readMigrations } from './migrate';

describe('migrations', () => {
  it('apply once, in order, and a second run applies nothing', async () => {
    const database = await openDatabase({});
    try {
      const first = await migrate(database);
      expect(first).toEqual(readMigrations().map((m) => m.name));
      expect(await migrate(database)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('refuse to start when an applied migration was changed afterwards', async () => {
    const database = await openDatabase({});
    try {
      const migrations = readMigrations();
      await migrate(database, migrations);
      const changed = migrations.map((m, i) => (i === 0 ? { ...m, checksum: 'edited' } : m));
      await expect(migrate(database, changed)).rejects.toThrow(/was changed after it was applied/);
    } finally {
      await database.close();
    }
  });

  it('leave nothing behind when a migration fails half-way', async () => {
    const database = await openDatabase({});
    try {
      await migrate(database);
      const broken = [
        ...readMigrations(),
        {
          name: '9999_broken.sql',
          sql: 'create table portal.half_done (id int); select no_such_function();',
          checksum: 'x',
        },
      ];
      await expect(migrate(database, broken)).rejects.toThrow();
      const tables = await database.pglite!.query(
        `select 1 from information_schema.tables where table_name = 'half_done'`,
      );
      expect(tables.rows).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
