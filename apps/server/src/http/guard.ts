import { ACR_MFA } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccessService, UserAccess } from '../modules/access/service';
import { describeAccess } from './access';
import { HttpProblem } from './problem';
import { type Principal, TokenRejected, type TokenVerifier } from './tokens';

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

/**
 * The access check of every API mount: the route's declared access, the bearer token (RFC 6750),
 * the mount's scope, the resource with access type 1 (from the database, per request), and the
 * resource's level of sign-in (RFC 9470 step-up).
 */
export function registerGuard(
  app: FastifyInstance,
  deps: { verifier: TokenVerifier; accessService: AccessService; requiredScope: string },
): void {
  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    const access = request.routeOptions.config.access;
    if (!access) {
      request.log.error({ event: 'authz.undeclared', route: request.routeOptions.url }, 'route declares no access');
      throw new HttpProblem(403, 'forbidden', 'route declares no access');
    }
    if ('public' in access) return;

    const principal = await authenticate(request, deps.verifier);
    if (!principal.scopes.has(deps.requiredScope)) {
      deny(request, principal, describeAccess(access), 'scope');
      throw new HttpProblem(403, 'forbidden', `the token lacks the scope ${deps.requiredScope}`, {
        headers: { 'www-authenticate': challenge({ error: 'insufficient_scope', scope: deps.requiredScope }) },
      });
    }
    const userAccess = await deps.accessService.resolve(principal.issuerKey, principal.sub);
    request.identity = { principal, access: userAccess };
    if ('signedIn' in access) return;

    const resource = access.resource;
    if (!userAccess.granted.has(resource.id)) {
      deny(request, principal, resource.technicalName, 'resource');
      throw new HttpProblem(403, 'forbidden', `the resource ${resource.technicalName} is not granted`);
    }
    if (resource.acr === ACR_MFA && principal.acr !== ACR_MFA) {
      deny(request, principal, resource.technicalName, 'acr');
      throw new HttpProblem(401, 'insufficient_user_authentication', 'a sign-in with a second factor is required', {
        headers: {
          'www-authenticate': challenge({
            error: 'insufficient_user_authentication',
            error_description: 'A sign-in with a second factor is required',
            acr_values: ACR_MFA,
          }),
        },
      });
    }
  });
}

async function authenticate(request: FastifyRequest, verifier: TokenVerifier): Promise<Principal> {
  const header = request.headers.authorization;
  if (!header) throw unauthenticated();
  const match = /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/.exec(header);
  if (!match) {
    request.log.warn({ event: 'token.refused', reason: 'malformed header' }, 'token refused');
    throw invalidToken('malformed Authorization header');
  }
  try {
    return await verifier.verify(match[1]!);
  } catch (error) {
    if (error instanceof TokenRejected) {
      request.log.warn({ event: 'token.refused', reason: error.reason }, 'token refused');
      throw invalidToken('the access token is not valid');
    }
    throw error;
  }
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
