import {
  API,
  effectiveRessourceSchema,
  portalUserSchema,
  roleSchema,
  userCreateSchema,
  userInputSchema,
  usernameSchema,
  userPageSchema,
  userRoleInputSchema,
  userSearchSchema,
  uuid,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { needs } from '../../../http/access';
import { expectedVersions, optionalExpectedVersions, withEtag } from '../../../http/etag';
import { notFound } from '../../../http/problem';
import { byId, errors, noContent } from '../shared';
import type { EffectiveAccess } from './effective-access';
import type { UserOnboarding } from './onboarding';
import type { UserService } from './service';

const config = { access: needs(API.users) };
const tags = ['User'];
const byUser = z.object({ userId: uuid }).strict();

/**
 * /api/User (spec §7): search with paging, the user's roles, the usernames list, and the
 * "effective access" of a user (`/api/User/{userId}/access[/{ressourceId}]`).
 */
export function userRoutes(
  scope: FastifyInstance,
  users: UserService,
  effective: EffectiveAccess,
  onboarding: UserOnboarding,
): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/User',
    { config, schema: { tags, querystring: userSearchSchema, response: { 200: userPageSchema, ...errors } } },
    (request) => users.search(request.query.query, request.query.page, request.query.pageSize),
  );
  app.post(
    '/User',
    { config, schema: { tags, body: userCreateSchema, response: { 201: portalUserSchema, ...errors } } },
    async (request, reply) => {
      // Without a subject the person is invited (issue 19 §2): account, roles and invitation mail.
      const created = request.body.openIdUserId
        ? await users.create(request, request.body)
        : await onboarding.invite(request, request.body);
      return reply.status(201).send(created);
    },
  );
  app.get('/User/usernames', { config, schema: { tags, response: { 200: z.array(usernameSchema), ...errors } } }, () =>
    users.usernames(),
  );
  app.get(
    '/User/:id',
    { config, schema: { tags, params: byId, response: { 200: portalUserSchema, ...errors } } },
    async (request, reply) => {
      const { version, ...found } = await users.get(request.params.id);
      return withEtag(reply, version, found);
    },
  );
  app.put(
    '/User/:id',
    { config, schema: { tags, params: byId, body: userInputSchema, response: noContent } },
    async (request, reply) => {
      await users.update(request, request.params.id, request.body, expectedVersions(request));
      return reply.status(204).send(null);
    },
  );
  app.delete('/User/:id', { config, schema: { tags, params: byId, response: noContent } }, async (request, reply) => {
    const self = request.identity?.access.userId ?? null;
    await users.remove(request, request.params.id, expectedVersions(request), self);
    return reply.status(204).send(null);
  });
  app.get(
    '/User/:userId/role',
    { config, schema: { tags, params: byUser, response: { 200: z.array(roleSchema), ...errors } } },
    (request) => users.roles(request.params.userId),
  );
  app.post(
    '/User/:userId/role',
    {
      config,
      schema: {
        tags,
        params: byUser,
        body: userRoleInputSchema,
        response: { 200: roleSchema, 201: roleSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { role, added } = await users.assignRole(request, request.params.userId, request.body.roleId);
      return reply.status(added ? 201 : 200).send(role);
    },
  );
  app.delete(
    '/User/:userId/role/:roleId',
    { config, schema: { tags, params: byUser.extend({ roleId: uuid }).strict(), response: noContent } },
    async (request, reply) => {
      const { userId, roleId } = request.params;
      await users.unassignRole(request, userId, roleId, optionalExpectedVersions(request));
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/User/:userId/access',
    { config, schema: { tags, params: byUser, response: { 200: z.array(effectiveRessourceSchema), ...errors } } },
    async (request) => {
      await users.get(request.params.userId);
      return effective.all(request.params.userId);
    },
  );
  app.get(
    '/User/:userId/access/:ressourceId',
    {
      config,
      schema: {
        tags,
        params: byUser.extend({ ressourceId: uuid }).strict(),
        response: { 200: effectiveRessourceSchema, ...errors },
      },
    },
    async (request) => {
      await users.get(request.params.userId);
      return (
        (await effective.one(request.params.userId, request.params.ressourceId)) ?? Promise.reject(notFound('resource'))
      );
    },
  );
}
