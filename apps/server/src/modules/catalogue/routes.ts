import { API, orgSchema, portalPermissionSchema, portalRessourceSchema, problemSchema, uuid } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../app';
import { needs } from '../../http/access';
import { notFound } from '../../http/problem';
import * as store from './store';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
const byId = z.object({ id: uuid });

/**
 * The read side of the permission model: permissions, resources with their groups, orgs.
 * Permissions and resources are administration data and need a sign-in with a second factor.
 */
export function catalogueRoutes(scope: FastifyInstance, deps: ModuleDeps): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  const permissions = { config: { access: needs(API.permissions) } };
  app.get(
    '/Permissions',
    {
      ...permissions,
      schema: { tags: ['Permissions'], response: { 200: z.array(portalPermissionSchema), ...errors } },
    },
    () => store.listPermissions(db),
  );
  app.get(
    '/Permissions/:id',
    {
      ...permissions,
      schema: { tags: ['Permissions'], params: byId, response: { 200: portalPermissionSchema, ...errors } },
    },
    async (request) => (await store.findPermission(db, request.params.id)) ?? Promise.reject(notFound('permission')),
  );

  const resources = { config: { access: needs(API.resources) } };
  app.get(
    '/Resources',
    { ...resources, schema: { tags: ['Resources'], response: { 200: z.array(portalRessourceSchema), ...errors } } },
    () => store.listRessources(db),
  );
  app.get(
    '/Resources/:id',
    {
      ...resources,
      schema: { tags: ['Resources'], params: byId, response: { 200: portalRessourceSchema, ...errors } },
    },
    async (request) => (await store.findRessource(db, request.params.id)) ?? Promise.reject(notFound('resource')),
  );

  const orgs = {
    config: { access: needs(API.orgs) },
    schema: { tags: ['Org'], response: { 200: z.array(orgSchema), ...errors } },
  };
  app.get('/Org', orgs, () => store.listOrgs(db));
  app.get('/Org/private', orgs, () => store.listOrgs(db, 'private'));
  app.get('/Org/public', orgs, () => store.listOrgs(db, 'public'));
}
