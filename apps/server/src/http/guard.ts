import { ACR_MFA } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccessService, UserAccess } from '../modules/access/service';
import { type Access, describeAccess } from './access';
import { stepUpChallenge } from './issuer-profile';
import { HttpProblem } from './problem';
import { IssuerUnavailable, type Principal, TokenRejected, type TokenVerifier } from './tokens';

export interface RequestIdentity {
  readonly principal: Principal;
  readonly access: UserAccess;
}

declare module 'fastify' {
  interface FastifyRequest {
    identity?: RequestIdentity;
  }
}

const REALM = 'portal';

function challenge(params: Record<string, string>): string {
  const parts = [`realm="${REALM}"`, ...Object.entries(params).map(([k, v]) => `${k}="${v.replace(/["\\]/g, '')}"`)];
  return `Bearer ${parts.join(', ')}`;
}

export function unauthenticated(): HttpProblem {
  return new HttpProblem(401, 'unauthenticated', 'a bearer access token is required', {
    headers: { 'www-authenticate': challenge({}) },
  });
}

function invalidToken(description: string): HttpProblem {
  return new HttpProblem(401, 'invalid_token', description, {
    headers: { 'www-authenticate': challenge({ error: 'invalid_token', error_description: description }) },
  });
}

interface GuardDeps {
  verifier: TokenVerifier;
  accessService: AccessService;
  requiredScope: string;
}

/**
 * The access check of every API mount: the route's declared access, the bearer token (RFC 6750),
 * the mount's scope, the resource with access type 1 (from the database, at most a few seconds
 * old), and the resource's level of sign-in (RFC 9470 step-up).
 *
 * Each route gets its own check, bound to the access it declares when it is registered (an
 * `onRoute` hook, so register the guard before the scope's routes): reading the declaration per
 * request (`request.routeOptions`) builds Fastify's route options object each time. Paths that
 * match no route never reach a check; they are answered 404 by the server's not-found handler.
 *
 * A callback hook rather than an async one: when the token was verified before and the user's
 * access is known, the whole check runs without a promise; the portal's busiest calls take
 * that path.
 */
export function registerGuard(app: FastifyInstance, deps: GuardDeps): void {
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const url = route.url;
    const guard = (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
      let pending: Promise<void> | undefined;
      try {
        pending = check(request, access, url, deps);
      } catch (error) {
        done(error as Error);
        return;
      }
      if (pending) pending.then(() => done(), done);
      else done();
    };
    // First among the route's own hooks: a rate limit of the route counts only admitted calls.
    const own = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [guard, ...own];
  });
}

/** Undefined when decided at once (or throws); a promise when the token or the access must be read first. */
function check(
  request: FastifyRequest,
  access: Access | undefined,
  url: string,
  deps: GuardDeps,
): Promise<void> | undefined {
  if (!access) {
    request.log.error({ event: 'authz.undeclared', route: url }, 'route declares no access');
    throw new HttpProblem(403, 'forbidden', 'route declares no access');
  }
  if ('public' in access) return undefined;
  // A directory's token is checked by the SCIM mount alone; under an API mount such a route is a mistake.
  if ('directory' in access) throw new HttpProblem(403, 'forbidden', 'route is for a provisioning directory');

  // A token verified before is well-formed by construction: the header's syntax is checked on a miss.
  const header = request.headers.authorization;
  const principal = header?.startsWith('Bearer ') ? deps.verifier.cached(header.slice(7)) : undefined;
  if (principal) return admit(request, principal, access, deps);
  return deps.verifier.verify(bearerToken(request)).then(
    (verified) => admit(request, verified, access, deps),
    (error: unknown) => {
      if (error instanceof TokenRejected) {
        request.log.warn({ event: 'token.refused', reason: error.reason }, 'token refused');
        throw invalidToken('the access token is not valid');
      }
      if (error instanceof IssuerUnavailable) {
        request.log.error({ event: 'token.issuer_unavailable', issuer: error.issuer }, 'identity provider unreachable');
        throw new HttpProblem(503, 'service_unavailable', 'the identity provider cannot be reached right now', {
          headers: { 'retry-after': String(error.retryAfter) },
        });
      }
      throw error;
    },
  );
}

function admit(
  request: FastifyRequest,
  principal: Principal,
  access: Exclude<Access, { public: true } | { directory: true }>,
  deps: GuardDeps,
): Promise<void> | undefined {
  if (!principal.scopes.has(deps.requiredScope)) {
    deny(request, principal, describeAccess(access), 'scope');
    throw new HttpProblem(403, 'forbidden', `the token lacks the scope ${deps.requiredScope}`, {
      headers: { 'www-authenticate': challenge({ error: 'insufficient_scope', scope: deps.requiredScope }) },
    });
  }
  const known = deps.accessService.cached(principal.issuerKey, principal.sub);
  if (known) return decide(request, principal, known, access);
  return deps.accessService
    .resolve(principal.issuerKey, principal.sub)
    .then((userAccess) => decide(request, principal, userAccess, access));
}

function decide(
  request: FastifyRequest,
  principal: Principal,
  userAccess: UserAccess,
  access: Exclude<Access, { public: true } | { directory: true }>,
): undefined {
  if (userAccess.disabled) {
    // Deactivated by the directory (SCIM): every token of theirs ends at once, whatever it grants.
    deny(request, principal, describeAccess(access), 'disabled');
    throw invalidToken('the account is disabled');
  }
  request.identity = { principal, access: userAccess };
  if ('signedIn' in access) return undefined;

  const resource = access.resource;
  if (!userAccess.granted.has(resource.id)) {
    deny(request, principal, resource.technicalName, 'resource');
    throw new HttpProblem(403, 'forbidden', `the resource ${resource.technicalName} is not granted`);
  }
  if (resource.acr === ACR_MFA && !principal.secondFactor) {
    deny(request, principal, resource.technicalName, 'acr');
    throw secondFactorRequired(principal, 'a sign-in with a second factor is required');
  }
  return undefined;
}

/**
 * 401 asking for a sign-in with a second factor (RFC 9470 step-up), in the words of the token's
 * issuer: `acr_values` it knows, or Entra ID's claims challenge for an authentication context.
 */
export function secondFactorRequired(principal: Principal, detail: string): HttpProblem {
  return new HttpProblem(401, 'insufficient_user_authentication', detail, {
    headers: { 'www-authenticate': stepUpChallenge(principal.profile, REALM) },
  });
}

const BEARER = /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/;

/** The token of an `Authorization: Bearer` header (RFC 6750 §2.1), or the matching 401. */
function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header) throw unauthenticated();
  const match = BEARER.exec(header);
  if (!match) {
    request.log.warn({ event: 'token.refused', reason: 'malformed header' }, 'token refused');
    throw invalidToken('malformed Authorization header');
  }
  return match[1]!;
}

/** Failed authorization decisions are logged with who, what and which resource (T23). */
function deny(request: FastifyRequest, principal: Principal, resource: string, reason: string): void {
  request.log.warn(
    {
      event: 'authz.denied',
      iss: principal.issuer,
      sub: principal.sub,
      resource,
      reason,
      route: request.routeOptions.url,
    },
    'authorization denied',
  );
}

/** The caller's PortalUser id; routes that need a portal user call it (loginOpenId creates one first). */
export function currentUserId(request: FastifyRequest): string {
  const id = request.identity?.access.userId;
  if (!id) throw new HttpProblem(403, 'forbidden', 'sign in to the portal first (loginOpenId)');
  return id;
}

export function identityOf(request: FastifyRequest): RequestIdentity {
  if (!request.identity) throw unauthenticated();
  return request.identity;
}
