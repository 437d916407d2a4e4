import { portalRessourcePermissionSchema, problemSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN } from '../../http/access';
import { identityOf } from '../../http/guard';

/**
 * GET /api/Auth/permissions: the signed-in user's permission list as loginOpenId answers it, on
 * its own and cheap (the guard already resolved it), so the shell can refresh its menu after an
 * administrator's change without a new sign-in.
 */
export function accessRoutes(scope: FastifyInstance): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/Auth/permissions',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['Auth'],
        response: { 200: z.array(portalRessourcePermissionSchema), 401: problemSchema, 403: problemSchema },
      },
    },
    async (request, reply) => {
      // The answer changes whenever an administrator changes a grant: never from a cache.
      reply.header('cache-control', 'no-store');
      return [...identityOf(request).access.permissions];
    },
  );
}
