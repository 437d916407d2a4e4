import { ACR_MFA } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../../../db/schema/index';
import { totpNow } from '../../../idp/totp';
import { startTestApp, type TestApp } from '../../../testing/app';
import { passkeySignIn } from '../../../testing/passkey-sign-in';
import { browserRequest, CookieJar, refresh, SignInError, signIn } from '../../../testing/sign-in';
import { linkIn, startTestMailbox, type TestMailbox } from '../../../testing/smtp';
import { createCredential } from '../../../testing/soft-authenticator';
import { mintAccessToken } from '../../../testing/tokens';
import { bearer, demoUserId, userWithoutRoles } from '../../../testing/users';

const ARBONIA = 'http://arbonia.localhost:8080';
const GROUP = 'http://localhost:8080';
const GOOD_PASSWORD = 'Kupfer-Lampe-am-Rhein-7';

describe('onboarding people with the embedded provider (issue 19 §2)', () => {
  let app: TestApp;
  let mailbox: TestMailbox;
  let admin: Record<string, string>;
  let roleId: string;

  beforeAll(async () => {
    mailbox = await startTestMailbox();
    app = await startTestApp({ PORTAL_SMTP_URL: mailbox.url, PORTAL_MAIL_FROM: 'Portal <portal@example.com>' });
    admin = await bearer(app, 'admin', { mfa: true });
    const [role] = await app.database.db.select({ id: t.role.id }).from(t.role).limit(1);
    roleId = role!.id;
  });
  afterAll(async () => {
    await app.close();
    await mailbox.close();
  });

  const invite = (payload: object, headers = admin) =>
    app.app.inject({ method: 'POST', url: '/portal/api/User', headers, payload });

  /** Opens a link's page as the browser of its site does, and posts its form. */
  const page = (link: string, jar = new CookieJar()) => ({
    get: (path = '') => browserRequest(app.app, new URL(link).origin, jar, { url: `${link}${path}` }),
    post: (form: Record<string, string>, path = '') =>
      browserRequest(app.app, new URL(link).origin, jar, { method: 'POST', url: `${link}${path}`, form }),
  });

  const secretOn = (body: string) => /data-secret="([A-Z2-7]+)"/.exec(body)?.[1];

  /** Sets the password and the second factor through a link; returns the TOTP secret. */
  async function acceptInvitation(link: string, password = GOOD_PASSWORD): Promise<string> {
    const p = page(link);
    expect((await p.post({ password, confirm: password })).statusCode).toBe(303);
    const secret = secretOn((await p.get('/totp')).body)!;
    const done = await p.post({ totp: totpNow(secret) }, '/totp');
    expect(done.statusCode).toBe(200);
    return secret;
  }

  it('invites a person: account without password, roles, a mail in their language with the site’s brand', async () => {
    const response = await invite({
      email: 'Nora.Neu@example.com',
      firstName: 'Nora',
      lastName: 'Neu',
      roles: [roleId],
      brand: 'arbonia',
      locale: 'fr',
    });
    expect(response.statusCode, response.body).toBe(201);
    const user = response.json();
    expect(user.openIdUserId).toMatch(/^[0-9a-f-]{36}$/);
    expect(user.username).toBe('Nora.Neu@example.com');

    const roles = await app.app.inject({ method: 'GET', url: `/portal/api/User/${user.id}/role`, headers: admin });
    expect(roles.json().map((r: { id: string }) => r.id)).toEqual([roleId]);
    const [account] = await app.database.db.select().from(t.account).where(eq(t.account.id, user.openIdUserId));
    expect(account?.passwordHash).toBeNull();
    expect(account?.login).toBe('nora.neu@example.com');

    const mail = await mailbox.nextFor('nora.neu@example.com');
    expect(mail.subject).toBe('Invitation au portail Arbonia');
    expect(mail.language).toBe('fr');
    expect(linkIn(mail, `${ARBONIA}/openid/account/setup/`)).toBeTruthy();

    const [entry] = await app.database.db
      .select()
      .from(t.auditEntry)
      .where(and(eq(t.auditEntry.action, 'invite'), eq(t.auditEntry.entityId, user.id)));
    expect(entry?.after).toMatchObject({ email: 'Nora.Neu@example.com', roles: [{ id: roleId }], brand: 'arbonia' });

    const status = await app.app.inject({ method: 'GET', url: `/portal/api/User/${user.id}/sign-in`, headers: admin });
    expect(status.json()).toEqual({ provider: 'embedded', invitationOpen: true, disabled: false, secondFactor: false });
  });

  it('the link: a breached password is refused in the person’s language, then password, TOTP, sign-in; it works once', async () => {
    await invite({ email: 'otto@example.com', firstName: 'Otto', lastName: 'Ost', brand: 'arbonia', locale: 'de' });
    const link = linkIn(await mailbox.nextFor('otto@example.com'), `${ARBONIA}/openid/account/setup/`);
    const p = page(link);

    const form = await p.get();
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('Willkommen, Otto Ost');
    expect(form.headers['cache-control']).toBe('no-store');

    const breached = await p.post({ password: 'qwerty123456', confirm: 'qwerty123456' });
    expect(breached.statusCode).toBe(400);
    expect(breached.body).toContain('aus Datenlecks bekannt');
    const short = await p.post({ password: 'kurz', confirm: 'kurz' });
    expect(short.body).toContain('mindestens 12 Zeichen');
    const personal = await p.post({ password: 'otto@example.com', confirm: 'otto@example.com' });
    expect(personal.body).toContain('Namen oder Ihre E-Mail-Adresse');
    const mismatch = await p.post({ password: GOOD_PASSWORD, confirm: `${GOOD_PASSWORD}x` });
    expect(mismatch.body).toContain('stimmen nicht überein');

    // Before the second factor is confirmed, the password alone signs nobody in.
    expect((await p.post({ password: GOOD_PASSWORD, confirm: GOOD_PASSWORD })).headers.location).toBe(
      `${new URL(link).pathname}/totp`,
    );
    await expect(signIn(app.app, { login: 'otto@example.com', password: GOOD_PASSWORD })).rejects.toThrow(SignInError);

    const enrol = await p.get('/totp');
    const secret = secretOn(enrol.body)!;
    expect(enrol.body).toContain('<svg');
    const wrong = await p.post({ totp: '000000' === totpNow(secret) ? '111111' : '000000' }, '/totp');
    expect(wrong.statusCode).toBe(400);
    const done = await p.post({ totp: totpNow(secret) }, '/totp');
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Konto bereit');

    expect((await page(link).get()).statusCode).toBe(410);

    const signedIn = await signIn(app.app, {
      login: 'Otto@Example.com',
      password: GOOD_PASSWORD,
      acrValues: ACR_MFA,
      totp: () => totpNow(secret, Date.now() + 30_000),
      origin: ARBONIA,
    });
    expect(signedIn.accessToken).toBeTruthy();
  });

  it('the link: password, then a passkey instead of TOTP as the second factor; it signs in alone and after the password', async () => {
    await invite({ email: 'pia@example.com', firstName: 'Pia', lastName: 'Pass', brand: 'arbonia', locale: 'de' });
    const link = linkIn(await mailbox.nextFor('pia@example.com'), `${ARBONIA}/openid/account/setup/`);
    const p = page(link);
    // The passkey is offered only after the password was chosen.
    expect((await p.post({}, '/passkey/options')).statusCode).toBe(303);
    await p.post({ password: GOOD_PASSWORD, confirm: GOOD_PASSWORD });
    const enrol = await p.get('/totp');
    expect(enrol.body).toContain('Stattdessen einen Passkey einrichten');
    const optionsUrl = /id="passkey-button" data-options="([^"]+)" data-mode="register"/.exec(enrol.body)?.[1];
    const action = /<form method="post" action="([^"]+)" id="passkey-form"/.exec(enrol.body)?.[1];
    expect(optionsUrl).toBe(`${new URL(link).pathname}/passkey/options`);
    const post = (url: string, form: Record<string, string> = {}) =>
      browserRequest(app.app, ARBONIA, new CookieJar(), { method: 'POST', url, form });

    // An answer without user verification proves no second factor: refused, the link still open.
    const first = (await post(optionsUrl!)).json();
    expect(first.rp.id).toBe('arbonia.localhost');
    expect(first.authenticatorSelection.userVerification).toBe('required');
    const unverified = createCredential(first, ARBONIA, { userVerified: false });
    const refused = await post(action!, { credential: JSON.stringify(unverified.response) });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Der Passkey konnte nicht eingerichtet werden');
    // A challenge is answered once: a second answer to the same one is refused as well.
    expect((await post(action!, { credential: JSON.stringify(unverified.response) })).statusCode).toBe(400);

    const options = (await post(optionsUrl!)).json();
    const { credential, response } = createCredential(options, ARBONIA);
    const done = await post(action!, { credential: JSON.stringify(response) });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Konto bereit');
    expect((await page(link).get()).statusCode).toBe(410);

    const [account] = await app.database.db.select().from(t.account).where(eq(t.account.login, 'pia@example.com'));
    expect(account?.passwordHash).not.toBeNull();
    expect(account?.totpSecret).toBeNull();
    const keys = await app.database.db.select().from(t.passkey).where(eq(t.passkey.accountId, account!.id));
    expect(keys.map((k) => k.name)).toEqual(['Passkey bei der Einrichtung']);

    // Passwordless, and as the second factor after the password (RFC 9470 step-up).
    expect((await passkeySignIn(app, { credential, origin: ARBONIA })).tokens?.accessToken).toBeTruthy();
    const stepped = await passkeySignIn(app, {
      credential,
      origin: ARBONIA,
      password: { login: 'pia@example.com', password: GOOD_PASSWORD },
      acrValues: ACR_MFA,
    });
    const claims = JSON.parse(Buffer.from(stepped.tokens!.accessToken.split('.')[1]!, 'base64url').toString());
    expect(claims.acr).toBe(ACR_MFA);
  });

  it('refuses an invitation without an address, for an address that has an account, or with an unknown role', async () => {
    expect((await invite({ firstName: 'Ohne' })).statusCode).toBe(400);
    const before = await app.database.db.select().from(t.portalUser);
    expect((await invite({ email: 'otto@example.com' })).statusCode).toBe(409);
    expect((await invite({ email: 'x@example.com', roles: ['00000000-0000-4000-8000-000000000000'] })).statusCode).toBe(
      400,
    );
    expect((await invite({ email: 'not-an-address' })).statusCode).toBe(400);
    expect(await app.database.db.select().from(t.portalUser)).toHaveLength(before.length);
    expect(await app.database.db.select().from(t.account).where(eq(t.account.login, 'x@example.com'))).toHaveLength(0);
  });

  it('sends the invitation again: the old link stops working, the new one works; refused once accepted', async () => {
    const user = (await invite({ email: 'paula@example.com', firstName: 'Paula', brand: 'boesch' })).json();
    const first = linkIn(await mailbox.nextFor('paula@example.com'), 'http://boesch.localhost:8080/');
    const again = await app.app.inject({
      method: 'POST',
      url: `/portal/api/User/${user.id}/invitation`,
      headers: admin,
    });
    expect(again.statusCode).toBe(204);
    const second = linkIn(await mailbox.nextFor('paula@example.com'), 'http://boesch.localhost:8080/');
    expect(second).not.toBe(first);
    expect((await page(first).get()).statusCode).toBe(410);
    await acceptInvitation(second);
    const late = await app.app.inject({
      method: 'POST',
      url: `/portal/api/User/${user.id}/invitation`,
      headers: admin,
    });
    expect(late.statusCode).toBe(409);
  });

  it('password reset by e-mail link: the same answer for any address, a link for a real one, throttled', async () => {
    await invite({ email: 'rita@example.com', firstName: 'Rita', locale: 'en' });
    const secret = await acceptInvitation(linkIn(await mailbox.nextFor('rita@example.com'), GROUP));
    const ask = (email: string) =>
      browserRequest(app.app, GROUP, new CookieJar(), {
        method: 'POST',
        url: '/openid/account/reset?ui_locales=de',
        form: { email },
      });
    const known = await ask('rita@example.com');
    const unknown = await ask('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.body).toContain('Wenn zu dieser Adresse ein Konto besteht');
    expect((await ask('kein-address')).statusCode).toBe(400);

    const mail = await mailbox.nextFor('rita@example.com');
    expect(mail.subject).toContain('Reset your password');
    const link = linkIn(mail, `${GROUP}/openid/account/setup/`);
    const newPassword = 'Neues-Passwort-fuer-Rita-42';
    const changed = await page(link).post({ password: newPassword, confirm: newPassword });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Your password has been changed');
    await expect(
      signIn(app.app, {
        login: 'rita@example.com',
        password: GOOD_PASSWORD,
        acrValues: ACR_MFA,
        totp: () => totpNow(secret),
      }),
    ).rejects.toThrow(SignInError);
    const signedIn = await signIn(app.app, {
      login: 'rita@example.com',
      password: newPassword,
      acrValues: ACR_MFA,
      totp: () => totpNow(secret, Date.now() + 30_000),
    });
    expect(signedIn.accessToken).toBeTruthy();

    // Three more within the hour; the fourth reset mail of the hour is not sent. The answers go out
    // before the mails are decided (the same answer for any address), so the three decisions run
    // side by side: on the PostgreSQL server they all counted the same links and all passed until
    // the count took a lock on the account.
    for (let i = 0; i < 3; i++) await ask('rita@example.com');
    await vi.waitFor(() => expect(app.logs.some((l) => l.event === 'account.password_reset.throttled')).toBe(true), {
      timeout: 15_000,
    });
    const resets = await app.database.db
      .select()
      .from(t.accountToken)
      .where(eq(t.accountToken.purpose, 'password-reset'));
    expect(resets).toHaveLength(3);
  });

  it('disables a person: sign-in refused, refresh tokens and access tokens end; enabling lets them back', async () => {
    const user = (await invite({ email: 'sven@example.com', firstName: 'Sven' })).json();
    const secret = await acceptInvitation(linkIn(await mailbox.nextFor('sven@example.com'), GROUP));
    const session = await signIn(app.app, {
      login: 'sven@example.com',
      password: GOOD_PASSWORD,
      acrValues: ACR_MFA,
      totp: () => totpNow(secret, Date.now() + 30_000),
    });
    const disabled = await app.app.inject({
      method: 'POST',
      url: `/portal/api/User/${user.id}/disable`,
      headers: admin,
    });
    expect(disabled.statusCode).toBe(204);

    const refreshed = await refresh(app.app, session.refreshToken);
    expect(refreshed.statusCode).toBe(400);
    const call = await app.app.inject({
      method: 'GET',
      url: '/portal/api/Auth/permissions',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(call.statusCode).toBe(401);
    await expect(signIn(app.app, { login: 'sven@example.com', password: GOOD_PASSWORD })).rejects.toThrow(SignInError);
    const status = await app.app.inject({ method: 'GET', url: `/portal/api/User/${user.id}/sign-in`, headers: admin });
    expect(status.json().disabled).toBe(true);

    expect(
      (await app.app.inject({ method: 'POST', url: `/portal/api/User/${user.id}/enable`, headers: admin })).statusCode,
    ).toBe(204);
    // The code of the next step was used above; a sign-in without a second factor shows the account is back.
    const back = await signIn(app.app, { login: 'sven@example.com', password: GOOD_PASSWORD });
    expect(back.accessToken).toBeTruthy();
    const actions = await app.database.db
      .select({ action: t.auditEntry.action })
      .from(t.auditEntry)
      .where(eq(t.auditEntry.entityId, user.id));
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['invite', 'disable', 'enable']));
  });

  it('an administrator cannot disable their own user', async () => {
    const self = await demoUserId(app, 'admin');
    const response = await app.app.inject({ method: 'POST', url: `/portal/api/User/${self}/disable`, headers: admin });
    expect(response.statusCode).toBe(409);
  });

  it('resets a person’s factors: the old code no longer signs in, a mail leads to enrolling a new one', async () => {
    const user = (await invite({ email: 'tina@example.com', firstName: 'Tina', locale: 'it' })).json();
    await acceptInvitation(linkIn(await mailbox.nextFor('tina@example.com'), GROUP));
    const reset = await app.app.inject({
      method: 'DELETE',
      url: `/portal/api/User/${user.id}/factors`,
      headers: admin,
    });
    expect(reset.statusCode).toBe(204);
    const status = await app.app.inject({ method: 'GET', url: `/portal/api/User/${user.id}/sign-in`, headers: admin });
    expect(status.json().secondFactor).toBe(false);

    const mail = await mailbox.nextFor('tina@example.com');
    expect(mail.subject).toContain('secondo fattore');
    const link = linkIn(mail, `${GROUP}/openid/account/setup/`);
    const p = page(link);
    expect((await p.get()).headers.location).toBe(`${new URL(link).pathname}/totp`);
    const secret = secretOn((await p.get('/totp')).body)!;
    expect((await p.post({ totp: totpNow(secret) }, '/totp')).statusCode).toBe(200);
    const signedIn = await signIn(app.app, {
      login: 'tina@example.com',
      password: GOOD_PASSWORD,
      acrValues: ACR_MFA,
      totp: () => totpNow(secret, Date.now() + 30_000),
    });
    expect(signedIn.accessToken).toBeTruthy();
    const [entry] = await app.database.db
      .select()
      .from(t.auditEntry)
      .where(and(eq(t.auditEntry.action, 'reset-factors'), eq(t.auditEntry.entityId, user.id)));
    expect(entry).toBeDefined();
  });

  describe('authorization (T19): no token, no role, wrong role, password only, administrator after step-up', () => {
    const routes = (userId: string) => [
      { method: 'POST' as const, url: '/portal/api/User', payload: { email: `m${Math.random()}@example.com` } },
      { method: 'GET' as const, url: `/portal/api/User/${userId}/sign-in` },
      { method: 'POST' as const, url: `/portal/api/User/${userId}/invitation` },
      { method: 'POST' as const, url: `/portal/api/User/${userId}/disable` },
      { method: 'POST' as const, url: `/portal/api/User/${userId}/enable` },
      { method: 'DELETE' as const, url: `/portal/api/User/${userId}/factors` },
    ];
    it('refuses every onboarding call to everyone but the administrator with a second factor', async () => {
      const target = (await invite({ email: 'matrix@example.com', firstName: 'Matrix' })).json().id as string;
      const noRole = (await userWithoutRoles(app)).headers;
      const employee = await bearer(app, 'employee');
      const adminPassword = await bearer(app, 'admin');
      const stranger = {
        authorization: `Bearer ${await mintAccessToken(app.database, { sub: 'x', scope: 'openid' })}`,
      };
      for (const route of routes(target)) {
        const call = (headers: Record<string, string>) =>
          app.app.inject({
            method: route.method,
            url: route.url,
            headers,
            ...(route.payload ? { payload: route.payload } : {}),
          });
        expect((await call({})).statusCode, `${route.method} ${route.url} no token`).toBe(401);
        expect((await call(noRole)).statusCode, `${route.method} ${route.url} no role`).toBe(403);
        expect((await call(employee)).statusCode, `${route.method} ${route.url} employee`).toBe(403);
        expect((await call(stranger)).statusCode, `${route.method} ${route.url} wrong scope`).toBe(403);
        const stepUp = await call(adminPassword);
        expect(stepUp.statusCode, `${route.method} ${route.url} admin without second factor`).toBe(401);
        expect(stepUp.json().code).toBe('insufficient_user_authentication');
      }
      // The administrator after step-up: each call in an order that keeps the next one meaningful.
      expect((await invite({ email: 'matrix2@example.com' })).statusCode).toBe(201);
      const [, status, resend, disable, enable, factors] = routes(target);
      for (const [route, expected] of [
        [status, 200],
        [resend, 204],
        [disable, 204],
        [enable, 204],
        [factors, 204],
      ] as const) {
        const response = await app.app.inject({ method: route!.method, url: route!.url, headers: admin });
        expect(response.statusCode, `${route!.method} ${route!.url}`).toBe(expected);
      }
    });
  });
});
