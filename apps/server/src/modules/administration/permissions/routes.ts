import { API, permissionInputSchema, permissionSetSummarySchema, portalPermissionSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { needs } from '../../../http/access';
import { expectedVersions, withEtag } from '../../../http/etag';
import { byId, cascadeQuery, errors, noContent } from '../shared';
import type { PermissionService } from './service';

const access = needs(API.permissions);
const tags = ['Permissions'];

/** /api/Permissions (spec §7): 200 reads (single reads with an ETag), 201 creates, 204 updates and deletes. */
export function permissionRoutes(scope: FastifyInstance, permissions: PermissionService): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const config = { access };

  app.get(
    '/Permissions',
    { config, schema: { tags, response: { 200: z.array(portalPermissionSchema), ...errors } } },
    () => permissions.list(),
  );
  app.post(
    '/Permissions',
    { config, schema: { tags, body: permissionInputSchema, response: { 201: portalPermissionSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await permissions.create(request, request.body)),
  );
  app.get(
    '/Permissions/:id',
    { config, schema: { tags, params: byId, response: { 200: portalPermissionSchema, ...errors } } },
    async (request, reply) => {
      const { version, ...found } = await permissions.get(request.params.id);
      return withEtag(reply, version, found);
    },
  );
  app.put(
    '/Permissions/:id',
    { config, schema: { tags, params: byId, body: permissionInputSchema, response: noContent } },
    async (request, reply) => {
      await permissions.update(request, request.params.id, request.body, expectedVersions(request));
      return reply.status(204).send(null);
    },
  );
  app.delete(
    '/Permissions/:id',
    { config, schema: { tags, params: byId, querystring: cascadeQuery, response: noContent } },
    async (request, reply) => {
      await permissions.remove(request, request.params.id, expectedVersions(request), request.query.cascade);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/Permissions/:id/PermissionSet',
    { config, schema: { tags, params: byId, response: { 200: z.array(permissionSetSummarySchema), ...errors } } },
    (request) => permissions.setsUsing(request.params.id),
  );
}
