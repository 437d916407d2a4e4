import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { account, auditEntry } from '../db/schema/index';
import { startTestApp, type TestApp, testMasterKeys } from '../testing/app';
import { createTestDatabase, createTestDatabaseEnv } from '../testing/database';
import { refresh, SignInError, signIn } from '../testing/sign-in';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { removeDemoAccounts } from './demo-removal';
import { createIdentityProvider } from './index';
import { publicJwks, rotateSigningKeys } from './keys';
import { hashPassword } from './passwords';

describe('restart (R11)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let second: TestApp | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    if (second) await second.close();
    else await database.close();
  });

  it('keeps a signed-in user signed in: the refresh token works on the restarted server', async () => {
    const first = await startTestApp({}, database);
    const tokens = await signIn(first, { login: 'employee', password: DEMO_PASSWORD });
    const kid = decodeProtectedHeader(tokens.accessToken).kid;
    // Stop the server but keep its database (TestApp.close would close the database too).
    await first.app.close();
    await first.idp?.close();

    second = await startTestApp({}, database);
    const res = await refresh(second, tokens.refreshToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(decodeJwt(body.access_token)).toMatchObject({
      sub: decodeJwt(tokens.accessToken).sub,
      acr: 'urn:portal:pwd',
    });
    // Same signing key after the restart, so tokens issued before it still verify.
    expect(decodeProtectedHeader(body.access_token).kid).toBe(kid);
    await expect(
      jwtVerify(tokens.accessToken, createLocalJWKSet(await second.idp!.publicJwks()), { audience: 'urn:portal:api' }),
    ).resolves.toBeTruthy();
  });
});

describe('signing key rotation', () => {
  let app: TestApp | undefined;
  afterAll(async () => {
    await app?.close();
  });

  it('makes the new key current and keeps the old one published for the tokens it signed', async () => {
    const database = await createTestDatabase();
    const before = await startTestApp({}, database);
    const old = await signIn(before, { login: 'employee', password: DEMO_PASSWORD });
    const oldKid = decodeProtectedHeader(old.accessToken).kid!;
    await before.app.close();
    await before.idp?.close();

    const { kid, retired } = await rotateSigningKeys(database, testMasterKeys());
    expect(retired).toEqual([oldKid]);
    expect((await publicJwks(database.db)).keys.map((k) => k.kid)).toEqual([kid, oldKid]);

    app = await startTestApp({}, database);
    const fresh = await signIn(app, { login: 'employee', password: DEMO_PASSWORD });
    expect(decodeProtectedHeader(fresh.accessToken).kid).toBe(kid);
    expect(decodeProtectedHeader(fresh.idToken).kid).toBe(kid);
    const jwks = await app.app.inject({ url: '/openid/jwks', headers: { host: 'localhost:8080' } });
    expect((jwks.json().keys as Array<{ kid: string }>).map((k) => k.kid)).toEqual([kid, oldKid]);
    const keySet = createLocalJWKSet(await app.idp!.publicJwks());
    await expect(jwtVerify(old.accessToken, keySet, { audience: 'urn:portal:api' })).resolves.toBeTruthy();
    await expect(jwtVerify(fresh.accessToken, keySet, { audience: 'urn:portal:api' })).resolves.toBeTruthy();
  });

  it('keys:rotate prints the new key id of the configured database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cli-'));
    try {
      const env = { NODE_ENV: 'test', PORTAL_DATA_DIR: dataDir };
      const lines: string[] = [];
      expect(await runCli(['keys:rotate'], env, (l) => lines.push(l))).toBe(0);
      expect(await runCli(['keys:rotate'], env, (l) => lines.push(l))).toBe(0);
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/^[\w-]{43}$/);
      const config = loadConfig(env);
      const database = await openDatabase({ dataDir: config.dataDir });
      try {
        expect((await publicJwks(database.db)).keys.map((k) => k.kid)).toEqual([lines[1], lines[0]]);
      } finally {
        await database.close();
      }
      expect(await runCli(['keys:nonsense'], env, () => undefined)).toBe(2);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    // Three command runs, each opening and migrating a fresh embedded database: on a machine
    // busy with other work this took over a minute.
  }, 180_000);
});

describe('production (T14)', () => {
  it('refuses to start with demo accounts', async () => {
    await expect(startTestApp({ NODE_ENV: 'production', PORTAL_DEMO_ACCOUNTS: 'on' })).rejects.toThrow(/demo accounts/);
    const config = { ...loadConfig({ NODE_ENV: 'test' }), production: true, demoAccounts: true };
    const database = await createTestDatabase();
    try {
      await expect(createIdentityProvider({ config, database, log: pino({ level: 'silent' }) })).rejects.toThrow(
        /demo accounts/,
      );
    } finally {
      await database.close();
    }
  });

  it('refuses to start while a demo account can sign in, and starts once the command removed them', async () => {
    const { env, remove } = await createTestDatabaseEnv();
    const production = { ...env, NODE_ENV: 'production', PORTAL_MASTER_KEY: crypto.randomBytes(32).toString('base64') };
    const open = () => {
      const config = loadConfig(production);
      return openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    };
    try {
      const seeded = await open();
      await expect(startTestApp(production, seeded)).rejects.toThrow(
        /demo account\(s\) can sign in .*admin.*`npm run accounts:remove-demo`/,
      );
      // An operator's own account, to show the production server signs people in.
      await seeded.db.insert(account).values({
        login: 'operator',
        email: 'operator@portal.example',
        passwordHash: await hashPassword('n0t-published'),
      });
      await seeded.close();

      const removed: string[] = [];
      expect(await runCli(['accounts:remove-demo'], production, (line) => removed.push(line))).toBe(0);
      expect(removed).toEqual(DEMO_ACCOUNTS.map((a) => a.login).sort());
      const again: string[] = [];
      expect(await runCli(['accounts:remove-demo'], production, (line) => again.push(line))).toBe(0);
      expect(again).toEqual([]);

      const app = await startTestApp(production, await open());
      try {
        await expect(signIn(app, { login: 'operator', password: 'n0t-published' })).resolves.toHaveProperty(
          'accessToken',
        );
        const refused = await signIn(app, { login: 'admin', password: DEMO_PASSWORD, uiLocales: 'en' }).catch(
          (e: SignInError) => e,
        );
        expect(refused).toBeInstanceOf(SignInError);
        expect((refused as SignInError).response?.body).toContain('The username or password is incorrect.');
        // One entry per account, naming the command, written once however often it runs.
        const trail = await app.database.db
          .select()
          .from(auditEntry)
          .where(eq(auditEntry.action, 'remove-demo-sign-in'));
        expect(trail.map((e) => e.actorSub)).toEqual(DEMO_ACCOUNTS.map(() => 'operator:accounts:remove-demo'));
        expect(trail.find((e) => e.entityId === DEMO_ACCOUNTS[0]!.sub)?.after).toMatchObject({
          login: 'admin',
          disabled: true,
        });
      } finally {
        await app.close();
      }
    } finally {
      await remove();
    }
  }, 180_000);

  it('never offers the library development sign-in', async () => {
    const database = await createTestDatabase();
    await removeDemoAccounts(database.db, 60);
    // Behind a TLS-terminating proxy, as in production: Secure cookies need the forwarded protocol.
    const app = await startTestApp(
      {
        NODE_ENV: 'production',
        PORTAL_DEMO_ACCOUNTS: 'off',
        PORTAL_MASTER_KEY: crypto.randomBytes(32).toString('base64'),
        PORTAL_ORIGINS: 'https://portal.example',
        PORTAL_TRUST_PROXY: 'true',
      },
      database,
    );
    const proxy = { host: 'portal.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' };
    try {
      const res = await app.app.inject({
        url: '/openid/auth?client_id=portal&response_type=code&scope=openid&redirect_uri=https%3A%2F%2Fportal.example%2Fportal%2Fauth%2FloginCallback&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256',
        headers: proxy,
      });
      expect(res.statusCode).toBe(303);
      expect(String(res.headers.location)).toMatch(/^\/openid\/interaction\/[\w-]+$/);
      const page = await app.app.inject({
        url: String(res.headers.location),
        headers: { ...proxy, cookie: cookies(res) },
      });
      expect(page.body).toContain('autocomplete="current-password"');
      expect(page.body).not.toMatch(/any password|devInteractions/i);
      // Cookies are Secure on an https origin.
      expect(String(res.headers['set-cookie'])).toMatch(/secure/i);
    } finally {
      await app.close();
    }
  });
});

function cookies(res: { headers: Record<string, unknown> }): string {
  const set = res.headers['set-cookie'];
  const list = Array.isArray(set) ? set : set ? [String(set)] : [];
  return list.map((c: string) => c.split(';')[0]).join('; ');
}
