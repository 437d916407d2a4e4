import {
  API,
  LOCALES,
  problemSchema,
  savedConfigurationCreateSchema,
  savedConfigurationOpenedSchema,
  savedConfigurationRenameSchema,
  savedConfigurationSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { ConfiguratorGateway } from '../../erp/configurator-model';
import { needs } from '../../http/access';
import { expectedVersions, optionalExpectedVersions } from '../../http/etag';
import { idempotent } from '../../http/idempotency';
import { SavedConfigurationService } from './saved-service';
import type { ConfiguratorService } from './service';

const tags = ['DynamicConfigurator/SavedConfiguration'];
const access = needs(API.dynamicConfigurator);
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 503: problemSchema };
const writeErrors = { ...errors, 409: problemSchema, 412: problemSchema, 422: problemSchema, 428: problemSchema };
const byId = z.object({ id: z.uuid() });
const language = z.object({ language: z.enum(LOCALES).default('de') });

/**
 * Saved configurations under the configurator's controller (docs/configurator.md):
 * `/api/DynamicConfigurator/SavedConfiguration[/{id}]`, with the configurator's resource.
 * 200 reads, 201 creates (Idempotency-Key), 204 renames (If-Match) and deletes.
 */
export function savedConfigurationRoutes(
  scope: FastifyInstance,
  configurator: ConfiguratorService,
  erp: ConfiguratorGateway,
  db: Db,
): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const saved = new SavedConfigurationService(db, configurator, erp);
  const base = '/DynamicConfigurator/SavedConfiguration';

  app.get(
    base,
    {
      config: { access },
      schema: { tags, querystring: language, response: { 200: z.array(savedConfigurationSchema), ...errors } },
    },
    (request) => saved.list(request, request.query.language),
  );

  app.post(
    base,
    {
      config: { access },
      schema: {
        tags,
        body: savedConfigurationCreateSchema,
        response: { 201: savedConfigurationSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      // Evaluated before the key is claimed: it only reads, and the ERP is not the portal's transaction.
      const evaluated = await saved.evaluateForSaving(request, request.body);
      return idempotent(db, request, reply, async (tx) => ({
        status: 201,
        body: await saved.create(tx, request, request.body.name, evaluated),
      }));
    },
  );

  app.get(
    `${base}/:id`,
    {
      config: { access },
      schema: {
        tags,
        params: byId,
        querystring: language,
        response: { 200: savedConfigurationOpenedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const opened = await saved.open(request, request.params.id, request.query.language);
      reply.header('etag', opened.etag);
      return opened;
    },
  );

  app.put(
    `${base}/:id`,
    {
      config: { access },
      schema: { tags, params: byId, body: savedConfigurationRenameSchema, response: { 204: z.null(), ...writeErrors } },
    },
    async (request, reply) => {
      await saved.rename(request, request.params.id, request.body.name, () => expectedVersions(request));
      return reply.status(204).send(null);
    },
  );

  app.delete(
    `${base}/:id`,
    { config: { access }, schema: { tags, params: byId, response: { 204: z.null(), ...writeErrors } } },
    async (request, reply) => {
      await saved.remove(request, request.params.id, optionalExpectedVersions(request));
      return reply.status(204).send(null);
    },
  );
}
