import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { cookieKey, secret, signingKey } from '../db/schema/idp';
import { startTestApp, type TestApp } from '../testing/app';
import { createTestDatabase } from '../testing/database';
import { authorize, SignInError, signIn } from '../testing/sign-in';
import { DEMO_PASSWORD } from './demo-accounts';
import { loadMasterKeys } from './envelope';
import { loadCookieKeys, loadSigningKeys, RETIRED_COOKIE_KEY_RETENTION_SECONDS, rotateCookieKeys } from './keys';

/** Issue 20 §9: the provider's private keys and cookie keys are sealed under PORTAL_MASTER_KEY. */
const keyA = crypto.randomBytes(32).toString('base64');
const keyB = crypto.randomBytes(32).toString('base64');
const masterA = () => loadMasterKeys({ production: false, dataDir: '/nonexistent', masterKey: keyA });

const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

/** Stops a server but keeps its database, as a restart does. */
async function stop(app: TestApp): Promise<void> {
  await app.app.close();
  await app.idp?.close();
}

async function storedText(database: Database): Promise<string> {
  const rows = await database.db.execute(
    sql`select coalesce((select json_agg(k)::text from idp.signing_key k), '') || coalesce((select json_agg(c)::text from idp.cookie_key c), '') || coalesce((select json_agg(s)::text from idp.secret s), '') as text`,
  );
  return String((rows as unknown as { rows: Array<{ text: string }> }).rows[0]!.text);
}

// Each test starts the whole server up to three times on its database: on a busy machine over 30 s.
const RESTARTS_MS = 120_000;

describe('secrets at rest', () => {
  it(
    'keeps no private key and no cookie key in plaintext in the database',
    async () => {
      const app = await startTestApp({ PORTAL_MASTER_KEY: keyA });
      apps.push(app);
      const stored = await storedText(app.database);
      const { privateJwks } = await loadSigningKeys(app.database.db, masterA());
      const { keys } = await loadCookieKeys(app.database.db, masterA());
      expect(privateJwks[0]!.d).toBeTruthy();
      for (const jwk of privateJwks) for (const part of [jwk.d, jwk.p, jwk.q]) expect(stored).not.toContain(part);
      for (const key of keys) expect(stored).not.toContain(key);
      // The public key stays readable: it is published anyway.
      expect(stored).toContain(privateJwks[0]!.n);
    },
    RESTARTS_MS,
  );

  it(
    'seals the plaintext keys of an older release at start, keeping the same keys',
    async () => {
      const database = await createTestDatabase();
      const { privateKey } = await generateKeyPair('RS256', { extractable: true });
      const plainJwk = { ...(await exportJWK(privateKey)), kid: 'older-release', alg: 'RS256', use: 'sig' };
      const plainCookieKey = crypto.randomBytes(32).toString('base64url');
      await database.db.insert(signingKey).values({ kid: 'older-release', alg: 'RS256', privateJwk: plainJwk });
      await database.db.insert(secret).values({ name: 'cookie_keys', value: JSON.stringify([plainCookieKey]) });

      const app = await startTestApp({ PORTAL_MASTER_KEY: keyA }, database);
      apps.push(app);
      const stored = await storedText(database);
      expect(stored).not.toContain(plainJwk.d);
      expect(stored).not.toContain(plainCookieKey);
      expect(await database.db.select().from(secret).where(eq(secret.name, 'cookie_keys'))).toEqual([]);
      expect((await loadSigningKeys(database.db, masterA())).currentKid).toBe('older-release');
      expect((await loadCookieKeys(database.db, masterA())).keys).toEqual([plainCookieKey]);
      // Tokens are signed with the same key as before the upgrade.
      const { accessToken } = await signIn(app, { login: 'employee', password: DEMO_PASSWORD });
      expect(JSON.parse(Buffer.from(accessToken.split('.')[0]!, 'base64url').toString()).kid).toBe('older-release');
    },
    RESTARTS_MS,
  );

  it(
    'refuses to start with another master key, naming both, and changes keys with PORTAL_MASTER_KEY_PREVIOUS',
    async () => {
      const database = await createTestDatabase();
      const first = await startTestApp({ PORTAL_MASTER_KEY: keyA }, database);
      const { currentKid } = await loadSigningKeys(database.db, masterA());
      await stop(first);

      await expect(startTestApp({ PORTAL_MASTER_KEY: keyB }, database)).rejects.toThrow(
        /sealed with master key local:\S+, but the master key configured is local:\S+\. Every process/,
      );

      const second = await startTestApp({ PORTAL_MASTER_KEY: keyB, PORTAL_MASTER_KEY_PREVIOUS: keyA }, database);
      apps.push(second);
      const masterB = loadMasterKeys({ production: false, dataDir: '/nonexistent', masterKey: keyB });
      // Resealed under the new key: the old one is no longer needed, and no longer enough.
      expect((await loadSigningKeys(database.db, masterB)).currentKid).toBe(currentKid);
      await expect(loadSigningKeys(database.db, masterA())).rejects.toThrow(/PORTAL_MASTER_KEY/);
      const [row] = await database.db.select().from(cookieKey);
      expect((row!.sealedKey as { kek: string }).kek).toBe(masterB.current.id);
    },
    RESTARTS_MS,
  );

  it(
    'refuses a sealed value moved to another row',
    async () => {
      const app = await startTestApp({ PORTAL_MASTER_KEY: keyA });
      apps.push(app);
      const [current] = await app.database.db.select().from(cookieKey);
      const moved = crypto.randomUUID();
      await app.database.db.insert(cookieKey).values({ id: moved, sealedKey: current!.sealedKey });
      await app.database.db.update(cookieKey).set({ retiredAt: new Date() }).where(eq(cookieKey.id, current!.id));
      await expect(loadCookieKeys(app.database.db, masterA())).rejects.toThrow(/altered or moved/);
    },
    RESTARTS_MS,
  );

  it(
    'rotates cookie keys: sessions signed with the retired key stay valid until it expires',
    async () => {
      const database = await createTestDatabase();
      const first = await startTestApp({ PORTAL_MASTER_KEY: keyA }, database);
      // Two browsers signed in before the rotation: one comes back while the retired key is kept, one after.
      const { jar } = await signIn(first, { login: 'employee', password: DEMO_PASSWORD });
      const { jar: laterJar } = await signIn(first, { login: 'employee', password: DEMO_PASSWORD });
      await stop(first);

      const { id, retired } = await rotateCookieKeys(database, masterA());
      expect(retired).toHaveLength(1);
      const second = await startTestApp({ PORTAL_MASTER_KEY: keyA }, database);
      apps.push(second);
      const { ids } = await loadCookieKeys(database.db, masterA());
      expect(ids).toEqual([id, retired[0]]);
      // The provider session of the first sign-in is still recognised: no sign-in form, a code at once.
      const silent = () =>
        authorize(second, { login: 'employee', password: DEMO_PASSWORD, jar, params: { prompt: 'none' } });
      await expect(silent()).resolves.toMatchObject({ code: expect.any(String) });

      // Once the retired key is past its retention it is deleted, and its cookies no longer open a session.
      const past = new Date(Date.now() - (RETIRED_COOKIE_KEY_RETENTION_SECONDS + 60) * 1000);
      await database.db.update(cookieKey).set({ retiredAt: past }).where(eq(cookieKey.id, retired[0]!));
      await stop(second);
      apps.pop();
      const third = await startTestApp({ PORTAL_MASTER_KEY: keyA }, database);
      apps.push(third);
      expect((await loadCookieKeys(database.db, masterA())).ids).toEqual([id]);
      await expect(
        authorize(third, { login: 'employee', password: DEMO_PASSWORD, jar: laterJar, params: { prompt: 'none' } }),
      ).rejects.toBeInstanceOf(SignInError);
    },
    RESTARTS_MS,
  );
});

describe('master key configuration', () => {
  it('production refuses to start without PORTAL_MASTER_KEY, with a clear message', async () => {
    await expect(startTestApp({ NODE_ENV: 'production', PORTAL_DEMO_ACCOUNTS: 'off' })).rejects.toThrow(
      /PORTAL_MASTER_KEY is required when NODE_ENV=production/,
    );
    await expect(startTestApp({ PORTAL_MASTER_KEY: 'too-short' })).rejects.toThrow(
      /PORTAL_MASTER_KEY: a master key is 32 bytes/,
    );
  });
});
