import { API, mesFlashQuerySchema, mesFlashSchema, mesPlantSchema, problemSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { needs } from '../../http/access';
import type { CoreServices } from '../../platform/core-services';
import { MesFlashService } from './service';

/** The spec §6 controller "MES tables" answers the MES flash reads. */
const read = needs(API.mesTables);
const tags = ['MES flash'];
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
const inPlant = z.object({ plantId: z.string().regex(/^[a-z0-9-]{1,40}$/) });

/** /api/MesFlash on the production API only; the figures are defined in docs/production.md. */
export function mesFlashRoutes(scope: FastifyInstance, deps: CoreServices<'database'>): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const service = new MesFlashService(deps.database.db);

  app.get(
    '/MesFlash/plants',
    { config: { access: read }, schema: { tags, response: { 200: z.array(mesPlantSchema), ...errors } } },
    () => service.plants(),
  );

  app.get(
    '/MesFlash/:plantId',
    {
      config: { access: read },
      schema: { tags, params: inPlant, querystring: mesFlashQuerySchema, response: { 200: mesFlashSchema, ...errors } },
    },
    (request) => service.flash(request.params.plantId, request.query),
  );
}
