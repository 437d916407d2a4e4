import {
  API,
  favoriteCreateSchema,
  favoriteInputSchema,
  portalFavoriteSchema,
  problemSchema,
  uuid,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { needs } from '../../http/access';
import { sharedResultSerializerCompiler } from '../../http/serializer';
import type { CoreServices } from '../../platform/core-services';
import { FavoriteService } from './service';

const access = needs(API.favorites);
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
const byId = z.object({ id: uuid });
const byUser = z.object({ userId: uuid });
const tags = ['Favorites'];

/** /api/Favorites and /api/User/{userId}/favorite (spec §7): 200 reads, 201 creates, 204 updates and deletes. */
export function favoriteRoutes(scope: FastifyInstance, deps: CoreServices<'database'>): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const favorites = new FavoriteService(deps.database);

  app.get(
    '/Favorites',
    {
      config: { access },
      schema: { tags, response: { 200: z.array(portalFavoriteSchema), ...errors } },
      serializerCompiler: sharedResultSerializerCompiler,
    },
    (request) => favorites.listOwn(request),
  );

  app.post(
    '/Favorites',
    {
      config: { access },
      schema: { tags, body: favoriteCreateSchema, response: { 201: portalFavoriteSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await favorites.create(request, request.body)),
  );

  app.get(
    '/Favorites/user/:userId',
    {
      config: { access },
      schema: { tags, params: byUser, response: { 200: z.array(portalFavoriteSchema), ...errors } },
      // The lists are shared by the requests of one batched read and never changed.
      serializerCompiler: sharedResultSerializerCompiler,
    },
    (request) => favorites.listFor(request, request.params.userId),
  );

  app.get(
    '/User/:userId/favorite',
    {
      config: { access },
      schema: { tags, params: byUser, response: { 200: z.array(portalFavoriteSchema), ...errors } },
      // The lists are shared by the requests of one batched read and never changed.
      serializerCompiler: sharedResultSerializerCompiler,
    },
    (request) => favorites.listFor(request, request.params.userId),
  );

  app.get(
    '/Favorites/:id',
    { config: { access }, schema: { tags, params: byId, response: { 200: portalFavoriteSchema, ...errors } } },
    (request) => favorites.get(request, request.params.id),
  );

  app.put(
    '/Favorites/:id',
    {
      config: { access },
      schema: { tags, params: byId, body: favoriteInputSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await favorites.update(request, request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/Favorites/:id',
    { config: { access }, schema: { tags, params: byId, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await favorites.remove(request, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
