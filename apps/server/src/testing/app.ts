import { Writable } from 'node:stream';
import pino from 'pino';
import { expect } from 'vitest';
import { type BuiltApp, buildApp } from '../app';
import { loadConfig, type PortalConfig } from '../config';
import type { Database } from '../db/client';
import type { ErpGateway } from '../erp/gateway';
import { loadMasterKeys, type MasterKeys } from '../idp/envelope';
import { createTestDatabase } from './database';

export interface TestApp extends BuiltApp {
  readonly config: PortalConfig;
  readonly database: Database;
  /** Every log line the app wrote, parsed. */
  readonly logs: Array<Record<string, unknown>>;
  close(): Promise<void>;
}

/** The whole server on a private copy of the seeded database, driven with `app.inject`. */
export async function startTestApp(
  env: Record<string, string> = {},
  database?: Database,
  beforeReady?: (app: BuiltApp['app']) => void,
  options: { erpGateway?: ErpGateway } = {},
): Promise<TestApp> {
  // Tests share two cores with each other: the overload guard is tested on its own, not tripped by neighbours.
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '8080',
    PORTAL_DATA_DIR: TEST_DATA_DIR,
    PORTAL_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  const db = database ?? (await createTestDatabase());
  const logs: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n')) if (line) logs.push(JSON.parse(line));
      done();
    },
  });
  const loggerInstance = pino({ level: process.env.LOG_LEVEL ?? 'info' }, stream);
  const built = await buildApp(config, db, { loggerInstance, ...options });
  beforeReady?.(built.app);
  await built.app.ready();
  return {
    ...built,
    config,
    database: db,
    logs,
    close: async () => {
      await built.app.close();
      await built.idp?.close();
      await db.close();
    },
  };
}

export const TEST_ORIGIN = 'http://localhost:8080';
/** Where test apps keep their files, and their development master key (idp/envelope.ts). */
export const TEST_DATA_DIR = '.tmp/test-data';

/** The master keys a test app seals its keys with, unless the test sets PORTAL_MASTER_KEY. */
export function testMasterKeys(): MasterKeys {
  return loadMasterKeys(loadConfig({ NODE_ENV: 'test', PORTAL_DATA_DIR: TEST_DATA_DIR }));
}
export const TEST_ISSUER = `${TEST_ORIGIN}/openid`;

/**
 * Calls of the portal API in a test, as a signed-in account: `get` answers the response, `json`
 * the body once it asserted 200 (naming the URL and the body when it is not). `signedIn` gives the
 * default headers when a call is made, so a token taken in `beforeAll` is the one used.
 */
export function apiRequests(app: () => TestApp, signedIn: () => Record<string, string>) {
  const get = (url: string, headers: Record<string, string> = signedIn()) =>
    app().app.inject({ url: `/portal/api${url}`, headers });
  const json = async <T>(url: string, headers: Record<string, string> = signedIn()): Promise<T> => {
    const response = await get(url, headers);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json() as T;
  };
  return { get, json };
}
