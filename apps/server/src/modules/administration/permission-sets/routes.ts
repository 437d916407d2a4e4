import {
  API,
  permissionSetDetailInputSchema,
  permissionSetInputSchema,
  portalPermissionSetSchema,
  portalRessourceSchema,
  roleSchema,
  uuid,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { needs } from '../../../http/access';
import { expectedVersions, optionalExpectedVersions, withEtag } from '../../../http/etag';
import { byId, cascadeQuery, errors, noContent } from '../shared';
import type { PermissionSetService } from './service';

const config = { access: needs(API.permissionSets) };
const tags = ['PermissionSets'];
const bySet = z.object({ permissionSetId: uuid }).strict();

/** /api/PermissionSets (spec §7) with their conditions (`permissions`), the roles and resources using them. */
export function permissionSetRoutes(scope: FastifyInstance, sets: PermissionSetService): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/PermissionSets',
    { config, schema: { tags, response: { 200: z.array(portalPermissionSetSchema), ...errors } } },
    () => sets.list(),
  );
  app.post(
    '/PermissionSets',
    {
      config,
      schema: { tags, body: permissionSetInputSchema, response: { 201: portalPermissionSetSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await sets.create(request, request.body)),
  );
  app.get(
    '/PermissionSets/:id',
    { config, schema: { tags, params: byId, response: { 200: portalPermissionSetSchema, ...errors } } },
    async (request, reply) => {
      const { version, ...found } = await sets.get(request.params.id);
      return withEtag(reply, version, found);
    },
  );
  app.put(
    '/PermissionSets/:id',
    { config, schema: { tags, params: byId, body: permissionSetInputSchema, response: noContent } },
    async (request, reply) => {
      await sets.update(request, request.params.id, request.body, expectedVersions(request));
      return reply.status(204).send(null);
    },
  );
  app.delete(
    '/PermissionSets/:id',
    { config, schema: { tags, params: byId, querystring: cascadeQuery, response: noContent } },
    async (request, reply) => {
      await sets.remove(request, request.params.id, expectedVersions(request), request.query.cascade);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/PermissionSets/:id/Role',
    { config, schema: { tags, params: byId, response: { 200: z.array(roleSchema), ...errors } } },
    (request) => sets.rolesUsing(request.params.id),
  );
  app.get(
    '/PermissionSets/:id/resource',
    { config, schema: { tags, params: byId, response: { 200: z.array(portalRessourceSchema), ...errors } } },
    (request) => sets.ressourcesUsing(request.params.id),
  );
  app.post(
    '/PermissionSets/:permissionSetId/permissions',
    {
      config,
      schema: {
        tags,
        params: bySet,
        body: permissionSetDetailInputSchema,
        response: { 201: portalPermissionSetSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { permissionSetId } = request.params;
      const set = await sets.addDetail(request, permissionSetId, request.body, optionalExpectedVersions(request));
      return reply.status(201).send(set);
    },
  );
  app.delete(
    '/PermissionSets/:permissionSetId/permissions/:permissionId',
    { config, schema: { tags, params: bySet.extend({ permissionId: uuid }).strict(), response: noContent } },
    async (request, reply) => {
      const { permissionSetId, permissionId } = request.params;
      await sets.removeDetails(request, permissionSetId, permissionId, optionalExpectedVersions(request));
      return reply.status(204).send(null);
    },
  );
}
