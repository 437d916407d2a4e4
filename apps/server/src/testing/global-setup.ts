import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed';

/**
 * Prepares one migrated, seeded database per test run; every test file then starts from a copy
 * of it (a PGlite data-directory dump, or a PostgreSQL template database when DATABASE_URL is set).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `portal_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const database = await openDatabase({ databaseUrl: withDatabase(url, template) });
    await migrate(database);
    await seed(database.db, { demoAccounts: true });
    await database.close();
    project.provide('templateDatabase', template);
    return async () => {
      const leftovers = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'portal_t_${process.pid}_%' or datname = $1`,
        [template],
      );
      for (const { datname } of leftovers.rows) {
        await admin.query(`drop database if exists ${datname} with (force)`).catch(() => undefined);
      }
      await admin.end();
    };
  }
  const database = await openDatabase({});
  await migrate(database);
  await seed(database.db, { demoAccounts: true });
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-')), 'snapshot.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
    pgliteSnapshot: string;
  }
}
