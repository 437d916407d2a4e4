import crypto from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../db/schema/index';
import { startTestApp, TEST_ISSUER, type TestApp } from '../testing/app';
import { mintAccessToken } from '../testing/tokens';
import { demoSub } from '../testing/users';

/** T1, T2, T6: every defective token is refused with 401 and an RFC 6750 challenge, and logged. */
describe('bearer tokens at the API', () => {
  let app: TestApp;
  const url = '/portal/api/Favorites';
  const sub = demoSub('employee');

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const call = (authorization?: string) =>
    app.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

  async function currentKey() {
    const [key] = await app.database.db.select().from(t.signingKey).orderBy(t.signingKey.createdAt);
    return key!;
  }

  it('accepts a valid access token', async () => {
    const response = await call(`Bearer ${await mintAccessToken(app.database, { sub })}`);
    expect(response.statusCode).toBe(200);
  });

  it('answers a request without a token with 401 and a bare Bearer challenge', async () => {
    const response = await call();
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="portal"');
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().code).toBe('unauthenticated');
  });

  it('answers a malformed Authorization header with invalid_token', async () => {
    const response = await call('Basic dXNlcjpwYXNz');
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toContain('error="invalid_token"');
  });

  const defects: Array<[string, () => Promise<string>]> = [
    [
      'expired beyond the clock tolerance',
      () => mintAccessToken(app.database, { sub, expiresIn: -(app.config.clockTolerance + 1) }),
    ],
    ['not yet valid', () => mintAccessToken(app.database, { sub, notBefore: Math.floor(Date.now() / 1000) + 120 })],
    [
      'from an issuer that is not configured',
      () => mintAccessToken(app.database, { sub, issuer: 'https://attacker.example/openid' }),
    ],
    ['for another audience', () => mintAccessToken(app.database, { sub, audience: 'urn:other:api' })],
    ['an ID token (typ JWT) used as access token', () => mintAccessToken(app.database, { sub, typ: 'JWT' })],
    [
      'bound to a client key (DPoP cnf.jkt) but sent as a bearer token',
      () =>
        mintAccessToken(app.database, { sub, claims: { cnf: { jkt: '0ZcOCORZNYy-DWpqq30jZyJGHTN0d2HglBV3uiguA4I' } } }),
    ],
    [
      'unsigned (alg none)',
      async () => {
        const good = await mintAccessToken(app.database, { sub });
        const [, payload] = good.split('.');
        const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url');
        return `${header}.${payload}.`;
      },
    ],
    [
      'with a tampered payload',
      async () => {
        const good = await mintAccessToken(app.database, { sub });
        const [header, payload, signature] = good.split('.');
        const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
        claims.sub = demoSub('admin');
        return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
      },
    ],
    [
      'HS256 signed with the public key as secret (key confusion)',
      async () => {
        const key = await currentKey();
        const publicJwk = (key.privateJwk as { public: JWK }).public;
        const pem = crypto
          .createPublicKey({ key: publicJwk as crypto.JsonWebKey, format: 'jwk' })
          .export({ type: 'spki', format: 'pem' });
        return new SignJWT({ scope: 'portal' })
          .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: key.kid })
          .setIssuer(TEST_ISSUER)
          .setAudience('urn:portal:api')
          .setSubject(sub)
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(new TextEncoder().encode(String(pem)));
      },
    ],
    [
      'signed by a key the provider never published (unknown kid)',
      async () => {
        const { privateKey } = await generateKeyPair('RS256');
        return new SignJWT({ scope: 'portal' })
          .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: 'attacker' })
          .setIssuer(TEST_ISSUER)
          .setAudience('urn:portal:api')
          .setSubject(sub)
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(privateKey);
      },
    ],
    [
      'carrying its own key in a jwk header',
      async () => {
        const { privateKey, publicKey } = await generateKeyPair('RS256');
        return new SignJWT({ scope: 'portal' })
          .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', jwk: await exportJWK(publicKey) })
          .setIssuer(TEST_ISSUER)
          .setAudience('urn:portal:api')
          .setSubject(sub)
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(privateKey);
      },
    ],
    [
      'pointing at a key set by jku',
      async () => {
        const { privateKey } = await generateKeyPair('RS256');
        return new SignJWT({ scope: 'portal' })
          .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', jku: 'https://attacker.example/jwks' })
          .setIssuer(TEST_ISSUER)
          .setAudience('urn:portal:api')
          .setSubject(sub)
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(privateKey);
      },
    ],
  ];

  it.each(defects)('refuses a token %s with 401 invalid_token, and logs the refusal', async (_name, make) => {
    const before = app.logs.length;
    const response = await call(`Bearer ${await make()}`);
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toContain('error="invalid_token"');
    expect(response.json().code).toBe('invalid_token');
    expect(app.logs.slice(before).some((l) => l.event === 'token.refused')).toBe(true);
  });

  it('accepts a token expired by less than the clock tolerance (documented skew)', async () => {
    const token = await mintAccessToken(app.database, { sub, expiresIn: -Math.max(0, app.config.clockTolerance - 2) });
    expect((await call(`Bearer ${token}`)).statusCode).toBe(200);
  });

  it('refuses a tampered copy of a token it accepted before (same signature, other subject)', async () => {
    const good = await mintAccessToken(app.database, { sub });
    expect((await call(`Bearer ${good}`)).statusCode).toBe(200);
    const [header, payload, signature] = good.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    claims.sub = demoSub('admin');
    const tampered = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    expect((await call(`Bearer ${tampered}`)).statusCode).toBe(401);
  });

  it('refuses a token it accepted before once the token has expired', async () => {
    const token = await mintAccessToken(app.database, { sub, expiresIn: 1 - app.config.clockTolerance });
    expect((await call(`Bearer ${token}`)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    const response = await call(`Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('invalid_token');
  });

  it('refuses a token without the portal scope with 403 insufficient_scope', async () => {
    const token = await mintAccessToken(app.database, { sub, scope: 'openid crm' });
    const response = await call(`Bearer ${token}`);
    expect(response.statusCode).toBe(403);
    expect(response.headers['www-authenticate']).toContain('error="insufficient_scope"');
  });

  it('never echoes the token or internals in an error body', async () => {
    const token = await mintAccessToken(app.database, { sub, audience: 'urn:other:api' });
    const response = await call(`Bearer ${token}`);
    expect(response.body).not.toContain(token.split('.')[2]);
    expect(response.body).not.toMatch(/stack|at .*\.ts:/);
  });
});
