import type { IncomingMessage, ServerResponse } from 'node:http';
import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from 'jose';
import type { Db } from '../db/client';
import { accountClaims, findAccountById } from './accounts';
import type { RevokedGrants } from './revocations';

/**
 * Userinfo for our JWT access tokens. The library's userinfo endpoint only knows opaque tokens
 * without an audience; ours are RFC 9068 JWTs for the portal API (T15), which it neither stores
 * nor accepts. So a bearer JWT at `/me` is checked here (issuer of this host, audience, typ,
 * RS256, expiry, and not of a grant the provider revoked, as the API checks it) and answered
 * with the account's standard claims plus department. The same claims are in the access token
 * already, so this discloses nothing the token holder lacks.
 * Anything else (no token, an opaque token, DPoP) goes on to the library, which answers as usual.
 */
export interface UserinfoOptions {
  readonly db: Db;
  readonly audience: string;
  readonly clockTolerance: number;
  readonly jwks: () => Promise<JSONWebKeySet>;
  /** The grants whose access tokens the API refuses (T12, T13): refused here alike. */
  readonly revokedGrants: Pick<RevokedGrants, 'refuses'>;
}

export function isUserinfoPath(path: string): boolean {
  return path === '/me' || path === '/me/';
}

function bearerJwt(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/i.exec(header.trim()) : null;
  return match?.[1];
}

/** Answers and returns true when the request carries a bearer JWT; returns false to let the library answer. */
export async function handleJwtUserinfo(
  options: UserinfoOptions,
  issuer: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'POST') return false;
  const token = bearerJwt(req);
  if (!token) return false;
  res.setHeader('cache-control', 'no-store');
  try {
    const { payload } = await jwtVerify(token, createLocalJWKSet(await options.jwks()), {
      issuer,
      audience: options.audience,
      typ: 'at+jwt',
      algorithms: ['RS256'],
      clockTolerance: options.clockTolerance,
      requiredClaims: ['sub', 'exp'],
    });
    if (options.revokedGrants.refuses(payload)) throw new Error('grant revoked');
    const account = await findAccountById(options.db, payload.sub!);
    if (!account || account.disabled) throw new Error('account not found');
    res.statusCode = 200;
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(JSON.stringify(accountClaims(account)));
  } catch {
    res.statusCode = 401;
    res.setHeader('www-authenticate', 'Bearer error="invalid_token", error_description="invalid access token"');
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(JSON.stringify({ error: 'invalid_token', error_description: 'invalid access token' }));
  }
  return true;
}
