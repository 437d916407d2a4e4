import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { DIRECTORY } from '../../http/access';
import { etagOf, optionalExpectedVersions, type Version } from '../../http/etag';
import type { CoreServices } from '../../platform/core-services';
import { tokenHash } from './directories';
import { listOf, resourceTypes, schemas, serviceProviderConfig } from './discovery';
import { registerScimErrors, ScimError } from './errors';
import {
  SCIM_MEDIA_TYPE,
  type ScimListQuery,
  type ScimPatchInput,
  scimGroupInput,
  scimId,
  scimListQuery,
  scimPatchInput,
  scimUserInput,
} from './schemas';
import { type Resource, type ScimCaller, ScimService } from './service';
import * as store from './store';

declare module 'fastify' {
  interface FastifyRequest {
    scimCaller?: ScimCaller;
  }
}

const config = { access: DIRECTORY };
const withZod = (scope: FastifyInstance) => scope.withTypeProvider<ZodTypeProvider>();
type ZodApp = ReturnType<typeof withZod>;
const BEARER = /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/;

function unauthorized(detail: string): ScimError {
  return new ScimError(401, detail, undefined, { 'www-authenticate': 'Bearer realm="scim"' });
}

/**
 * The SCIM 2.0 endpoint of the group's directories (RFC 7644), mounted at /portal/scim/v2 outside
 * the API mounts: no portal user calls it, a directory does, with its own bearer token (only its
 * SHA-256 is stored; a rotated or revoked token is refused at once). Answers are
 * application/scim+json; failures are SCIM errors (§3.12).
 */
export async function scimRoutes(
  scope: FastifyInstance,
  deps: CoreServices<'accessService' | 'config' | 'database' | 'revokedGrants'>,
): Promise<void> {
  const app = withZod(scope);
  const service = new ScimService(deps.database.db, deps.accessService, deps.config, deps.revokedGrants);
  registerScimErrors(scope);
  // Directories send application/scim+json (§3.1); Okta and others also application/json.
  scope.addContentTypeParser(SCIM_MEDIA_TYPE, { parseAs: 'string' }, scope.getDefaultJsonParser('error', 'error'));

  scope.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) throw unauthorized('a bearer token is required');
    const match = BEARER.exec(header);
    if (!match) throw unauthorized('malformed Authorization header');
    const directory = await store.directoryByTokenHash(deps.database.db, tokenHash(match[1]!));
    if (!directory) {
      request.log.warn({ event: 'scim.token_refused' }, 'SCIM token refused');
      throw unauthorized('the token is not valid');
    }
    const forwarded = `${request.protocol}://${request.host}`;
    request.scimCaller = { directory, requestId: request.id, base: `${forwarded}${scope.prefix}` };
  });
  scope.addHook('onSend', async (_request, reply, payload) => {
    reply.type(SCIM_MEDIA_TYPE);
    return payload;
  });

  app.get('/ServiceProviderConfig', { config }, (request) => serviceProviderConfig(caller(request).base));
  app.get('/ResourceTypes', { config }, (request) => listOf(resourceTypes(caller(request).base)));
  app.get('/ResourceTypes/:id', { config, schema: { params: scimId } }, (request) => {
    const found = resourceTypes(caller(request).base).find((r) => r.id === request.params.id);
    if (!found) throw new ScimError(404, 'resource type not found');
    return found;
  });
  app.get('/Schemas', { config }, (request) => listOf(schemas(caller(request).base)));
  app.get('/Schemas/:id', { config, schema: { params: scimId } }, (request) => {
    const found = schemas(caller(request).base).find((s) => s.id === request.params.id);
    if (!found) throw new ScimError(404, 'schema not found');
    return found;
  });

  resourceRoutes(app, '/Users', scimUserInput, {
    list: (c, query) => service.listUsers(c, query),
    create: (c, body) => service.createUser(c, body),
    get: (c, id) => service.getUser(c, id),
    replace: (c, id, body, expected) => service.replaceUser(c, id, body, expected),
    patch: (c, id, patch, expected) => service.patchUser(c, id, patch, expected),
    remove: (c, id, expected) => service.deleteUser(c, id, expected),
  });
  resourceRoutes(app, '/Groups', scimGroupInput, {
    list: (c, query) => service.listGroups(c, query),
    create: (c, body) => service.createGroup(c, body),
    get: (c, id) => service.getGroup(c, id),
    replace: (c, id, body, expected) => service.replaceGroup(c, id, body, expected),
    patch: (c, id, patch, expected) => service.patchGroup(c, id, patch, expected),
    remove: (c, id, expected) => service.deleteGroup(c, id, expected),
  });
}

interface ResourceCalls<Input> {
  list(caller: ScimCaller, query: ScimListQuery): Promise<Record<string, unknown>>;
  create(caller: ScimCaller, body: Input): Promise<Resource>;
  get(caller: ScimCaller, id: string): Promise<Resource>;
  replace(caller: ScimCaller, id: string, body: Input, expected?: ReadonlySet<Version>): Promise<Resource>;
  patch(caller: ScimCaller, id: string, patch: ScimPatchInput, expected?: ReadonlySet<Version>): Promise<Resource>;
  remove(caller: ScimCaller, id: string, expected?: ReadonlySet<Version>): Promise<void>;
}

const caller = (request: FastifyRequest): ScimCaller => request.scimCaller!;
/** The path's id, as `scimId` validated it. */
const idOf = (request: FastifyRequest) => (request.params as z.output<typeof scimId>).id;

function answer(reply: FastifyReply, resource: Resource, status = 200) {
  const location = (resource.body.meta as { location: string }).location;
  if (status === 201) reply.header('location', location);
  return reply.status(status).header('etag', etagOf(resource.version)).send(resource.body);
}

/** The calls of one resource type (RFC 7644 §3.3–§3.6): list, create, read, replace, patch, delete. */
function resourceRoutes<S extends z.ZodType>(
  app: ZodApp,
  path: '/Users' | '/Groups',
  input: S,
  calls: ResourceCalls<z.output<S>>,
): void {
  const one = `${path}/:id`;
  app.get(path, { config, schema: { querystring: scimListQuery } }, (request) =>
    calls.list(caller(request), request.query),
  );
  app.post(path, { config, schema: { body: input } }, async (request, reply) =>
    answer(reply, await calls.create(caller(request), request.body as z.output<S>), 201),
  );
  app.get(one, { config, schema: { params: scimId } }, async (request, reply) =>
    answer(reply, await calls.get(caller(request), idOf(request))),
  );
  app.put(one, { config, schema: { params: scimId, body: input } }, async (request, reply) =>
    answer(
      reply,
      await calls.replace(
        caller(request),
        idOf(request),
        request.body as z.output<S>,
        optionalExpectedVersions(request),
      ),
    ),
  );
  app.patch(one, { config, schema: { params: scimId, body: scimPatchInput } }, async (request, reply) =>
    answer(reply, await calls.patch(caller(request), idOf(request), request.body, optionalExpectedVersions(request))),
  );
  app.delete(one, { config, schema: { params: scimId } }, async (request, reply) => {
    await calls.remove(caller(request), idOf(request), optionalExpectedVersions(request));
    return reply.status(204).send();
  });
}
