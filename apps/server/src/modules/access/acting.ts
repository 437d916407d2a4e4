import { ACR_MFA, API, type RessourceDefinition } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { currentUserId, identityOf, secondFactorRequired } from '../../http/guard';
import { HttpProblem, notFound } from '../../http/problem';

/**
 * Whose data a request may touch. A user acts for themself; acting for another user needs the
 * user administration resource at its level of sign-in. Anyone else asking about another user's
 * objects is told "not found", the same whether they exist or not (T20): `what` names the object
 * in the words its own "not found" uses, so that both answers are one.
 */
export function actingFor(
  request: FastifyRequest,
  targetUserId: string | undefined,
  what?: string,
): { self: boolean; userId: string } {
  const me = currentUserId(request);
  if (!targetUserId || targetUserId === me) return { self: true, userId: me };
  if (!mayAdministerUsers(request)) {
    logOtherUsersObject(request, { target: targetUserId });
    throw notFound(what);
  }
  return { self: false, userId: targetUserId };
}

/**
 * A request that asked for another user's object, logged with who asked for what (T23); the
 * caller answers it as "not found", the same as for an object that does not exist (T20).
 */
export function logOtherUsersObject(request: FastifyRequest, asked: Record<string, string>): void {
  request.log.warn(
    { event: 'authz.denied', sub: identityOf(request).principal.sub, ...asked, reason: 'other user' },
    'authorization denied',
  );
}

/** Administrators may act for others, after a sign-in with a second factor (RFC 9470 challenge otherwise). */
export function mayAdministerUsers(request: FastifyRequest): boolean {
  const { principal, access } = identityOf(request);
  if (!access.granted.has(API.users.id)) return false;
  if (!principal.secondFactor) throw secondFactorRequired(principal, 'acting for another user needs a second factor');
  return true;
}

/**
 * For a route declared on one resource that changes something a second resource governs (orgs
 * are read by every employee but changed by role administrators): the second resource, at its
 * level of sign-in, checked and logged like the guard does (T7, T23).
 */
export function requireResource(request: FastifyRequest, resource: RessourceDefinition): void {
  const { principal, access } = identityOf(request);
  if (!access.granted.has(resource.id)) {
    request.log.warn(
      {
        event: 'authz.denied',
        sub: principal.sub,
        resource: resource.technicalName,
        reason: 'resource',
        route: request.routeOptions.url,
      },
      'authorization denied',
    );
    throw new HttpProblem(403, 'forbidden', `the resource ${resource.technicalName} is not granted`);
  }
  if (resource.acr === ACR_MFA && !principal.secondFactor) {
    request.log.warn(
      {
        event: 'authz.denied',
        sub: principal.sub,
        resource: resource.technicalName,
        reason: 'acr',
        route: request.routeOptions.url,
      },
      'authorization denied',
    );
    throw secondFactorRequired(principal, 'a sign-in with a second factor is required');
  }
}
