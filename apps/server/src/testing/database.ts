import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { withDatabase } from './global-setup';

/** A private copy of the run's migrated, seeded database for one test file. */
export async function createTestDatabase(options: { port?: number } = {}): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = await copyTemplate(url);
    // The server may be reached through another port (a proxy that can cut the connections).
    const appUrl = new URL(withDatabase(url, name));
    if (options.port) appUrl.port = String(options.port);
    const database = await openDatabase({ databaseUrl: appUrl.toString() });
    const close = database.close;
    return {
      ...database,
      close: async () => {
        await close();
        await dropCopy(url, name);
      },
    };
  }
  return openDatabase({ loadDataDir: snapshot() });
}

/**
 * A private copy of the run's database for a command that opens the database itself (cli.ts):
 * the configuration variables that name it, and how to remove it afterwards.
 */
export async function createTestDatabaseEnv(): Promise<{ env: Record<string, string>; remove(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = await copyTemplate(url);
    return { env: { DATABASE_URL: withDatabase(url, name) }, remove: () => dropCopy(url, name) };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-data-'));
  const database = await openDatabase({ dataDir, loadDataDir: snapshot() });
  await database.close();
  return {
    env: { PORTAL_DATA_DIR: dataDir },
    remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

function snapshot(): Blob {
  return new Blob([fs.readFileSync(inject('pgliteSnapshot'))]);
}

async function copyTemplate(url: string): Promise<string> {
  const name = `portal_t_${process.ppid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // A template can be copied by one session at a time; retry while another file copies it.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
        return name;
      } catch (error) {
        if (attempt > 50) throw error;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
}

async function dropCopy(url: string, name: string): Promise<void> {
  const cleanup = new pg.Client({ connectionString: url });
  await cleanup.connect();
  await cleanup.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
  await cleanup.end();
}
