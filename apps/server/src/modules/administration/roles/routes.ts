import {
  API,
  portalUserSchema,
  roleInputSchema,
  roleRessourcePermissionSchema,
  roleSchema,
  uuid,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { needs } from '../../../http/access';
import { expectedVersions, optionalExpectedVersions, withEtag } from '../../../http/etag';
import { byId, cascadeQuery, errors, noContent } from '../shared';
import type { RoleService } from './service';

const config = { access: needs(API.roles) };
const tags = ['Role'];
const byRole = z.object({ roleId: uuid }).strict();
const grantParams = byRole.extend({ ressourceId: uuid, permissionSetId: uuid }).strict();

/**
 * /api/Role (spec §7) with the role's resource permissions (the grid of resources × access type
 * with a permission set per row) and the users holding it.
 */
export function roleRoutes(scope: FastifyInstance, roles: RoleService): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get('/Role', { config, schema: { tags, response: { 200: z.array(roleSchema), ...errors } } }, () => roles.list());
  app.post(
    '/Role',
    { config, schema: { tags, body: roleInputSchema, response: { 201: roleSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await roles.create(request, request.body)),
  );
  app.get(
    '/Role/:id',
    { config, schema: { tags, params: byId, response: { 200: roleSchema, ...errors } } },
    async (request, reply) => {
      const { version, ...found } = await roles.get(request.params.id);
      return withEtag(reply, version, found);
    },
  );
  app.put(
    '/Role/:id',
    { config, schema: { tags, params: byId, body: roleInputSchema, response: noContent } },
    async (request, reply) => {
      await roles.update(request, request.params.id, request.body, expectedVersions(request));
      return reply.status(204).send(null);
    },
  );
  app.delete(
    '/Role/:id',
    { config, schema: { tags, params: byId, querystring: cascadeQuery, response: noContent } },
    async (request, reply) => {
      await roles.remove(request, request.params.id, expectedVersions(request), request.query.cascade);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/Role/:roleId/ResourcePermission',
    { config, schema: { tags, params: byRole, response: { 200: z.array(roleRessourcePermissionSchema), ...errors } } },
    async (request, reply) => {
      const { version, grants } = await roles.grants(request.params.roleId);
      return withEtag(reply, version, grants);
    },
  );
  app.get(
    '/Role/:roleId/user',
    { config, schema: { tags, params: byRole, response: { 200: z.array(portalUserSchema), ...errors } } },
    (request) => roles.users(request.params.roleId),
  );
  app.post(
    '/Role/:roleId/ResourcePermission/:ressourceId/:permissionSetId/:accessType',
    {
      config,
      schema: {
        tags,
        params: grantParams.extend({ accessType: z.enum(['0', '1']).transform(Number) }).strict(),
        response: { 201: z.null(), 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { accessType, ...key } = request.params;
      const created = await roles.grant(request, key, accessType, optionalExpectedVersions(request));
      // 201 for a new grant, 204 when it changed the access type of an existing one.
      return reply.status(created ? 201 : 204).send(null);
    },
  );
  app.delete(
    '/Role/:roleId/ResourcePermission/:ressourceId/:permissionSetId',
    { config, schema: { tags, params: grantParams, response: noContent } },
    async (request, reply) => {
      await roles.revoke(request, request.params, optionalExpectedVersions(request));
      return reply.status(204).send(null);
    },
  );
}
