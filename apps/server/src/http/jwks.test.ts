import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp } from '../testing/app';
import { portalProfile } from './issuer-profile';
import { IssuerUnavailable, TokenRejected, TokenVerifier } from './tokens';

/**
 * T5: an external issuer's keys come only from the jwks_uri its metadata names; an unknown kid
 * makes at most one refetch per cooldown; an issuer that is down or slow is never "accepted":
 * the caller hears 503 with Retry-After, and the issuer is not asked again until the cooldown ends.
 */

type Mode = 'serve' | 'hang' | 'fail';

class ExternalIssuer {
  mode: Mode = 'serve';
  /** Every request, answered or not. */
  requests = 0;
  metadataFetches = 0;
  keySetFetches = 0;
  readonly keys: JWK[] = [];
  private readonly server = http.createServer((request, response) => {
    this.requests++;
    if (this.mode === 'hang') return; // never answers
    if (this.mode === 'fail') {
      response.writeHead(500).end();
      return;
    }
    if (request.url === '/.well-known/openid-configuration') {
      this.metadataFetches++;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ issuer: this.issuer, jwks_uri: `${this.issuer}/jwks` }));
    } else if (request.url === '/jwks') {
      this.keySetFetches++;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: this.keys }));
    } else response.writeHead(404).end();
  });
  issuer = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.issuer = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

async function signer(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const sign = (issuer: string, scope = 'openid portal') =>
    new SignJWT({ scope })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid })
      .setIssuer(issuer)
      .setAudience('urn:portal:api')
      .setSubject(crypto.randomUUID())
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
  return { jwk, sign };
}

describe('keys of an external issuer (T5)', () => {
  const idp = new ExternalIssuer();
  let known: Awaited<ReturnType<typeof signer>>;
  let unknown: Awaited<ReturnType<typeof signer>>;
  let other: Awaited<ReturnType<typeof signer>>;
  const verifier = () =>
    new TokenVerifier({
      issuers: [portalProfile(idp.issuer, { audience: 'urn:portal:api', clientId: 'portal' })],
      clockTolerance: 5,
      issuerKey: (issuer) => issuer,
      // Long enough for a first connection on a busy machine, short enough to keep the test quick.
      remoteTimeoutMs: 1500,
    });

  beforeAll(async () => {
    await idp.start();
    known = await signer('known');
    unknown = await signer('not-published');
    other = await signer('not-published-either');
    idp.keys.push(known.jwk);
  });
  afterAll(() => idp.stop());
  beforeEach(() => {
    idp.mode = 'serve';
    idp.requests = 0;
    idp.metadataFetches = 0;
    idp.keySetFetches = 0;
  });

  it('accepts a token signed with a published key, reading the metadata and the key set once', async () => {
    const v = verifier();
    await expect(v.verify(await known.sign(idp.issuer))).resolves.toMatchObject({ issuer: idp.issuer });
    await expect(v.verify(await known.sign(idp.issuer))).resolves.toBeTruthy();
    expect(idp.metadataFetches).toBe(1);
    expect(idp.keySetFetches).toBe(1);
  });

  it('refuses unknown key ids and reads the key set again at most once per cooldown', async () => {
    const v = verifier();
    await v.verify(await known.sign(idp.issuer));
    for (const token of [
      await unknown.sign(idp.issuer),
      await other.sign(idp.issuer),
      await unknown.sign(idp.issuer),
    ]) {
      await expect(v.verify(token)).rejects.toBeInstanceOf(TokenRejected);
    }
    expect(idp.keySetFetches).toBeLessThanOrEqual(2);
  });

  it('never accepts while the key set does not answer, and rests instead of waiting again', async () => {
    const v = verifier();
    idp.mode = 'hang';
    const started = Date.now();
    const first = await v.verify(await known.sign(idp.issuer)).catch((e: unknown) => e);
    expect(first).toBeInstanceOf(IssuerUnavailable);
    expect(Date.now() - started).toBeLessThan(4000);

    const again = Date.now();
    const second = await v.verify(await known.sign(idp.issuer)).catch((e: unknown) => e);
    expect(second).toBeInstanceOf(IssuerUnavailable);
    expect((second as IssuerUnavailable).retryAfter).toBeGreaterThan(0);
    expect(Date.now() - again).toBeLessThan(100); // no second wait on a provider known to be down
  });

  it('answers 503 with Retry-After through the API while the provider is down, and 401 for a bad token', async () => {
    const app = await startTestApp({ PORTAL_OIDC_ISSUER: idp.issuer });
    try {
      const token = await known.sign(idp.issuer);
      idp.mode = 'fail';
      const down = await app.app.inject({
        url: '/portal/api/Favorites',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(down.statusCode).toBe(503);
      expect(down.json().code).toBe('service_unavailable');
      expect(Number(down.headers['retry-after'])).toBeGreaterThan(0);

      // Within the cooldown the provider is not asked again: the next request is told at once.
      const asked = idp.requests;
      const again = await app.app.inject({
        url: '/portal/api/Favorites',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(again.statusCode).toBe(503);
      expect(idp.requests).toBe(asked);
    } finally {
      await app.close();
    }
    idp.mode = 'serve';
    const fresh = await startTestApp({ PORTAL_OIDC_ISSUER: idp.issuer });
    try {
      const forged = await unknown.sign(idp.issuer);
      const refused = await fresh.app.inject({
        url: '/portal/api/Favorites',
        headers: { authorization: `Bearer ${forged}` },
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toContain('invalid_token');
    } finally {
      await fresh.close();
    }
    // Two portals started one after the other: more than the default half minute on a busy machine.
  }, 90_000);
});
