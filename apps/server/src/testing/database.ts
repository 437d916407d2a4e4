import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { withDatabase } from './global-setup';

/** A private copy of the run's migrated, seeded database for one test file. */
export async function createTestDatabase(options: { port?: number } = {}): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `portal_t_${process.ppid}_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      // A template can be copied by one session at a time; retry while another file copies it.
      for (let attempt = 0; ; attempt++) {
        try {
          await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
          break;
        } catch (error) {
          if (attempt > 50) throw error;
          await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
        }
      }
    } finally {
      await admin.end();
    }
    // The server may be reached through another port (a proxy that can cut the connections).
    const appUrl = new URL(withDatabase(url, name));
    if (options.port) appUrl.port = String(options.port);
    const database = await openDatabase({ databaseUrl: appUrl.toString() });
    const close = database.close;
    return {
      ...database,
      close: async () => {
        await close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
        await cleanup.end();
      },
    };
  }
  const snapshot = fs.readFileSync(inject('pgliteSnapshot'));
  return openDatabase({ loadDataDir: new Blob([snapshot]) });
}
