import {
  dealerEntrySchema,
  dealerProductsQuerySchema,
  dealerSearchProductSchema,
  dealerSearchQuerySchema,
  localizationQuerySchema,
  problemSchema,
  translationDataSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC } from '../../http/access';
import type { CoreServices } from '../../platform/core-services';
import { LOCALIZATION_LISTS, localeOfCulture, localizedList } from './localization';
import { listProducts, searchDealers } from './store';

const tags = ['DealerSearch'];
const errors = { 400: problemSchema };

/**
 * The CRM backend's dealer finder and value lists (spec §7 "CRM backend"): public, for end
 * customers who have not signed in. An empty finder answer is 204, as the spec says.
 */
export function crmDealerRoutes(scope: FastifyInstance, deps: CoreServices<'database'>): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  app.get(
    '/DealerSearch/products',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        querystring: dealerProductsQuerySchema,
        response: { 200: z.array(dealerSearchProductSchema), 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const products = await listProducts(db, request.query, localeOfCulture(request.query.cultureCode));
      return products.length > 0 ? products : reply.status(204).send(null);
    },
  );

  app.get(
    '/DealerSearch/dealers',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        querystring: dealerSearchQuerySchema,
        response: { 200: z.array(dealerEntrySchema), 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const dealers = await searchDealers(db, request.query, localeOfCulture(request.query.cultureCode));
      return dealers.length > 0 ? dealers : reply.status(204).send(null);
    },
  );

  for (const list of LOCALIZATION_LISTS) {
    app.get(
      `/Localization/${list}`,
      {
        config: { access: PUBLIC },
        schema: {
          tags: ['Localization'],
          querystring: localizationQuerySchema,
          response: { 200: translationDataSchema, ...errors },
        },
      },
      async (request, reply) => {
        // The same for everyone and changed only by a release: browsers and proxies may keep it an hour.
        reply.header('cache-control', 'public, max-age=3600');
        return localizedList(list, localeOfCulture(request.query.cultureCode));
      },
    );
  }
}
