import {
  API,
  kpi2RowSchema,
  kpiDetailsSchema,
  kpiEditOverviewSchema,
  kpiHistoryEntrySchema,
  kpiOverviewSchema,
  kpiTrendSchema,
  kpiUpdateSchema,
  kpiWeekRefSchema,
  kpiWeekSchema,
  MAX_KPI_TREND_WEEKS,
  problemSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { needs } from '../../http/access';
import { etagOf, expectedVersions, optionalExpectedVersions, type Version } from '../../http/etag';
import type { CoreServices } from '../../platform/core-services';
import { KpiService } from './service';

const read = needs(API.kpi);
const edit = needs(API.kpiEdit);
const tags = ['KPI'];
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
const year = z.coerce.number().int().min(2000).max(2100);
const inSite = z.object({ kpiSite: z.string().regex(/^[a-z0-9-]{1,40}$/) });
const inWeek = inSite.extend({ calendarweek: z.coerce.number().int().min(1).max(53) });
const ofYear = z.object({ year: year.optional() });

/** /api/KPI and /api/KPI2 (spec §7) on the production API; the rules are in docs/kpi.md. */
export function kpiRoutes(scope: FastifyInstance, deps: CoreServices<'database'>): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const service = new KpiService(deps.database.db);

  app.get(
    '/KPI/overview',
    { config: { access: read }, schema: { tags, response: { 200: kpiOverviewSchema, ...errors } } },
    (request) => service.overview(request),
  );

  app.get(
    '/KPI2',
    { config: { access: read }, schema: { tags, response: { 200: z.array(kpi2RowSchema), ...errors } } },
    () => service.currentWeekOfAllSites(),
  );

  app.get(
    '/KPI/:kpiSite/details',
    {
      config: { access: read },
      schema: { tags, params: inSite, querystring: ofYear, response: { 200: kpiDetailsSchema, ...errors } },
    },
    (request) => service.details(request, request.params.kpiSite, request.query.year),
  );

  app.get(
    '/KPI/:kpiSite/editOverview',
    {
      config: { access: edit },
      schema: { tags, params: inSite, querystring: ofYear, response: { 200: kpiEditOverviewSchema, ...errors } },
    },
    (request) => service.editOverview(request, request.params.kpiSite, request.query.year),
  );

  app.get(
    '/KPI/:kpiSite/trend',
    {
      config: { access: read },
      schema: {
        tags,
        params: inSite,
        querystring: z.object({ weeks: z.coerce.number().int().min(2).max(MAX_KPI_TREND_WEEKS).default(26) }),
        response: { 200: kpiTrendSchema, ...errors },
      },
    },
    (request) => service.trend(request.params.kpiSite, request.query.weeks),
  );

  app.get(
    '/KPI/:kpiSite/maxCalendarweek',
    { config: { access: read }, schema: { tags, params: inSite, response: { 200: kpiWeekRefSchema, ...errors } } },
    (request) => service.maxCalendarweek(request.params.kpiSite),
  );

  app.get(
    '/KPI/:kpiSite/:calendarweek/edit',
    {
      config: { access: edit },
      schema: { tags, params: inWeek, querystring: ofYear, response: { 200: kpiWeekSchema, ...errors } },
    },
    async (request, reply) => {
      const week = await service.week(request, request.params.kpiSite, request.params.calendarweek, request.query.year);
      reply.header('etag', etagOf(week.version));
      return week;
    },
  );

  app.get(
    '/KPI/:kpiSite/:calendarweek/editHistory',
    {
      config: { access: read },
      schema: {
        tags,
        params: inWeek,
        querystring: ofYear,
        response: { 200: z.array(kpiHistoryEntrySchema), ...errors },
      },
    },
    (request) => service.history(request.params.kpiSite, request.params.calendarweek, request.query.year),
  );

  app.put(
    '/KPI/:kpiSite/:calendarweek/:year/update',
    {
      config: { access: edit },
      schema: {
        tags,
        params: inWeek.extend({ year }),
        body: kpiUpdateSchema,
        response: { 204: z.null(), 412: problemSchema, 428: problemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { kpiSite, calendarweek, year: weekYear } = request.params;
      const version = await service.update(
        request,
        kpiSite,
        { year: weekYear, calendarWeek: calendarweek },
        request.body,
        expectedOf(
          request.body.version,
          () => optionalExpectedVersions(request),
          () => expectedVersions(request),
        ),
      );
      reply.header('etag', etagOf(version));
      return reply.status(204).send(null);
    },
  );
}

/**
 * The version the client read: If-Match, or the body's `version` for clients that cannot set
 * headers. When both are sent, both must name the current version. Neither: 428.
 */
function expectedOf(
  bodyVersion: number | undefined,
  fromHeader: () => ReadonlySet<Version> | undefined,
  required: () => ReadonlySet<Version>,
): ReadonlySet<Version> {
  if (bodyVersion === undefined) return required();
  const header = fromHeader();
  if (!header) return new Set([bodyVersion]);
  return new Set([...header].filter((v) => v === bodyVersion));
}
