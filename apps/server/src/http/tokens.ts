import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeProtectedHeader,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
  errors as joseErrors,
  jwtVerify,
} from 'jose';
import { type IssuerProfile, provesSecondFactor, scopesOf, subjectOf } from './issuer-profile';

/** Only asymmetric algorithms; never `none`, never HMAC (no key confusion with a public key). */
export const ACCEPTED_ALGORITHMS = ['RS256', 'PS256', 'ES256'];

export interface Principal {
  /** The token's issuer, as it was written. */
  readonly issuer: string;
  /** The key users are stored under: one per identity provider (the embedded one has many host names). */
  readonly issuerKey: string;
  /** The person, as the issuer's profile names them (`sub`, or Entra ID's `oid`). */
  readonly sub: string;
  readonly acr: string | undefined;
  /** The sign-in proved a second factor, in the issuer's words (`acr`, `amr` or `acrs`). */
  readonly secondFactor: boolean;
  /** What the issuer's tokens look like; also how to ask it for a second factor (step-up). */
  readonly profile: IssuerProfile;
  readonly authTime: number | undefined;
  readonly scopes: ReadonlySet<string>;
  readonly claims: JWTPayload & Record<string, unknown>;
  readonly token: string;
  readonly expiresAt: number;
}

export class TokenRejected extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * The issuer's metadata or keys cannot be read now (down, slow, unreachable): the token is neither
 * accepted nor called invalid; the caller is told to come back (T5).
 */
export class IssuerUnavailable extends Error {
  constructor(
    readonly issuer: string,
    /** Seconds until the issuer is asked again. */
    readonly retryAfter: number,
  ) {
    super(`the identity provider ${issuer} cannot be reached`);
  }
}

export interface TokenVerifierOptions {
  /** The accepted issuers, each with the shape of its tokens (audience, typ, claims). */
  issuers: readonly IssuerProfile[];
  clockTolerance: number;
  /** Maps an issuer to the key its users are stored under. */
  issuerKey: (issuer: string) => string;
  /** Embedded provider: reads the current public keys (re-read when an unknown kid appears). */
  localKeys?: () => Promise<JSONWebKeySet>;
  /** True when the token's grant was revoked after it was issued (embedded provider: claim gid). */
  revoked?: (principal: Principal) => boolean;
  /** How long a remote issuer's metadata or key set may take to answer (default 5 s, jose's). */
  remoteTimeoutMs?: number;
}

const UNKNOWN_KID_COOLDOWN_MS = 30_000;
const REMOTE_TIMEOUT_MS = 5_000;
const CACHE_LIMIT = 10_000;

/**
 * Verifies bearer access tokens (JWTs): issuer from the allow-list, and per issuer's profile the
 * audience, the `typ` (RFC 9068 `at+jwt`, or `JWT` as Keycloak and Entra ID write it) and the
 * subject claim; expiry and not-before with a small clock tolerance, algorithm allow-list, keys
 * only from the configured sources. A verified token is remembered until it expires, so repeated calls with the
 * same token skip the signature check.
 */
export class TokenVerifier {
  private readonly issuers: Map<string, IssuerProfile>;
  private readonly remote = new Map<string, JWTVerifyGetKey>();
  /** Remote issuers that could not be read, until when they are not asked again (a failure cooldown). */
  private readonly unreachable = new Map<string, number>();
  private local: JWTVerifyGetKey | undefined;
  private localLoadedAt = 0;
  private readonly verified = new Map<string, Principal>();

  constructor(private readonly options: TokenVerifierOptions) {
    this.issuers = new Map(options.issuers.map((p) => [p.issuer, p]));
  }

  async verify(token: string): Promise<Principal> {
    const cached = this.cached(token);
    if (cached) return cached;
    const principal = await this.verifyUncached(token);
    if (this.options.revoked?.(principal)) throw new TokenRejected('grant revoked');
    if (this.verified.size >= CACHE_LIMIT) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(cacheKey(token), principal);
    return principal;
  }

  /** The principal of a token verified before and not yet expired, without waiting; else undefined. */
  cached(token: string): Principal | undefined {
    const key = cacheKey(token);
    const found = this.verified.get(key);
    if (!found) return undefined;
    // The key is only the token's tail: the whole token must match.
    if (found.token !== token) return undefined;
    const alive = found.expiresAt * 1000 + this.options.clockTolerance * 1000 > Date.now();
    if (alive && !this.options.revoked?.(found)) return found;
    this.verified.delete(key);
    return undefined;
  }

  /** Forget keys and verified tokens (after a key rotation). */
  reset(): void {
    this.local = undefined;
    this.localLoadedAt = 0;
    this.verified.clear();
  }

  private async verifyUncached(token: string): Promise<Principal> {
    let header: ReturnType<typeof decodeProtectedHeader>;
    try {
      header = decodeProtectedHeader(token);
    } catch {
      throw new TokenRejected('malformed token');
    }
    // Keys come only from the configured sources, never from the token itself (T2).
    if ('jku' in header || 'x5u' in header || 'jwk' in header || 'x5c' in header) {
      throw new TokenRejected('token names its own key');
    }
    if (!header.alg || !ACCEPTED_ALGORITHMS.includes(header.alg)) throw new TokenRejected('algorithm not accepted');
    const issuer = unverifiedIssuer(token);
    const profile = issuer ? this.issuers.get(issuer) : undefined;
    if (!issuer || !profile) throw new TokenRejected('issuer not accepted');
    const resting = this.unreachable.get(issuer);
    if (resting !== undefined) {
      if (resting > Date.now()) throw new IssuerUnavailable(issuer, Math.ceil((resting - Date.now()) / 1000));
      this.unreachable.delete(issuer);
    }
    try {
      const { payload } = await jwtVerify(token, await this.keysFor(issuer), {
        issuer,
        audience: profile.audience,
        algorithms: ACCEPTED_ALGORITHMS,
        // The typ the issuer writes and no other: an issuer of at+jwt tokens never has an ID token (JWT) taken for one.
        typ: profile.typ,
        clockTolerance: this.options.clockTolerance,
        // An ID token never carries scopes: with `typ: JWT` and the client id as audience it would
        // otherwise pass for an access token.
        requiredClaims: [profile.subjectClaim, profile.scopeClaim, 'exp', 'iat'],
      });
      if (payload.typ === 'ID') throw new TokenRejected('an ID token presented as access token');
      // A token bound to a client's key (RFC 9449 DPoP, RFC 8705 mTLS: `cnf`) is good only with
      // proof of that key, which a bearer request does not carry; the API checks no such proof,
      // so it refuses them rather than honour a stolen one (RFC 9449 §7.1). The embedded
      // provider issues none (DPoP is off there).
      if (payload.cnf !== undefined) throw new TokenRejected('sender-constrained token presented as bearer');
      return toPrincipal(payload, token, profile, this.options.issuerKey(issuer));
    } catch (error) {
      if (error instanceof joseErrors.JWKSNoMatchingKey && this.options.localKeys) {
        // A key rotated in by another process: read the keys once more, at most every cooldown.
        if (Date.now() - this.localLoadedAt > UNKNOWN_KID_COOLDOWN_MS) {
          this.local = undefined;
          return this.verifyUncached(token);
        }
      }
      if (error instanceof IssuerUnavailable || error instanceof joseErrors.JWKSTimeout || isNetworkFailure(error)) {
        // Down or slow: rest for a cooldown instead of making every request wait for it again.
        this.unreachable.set(issuer, Date.now() + UNKNOWN_KID_COOLDOWN_MS);
        throw new IssuerUnavailable(issuer, UNKNOWN_KID_COOLDOWN_MS / 1000);
      }
      if (error instanceof joseErrors.JOSEError) throw new TokenRejected(error.code);
      throw error;
    }
  }

  private async keysFor(issuer: string): Promise<JWTVerifyGetKey> {
    if (this.options.localKeys) {
      if (!this.local) {
        this.local = createLocalJWKSet(await this.options.localKeys());
        this.localLoadedAt = Date.now();
      }
      return this.local;
    }
    let keys = this.remote.get(issuer);
    if (!keys) {
      const timeout = this.options.remoteTimeoutMs ?? REMOTE_TIMEOUT_MS;
      const jwksUri = await discoverJwksUri(issuer, timeout);
      // jose's defaults: 30 s cooldown on an unknown kid, 10 min cache (T5); the timeout as set.
      keys = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: timeout });
      this.remote.set(issuer, keys);
    }
    return keys;
  }
}

/**
 * Verified tokens are remembered under the tail of their signature: hashing the whole token
 * (about a kilobyte) on every request costs more than the rest of the lookup.
 */
function cacheKey(token: string): string {
  return token.slice(-43);
}

function unverifiedIssuer(token: string): string | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as { iss?: unknown };
    return typeof payload.iss === 'string' ? payload.iss : undefined;
  } catch {
    return undefined;
  }
}

async function discoverJwksUri(issuer: string, timeoutMs: number): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw new IssuerUnavailable(issuer, UNKNOWN_KID_COOLDOWN_MS / 1000);
  }
  if (!response.ok) throw new IssuerUnavailable(issuer, UNKNOWN_KID_COOLDOWN_MS / 1000);
  const metadata = (await response.json()) as { issuer?: string; jwks_uri?: string };
  // The issuer in the metadata must equal the configured one exactly (T17).
  if (metadata.issuer !== issuer || !metadata.jwks_uri) throw new TokenRejected('issuer metadata mismatch');
  return metadata.jwks_uri;
}

function toPrincipal(payload: JWTPayload, token: string, profile: IssuerProfile, issuerKey: string): Principal {
  const claims = payload as JWTPayload & Record<string, unknown>;
  const sub = subjectOf(profile, claims);
  if (!sub) throw new TokenRejected(`no ${profile.subjectClaim} claim`);
  return {
    issuer: payload.iss!,
    issuerKey,
    sub,
    acr: typeof payload.acr === 'string' ? payload.acr : undefined,
    secondFactor: provesSecondFactor(profile, claims),
    profile,
    authTime: typeof payload.auth_time === 'number' ? payload.auth_time : undefined,
    scopes: scopesOf(profile, claims),
    claims,
    token,
    expiresAt: payload.exp!,
  };
}

/** fetch's own failures (refused, reset, timed out), as opposed to an answer that was wrong. */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof DOMException && error.name === 'TimeoutError');
}
