import { API, orgDetailSchema, orgInputSchema, orgSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { needs } from '../../../http/access';
import { cascadeQuery, errors, noContent } from '../shared';
import type { OrgService } from './service';

const config = { access: needs(API.orgs) };
const tags = ['Org'];
const byOrg = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict();

/** /api/Org, /api/Org/private, /api/Org/public (spec §7), and the changes role administrators make. */
export function orgRoutes(scope: FastifyInstance, orgs: OrgService): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const list = { config, schema: { tags, response: { 200: z.array(orgSchema), ...errors } } };

  app.get('/Org', list, () => orgs.list());
  app.get('/Org/private', list, () => orgs.list('private'));
  app.get('/Org/public', list, () => orgs.list('public'));
  app.post(
    '/Org',
    { config, schema: { tags, body: orgInputSchema, response: { 201: orgDetailSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await orgs.create(request, request.body)),
  );
  app.put(
    '/Org/:id',
    { config, schema: { tags, params: byOrg, body: orgInputSchema, response: noContent } },
    async (request, reply) => {
      await orgs.update(request, request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );
  app.delete(
    '/Org/:id',
    { config, schema: { tags, params: byOrg, querystring: cascadeQuery, response: noContent } },
    async (request, reply) => {
      await orgs.remove(request, request.params.id, request.query.cascade);
      return reply.status(204).send(null);
    },
  );
}
