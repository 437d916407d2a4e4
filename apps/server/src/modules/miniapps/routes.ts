import rateLimit from '@fastify/rate-limit';
import { brandFromHost, problemSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC, SIGNED_IN } from '../../http/access';
import { identityOf } from '../../http/guard';
import { notFound } from '../../http/problem';
import type { CoreServices } from '../../platform/core-services';
import { type MiniAppEntry, registryFor } from './registry';

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
  deps: CoreServices<'config' | 'metrics' | 'miniApps' | 'rateLimits'>,
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
      return registryFor(deps.miniApps, { granted: access.granted, brand, country: request.query.country }).map(
        toRegistration,
      );
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
        deps.miniApps.filter((e) => e.permissions.length === 0),
        { granted: new Set(), brand, country: request.query.country },
      ).map(toRegistration);
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
        if (!deps.miniApps.some((e) => e.name === name)) throw notFound('mini-app');
        deps.metrics.miniAppLoaded(name, outcome, ms / 1000);
        return reply.status(204).send(null);
      },
    );
  });
}
