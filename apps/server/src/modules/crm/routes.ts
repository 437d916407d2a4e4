import {
  type DealerSearchQuery,
  dealerEntrySchema,
  dealerMapSchema,
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
import { invalid } from '../../http/problem';
import type { CoreServices } from '../../platform/core-services';
import { LOCALIZATION_LISTS, localeOfCulture, localizedList } from './localization';
import { findPostalCode, placeOfTown } from './places';
import { listProducts, searchDealers } from './store';

const tags = ['DealerSearch'];
const errors = { 400: problemSchema };

/**
 * The CRM backend's dealer finder and value lists (spec §7 "CRM backend"): public, for end
 * customers who have not signed in. An empty finder answer is 204, as the spec says.
 */
export function crmDealerRoutes(scope: FastifyInstance, deps: CoreServices<'database' | 'config'>): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const map = deps.config.map;

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
      const query = withPlacePosition(request.query);
      const dealers = await searchDealers(db, query, localeOfCulture(request.query.cultureCode));
      return dealers.length > 0 ? dealers : reply.status(204).send(null);
    },
  );

  app.get(
    '/DealerSearch/map',
    {
      config: { access: PUBLIC },
      schema: { tags, response: { 200: dealerMapSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { tileUrl: map.tileUrl ?? null, attribution: map.attribution, maxZoom: map.maxZoom };
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

/** What a postal code search that found no place says, by why it found none. */
const POSTAL_CODE_MISSES = {
  form: 'not written as a postal code of the country (AT, CH: 1010; DE, FR, IT: 80331; CZ: 602 00; PL: 00-950)',
  unknown: 'no place is known for this postal code',
} as const;

/**
 * A search by postal code or town becomes a search around that place's position (places.ts); a
 * code or town the place table does not know, or a code not written as the country writes its
 * codes, is a 400 naming the field, so the finder can say so.
 */
function withPlacePosition(query: DealerSearchQuery): DealerSearchQuery {
  const { postalCode, city, ...rest } = query;
  if (postalCode !== undefined) {
    const place = findPostalCode(postalCode, query.country);
    if (typeof place === 'string') throw invalid('query.postalCode', POSTAL_CODE_MISSES[place]);
    return { ...rest, latitude: place.latitude, longitude: place.longitude };
  }
  if (city !== undefined) {
    const place = placeOfTown(city, query.country);
    if (!place) throw invalid('query.city', 'no town of this name is known');
    return { ...rest, latitude: place.latitude, longitude: place.longitude };
  }
  return query;
}
