import { ACR_MFA } from '@portal/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { signInThrottle } from '../db/schema/idp';
import { startTestApp, type TestApp } from '../testing/app';
import { createTestDatabase } from '../testing/database';
import { browserRequest, openSignInPage, signIn } from '../testing/sign-in';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from './demo-accounts';
import * as passwords from './passwords';
import { PER_ACCOUNT, PER_SOURCE } from './throttle';
import * as totp from './totp';

/**
 * The sign-in throttle under attack (T16): parallel guesses, guesses from many addresses, an
 * attacker trying to lock the owner out. What was checked is counted at the real check functions.
 */
let database: Database;
let app: TestApp;
/** A second server process on the same database. */
let other: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp({}, database);
  other = await startTestApp({}, database);
});
afterAll(async () => {
  await other?.app.close();
  await other?.idp?.close();
  await app?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const ATTACKER = '198.51.100.66';
const OWNER = '192.0.2.10';

/** One wrong password from `remoteAddress`, on a fresh sign-in page of `target`. */
async function wrongPassword(target: TestApp, login: string, remoteAddress: string, headers?: Record<string, string>) {
  const { origin, action, jar } = await openSignInPage(target);
  return browserRequest(target, origin, jar, {
    method: 'POST',
    url: action,
    form: { login, password: 'guess' },
    remoteAddress,
    headers,
  });
}

describe('parallel guessing (T16)', () => {
  it('checks at most five of 40 parallel wrong passwords for one name, across two server processes', async () => {
    const checked = vi.spyOn(passwords, 'verifyPassword');
    const pages = await Promise.all([app, other].map((target) => openSignInPage(target)));
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const target = i % 2 === 0 ? app : other;
        const { origin, action, jar } = pages[i % 2]!;
        return browserRequest(target, origin, jar, {
          method: 'POST',
          url: action,
          form: { login: 'sales', password: `guess-${i}` },
          remoteAddress: ATTACKER,
        });
      }),
    );
    expect(checked).toHaveBeenCalledTimes(PER_SOURCE.free);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(PER_SOURCE.free);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - PER_SOURCE.free);
    // The counts are in the database, not in either process.
    const rows = await database.db.select().from(signInThrottle);
    expect(rows.some((r) => r.attempts === PER_SOURCE.free && r.lockedUntil)).toBe(true);
  });

  it('checks at most the remaining attempts of 30 parallel wrong second-factor codes', async () => {
    const { origin, action, jar } = await openSignInPage(app, { acrValues: ACR_MFA });
    const password = await browserRequest(app, origin, jar, {
      method: 'POST',
      url: action,
      form: { login: 'admin', password: DEMO_PASSWORD },
      remoteAddress: ATTACKER,
    });
    expect(password.statusCode).toBe(303);
    const codePage = await browserRequest(app, origin, jar, { url: String(password.headers.location) });
    const codeAction = /<form method="post" action="([^"]+)"/.exec(codePage.body)?.[1];
    expect(codePage.body).toContain('name="totp"');

    const checked = vi.spyOn(totp, 'matchTotp');
    const valid = new Set([-1, 0, 1].map((d) => totp.totpAt(DEMO_TOTP_SECRET, totp.currentStep() + d)));
    const guesses = Array.from({ length: 30 }, (_, i) => String(100_000 + i)).filter((g) => !valid.has(g));
    const answers = await Promise.all(
      guesses.map((code) =>
        browserRequest(app, origin, jar, {
          method: 'POST',
          url: codeAction!,
          form: { totp: code },
          remoteAddress: ATTACKER,
        }),
      ),
    );
    // The password was the first attempt; every code counts on top of it.
    expect(checked).toHaveBeenCalledTimes(PER_SOURCE.free - 1);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(guesses.length - (PER_SOURCE.free - 1));
  });
});

describe('locking out (T16)', () => {
  it('an attacker’s failures from one address slow the attacker, not the owner elsewhere', async () => {
    for (let i = 0; i < PER_SOURCE.free; i++) {
      expect((await wrongPassword(app, 'employee', ATTACKER)).statusCode).toBe(400);
    }
    const stopped = await wrongPassword(app, 'employee', ATTACKER);
    expect(stopped.statusCode).toBe(429);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    // Claiming another address does not help without a trusted proxy (PORTAL_TRUST_PROXY).
    const forged = await wrongPassword(app, 'employee', ATTACKER, { 'x-forwarded-for': '203.0.113.99' });
    expect(forged.statusCode).toBe(429);

    const owner = await signIn(other, { login: 'employee', password: DEMO_PASSWORD, remoteAddress: OWNER });
    expect(owner.accessToken).toBeTruthy();
  });

  it('makes a name wait briefly when it is guessed from many addresses, and the owner gets in after', async () => {
    const addresses = Array.from({ length: PER_ACCOUNT.free / PER_SOURCE.free }, (_, i) => `198.51.100.${i + 1}`);
    for (const address of addresses) {
      for (let i = 0; i < PER_SOURCE.free; i++) {
        expect((await wrongPassword(app, 'partner', address)).statusCode).toBe(400);
      }
    }
    const checked = vi.spyOn(passwords, 'verifyPassword');
    const fresh = await wrongPassword(app, 'partner', '198.51.100.200');
    expect(fresh.statusCode).toBe(429);
    expect(checked).not.toHaveBeenCalled();
    const retryAfter = Number(fresh.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(PER_ACCOUNT.maxWaitSeconds);

    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 100));
    const owner = await signIn(app, { login: 'partner', password: DEMO_PASSWORD, remoteAddress: OWNER });
    expect(owner.accessToken).toBeTruthy();
    // The refused attempts never counted against the owner's address, and the success cleared the name.
    const afterwards = await wrongPassword(app, 'partner', '198.51.100.201');
    expect(afterwards.statusCode).toBe(400);
  });
});

describe('behind a proxy (PORTAL_TRUST_PROXY)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await startTestApp({ PORTAL_TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await proxied?.close();
  });

  it('counts the forwarded client address, so one client behind the proxy does not lock out another', async () => {
    const proxy = '10.0.0.2';
    for (let i = 0; i < PER_SOURCE.free; i++) {
      const res = await wrongPassword(proxied, 'kitchen', proxy, { 'x-forwarded-for': ATTACKER });
      expect(res.statusCode).toBe(400);
    }
    expect((await wrongPassword(proxied, 'kitchen', proxy, { 'x-forwarded-for': ATTACKER })).statusCode).toBe(429);
    const owner = await signIn(proxied, {
      login: 'kitchen',
      password: DEMO_PASSWORD,
      remoteAddress: proxy,
      headers: { 'x-forwarded-for': OWNER },
    });
    expect(owner.accessToken).toBeTruthy();
  });
});
