import { brandFromHost } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../app';
import { PUBLIC, SIGNED_IN } from '../../http/access';
import { identityOf } from '../../http/guard';
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

/** GET /api/MiniApps: the mini-apps this user may open on this site; /public: those anyone may open. */
export function miniAppRoutes(scope: FastifyInstance, deps: ModuleDeps & { miniApps: readonly MiniAppEntry[] }): void {
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
}
