import type { RessourceDefinition } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { type Access, needs } from '../../http/access';
import { identityOf } from '../../http/guard';
import { forbidden } from '../../http/problem';
import { mayShowRow } from '../access/service';

/**
 * Whether the caller's kitchen acts on this canteen: a grant of the resource whose data conditions
 * hold for the record `{ canteen: <applicationId> }`, decided as the portal decides rows
 * (docs/permissions.md). A grant through "Uneingeschränkt" acts on every canteen; one through
 * "Eigene Kantine" (`canteen = $user`, type 2) on the canteen in the holder's attribute `canteen`
 * only, and without that attribute on none.
 */
export function mayActOnCanteen(
  request: FastifyRequest,
  resource: RessourceDefinition,
  applicationId: string,
): boolean {
  // Only grants that apply count (visibilityOf): without a grant of the resource, no canteen.
  return mayShowRow(identityOf(request).access, resource.id, { canteen: applicationId });
}

/**
 * The route options of a kitchen call (articles, plans, everyone's orders): the resource, and the
 * canteen of the path checked after the parameters are validated and before the handler reads or
 * writes anything. Declared together, so a kitchen route cannot name its resource without the check.
 */
export function kitchenRoute(resource: RessourceDefinition): {
  config: { access: Access };
  preHandler: (request: FastifyRequest) => Promise<void>;
} {
  return {
    config: { access: needs(resource) },
    preHandler: async (request) => {
      const { applicationId } = request.params as { applicationId: string };
      if (mayActOnCanteen(request, resource, applicationId)) return;
      // Logged like the guard's refusals (T23): who asked, for which resource and canteen.
      request.log.warn(
        {
          event: 'authz.denied',
          sub: identityOf(request).principal.sub,
          resource: resource.technicalName,
          canteen: applicationId,
          reason: 'data conditions',
          route: request.routeOptions.url,
        },
        'authorization denied',
      );
      throw forbidden(`this kitchen does not act on canteen ${applicationId}`);
    },
  };
}
