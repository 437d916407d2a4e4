import { API, attributeKeySchema, userAttributeInputSchema, userAttributeSchema, uuid } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { needs } from '../../../http/access';
import { expectedVersions, withEtag } from '../../../http/etag';
import { errors, noContent } from '../shared';
import type { UserAttributeService } from './attributes';

/** The user administration resource, at its second-factor level: the same as every other user route. */
const config = { access: needs(API.users) };
const tags = ['User'];
const byUser = z.object({ userId: uuid }).strict();
const byKey = byUser.extend({ key: attributeKeySchema }).strict();

/**
 * /api/User/{userId}/attribute: the attributes that decide a user's access (docs/permissions.md).
 * The list answers the user's ETag; setting or removing one needs If-Match with it (428 without,
 * 412 when stale) and answers the new one.
 */
export function userAttributeRoutes(scope: FastifyInstance, attributes: UserAttributeService): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/User/:userId/attribute',
    { config, schema: { tags, params: byUser, response: { 200: z.array(userAttributeSchema), ...errors } } },
    async (request, reply) => {
      const { version, attributes: found } = await attributes.list(request.params.userId);
      return withEtag(reply, version, found);
    },
  );
  app.put(
    '/User/:userId/attribute/:key',
    {
      config,
      schema: {
        tags,
        params: byKey,
        body: userAttributeInputSchema,
        response: { 200: userAttributeSchema, 201: userAttributeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { userId, key } = request.params;
      const { attribute, created, version } = await attributes.set(
        request,
        userId,
        key,
        request.body,
        expectedVersions(request),
      );
      return reply.status(created ? 201 : 200).send(withEtag(reply, version, attribute));
    },
  );
  app.delete(
    '/User/:userId/attribute/:key',
    { config, schema: { tags, params: byKey, response: noContent } },
    async (request, reply) => {
      const { userId, key } = request.params;
      await attributes.remove(request, userId, key, expectedVersions(request));
      return reply.status(204).send(null);
    },
  );
}
