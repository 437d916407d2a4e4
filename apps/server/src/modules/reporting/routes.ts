import {
  API,
  chartInputSchema,
  chartSchema,
  dashboardSchema,
  dashboardShareInputSchema,
  LOCALES,
  problemSchema,
  REPORT_FORMATS,
  reportDatasetSchema,
  reportDatasetSummarySchema,
  reportingQueryInputSchema,
  reportingQuerySchema,
  reportingSharedQuerySchema,
  reportRequestSchema,
  reportResultSchema,
  sharedDashboardSchema,
  sharedQueryInputSchema,
  shareRecipientSchema,
  siteCountry,
  subscriptionInputSchema,
  subscriptionSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { needs } from '../../http/access';
import { CONTENT_TYPES, sendDownload } from '../../http/download';
import { etagOf, expectedVersions, optionalExpectedVersions } from '../../http/etag';
import type { CoreServices } from '../../platform/core-services';
import { DashboardService } from './dashboard';
import { ExportGate } from './export-gate';
import { ReportingService, readerOf } from './service';
import { SubscriptionService, startSubscriptionScheduler } from './subscriptions';

const queries = needs(API.reporting);
const metadata = needs(API.reportingMetadata);
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
const byId = z.object({ id: z.string().uuid() });
const datasetId = z.object({ id: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,62}$/) });

/** /api/reporting (spec §7) on the portal API; the rules are in docs/reporting.md. */
export function reportingRoutes(
  scope: FastifyInstance,
  deps: CoreServices<'accessService' | 'config' | 'database' | 'mailer'>,
): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const service = new ReportingService(deps.database.db, deps.accessService, {
    timeoutMs: deps.config.reportTimeoutMs,
  });
  const dashboards = new DashboardService(deps.database.db, deps.accessService, service);
  const exports = new ExportGate();
  const subscriptions = new SubscriptionService(deps.database.db, deps.accessService, service, deps.mailer);
  if (deps.config.reportSubscriptionIntervalMs > 0) {
    const stop = startSubscriptionScheduler(subscriptions, scope.log, deps.config.reportSubscriptionIntervalMs);
    scope.addHook('onClose', async () => stop());
  }

  // ---- Catalogue ----
  {
    const tags = ['reporting/Metadata'];
    app.get(
      '/reporting/Metadata',
      {
        config: { access: metadata },
        schema: { tags, response: { 200: z.array(reportDatasetSummarySchema), ...errors } },
      },
      (request) => service.datasets(request),
    );
    app.get(
      '/reporting/Metadata/:id',
      {
        config: { access: metadata },
        schema: { tags, params: datasetId, response: { 200: reportDatasetSchema, ...errors } },
      },
      (request) => service.dataset(request, request.params.id),
    );
  }

  // ---- Saved queries ----
  {
    const config = { access: queries };
    const tags = ['reporting/Query'];
    app.get(
      '/reporting/Query',
      { config, schema: { tags, response: { 200: z.array(reportingQuerySchema), ...errors } } },
      (request) => service.queries(request),
    );
    app.post(
      '/reporting/Query',
      {
        config,
        schema: {
          tags,
          body: reportingQueryInputSchema,
          response: { 201: reportingQuerySchema, 409: problemSchema, ...errors },
        },
      },
      async (request, reply) => {
        const created = await service.create(request, request.body);
        reply.header('etag', etagOf(created.version));
        reply.header('location', `${request.url.split('?')[0]}/${created.reportingQueryId}`);
        return reply.status(201).send(created);
      },
    );
    app.get(
      '/reporting/Query/:id',
      { config, schema: { tags, params: byId, response: { 200: reportingQuerySchema, ...errors } } },
      async (request, reply) => {
        const found = await service.query(request, request.params.id);
        reply.header('etag', etagOf(found.version));
        return found;
      },
    );
    app.put(
      '/reporting/Query/:id',
      {
        config,
        schema: {
          tags,
          params: byId,
          body: reportingQueryInputSchema,
          response: {
            200: reportingQuerySchema,
            409: problemSchema,
            412: problemSchema,
            428: problemSchema,
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const updated = await service.update(request, request.params.id, request.body, () => expectedVersions(request));
        reply.header('etag', etagOf(updated.version));
        return updated;
      },
    );
    app.delete(
      '/reporting/Query/:id',
      {
        config,
        schema: { tags, params: byId, response: { 204: z.null(), 412: problemSchema, 428: problemSchema, ...errors } },
      },
      async (request, reply) => {
        await service.remove(request, request.params.id, optionalExpectedVersions(request));
        return reply.status(204).send(null);
      },
    );
  }

  // ---- Running and exporting ----
  app.post(
    '/reporting/Report',
    {
      config: { access: queries },
      schema: {
        tags: ['reporting/Report'],
        querystring: z.object({
          format: z.enum(REPORT_FORMATS).default('json'),
          locale: z.enum(LOCALES).default('de'),
          /** The site's country: a CSV writes numbers and dates as that site does (`formatLocale`). */
          country: siteCountry.optional(),
        }),
        body: reportRequestSchema,
        response: { 200: reportResultSchema, 429: problemSchema, 503: problemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { format, locale, country } = request.query;
      if (format === 'json') return service.run(request, request.body);
      const reader = readerOf(request);
      const file = await exports.run(reader.userId, () =>
        service.export(reader, request.body, format, locale, country),
      );
      return sendDownload(reply, { filename: file.filename, contentType: CONTENT_TYPES[format], body: file.body });
    },
  );

  // ---- Shares ----
  {
    const config = { access: queries };
    const tags = ['reporting/SharedQuery'];
    app.get(
      '/reporting/SharedQuery',
      { config, schema: { tags, response: { 200: z.array(reportingSharedQuerySchema), ...errors } } },
      (request) => service.shares(request),
    );
    app.get(
      '/reporting/SharedQuery/recipients',
      {
        config,
        schema: {
          tags,
          querystring: z.object({ search: z.string().trim().min(2).max(100) }),
          response: { 200: z.array(shareRecipientSchema), ...errors },
        },
      },
      (request) => service.recipients(request, request.query.search),
    );
    app.post(
      '/reporting/SharedQuery',
      {
        config,
        schema: {
          tags,
          body: sharedQueryInputSchema,
          response: { 200: reportingSharedQuerySchema, 201: reportingSharedQuerySchema, ...errors },
        },
      },
      async (request, reply) => {
        const { share, created } = await service.share(request, request.body);
        return reply.status(created ? 201 : 200).send(share);
      },
    );
    app.delete(
      '/reporting/SharedQuery/:id/:userId',
      {
        config,
        schema: {
          tags,
          params: z.object({ id: z.string().uuid(), userId: z.string().uuid() }),
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await service.unshare(request, request.params.id, request.params.userId);
        return reply.status(204).send(null);
      },
    );
  }

  // ---- Subscriptions: a saved report by e-mail on a schedule ----
  {
    const config = { access: queries };
    const tags = ['reporting/Subscription'];
    app.get(
      '/reporting/Subscription',
      { config, schema: { tags, response: { 200: z.array(subscriptionSchema), ...errors } } },
      (request) => subscriptions.list(request),
    );
    app.post(
      '/reporting/Subscription',
      {
        config,
        schema: {
          tags,
          body: subscriptionInputSchema,
          response: { 201: subscriptionSchema, 409: problemSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await subscriptions.create(request, request.body)),
    );
    app.put(
      '/reporting/Subscription/:id',
      {
        config,
        schema: {
          tags,
          params: byId,
          body: subscriptionInputSchema,
          response: { 200: subscriptionSchema, 412: problemSchema, 428: problemSchema, ...errors },
        },
      },
      async (request, reply) => {
        const updated = await subscriptions.update(request, request.params.id, request.body, () =>
          expectedVersions(request),
        );
        reply.header('etag', etagOf(updated.version));
        return updated;
      },
    );
    app.delete(
      '/reporting/Subscription/:id',
      { config, schema: { tags, params: byId, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await subscriptions.remove(request, request.params.id);
        return reply.status(204).send(null);
      },
    );
  }

  // ---- Charts and the dashboard ----
  {
    const config = { access: queries };
    const tags = ['reporting/Dashboard'];
    app.get(
      '/reporting/Dashboard',
      {
        config,
        schema: {
          tags,
          querystring: z.object({ ownerId: z.string().uuid().optional() }),
          response: { 200: dashboardSchema, ...errors },
        },
      },
      (request) => dashboards.dashboard(request, request.query.ownerId),
    );
    app.get(
      '/reporting/Dashboard/shared',
      { config, schema: { tags, response: { 200: z.array(sharedDashboardSchema), ...errors } } },
      (request) => dashboards.sharedWithMe(request),
    );
    app.post(
      '/reporting/Dashboard/Share',
      {
        config,
        schema: { tags, body: dashboardShareInputSchema, response: { 200: z.null(), 201: z.null(), ...errors } },
      },
      async (request, reply) => {
        const created = await dashboards.share(request, request.body.userId);
        return reply.status(created ? 201 : 200).send(null);
      },
    );
    app.delete(
      '/reporting/Dashboard/Share/:ownerId/:userId',
      {
        config,
        schema: {
          tags,
          params: z.object({ ownerId: z.string().uuid(), userId: z.string().uuid() }),
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await dashboards.unshare(request, request.params.ownerId, request.params.userId);
        return reply.status(204).send(null);
      },
    );
    app.post(
      '/reporting/Chart',
      { config, schema: { tags, body: chartInputSchema, response: { 201: chartSchema, ...errors } } },
      async (request, reply) => reply.status(201).send(await dashboards.addChart(request, request.body)),
    );
    app.delete(
      '/reporting/Chart/:id',
      { config, schema: { tags, params: byId, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await dashboards.removeChart(request, request.params.id);
        return reply.status(204).send(null);
      },
    );
    app.get(
      '/reporting/Chart/:id/data',
      { config, schema: { tags, params: byId, response: { 200: reportResultSchema, 503: problemSchema, ...errors } } },
      (request) => dashboards.chartData(request, request.params.id),
    );
  }
}
