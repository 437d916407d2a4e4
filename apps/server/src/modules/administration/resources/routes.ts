import { API, portalRessourceGroupSchema, portalRessourceSchema, ressourceInputSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { needs } from '../../../http/access';
import { expectedVersions, withEtag } from '../../../http/etag';
import { byId, cascadeQuery, errors, noContent } from '../shared';
import type { RessourceService } from './service';

const config = { access: needs(API.resources) };
const tags = ['Resources'];

/**
 * /api/Resources (spec §7) and their groups. `GET /api/Resources/{id}/resource` takes a resource
 * group's id and answers the group with its resources (spec: ressourceGroup.ressources);
 * `GET /api/Resources/groups` lists every group that way.
 */
export function ressourceRoutes(scope: FastifyInstance, ressources: RessourceService): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/Resources',
    { config, schema: { tags, response: { 200: z.array(portalRessourceSchema), ...errors } } },
    () => ressources.list(),
  );
  app.get(
    '/Resources/groups',
    { config, schema: { tags, response: { 200: z.array(portalRessourceGroupSchema), ...errors } } },
    () => ressources.groups(),
  );
  app.post(
    '/Resources',
    { config, schema: { tags, body: ressourceInputSchema, response: { 201: portalRessourceSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await ressources.create(request, request.body)),
  );
  app.get(
    '/Resources/:id',
    { config, schema: { tags, params: byId, response: { 200: portalRessourceSchema, ...errors } } },
    async (request, reply) => {
      const { version, ...found } = await ressources.get(request.params.id);
      return withEtag(reply, version, found);
    },
  );
  app.put(
    '/Resources/:id',
    { config, schema: { tags, params: byId, body: ressourceInputSchema, response: noContent } },
    async (request, reply) => {
      await ressources.update(request, request.params.id, request.body, expectedVersions(request));
      return reply.status(204).send(null);
    },
  );
  app.delete(
    '/Resources/:id',
    { config, schema: { tags, params: byId, querystring: cascadeQuery, response: noContent } },
    async (request, reply) => {
      await ressources.remove(request, request.params.id, expectedVersions(request), request.query.cascade);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/Resources/:id/resource',
    { config, schema: { tags, params: byId, response: { 200: portalRessourceGroupSchema, ...errors } } },
    (request) => ressources.group(request.params.id),
  );
}
