import rateLimit from '@fastify/rate-limit';
import { bekonTrackingQuerySchema, bekonTrackingResultSchema, problemSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CircuitBreaker, guardedBy } from '../../erp/breaker';
import { PUBLIC } from '../../http/access';
import type { CoreServices } from '../../platform/core-services';
import { PgDeliveryGateway } from './gateway';
import { BekonTrackingService } from './service';

/**
 * Per client address (T33): enough for a customer who mistypes a few times, far too few to try
 * numbers. Each try needs the number and the postcode, so guessing both is out of reach.
 */
export const TRACKING_RATE_LIMIT = { max: 20, timeWindow: 60_000 } as const;

const errors = { 400: problemSchema, 404: problemSchema, 429: problemSchema, 503: problemSchema };

/**
 * Public delivery tracking of the shower-design brand in Switzerland (spec §2 `bekonTracking`,
 * §7 "Tracking: GET /api/BekonTracking", docs/tracking.md): no sign-in, rate-limited per address.
 */
export async function bekonTrackingRoutes(
  scope: FastifyInstance,
  deps: CoreServices<'config' | 'database' | 'metrics' | 'rateLimits'>,
): Promise<void> {
  await scope.register(async (inner) => {
    await inner.register(rateLimit, deps.rateLimits);
    const app = inner.withTypeProvider<ZodTypeProvider>();
    // The ERP behind its own breaker: a slow ERP answers 503 here without holding the sales calls.
    const breaker = new CircuitBreaker(deps.config.erpBreaker);
    deps.metrics.watchBreaker('erp-delivery', breaker);
    const erp = guardedBy(new PgDeliveryGateway(deps.database.db), breaker);
    const service = new BekonTrackingService(erp);

    app.get(
      '/BekonTracking',
      {
        config: { access: PUBLIC, rateLimit: TRACKING_RATE_LIMIT },
        schema: {
          tags: ['BekonTracking'],
          querystring: bekonTrackingQuerySchema,
          response: { 200: bekonTrackingResultSchema, ...errors },
        },
      },
      async (request, reply) => {
        // A customer's delivery address area and goods: kept by no shared cache.
        reply.header('cache-control', 'no-store');
        return service.track(request.query);
      },
    );
  });
}
