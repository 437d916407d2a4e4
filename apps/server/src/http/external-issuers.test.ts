import { API, UI } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import * as t from '../db/schema/index';
import { startTestApp, TEST_ORIGIN, type TestApp } from '../testing/app';
import { EXTERNAL_ACCOUNTS, EXTERNAL_OTP, ExternalIdp } from '../testing/external-idp';
import { completeProfile, issuerProfileSchema } from './issuer-profile';
import { TokenRejected, TokenVerifier } from './tokens';

/**
 * The group's own identity provider (issue 19 §1): a second, independent OpenID provider beside
 * the portal issues Keycloak-shaped and Entra-ID-shaped tokens; the portal, configured with a
 * profile for each, accepts them, names the person, reads the scopes and roles from the right
 * claims, and asks each for a second factor in its own words.
 */
describe('external identity providers with token profiles', () => {
  const redirectUris = [`${TEST_ORIGIN}/portal/auth/loginCallback`];
  const keycloak = new ExternalIdp({ shape: 'keycloak', redirectUris });
  const entra = new ExternalIdp({ shape: 'entra', redirectUris });
  let app: TestApp;
  const [anna, ben] = EXTERNAL_ACCOUNTS as [(typeof EXTERNAL_ACCOUNTS)[0], (typeof EXTERNAL_ACCOUNTS)[0]];

  beforeAll(async () => {
    await Promise.all([keycloak.start(), entra.start()]);
    app = await startTestApp({ PORTAL_OIDC_ISSUERS: JSON.stringify([keycloak.profile(), entra.profile()]) });
  });
  afterAll(async () => {
    await app?.close();
    await Promise.all([keycloak.stop(), entra.stop()]);
  });

  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    app.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
    });

  const loginOpenId = (token: string, sub: string) => call('POST', '/portal/api/Auth/loginOpenId', token, { sub });

  const verifierFor = (idp: ExternalIdp, change: Record<string, unknown> = {}) =>
    new TokenVerifier({
      issuers: [
        completeProfile(issuerProfileSchema.parse({ ...idp.profile(), ...change }), {
          audience: 'urn:portal:api',
          clientId: 'portal',
        }),
      ],
      clockTolerance: 5,
      issuerKey: (issuer) => issuer,
    });

  describe('Keycloak', () => {
    it('issues tokens as Keycloak does: typ JWT, aud account and portal, scope, realm roles, acr "1"', async () => {
      const { accessToken } = await keycloak.signIn({ login: 'anna' });
      expect(decodeProtectedHeader(accessToken).typ).toBe('JWT');
      const claims = decodeJwt(accessToken);
      expect(claims).toMatchObject({ typ: 'Bearer', azp: 'portal', acr: '1', sub: anna.id });
      expect(claims.aud).toEqual(['portal', 'account']);
      expect(String(claims.scope).split(' ')).toEqual(expect.arrayContaining(['portal', 'crm']));
      expect((claims.realm_access as { roles: string[] }).roles).toContain('portal-admin');
    });

    it('signs the person in as the subject, with the e-mail and the portal roles their realm roles map to', async () => {
      const { accessToken } = await keycloak.signIn({ login: 'anna' });
      const response = await loginOpenId(accessToken, anna.id);
      expect(response.statusCode).toBe(200);
      const result = response.json();
      expect(result.user).toMatchObject({ openIdUserId: anna.id, email: anna.email, firstName: 'Anna' });
      const granted = result.permissions.filter((p: { accessType: number }) => p.accessType === 1);
      expect(granted.map((p: { ressource: string }) => p.ressource)).toContain(UI.security.id);

      const staff = await keycloak.signIn({ login: 'ben' });
      const benResult = (await loginOpenId(staff.accessToken, ben.id)).json();
      const benGranted = benResult.permissions.map((p: { ressource: string }) => p.ressource);
      expect(benGranted).toContain(UI.canteen.id);
      expect(benGranted).not.toContain(UI.security.id);
    });

    it('takes a mapped role away when the provider no longer gives it, keeps roles outside the mapping, records both in the trail', async () => {
      const db = app.database.db;
      const first = await keycloak.signIn({ login: 'ben' });
      const userId = (await loginOpenId(first.accessToken, ben.id)).json().user.id as string;
      const [kitchen] = await db.select().from(t.role).where(eq(t.role.name, 'Kantine'));
      await db.insert(t.userRole).values({ userId, roleId: kitchen!.id }).onConflictDoNothing();

      keycloak.changedRoles.set('ben', []);
      try {
        const again = await keycloak.signIn({ login: 'ben' });
        await loginOpenId(again.accessToken, ben.id);
      } finally {
        keycloak.changedRoles.delete('ben');
      }
      const held = await db
        .select({ name: t.role.name })
        .from(t.userRole)
        .innerJoin(t.role, eq(t.role.id, t.userRole.roleId))
        .where(eq(t.userRole.userId, userId));
      expect(held.map((r) => r.name)).toEqual(['Kantine']);
      const trail = await db.select().from(t.auditEntry).where(eq(t.auditEntry.entityId, userId));
      expect(trail.map((e) => e.action)).toEqual(expect.arrayContaining(['assign-role', 'unassign-role']));
      expect(trail.find((e) => e.action === 'unassign-role')?.before).toMatchObject({
        role: { name: 'Mitarbeiter' },
        source: 'identity-provider',
      });
    });

    it('asks a password-only sign-in for acr "2" (RFC 9470) and accepts the stepped-up token', async () => {
      const { accessToken } = await keycloak.signIn({ login: 'anna' });
      await loginOpenId(accessToken, anna.id);
      const refused = await call('GET', '/portal/api/Role', accessToken);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('insufficient_user_authentication');
      expect(refused.headers['www-authenticate']).toContain('error="insufficient_user_authentication"');
      expect(refused.headers['www-authenticate']).toContain('acr_values="2"');

      const stepped = await keycloak.signIn({ login: 'anna', acrValues: '2', otp: EXTERNAL_OTP });
      expect(decodeJwt(stepped.accessToken).acr).toBe('2');
      expect((await call('GET', '/portal/api/Role', stepped.accessToken)).statusCode).toBe(200);
    });

    it('answers the role matrix: no token 401, a staff member 403, the administrator with a second factor 200', async () => {
      expect((await call('GET', '/portal/api/Role')).statusCode).toBe(401);
      const staff = await keycloak.signIn({ login: 'ben', acrValues: '2', otp: EXTERNAL_OTP });
      await loginOpenId(staff.accessToken, ben.id);
      expect((await call('GET', '/portal/api/Role', staff.accessToken)).statusCode).toBe(403);
    });

    it('refuses its ID token presented as an access token (typ JWT, audience the client id, no scope)', async () => {
      const { idToken } = await keycloak.signIn({ login: 'anna' });
      expect(decodeJwt(idToken).aud).toBe('portal');
      const response = await call('GET', '/portal/api/Favorites', idToken);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toContain('error="invalid_token"');
    });
  });

  describe('Entra ID', () => {
    it('issues tokens as Entra ID does: typ JWT, ver 2.0, scp, oid, preferred_username, app roles', async () => {
      const { accessToken } = await entra.signIn({ login: 'anna' });
      expect(decodeProtectedHeader(accessToken).typ).toBe('JWT');
      const claims = decodeJwt(accessToken);
      expect(claims).toMatchObject({ ver: '2.0', scp: 'portal crm', oid: anna.id, preferred_username: anna.email });
      expect(claims.scope).toBeUndefined();
      expect(claims.email).toBeUndefined();
      expect(claims.sub).not.toBe(anna.id);
      expect(claims.roles).toEqual(['Portal.Admin']);
    });

    it('names the person by oid and preferred_username, reads scp, maps app roles', async () => {
      const { accessToken } = await entra.signIn({ login: 'anna' });
      const response = await loginOpenId(accessToken, anna.id);
      expect(response.statusCode).toBe(200);
      const result = response.json();
      expect(result.user).toMatchObject({ openIdUserId: anna.id, email: anna.email });
      expect(result.permissions.map((p: { ressource: string }) => p.ressource)).toContain(API.users.id);
      // The crm scope in scp opens the CRM mount too.
      const crm = await call('GET', '/webcrmapi/api/Crm/registration', accessToken);
      expect(crm.statusCode).not.toBe(401);
      expect(crm.headers['www-authenticate'] ?? '').not.toContain('insufficient_scope');
    });

    it('asks a sign-in without the authentication context with a claims challenge, and accepts acrs c1', async () => {
      const { accessToken } = await entra.signIn({ login: 'anna' });
      await loginOpenId(accessToken, anna.id);
      const refused = await call('GET', '/portal/api/Role', accessToken);
      expect(refused.statusCode).toBe(401);
      const header = String(refused.headers['www-authenticate']);
      expect(header).toContain('error="insufficient_claims"');
      const claims = Buffer.from(/claims="([^"]+)"/.exec(header)![1]!, 'base64').toString();
      expect(JSON.parse(claims)).toEqual({ access_token: { acrs: { essential: true, value: 'c1' } } });

      const stepped = await entra.signIn({ login: 'anna', claims, otp: EXTERNAL_OTP });
      expect(decodeJwt(stepped.accessToken).acrs).toEqual(['c1']);
      expect((await call('GET', '/portal/api/Role', stepped.accessToken)).statusCode).toBe(200);
    });
  });

  describe('what each profile refuses', () => {
    it('a typ the profile does not name', async () => {
      const { accessToken } = await entra.signIn({ login: 'ben' });
      await expect(verifierFor(entra).verify(accessToken)).resolves.toMatchObject({ sub: ben.id });
      await expect(verifierFor(entra, { typ: 'at+jwt' }).verify(accessToken)).rejects.toBeInstanceOf(TokenRejected);
    });

    it('another audience', async () => {
      const { accessToken } = await keycloak.signIn({ login: 'ben' });
      await expect(verifierFor(keycloak, { audience: 'account-console' }).verify(accessToken)).rejects.toThrow(
        TokenRejected,
      );
    });

    it('another issuer, even one the portal trusts elsewhere', async () => {
      const { accessToken } = await entra.signIn({ login: 'ben' });
      await expect(verifierFor(keycloak).verify(accessToken)).rejects.toThrow('issuer not accepted');
    });

    it('scopes where the profile does not look (a Keycloak token read as scp)', async () => {
      const { accessToken } = await keycloak.signIn({ login: 'ben' });
      const principal = await verifierFor(keycloak).verify(accessToken);
      expect([...principal.scopes]).toEqual(expect.arrayContaining(['portal', 'crm']));
      await expect(verifierFor(keycloak, { scopeClaim: 'scp' }).verify(accessToken)).rejects.toThrow(TokenRejected);
    });

    it('a second factor the profile does not count (amr mfa where acrs is asked)', async () => {
      const stepped = await keycloak.signIn({ login: 'ben', acrValues: '2', otp: EXTERNAL_OTP });
      const byAcr = await verifierFor(keycloak).verify(stepped.accessToken);
      expect(byAcr.secondFactor).toBe(true);
      const byAcrs = await verifierFor(keycloak, { secondFactor: { claim: 'acrs', value: 'c1' } }).verify(
        stepped.accessToken,
      );
      expect(byAcrs.secondFactor).toBe(false);
    });
  });
});

describe('PORTAL_OIDC_ISSUERS at start', () => {
  const start = (env: Record<string, string>) => () => loadConfig({ NODE_ENV: 'test', ...env });

  it('fills each profile from the defaults and turns the embedded provider off', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PORTAL_OIDC_ISSUERS: JSON.stringify([{ issuer: 'https://sso.group.example/realms/group/', typ: 'JWT' }]),
    });
    expect(config.embeddedIdp).toBe(false);
    expect(config.issuers).toEqual(['https://sso.group.example/realms/group']);
    expect(config.issuerProfiles[0]).toMatchObject({
      typ: 'JWT',
      audience: 'urn:portal:api',
      scopeClaim: 'scope',
      subjectClaim: 'sub',
      clientId: 'portal',
      secondFactor: { claim: 'acr', values: ['urn:portal:mfa'] },
    });
  });

  it.each([
    ['not JSON', { PORTAL_OIDC_ISSUERS: '[{issuer:' }, /not JSON/],
    ['an unknown typ', { PORTAL_OIDC_ISSUERS: '[{"issuer":"https://a.example","typ":"id+jwt"}]' }, /0\.typ/],
    [
      'an authentication context that is no c1 … c99',
      { PORTAL_OIDC_ISSUERS: '[{"issuer":"https://a.example","secondFactor":{"claim":"acrs","value":"mfa"}}]' },
      /secondFactor\.value/,
    ],
    ['an unknown field', { PORTAL_OIDC_ISSUERS: '[{"issuer":"https://a.example","audiences":["x"]}]' }, /audiences/],
    ['no issuer at all', { PORTAL_OIDC_ISSUERS: '[]' }, /PORTAL_OIDC_ISSUERS/],
    [
      'both kinds of setting',
      { PORTAL_OIDC_ISSUER: 'https://a.example', PORTAL_OIDC_ISSUERS: '[{"issuer":"https://a.example"}]' },
      /only one of/,
    ],
  ])('refuses %s and names it', (_what, env, message) => {
    expect(start(env)).toThrow(message);
  });
});
