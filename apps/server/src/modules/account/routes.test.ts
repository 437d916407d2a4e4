import { ACR_MFA } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account as accountTable, auditEntry, passkey as passkeyTable } from '../../db/schema/index';
import { DEMO_PASSWORD } from '../../idp/demo-accounts';
import { totpNow } from '../../idp/totp';
import { startTestApp, TEST_ORIGIN, type TestApp } from '../../testing/app';
import { passkeySignIn } from '../../testing/passkey-sign-in';
import { refresh, SignInError, signIn } from '../../testing/sign-in';
import { assertCredential, createCredential, type SoftCredential } from '../../testing/soft-authenticator';
import { mintAccessToken } from '../../testing/tokens';
import { bearer, demoSub } from '../../testing/users';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Registers a passkey through the API as the security page does; returns the authenticator's credential. */
async function enrolPasskey(app: TestApp, headers: Record<string, string>, name = 'Laptop') {
  const options = await app.app.inject({ method: 'POST', url: '/portal/api/Account/passkeys/options', headers });
  expect(options.statusCode, options.body).toBe(200);
  const { credential, response } = createCredential(options.json(), TEST_ORIGIN);
  const created = await app.app.inject({
    method: 'POST',
    url: '/portal/api/Account/passkeys',
    headers,
    payload: { name, response },
  });
  expect(created.statusCode, created.body).toBe(201);
  return { credential, id: (created.json() as { id: string }).id };
}

describe('security page API: who may call it (T19, T20)', () => {
  let app: TestApp;
  let own: Record<string, string>;
  let other: Record<string, string>;
  let foreignPasskey: string;

  beforeAll(async () => {
    app = await startTestApp();
    own = await bearer(app, 'employee');
    other = await bearer(app, 'sales');
    foreignPasskey = (await enrolPasskey(app, other, 'Telefon des Vertriebs')).id;
  }, 120_000);
  afterAll(() => app.close());

  const ROUTES = [
    { method: 'GET', url: '/portal/api/Account/me', ok: 200 },
    { method: 'GET', url: '/portal/api/Account/sessions', ok: 200 },
    { method: 'POST', url: '/portal/api/Account/passkeys/options', ok: 200 },
    { method: 'POST', url: '/portal/api/Account/totp/enrolment', ok: 200 },
    {
      method: 'PUT',
      url: '/portal/api/Account/password',
      ok: 400,
      payload: { currentPassword: 'x', newPassword: 'y' },
    },
  ] as const;

  for (const route of ROUTES) {
    it(`${route.method} ${route.url}: no token → 401, own account → ${route.ok}`, async () => {
      const payload = 'payload' in route ? { payload: route.payload } : {};
      const anonymous = await app.app.inject({ method: route.method, url: route.url, ...payload });
      expect(anonymous.statusCode).toBe(401);
      const mine = await app.app.inject({ method: route.method, url: route.url, headers: own, ...payload });
      expect(mine.statusCode, mine.body).toBe(route.ok);
    });
  }

  it('reads the caller’s own profile, never another person’s', async () => {
    const me = await app.app.inject({ method: 'GET', url: '/portal/api/Account/me', headers: own });
    expect(me.json()).toMatchObject({ id: demoSub('employee'), login: 'employee', passkeys: [] });
    const theirs = await app.app.inject({ method: 'GET', url: '/portal/api/Account/me', headers: other });
    expect(theirs.json()).toMatchObject({ login: 'sales', passkeys: [{ name: 'Telefon des Vertriebs' }] });
  });

  it('another person’s passkey cannot be renamed or removed: 404, and it stays as it was', async () => {
    const rename = await app.app.inject({
      method: 'PUT',
      url: `/portal/api/Account/passkeys/${foreignPasskey}`,
      headers: own,
      payload: { name: 'Übernommen' },
    });
    const remove = await app.app.inject({
      method: 'DELETE',
      url: `/portal/api/Account/passkeys/${foreignPasskey}`,
      headers: own,
    });
    expect([rename.statusCode, remove.statusCode]).toEqual([404, 404]);
    const [row] = await app.database.db.select().from(passkeyTable).where(eq(passkeyTable.id, foreignPasskey));
    expect(row?.name).toBe('Telefon des Vertriebs');
    expect(row?.accountId).toBe(demoSub('sales'));
  });

  it('refuses a body that is not what the page sends, with a problem and nothing changed', async () => {
    const response = await app.app.inject({
      method: 'PUT',
      url: '/portal/api/Account/password',
      headers: own,
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'short' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const rows = await app.database.db.select().from(accountTable).where(eq(accountTable.login, 'employee'));
    const signedIn = await signIn(app, { login: 'employee', password: DEMO_PASSWORD });
    expect(rows).toHaveLength(1);
    expect(signedIn.accessToken).toBeTruthy();
  });

  it('a person of another identity provider has no account here: 404 with its own code', async () => {
    const token = await mintAccessToken(app.database, { sub: crypto.randomUUID() });
    const response = await app.app.inject({ method: 'GET', url: '/portal/api/Account/me', headers: auth(token) });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('account_not_managed_here');
  });
});

describe('passkeys: enrol on the security page, then sign in with them', () => {
  let app: TestApp;
  let headers: Record<string, string>;
  let credential: SoftCredential;
  let id: string;

  beforeAll(async () => {
    app = await startTestApp();
    // A real sign-in with the password: recent, and the account has no second factor yet.
    headers = auth((await signIn(app, { login: 'partner', password: DEMO_PASSWORD })).accessToken);
    ({ credential, id } = await enrolPasskey(app, headers, 'Mein Laptop'));
  }, 120_000);
  afterAll(() => app.close());

  it('stores the passkey with its name, counter, transports and creation time, and audits it', async () => {
    const [row] = await app.database.db.select().from(passkeyTable).where(eq(passkeyTable.id, id));
    expect(row).toMatchObject({
      accountId: demoSub('partner'),
      name: 'Mein Laptop',
      counter: 0,
      transports: ['internal'],
    });
    expect(row?.lastUsedAt).toBeNull();
    const audit = await app.database.db.select().from(auditEntry).where(eq(auditEntry.action, 'passkey.add'));
    expect(audit.map((a) => a.entityId)).toContain(demoSub('partner'));
  });

  it('signs in without a password ("Mit Passkey anmelden"), at the second-factor level', async () => {
    const result = await passkeySignIn(app, { credential });
    expect(result.page.body).toContain('Mit Passkey anmelden');
    expect(result.options.userVerification).toBe('required');
    // Passwordless: the authenticator is asked for any passkey of this site.
    expect(result.options.allowCredentials ?? []).toEqual([]);
    expect(result.tokens, result.posted.body).toBeDefined();
    const claims = decodeJwt(result.tokens!.accessToken);
    expect(claims.sub).toBe(demoSub('partner'));
    expect(claims.acr).toBe(ACR_MFA);
    const [row] = await app.database.db.select().from(passkeyTable).where(eq(passkeyTable.id, id));
    expect(row?.counter).toBe(credential.counter);
    expect(row?.lastUsedAt).not.toBeNull();
  });

  it('refuses an answer whose counter did not go up (a copied authenticator) and says so on the page', async () => {
    const used = credential.counter;
    const result = await passkeySignIn(app, {
      credential,
      answer: (options) => assertCredential(credential, options, TEST_ORIGIN, { counter: used }),
    });
    expect(result.tokens).toBeUndefined();
    expect(result.posted.statusCode).toBe(400);
    expect(result.posted.body).toContain('Der Passkey wurde nicht erkannt');
  });

  it('refuses an answer without user verification, and one for another site', async () => {
    const unverified = await passkeySignIn(app, {
      credential,
      answer: (options) => assertCredential(credential, options, TEST_ORIGIN, { userVerified: false }),
    });
    expect(unverified.tokens).toBeUndefined();
    const elsewhere = await passkeySignIn(app, {
      credential,
      answer: (options) => assertCredential(credential, options, 'https://phishing.example'),
    });
    expect(elsewhere.tokens).toBeUndefined();
  });

  it('is the second factor after the password when the client asks for it', async () => {
    const result = await passkeySignIn(app, {
      credential,
      password: { login: 'partner', password: DEMO_PASSWORD },
      acrValues: ACR_MFA,
    });
    expect(result.page.body).toContain('Passkey verwenden');
    // The partner has no TOTP: the page offers only the passkey.
    expect(result.page.body).not.toContain('name="totp"');
    expect(result.options.allowCredentials?.map((c) => c.id)).toEqual([id]);
    expect(result.tokens, result.posted.body).toBeDefined();
    const claims = decodeJwt(result.tokens!.accessToken);
    expect([claims.acr, claims.amr]).toEqual([ACR_MFA, ['pwd', 'hwk', 'mfa']]);
  });

  it('another person’s passkey is no second factor for this account', async () => {
    const stranger = auth((await signIn(app, { login: 'kitchen', password: DEMO_PASSWORD })).accessToken);
    const { credential: theirs } = await enrolPasskey(app, stranger, 'Küche');
    const result = await passkeySignIn(app, {
      credential: theirs,
      password: { login: 'partner', password: DEMO_PASSWORD },
      acrValues: ACR_MFA,
    });
    expect(result.tokens).toBeUndefined();
    expect(result.posted.body).toContain('Der Passkey wurde nicht erkannt');
  });

  it('changing factors needs the second factor once the account has one (RFC 9470 step-up)', async () => {
    const response = await app.app.inject({ method: 'POST', url: '/portal/api/Account/totp/enrolment', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('insufficient_user_authentication');
    expect(response.headers['www-authenticate']).toContain(`acr_values="${ACR_MFA}"`);
    expect(response.headers['www-authenticate']).toContain('max_age="600"');
  });

  it('renames and removes the passkey; afterwards it signs nobody in', async () => {
    const mfa = auth((await passkeySignIn(app, { credential })).tokens!.accessToken);
    const renamed = await app.app.inject({
      method: 'PUT',
      url: `/portal/api/Account/passkeys/${id}`,
      headers: mfa,
      payload: { name: 'Büro-Laptop' },
    });
    expect(renamed.json().name).toBe('Büro-Laptop');
    const removed = await app.app.inject({ method: 'DELETE', url: `/portal/api/Account/passkeys/${id}`, headers: mfa });
    expect(removed.statusCode).toBe(204);
    const me = await app.app.inject({ method: 'GET', url: '/portal/api/Account/me', headers: mfa });
    expect(me.json().passkeys).toEqual([]);
    expect((await passkeySignIn(app, { credential })).tokens).toBeUndefined();
  });
});

describe('TOTP, password and sessions on the security page', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('a sign-in older than ten minutes must be renewed before a factor changes (max_age, T7)', async () => {
    const old = Math.floor(Date.now() / 1000) - 11 * 60;
    const token = await mintAccessToken(app.database, { sub: demoSub('specialist'), claims: { auth_time: old } });
    const response = await app.app.inject({
      method: 'POST',
      url: '/portal/api/Account/totp/enrolment',
      headers: auth(token),
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toContain('max_age="600"');
    expect(response.headers['www-authenticate']).not.toContain('acr_values');
  });

  it('enrols TOTP with a QR code, confirmed by a code; sign-in then asks for it; removing it ends that', async () => {
    const headers = auth((await signIn(app, { login: 'specialist', password: DEMO_PASSWORD })).accessToken);
    const started = await app.app.inject({ method: 'POST', url: '/portal/api/Account/totp/enrolment', headers });
    const { secret, uri, qrCode } = started.json() as { secret: string; uri: string; qrCode: string };
    expect(uri).toMatch(/^otpauth:\/\/totp\/.+:specialist\?secret=[A-Z2-7]+/);
    expect(Buffer.from(qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toContain('<svg');
    // Not active before it is confirmed.
    const before = await app.app.inject({ method: 'GET', url: '/portal/api/Account/me', headers });
    expect(before.json().totpEnabled).toBe(false);
    const wrong = await app.app.inject({
      method: 'PUT',
      url: '/portal/api/Account/totp',
      headers,
      payload: { code: totpNow(secret) === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    const confirmed = await app.app.inject({
      method: 'PUT',
      url: '/portal/api/Account/totp',
      headers,
      payload: { code: totpNow(secret) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(204);
    await expect(signIn(app, { login: 'specialist', password: DEMO_PASSWORD, acrValues: ACR_MFA })).rejects.toThrow(
      SignInError,
    );
    const mfa = await signIn(app, {
      login: 'specialist',
      password: DEMO_PASSWORD,
      acrValues: ACR_MFA,
      totp: () => totpNow(secret, Date.now() + 30_000),
    });
    const removed = await app.app.inject({
      method: 'DELETE',
      url: '/portal/api/Account/totp',
      headers: auth(mfa.accessToken),
    });
    expect(removed.statusCode).toBe(204);
    const after = await app.app.inject({ method: 'GET', url: '/portal/api/Account/me', headers });
    expect(after.json().totpEnabled).toBe(false);
  });

  it('changes the password only with the current one; the old one no longer signs in', async () => {
    const headers = auth((await signIn(app, { login: 'kitchen', password: DEMO_PASSWORD })).accessToken);
    const refused = await app.app.inject({
      method: 'PUT',
      url: '/portal/api/Account/password',
      headers,
      payload: { currentPassword: 'nicht das Passwort', newPassword: 'ein neues langes Passwort' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('wrong_password');
    await signIn(app, { login: 'kitchen', password: DEMO_PASSWORD });
    const changed = await app.app.inject({
      method: 'PUT',
      url: '/portal/api/Account/password',
      headers,
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'ein neues langes Passwort' },
    });
    expect(changed.statusCode).toBe(204);
    await expect(signIn(app, { login: 'kitchen', password: DEMO_PASSWORD })).rejects.toThrow(SignInError);
    expect((await signIn(app, { login: 'kitchen', password: 'ein neues langes Passwort' })).accessToken).toBeTruthy();
  });

  it('lists the sign-ins of every browser and ends them all: refresh and access tokens stop working', async () => {
    const first = await signIn(app, { login: 'employee', password: DEMO_PASSWORD });
    const second = await signIn(app, { login: 'employee', password: DEMO_PASSWORD });
    const headers = auth(first.accessToken);
    const sessions = await app.app.inject({ method: 'GET', url: '/portal/api/Account/sessions', headers });
    expect((sessions.json() as unknown[]).length).toBeGreaterThanOrEqual(2);
    expect(sessions.body).not.toContain(String(second.jar.get('_session')));

    const ended = await app.app.inject({ method: 'DELETE', url: '/portal/api/Account/sessions', headers });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().ended).toBeGreaterThanOrEqual(2);
    expect((await refresh(app, second.refreshToken)).statusCode).toBe(400);
    const other = await app.app.inject({
      method: 'GET',
      url: '/portal/api/Account/me',
      headers: auth(second.accessToken),
    });
    expect(other.statusCode).toBe(401);
    const audit = await app.database.db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.action, 'account.signOutEverywhere'));
    expect(audit).toHaveLength(1);
  });
});
