import { API } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { needs } from '../../http/access';
import { optionalExpectedVersions, withEtag } from '../../http/etag';
import type { CoreServices } from '../../platform/core-services';
import { byId, errors, noContent } from '../administration/service';
import { ChangeRunner } from '../audit/service';
import { DirectoryService } from './directories';
import { directoryInput, directorySchema, directoryWithToken } from './directory-schemas';

const config = { access: needs(API.scimDirectories) };
const tags = ['ScimDirectory'];

/**
 * /api/ScimDirectory: an administrator connects a directory (its token is in the answer, once),
 * rotates its token or revokes it. At the second-factor level, as every administration write.
 */
export function scimDirectoryRoutes(
  scope: FastifyInstance,
  deps: CoreServices<'accessService' | 'config' | 'database'>,
): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const directories = new DirectoryService(
    deps.database.db,
    new ChangeRunner(deps.database.db, deps.accessService),
    deps.config,
  );

  app.get('/ScimDirectory', { config, schema: { tags, response: { 200: directorySchema.array(), ...errors } } }, () =>
    directories.list(),
  );
  app.post(
    '/ScimDirectory',
    { config, schema: { tags, body: directoryInput, response: { 201: directoryWithToken, ...errors } } },
    async (request, reply) => reply.status(201).send(await directories.create(request, request.body)),
  );
  app.get(
    '/ScimDirectory/:id',
    { config, schema: { tags, params: byId, response: { 200: directorySchema, ...errors } } },
    async (request, reply) => {
      const { directory, version } = await directories.get(request.params.id);
      return withEtag(reply, version, directory);
    },
  );
  app.post(
    '/ScimDirectory/:id/token',
    { config, schema: { tags, params: byId, response: { 201: directoryWithToken, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await directories.rotate(request, request.params.id, optionalExpectedVersions(request))),
  );
  app.delete(
    '/ScimDirectory/:id/token',
    { config, schema: { tags, params: byId, response: noContent } },
    async (request, reply) => {
      await directories.revoke(request, request.params.id, optionalExpectedVersions(request));
      return reply.status(204).send(null);
    },
  );
}
