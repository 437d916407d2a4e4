import crypto from 'node:crypto';
import { ACR_PASSWORD } from '@portal/contracts';
import { importJWK, type JWK, SignJWT } from 'jose';
import type { Database } from '../db/client';
import * as t from '../db/schema/index';
import { loadSigningKeys } from '../idp/keys';
import { TEST_ISSUER, testMasterKeys } from './app';

export interface MintOptions {
  sub: string;
  acr?: string;
  scope?: string;
  issuer?: string;
  audience?: string;
  typ?: string;
  expiresIn?: number;
  notBefore?: number;
  claims?: Record<string, unknown>;
}

/**
 * Signs an access token with the embedded provider's current key, shaped as the provider shapes
 * them. Used where a test needs a particular token (a level of sign-in, a crafted defect); the
 * sign-in tests take theirs from the provider itself.
 */
export async function mintAccessToken(database: Database, options: MintOptions): Promise<string> {
  const [key] = await database.db.select().from(t.signingKey).orderBy(t.signingKey.createdAt);
  if (!key) throw new Error('no signing key yet: build the app first');
  const opened = (await loadSigningKeys(database.db, testMasterKeys())).privateJwks.find((k) => k.kid === key.kid);
  // A retired key may only verify inside the provider; a test may still sign with it.
  const { key_ops: _, ...jwk } = opened as JWK;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    scope: options.scope ?? 'openid email profile offline_access portal crm',
    acr: options.acr ?? ACR_PASSWORD,
    auth_time: now,
    client_id: 'portal',
    ...options.claims,
  })
    .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: options.typ ?? 'at+jwt' })
    .setIssuer(options.issuer ?? TEST_ISSUER)
    .setAudience(options.audience ?? 'urn:portal:api')
    .setSubject(options.sub)
    .setJti(crypto.randomUUID())
    .setIssuedAt(now)
    .setNotBefore(options.notBefore ?? now)
    .setExpirationTime(now + (options.expiresIn ?? 300))
    .sign(await importJWK(jwk, key.alg));
}
