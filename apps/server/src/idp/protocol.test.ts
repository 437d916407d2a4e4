import crypto from 'node:crypto';
import { ACR_PASSWORD } from '@portal/contracts';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app';
import {
  authorizationUrl,
  authorize,
  browserRequest,
  CookieJar,
  exchangeCode,
  pkcePair,
  refresh,
  signIn,
  signOutInBrowser,
  tokenRequest,
} from '../testing/sign-in';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

const ORIGIN = 'http://localhost:8080';
const ARBONIA = 'http://arbonia.localhost:8080';
const employee = DEMO_ACCOUNTS.find((a) => a.login === 'employee')!;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** What the portal API answers an access token (favourites: every demo role holds them). */
async function apiStatus(accessToken: string): Promise<number> {
  const res = await app.app.inject({
    url: '/portal/api/Favorites',
    headers: { host: 'localhost:8080', authorization: `Bearer ${accessToken}` },
  });
  return res.statusCode;
}

/** What the provider's userinfo endpoint answers an access token. */
function userinfo(accessToken: string) {
  return app.app.inject({
    url: '/openid/me',
    headers: { host: 'localhost:8080', authorization: `Bearer ${accessToken}` },
  });
}

function discovery(host: string) {
  return app.app.inject({ url: '/openid/.well-known/openid-configuration', headers: { host } });
}

/** The authorization request a browser would send, with one parameter changed or removed. */
async function authorizeWith(change: Record<string, string | undefined>, origin = ORIGIN) {
  const url = new URL(
    authorizationUrl(origin, { challenge: pkcePair().challenge, state: 'st', nonce: crypto.randomUUID() }),
  );
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined) url.searchParams.delete(key);
    else url.searchParams.set(key, value);
  }
  return browserRequest(app, origin, new CookieJar(), { url: url.href });
}

describe('discovery (T10, spec §7)', () => {
  it('answers on every brand host with that host as issuer, under /openid', async () => {
    for (const origin of [ORIGIN, ARBONIA, 'http://prolux.localhost:8080']) {
      const res = await discovery(new URL(origin).host);
      expect(res.statusCode).toBe(200);
      const meta = res.json();
      expect(meta.issuer).toBe(`${origin}/openid`);
      expect(meta.jwks_uri).toBe(`${origin}/openid/jwks`);
      expect(meta.authorization_endpoint).toBe(`${origin}/openid/auth`);
      expect(meta.token_endpoint).toBe(`${origin}/openid/token`);
      expect(meta.userinfo_endpoint).toBe(`${origin}/openid/me`);
      expect(meta.revocation_endpoint).toBe(`${origin}/openid/token/revocation`);
      expect(meta.end_session_endpoint).toBe(`${origin}/openid/session/end`);
    }
  });

  it('offers the code flow with PKCE S256 only, and the portal scopes', async () => {
    const meta = (await discovery('localhost:8080')).json();
    expect(meta.code_challenge_methods_supported).toEqual(['S256']);
    expect(meta.response_types_supported).toEqual(['code']);
    expect(meta.grant_types_supported).not.toContain('password');
    expect(meta.grant_types_supported).not.toContain('implicit');
    expect(meta.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile', 'offline_access', 'portal', 'crm']),
    );
    expect(meta.acr_values_supported).toEqual(['urn:portal:pwd', 'urn:portal:mfa']);
    // No key-bound (DPoP) tokens: the API refuses tokens with `cnf` (tokens.test.ts).
    expect(meta).not.toHaveProperty('dpop_signing_alg_values_supported');
  });

  it('does not answer for a host it is not configured for', async () => {
    const res = await discovery('evil.example:8080');
    expect(res.statusCode).toBe(404);
  });

  it('publishes the public signing key, without private parts', async () => {
    const res = await app.app.inject({ url: '/openid/jwks', headers: { host: 'localhost:8080' } });
    const { keys } = res.json() as { keys: Array<Record<string, unknown>> };
    expect(keys.length).toBeGreaterThanOrEqual(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    for (const key of keys) expect(key).not.toHaveProperty('d');
    expect((await app.idp!.publicJwks()).keys.map((k) => k.kid)).toEqual(keys.map((k) => k.kid));
  });
});

describe('authorization requests that must be refused (T10, T11)', () => {
  it('refuses a request without PKCE', async () => {
    const res = await authorizeWith({ code_challenge: undefined, code_challenge_method: undefined });
    const location = new URL(String(res.headers.location));
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('refuses plain PKCE', async () => {
    const res = await authorizeWith({ code_challenge_method: 'plain' });
    expect(new URL(String(res.headers.location)).searchParams.get('error')).toBe('invalid_request');
  });

  it('refuses implicit and hybrid response types', async () => {
    for (const responseType of ['token', 'id_token token', 'code id_token']) {
      const res = await authorizeWith({ response_type: responseType });
      const location = String(res.headers.location ?? '');
      expect(location).toMatch(/error=unsupported_response_type|error=invalid_request|error=unauthorized_client/);
      expect(location).not.toMatch(/access_token=|id_token=/);
    }
  });

  it('matches redirect URIs exactly, per host, and never redirects to an unregistered one', async () => {
    const variants = [
      `${ORIGIN}/portal/auth/loginCallback/`,
      `${ORIGIN}/portal/auth/loginCallback?x=1`,
      `${ORIGIN}/portal/auth/LoginCallback`,
      'http://evil.example/portal/auth/loginCallback',
      `${ARBONIA}/portal/auth/loginCallback`,
    ];
    for (const redirectUri of variants) {
      const res = await authorizeWith({ redirect_uri: redirectUri });
      expect(res.statusCode, redirectUri).toBe(400);
      expect(res.headers.location).toBeUndefined();
      expect(res.headers['content-type']).toMatch(/text\/html/);
    }
  });

  it('has no password grant (ROPC)', async () => {
    const res = await tokenRequest(app, ORIGIN, {
      grant_type: 'password',
      username: 'employee',
      password: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('unsupported_grant_type');
  });

  it('refuses a code exchange with the wrong verifier', async () => {
    const code = await authorize(app, { login: 'employee', password: DEMO_PASSWORD });
    const res = await exchangeCode(app, ORIGIN, { ...code, verifier: pkcePair().verifier });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_grant');
  });
});

describe('tokens', () => {
  it('issues an at+jwt access token for the portal API with the account claims (T15)', async () => {
    const tokens = await signIn(app, { login: 'employee', password: DEMO_PASSWORD });
    expect(decodeProtectedHeader(tokens.accessToken)).toMatchObject({ typ: 'at+jwt', alg: 'RS256' });
    const { payload } = await jwtVerify(tokens.accessToken, createLocalJWKSet(await app.idp!.publicJwks()), {
      issuer: `${ORIGIN}/openid`,
      audience: 'urn:portal:api',
      typ: 'at+jwt',
    });
    expect(payload.sub).toBe(employee.sub);
    expect(String(payload.scope).split(' ')).toEqual(expect.arrayContaining(['portal', 'crm']));
    expect(payload).toMatchObject({
      acr: ACR_PASSWORD,
      preferred_username: 'employee',
      email: 'employee@demo.portal.example',
      given_name: 'Eva',
      family_name: 'Beispiel',
      name: 'Eva Beispiel',
      department: 'Fertigung',
    });
    expect(typeof payload.auth_time).toBe('number');
    expect(tokens.expiresIn).toBe(app.config.accessTokenTtl);
    expect(tokens.refreshToken).not.toBe('');

    const id = decodeJwt(tokens.idToken);
    expect(id).toMatchObject({
      iss: `${ORIGIN}/openid`,
      aud: 'portal',
      sub: employee.sub,
      acr: ACR_PASSWORD,
      department: 'Fertigung',
    });
  });

  it('uses the issuer of the host signed in on', async () => {
    const tokens = await signIn(app, { login: 'employee', password: DEMO_PASSWORD, origin: ARBONIA });
    expect(decodeJwt(tokens.accessToken).iss).toBe(`${ARBONIA}/openid`);
    expect(decodeJwt(tokens.idToken).iss).toBe(`${ARBONIA}/openid`);
  });

  it('lets a scope be left out: no crm scope unless asked for', async () => {
    const tokens = await signIn(app, {
      login: 'employee',
      password: DEMO_PASSWORD,
      scope: 'openid profile offline_access portal',
    });
    expect(String(decodeJwt(tokens.accessToken).scope).split(' ')).toEqual(['portal']);
  });

  it('answers userinfo for its access token, with department', async () => {
    const tokens = await signIn(app, { login: 'employee', password: DEMO_PASSWORD });
    const res = await app.app.inject({
      url: '/openid/me',
      headers: { host: 'localhost:8080', authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      sub: employee.sub,
      email: 'employee@demo.portal.example',
      department: 'Fertigung',
    });

    // Not on another host (another issuer), not with a tampered token.
    const other = await app.app.inject({
      url: '/openid/me',
      headers: { host: 'arbonia.localhost:8080', authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(other.statusCode).toBe(401);
    const tampered = `${tokens.accessToken.slice(0, -4)}AAAA`;
    const bad = await app.app.inject({
      url: '/openid/me',
      headers: { host: 'localhost:8080', authorization: `Bearer ${tampered}` },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.headers['www-authenticate']).toMatch(/invalid_token/);
  });
});

describe('authorization codes (T12)', () => {
  it('works once; a second exchange gets 400 and revokes what the first one issued', async () => {
    const code = await authorize(app, { login: 'employee', password: DEMO_PASSWORD });
    const first = await exchangeCode(app, ORIGIN, code);
    expect(first.statusCode).toBe(200);
    const { refresh_token: refreshToken, access_token: accessToken } = first.json();
    expect(await apiStatus(accessToken)).toBe(200);

    const second = await exchangeCode(app, ORIGIN, code);
    expect(second.statusCode).toBe(400);
    expect(second.json().error).toBe('invalid_grant');

    const afterReuse = await refresh(app, refreshToken);
    expect(afterReuse.statusCode).toBe(400);
    expect(afterReuse.json().error).toBe('invalid_grant');
    expect(app.logs.some((l) => l.event === 'oidc.grant.revoked')).toBe(true);
    // The access token of the first exchange is refused too, though it has not expired.
    expect(await apiStatus(accessToken)).toBe(401);
  });

  it('cannot be exchanged at another host', async () => {
    const code = await authorize(app, { login: 'employee', password: DEMO_PASSWORD });
    const res = await exchangeCode(app, ARBONIA, code);
    expect(res.statusCode).toBe(400);
  });
});

describe('refresh tokens (T13)', () => {
  it('rotate; reusing a rotated one fails and ends the whole grant', async () => {
    const tokens = await signIn(app, { login: 'employee', password: DEMO_PASSWORD });
    const r1 = await refresh(app, tokens.refreshToken);
    expect(r1.statusCode).toBe(200);
    const rotated = r1.json();
    expect(rotated.refresh_token).toBeTruthy();
    expect(rotated.refresh_token).not.toBe(tokens.refreshToken);
    expect(decodeJwt(rotated.access_token)).toMatchObject({
      sub: employee.sub,
      acr: ACR_PASSWORD,
      aud: 'urn:portal:api',
    });

    const r2 = await refresh(app, rotated.refresh_token);
    expect(r2.statusCode).toBe(200);
    const latest = r2.json().refresh_token as string;
    const latestAccess = r2.json().access_token as string;
    expect(await apiStatus(latestAccess)).toBe(200);

    const reuse = await refresh(app, tokens.refreshToken);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error).toBe('invalid_grant');

    // The grant is gone: even the newest tokens of the chain no longer work.
    const afterRevoke = await refresh(app, latest);
    expect(afterRevoke.statusCode).toBe(400);
    expect(await apiStatus(latestAccess)).toBe(401);
  });

  it('a revoked grant’s access token gets 401 at userinfo too, as at the API', async () => {
    const tokens = await signIn(app, { login: 'employee', password: DEMO_PASSWORD });
    const rotated = await refresh(app, tokens.refreshToken);
    const accessToken = rotated.json().access_token as string;
    expect((await userinfo(accessToken)).statusCode).toBe(200);
    // Reusing the rotated refresh token revokes the grant.
    expect((await refresh(app, tokens.refreshToken)).statusCode).toBe(400);
    expect(await apiStatus(accessToken)).toBe(401);
    const res = await userinfo(accessToken);
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toMatch(/invalid_token/);
  });

  it('can be revoked by the client', async () => {
    const tokens = await signIn(app, { login: 'employee', password: DEMO_PASSWORD });
    const res = await tokenRequest(app, ORIGIN, { token: tokens.refreshToken, token_type_hint: 'refresh_token' }).then(
      () =>
        app.app.inject({
          method: 'POST',
          url: '/openid/token/revocation',
          headers: { host: 'localhost:8080', 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({
            client_id: 'portal',
            token: tokens.refreshToken,
            token_type_hint: 'refresh_token',
          }).toString(),
        }),
    );
    expect(res.statusCode).toBe(200);
    expect((await refresh(app, tokens.refreshToken)).statusCode).toBe(400);
  });
});

describe('sign-out (RP-initiated logout)', () => {
  it('shows a translated confirmation page and accepts only the registered post-logout address', async () => {
    const tokens = await signIn(app, { login: 'employee', password: DEMO_PASSWORD });
    const { page, confirm } = await signOutInBrowser(app, ORIGIN, tokens.jar, {
      id_token_hint: tokens.idToken,
      post_logout_redirect_uri: `${ORIGIN}/portal/auth/logoutCallback`,
      state: 'bye',
      ui_locales: 'fr',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr"');
    expect(page.body).toContain('Oui, me déconnecter');
    expect(page.body).not.toMatch(/<script/i);
    expect(confirm.statusCode).toBe(303);
    expect(String(confirm.headers.location)).toBe(`${ORIGIN}/portal/auth/logoutCallback?state=bye`);
    // Signing out ends the refresh token bound to that session.
    expect((await refresh(app, tokens.refreshToken)).statusCode).toBe(400);

    const open = new URLSearchParams({ post_logout_redirect_uri: 'http://evil.example/', client_id: 'portal' });
    const refused = await browserRequest(app, ORIGIN, new CookieJar(), { url: `/openid/session/end?${open}` });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers.location).toBeUndefined();
  });
});
