import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { EMBEDDED_ISSUER_KEY } from '../db/seed-data';
import { TRACKING_RATE_LIMIT } from '../modules/bekontracking/routes';
import { startTestApp, type TestApp } from '../testing/app';
import { createTestDatabase } from '../testing/database';
import { demoSub } from '../testing/users';

/**
 * Two server instances on one database, as two processes behind a balancer would be: a rate limit
 * counts across both, and a permission change or a grant revocation in one reaches the other at
 * once (well within the access cache's 2 s). Once through Redis, once without (PostgreSQL
 * LISTEN/NOTIFY on a server; the embedded database is one process, so that part needs a server).
 */
const REDIS_URL = 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(6379, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const haveRedis = await redisAnswers();
if (!haveRedis && process.env.CI === 'true') throw new Error('CI runs Redis at 127.0.0.1:6379; it does not answer');
if (!haveRedis) process.stderr.write('cluster.test: no Redis at 127.0.0.1:6379; its part is skipped\n');
const serverUrl = process.env.DATABASE_URL;

const variants = [
  { name: 'through Redis', run: haveRedis, env: { PORTAL_REDIS_URL: REDIS_URL } as Record<string, string> },
  { name: 'through PostgreSQL (LISTEN/NOTIFY, a counter table)', run: Boolean(serverUrl), env: {} },
];

/** A client address of its own per test: Redis counts outlive a test run. */
const address = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

async function within(ms: number, check: () => boolean): Promise<number> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now() - start;
}

for (const variant of variants) {
  describe.skipIf(!variant.run)(`two processes agree ${variant.name}`, () => {
    let one: TestApp;
    let two: TestApp;
    let second: Database | undefined;
    // One mini-app directory for both, as processes on one volume would have.
    const miniAppsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-miniapps-'));

    beforeAll(async () => {
      const database = await createTestDatabase();
      // On a server each instance gets its own pool to the same database, as a process would.
      const url = database.pool ? String(database.pool.options.connectionString) : undefined;
      second = url ? await openDatabase({ databaseUrl: url }) : undefined;
      const env = { ...variant.env, ...(url ? { DATABASE_URL: url } : {}), PORTAL_MINIAPPS_DIR: miniAppsDir };
      one = await startTestApp(env, database);
      two = await startTestApp(env, second ?? { ...database, close: async () => undefined });
    }, 120_000);
    afterAll(async () => {
      await two?.close();
      await one?.close();
      fs.rmSync(miniAppsDir, { recursive: true, force: true });
    });

    it('a rate limit counts the calls of both', async () => {
      const remoteAddress = address();
      const statuses: number[] = [];
      for (let i = 0; i < TRACKING_RATE_LIMIT.max + 10; i++) {
        const app = i % 2 === 0 ? one : two;
        const response = await app.app.inject({
          method: 'GET',
          url: '/portal/api/BekonTracking',
          query: { number: '1', postcode: '1' },
          remoteAddress,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.filter((s) => s !== 429)).toHaveLength(TRACKING_RATE_LIMIT.max);
      expect(statuses.slice(TRACKING_RATE_LIMIT.max).every((s) => s === 429)).toBe(true);
    });

    it('a permission change in one drops the other’s cached answer at once', async () => {
      const sub = demoSub('employee');
      await two.accessService.resolve(EMBEDDED_ISSUER_KEY, sub);
      expect(two.accessService.cached(EMBEDDED_ISSUER_KEY, sub)).toBeDefined();
      one.accessService.invalidate();
      // The cache keeps an answer 2 s; the notice must be far quicker.
      expect(await within(1_000, () => two.accessService.cached(EMBEDDED_ISSUER_KEY, sub) === undefined)).toBeLessThan(
        1_000,
      );
    });

    it('a grant revoked in one is refused by the other at once', async () => {
      const grantId = `grant-${crypto.randomUUID()}`;
      await one.idp!.revokedGrants.revoke(grantId);
      await within(1_000, () => two.idp!.revokedGrants.has(grantId));
    });

    it('a mini-app added and reloaded in one is listed by the other at once', async () => {
      const name = `hello${crypto.randomInt(1_000_000)}`;
      fs.mkdirSync(path.join(miniAppsDir, name, 'dist'), { recursive: true });
      fs.writeFileSync(path.join(miniAppsDir, name, 'dist', 'remoteEntry.js'), '');
      const title = { de: 'Hallo', en: 'Hello', cs: 'Ahoj', fr: 'Bonjour', it: 'Ciao' };
      fs.writeFileSync(
        path.join(miniAppsDir, name, 'miniapp.json'),
        JSON.stringify({ name, routes: [{ path: name, title, icon: 'sparkles', public: true }] }),
      );
      expect(two.miniApps.current.entries.map((e) => e.name)).not.toContain(name);
      await one.miniApps.reload();
      await within(1_000, () => two.miniApps.current.routes.some((r) => r.name === name));
      const listed = await two.app.inject({ method: 'GET', url: '/portal/api/MiniApps/routes' });
      expect(listed.json().map((r: { name: string }) => r.name)).toContain(name);
    });
  });
}
