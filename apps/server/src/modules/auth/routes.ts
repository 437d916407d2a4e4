import { portalLoginOpenIdSchema, portalLoginResultSchema, problemSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN } from '../../http/access';
import type { CoreServices } from '../../platform/core-services';
import { ChangeRunner } from '../audit/service';
import { UserParameterService } from '../user-parameters/service';
import { AuthService } from './service';

const tags = ['Auth'];
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema };

/** POST /api/Auth/loginOpenId and /api/Auth/logout: any signed-in user, before any permission is known. */
export function authRoutes(scope: FastifyInstance, deps: CoreServices<'accessService' | 'database'>): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const auth = new AuthService(
    deps.database.db,
    deps.accessService,
    new UserParameterService(deps.database.db),
    new ChangeRunner(deps.database.db, deps.accessService),
  );

  app.post(
    '/Auth/loginOpenId',
    {
      config: { access: SIGNED_IN },
      schema: { tags, body: portalLoginOpenIdSchema, response: { 200: portalLoginResultSchema, ...errors } },
    },
    (request) => auth.loginOpenId(request, request.body),
  );

  app.post(
    '/Auth/logout',
    { config: { access: SIGNED_IN }, schema: { tags, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      auth.logout(request);
      return reply.status(204).send(null);
    },
  );
}
