import { existsSync, readFileSync } from 'node:fs';
import { ACR_MFA, LOCALES } from '@portal/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app';
import { browserRequest, openSignInPage, SignInError, signIn } from '../testing/sign-in';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from './demo-accounts';
import { SIGN_IN_RATE_LIMIT } from './interactions';
import { currentStep, totpAt } from './totp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** A code that matches none of the steps the server accepts now. */
function wrongCode(): string {
  const now = currentStep();
  const valid = new Set([now - 1, now, now + 1].map((s) => totpAt(DEMO_TOTP_SECRET, s)));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
}

/** The admin's TOTP codes are single use; each MFA sign-in in this file takes the next step's. */
let stepOffset = -1;
function freshCode(): string {
  stepOffset += 1;
  if (stepOffset > 1) throw new Error('no unused TOTP step left in the window; split the test');
  return totpAt(DEMO_TOTP_SECRET, currentStep() + stepOffset);
}

async function postLogin(
  origin: string,
  action: string,
  jar: Awaited<ReturnType<typeof openSignInPage>>['jar'],
  login: string,
  password: string,
) {
  return browserRequest(app, origin, jar, { method: 'POST', url: action, form: { login, password } });
}

/** The answer without what legitimately differs between two attempts (the interaction id, the typed name). */
function normalised(body: string, login: string): string {
  return body
    .replace(/\/openid\/interaction\/[\w-]+/g, '/openid/interaction/UID')
    .replaceAll(`value="${login}"`, 'value="LOGIN"');
}

describe('sign-in page', () => {
  it('is offered in each interface language by ui_locales, with translated labels', async () => {
    const expected: Record<string, { password: string; submit: string }> = {
      de: { password: 'Passwort', submit: 'Anmelden' },
      en: { password: 'Password', submit: 'Sign in' },
      cs: { password: 'Heslo', submit: 'Přihlásit se' },
      fr: { password: 'Mot de passe', submit: 'Se connecter' },
      it: { password: 'Password', submit: 'Accedi' },
    };
    for (const locale of LOCALES) {
      const { page } = await openSignInPage(app, { uiLocales: `${locale}-XX` });
      expect(page.body).toContain(`<html lang="${locale}"`);
      expect(page.body).toContain(`<label for="password">${expected[locale]!.password}</label>`);
      expect(page.body).toContain(`<button type="submit">${expected[locale]!.submit}</button>`);
    }
  });

  it('takes the first supported ui_locales entry, then Accept-Language, then German', async () => {
    expect((await openSignInPage(app, { uiLocales: 'es pt cs en' })).page.body).toContain('<html lang="cs"');
    const byHeader = await openSignInPage(app, { headers: { 'accept-language': 'es;q=1, it-CH;q=0.8, en;q=0.5' } });
    expect(byHeader.page.body).toContain('<html lang="it"');
    const fallback = await openSignInPage(app, { headers: { 'accept-language': 'es, pt' } });
    expect(fallback.page.body).toContain('<html lang="de"');
  });

  it('carries the brand of the host', async () => {
    const arbonia = await openSignInPage(app, { origin: 'http://arbonia.localhost:8080', uiLocales: 'de' });
    expect(arbonia.page.body).toContain('<header>Arbonia</header>');
    expect(arbonia.page.body).toContain('Bei Arbonia anmelden');
    expect(arbonia.page.body).toContain('data-brand="arbonia"');
    const group = await openSignInPage(app, { uiLocales: 'de' });
    expect(group.page.body).toContain('data-brand="group"');
    expect(group.page.body).toContain('--primary:#ef7d00');
    expect(group.page.body).not.toContain('Arbonia');
  });

  it('shows the brand’s page icon, so the browser asks for no /favicon.ico that is not there', async () => {
    const arbonia = await openSignInPage(app, { origin: 'http://arbonia.localhost:8080', uiLocales: 'de' });
    const icon = /<link rel="icon" type="image\/svg\+xml" href="([^"]+)">/.exec(arbonia.page.body)?.[1];
    expect(icon).toBe('/portal/branding/icons/arbonia.svg');
    // The file the brand settings name as favIcon, shipped with the shell.
    const settings = JSON.parse(
      readFileSync(new URL('../../../shell/public/branding/arbonia.json', import.meta.url), 'utf8'),
    );
    expect(settings.favIcon).toBe(icon);
    expect(existsSync(new URL(`../../../shell/public${icon?.replace(/^\/portal/, '')}`, import.meta.url))).toBe(true);
    expect((await openSignInPage(app, { uiLocales: 'de' })).page.body).toContain(
      'href="/portal/branding/icons/group.svg"',
    );
  });

  it('has the fields password managers and screen readers need, and no script but the passkey button’s file', async () => {
    const { page } = await openSignInPage(app);
    expect(page.body).toMatch(
      /<label for="login">[^<]+<\/label>\s*<input id="login" name="login" [^>]*autocomplete="username"/,
    );
    expect(page.body).toMatch(/<input id="password" name="password" type="password" autocomplete="current-password"/);
    expect(page.body).toContain('name="viewport"');
    // No inline script: only the passkey button's file of the same origin (idp/passkey-views.ts).
    expect(page.body.match(/<script[^>]*>/gi)).toEqual(['<script src="/openid/interaction/passkey.js" defer>']);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.headers['cache-control']).toBe('no-store');
  });
});

describe('passwords and waiting (T16)', () => {
  it('answers a wrong password and an unknown name identically', async () => {
    const a = await openSignInPage(app, { uiLocales: 'en' });
    const known = await postLogin(a.origin, a.action, a.jar, 'sales', 'not-the-password');
    const b = await openSignInPage(app, { uiLocales: 'en' });
    const unknown = await postLogin(b.origin, b.action, b.jar, 'nobody-here', 'not-the-password');
    expect(known.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(normalised(unknown.body, 'nobody-here')).toBe(normalised(known.body, 'sales'));
    expect(known.body).toContain('role="alert"');
    expect(known.body).toContain('The username or password is incorrect.');
  });

  it('makes a name wait after 5 failures, even for the right password; unknown names alike', async () => {
    for (const login of ['kitchen', 'no-such-user']) {
      const { origin, action, jar } = await openSignInPage(app, { uiLocales: 'de' });
      for (let i = 0; i < 5; i++) {
        const res = await postLogin(origin, action, jar, login, `wrong-${i}`);
        expect(res.statusCode, `attempt ${i + 1} for ${login}`).toBe(400);
      }
      const locked = await postLogin(origin, action, jar, login, DEMO_PASSWORD);
      expect(locked.statusCode).toBe(429);
      const retryAfter = Number(locked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(30);
      expect(locked.body).toContain('role="alert"');
      expect(locked.body).toMatch(/Zu viele fehlgeschlagene Versuche\. Bitte warten Sie \d+ Sekunden/);
    }
    await expect(signIn(app, { login: 'kitchen', password: DEMO_PASSWORD })).rejects.toThrow(/429/);
    // Other names are not affected.
    await expect(signIn(app, { login: 'partner', password: DEMO_PASSWORD })).resolves.toHaveProperty('accessToken');
  });

  it('logs sign-in events without the name in clear and without secrets', async () => {
    await signIn(app, { login: 'specialist', password: DEMO_PASSWORD });
    const { origin, action, jar } = await openSignInPage(app);
    await postLogin(origin, action, jar, 'specialist', 'secret-typo');
    const events = app.logs.filter((l) => String(l.event ?? '').startsWith('signin.'));
    expect(events.some((e) => e.event === 'signin.success')).toBe(true);
    expect(events.some((e) => e.event === 'signin.failure')).toBe(true);
    expect(events.some((e) => e.event === 'signin.locked')).toBe(true);
    const text = JSON.stringify(app.logs);
    expect(text).not.toContain('secret-typo');
    expect(text).not.toContain(DEMO_PASSWORD);
    for (const e of events) expect(e.login).not.toBe('specialist');
  });

  it('limits sign-in posts per client address', async () => {
    const { origin, action, jar } = await openSignInPage(app);
    const res = await postLogin(origin, action, jar, 'employee', DEMO_PASSWORD);
    expect(res.headers['x-ratelimit-limit']).toBe(String(SIGN_IN_RATE_LIMIT.max));
  });
});

describe('second factor and levels', () => {
  it('gives urn:portal:pwd without a demand, urn:portal:mfa after the TOTP code', async () => {
    const pwd = await signIn(app, { login: 'admin', password: DEMO_PASSWORD });
    expect(decodeJwt(pwd.accessToken)).toMatchObject({ acr: 'urn:portal:pwd', amr: ['pwd'] });

    const mfa = await signIn(app, { login: 'admin', password: DEMO_PASSWORD, acrValues: ACR_MFA, totp: freshCode });
    expect(decodeJwt(mfa.accessToken)).toMatchObject({ acr: ACR_MFA, amr: ['pwd', 'otp'] });
    expect(decodeJwt(mfa.idToken)).toMatchObject({ acr: ACR_MFA });
    // The level survives a refresh.
    const refreshed = await app.app.inject({
      method: 'POST',
      url: '/openid/token',
      headers: { host: 'localhost:8080', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_id: 'portal',
        grant_type: 'refresh_token',
        refresh_token: mfa.refreshToken,
      }).toString(),
    });
    expect(decodeJwt(refreshed.json().access_token)).toMatchObject({ acr: ACR_MFA });
  });

  it('asks the admin no second factor at sign-in; the administration asks for it (step-up, as the README says)', async () => {
    const { accessToken } = await signIn(app, { login: 'admin', password: DEMO_PASSWORD });
    expect(decodeJwt(accessToken)).toMatchObject({ acr: 'urn:portal:pwd' });
    const call = (url: string) =>
      app.app.inject({
        method: 'GET',
        url,
        headers: { host: 'localhost:8080', authorization: `Bearer ${accessToken}` },
      });
    expect((await call('/portal/api/Favorites')).statusCode).toBe(200);
    const administration = await call('/portal/api/User');
    expect(administration.statusCode).toBe(401);
    expect(administration.headers['www-authenticate']).toContain('error="insufficient_user_authentication"');
    expect(administration.headers['www-authenticate']).toContain(`acr_values="${ACR_MFA}"`);
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    expect(readme).toMatch(/asked for (?:it|the code) only when[^.]*administration/);
  });

  it('steps a password session up with the code alone, and never accepts a code twice', async () => {
    const pwd = await signIn(app, { login: 'admin', password: DEMO_PASSWORD });
    const code = freshCode();
    // Same browser session: no password page this time (a wrong password would make it fail).
    const stepped = await signIn(app, {
      login: 'admin',
      password: 'unused',
      acrValues: ACR_MFA,
      totp: code,
      jar: pwd.jar,
    });
    expect(decodeJwt(stepped.accessToken).acr).toBe(ACR_MFA);

    const again = signIn(app, { login: 'admin', password: DEMO_PASSWORD, acrValues: ACR_MFA, totp: code });
    await expect(again).rejects.toThrow(SignInError);
    await expect(again).rejects.toThrow(/sign-in stopped with 400/);
  });

  it('refuses a wrong code with a translated message on the code page', async () => {
    const err = await signIn(app, {
      login: 'admin',
      password: DEMO_PASSWORD,
      acrValues: ACR_MFA,
      totp: wrongCode,
      uiLocales: 'en',
    }).catch((e: SignInError) => e);
    expect(err).toBeInstanceOf(SignInError);
    const page = (err as SignInError).response!;
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('The code is invalid or has already been used.');
    expect(page.body).toMatch(/<input id="totp" name="totp" [^>]*inputmode="numeric"[^>]*autocomplete="one-time-code"/);
  });

  it('tells the client when an account without a second factor is asked for urn:portal:mfa', async () => {
    await expect(signIn(app, { login: 'employee', password: DEMO_PASSWORD, acrValues: ACR_MFA })).rejects.toThrow(
      /unmet_authentication_requirements/,
    );
    // Offered as a preference only, the password level is accepted.
    const t = await signIn(app, { login: 'employee', password: DEMO_PASSWORD, acrValues: `${ACR_MFA} urn:portal:pwd` });
    expect(decodeJwt(t.accessToken).acr).toBe('urn:portal:pwd');
  });
});
