import rateLimit from '@fastify/rate-limit';
import { API, brandFromHost, problemSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { needs, PUBLIC, SIGNED_IN } from '../../http/access';
import { identityOf } from '../../http/guard';
import { invalid, notFound } from '../../http/problem';
import type { CoreServices } from '../../platform/core-services';
import { ChangeRunner } from '../audit/service';
import { type MiniAppEntry, type RegistrySnapshot, registryFor } from './registry';

const registration = z.object({ name: z.string(), remoteEntry: z.string(), module: z.string(), title: z.string() });
const query = z
  .object({
    country: z
      .string()
      .regex(/^[a-z]{2}$/)
      .default('de'),
  })
  .strict();

/** What the shell reports after loading a mini-app (a beacon: no answer body, no token). */
const loadReport = z
  .object({
    name: z.string().regex(/^[a-zA-Z][\w-]{0,63}$/),
    outcome: z.enum(['loaded', 'failed']),
    /** From the start of the load to the mount, in milliseconds. */
    ms: z.number().min(0).max(600_000),
  })
  .strict();

/** A shell loads a handful of mini-apps a minute; far more is not a shell. */
export const LOAD_REPORT_RATE_LIMIT = { max: 120, timeWindow: 60_000 } as const;

/** GET /api/MiniApps: the mini-apps this user may open on this site; /public: those anyone may open. */
export async function miniAppRoutes(
  scope: FastifyInstance,
  deps: CoreServices<'accessService' | 'config' | 'database' | 'metrics' | 'miniApps' | 'rateLimits'>,
): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const toRegistration = (e: MiniAppEntry) => ({
    name: e.name,
    module: e.module,
    title: e.title,
    remoteEntry: `/portaluiv3/${e.name}/remoteEntry.js?v=${encodeURIComponent(deps.config.miniAppTag)}`,
  });

  app.get(
    '/MiniApps',
    {
      config: { access: SIGNED_IN },
      schema: { tags: ['MiniApps'], querystring: query, response: { 200: z.array(registration) } },
    },
    (request) => {
      const { access } = identityOf(request);
      const brand = brandFromHost(request.hostname);
      return registryFor(deps.miniApps.current.entries, {
        granted: access.granted,
        brand,
        country: request.query.country,
      }).map(toRegistration);
    },
  );

  app.get(
    '/MiniApps/public',
    {
      config: { access: PUBLIC },
      schema: { tags: ['MiniApps'], querystring: query, response: { 200: z.array(registration) } },
    },
    (request) => {
      const brand = brandFromHost(request.hostname);
      return registryFor(
        deps.miniApps.current.entries.filter((e) => e.permissions.length === 0),
        { granted: new Set(), brand, country: request.query.country },
      ).map(toRegistration);
    },
  );

  // The mini-apps' routes (spec §3 metadata, titles in five languages) for the shell's table, like
  // the core table the shell carries: the menu, the guard and the search decide per user, and name
  // a refused route ("not offered on this site", "no permission"). The code of a mini-app the user
  // may not open is still never named (GET /MiniApps).
  app.get(
    '/MiniApps/routes',
    {
      config: { access: PUBLIC },
      schema: { tags: ['MiniApps'], response: { 200: z.array(routeMetaSchema) } },
    },
    (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      // Rows built by manifestRoutes: mini-app, menu or redirect entries only, as the schema says.
      return deps.miniApps.current.routes as unknown as z.infer<typeof routeMetaSchema>[];
    },
  );

  // An administrator makes every process read the mini-app directory again (as SIGHUP does for one):
  // the declared resources are written and the reload is audited in one transaction.
  const changes = new ChangeRunner(deps.database.db, deps.accessService);
  app.post(
    '/MiniApps/reload',
    {
      config: { access: needs(API.resources) },
      schema: {
        tags: ['MiniApps'],
        response: { 200: z.object({ miniApps: z.array(z.string()), routes: z.number().int() }), 400: problemSchema },
      },
    },
    async (request) => {
      let next: RegistrySnapshot;
      try {
        next = deps.miniApps.read();
      } catch (error) {
        throw invalid('miniapp.json', error instanceof Error ? error.message : 'invalid manifest');
      }
      const before = deps.miniApps.current.entries.map((e) => e.name);
      const after = next.entries.map((e) => e.name);
      await changes.run(request, async ({ tx, audit }) => {
        await deps.miniApps.register(tx, next);
        await audit({ action: 'reload', entity: 'miniApps', entityId: 'registry', before, after });
      });
      await deps.miniApps.install(next);
      return { miniApps: after, routes: next.routes.length };
    },
  );

  // Mini-app loads as the shell measured them, for the metrics; only names of the registry count.
  await scope.register(async (inner) => {
    await inner.register(rateLimit, deps.rateLimits);
    inner.withTypeProvider<ZodTypeProvider>().post(
      '/MiniApps/loads',
      {
        config: { access: PUBLIC, rateLimit: LOAD_REPORT_RATE_LIMIT },
        schema: {
          tags: ['MiniApps'],
          body: loadReport,
          response: { 204: z.null(), 400: problemSchema, 404: problemSchema, 429: problemSchema },
        },
      },
      async (request, reply) => {
        const { name, outcome, ms } = request.body;
        if (!deps.miniApps.current.entries.some((e) => e.name === name)) throw notFound('mini-app');
        deps.metrics.miniAppLoaded(name, outcome, ms / 1000);
        return reply.status(204).send(null);
      },
    );
  });
}

const localizedTitle = z.record(z.string(), z.string());
const routeMetaSchema = z.object({
  name: z.string(),
  path: z.string(),
  parent: z.string().optional(),
  titleKey: z.string(),
  title: localizedTitle.optional(),
  icon: z.string().optional(),
  image: z.string().optional(),
  order: z.number(),
  back: z.string().optional(),
  permissions: z.array(z.string()),
  apis: z.array(z.string()).optional(),
  brands: z.array(z.object({ domain: z.string(), country: z.string() })).optional(),
  public: z.boolean().optional(),
  redirect: z.object({ route: z.string() }).optional(),
  area: z.string().optional(),
  content: z
    .union([
      z.object({
        kind: z.literal('miniApp'),
        app: z.string(),
        module: z.string().optional(),
        props: z.record(z.string(), z.unknown()).optional(),
      }),
      z.object({ kind: z.literal('menu') }),
    ])
    .optional(),
  restricted: z.boolean().optional(),
  hidden: z.boolean().optional(),
});
