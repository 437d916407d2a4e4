import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { PUBLIC } from './access';
import type { Metrics } from './metrics';
import { HttpProblem } from './problem';

/** What the probes and the metrics need to know of the process. */
export interface ServerState {
  /** True from SIGTERM on: readiness answers 503 so the balancer stops sending requests. */
  closing: boolean;
}

/**
 * Liveness never touches the database; readiness does, with a time limit below the usual probe
 * time-out (1 s), and turns 503 while the server drains or shuts down (R6, R7). `/metrics` is
 * served here only when a token is configured (`Authorization: Bearer <PORTAL_METRICS_TOKEN>`);
 * with PORTAL_METRICS_PORT it is served on that private port instead (registerMetricsServer).
 */
export function registerHealth(
  app: FastifyInstance,
  database: Database,
  state: ServerState,
  metrics: Metrics,
  metricsToken: string | undefined,
): void {
  metrics.observe(app);
  // While draining, every answer closes its connection: kept-alive clients open a new one, which
  // the balancer sends to another process once readiness turned 503.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (state.closing) reply.header('connection', 'close');
    done(null, payload);
  });

  app.get('/healthz', { config: { access: PUBLIC } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { config: { access: PUBLIC } }, async (request, reply) => {
    if (state.closing) return reply.status(503).header('retry-after', '5').send({ status: 'closing' });
    try {
      await database.ping(800);
      return { status: 'ready', database: database.kind };
    } catch (err) {
      request.log.warn({ err }, 'readiness: database unavailable');
      return reply.status(503).header('retry-after', '5').send({ status: 'database unavailable' });
    }
  });

  if (!metricsToken) return;
  const expected = crypto.createHash('sha256').update(`Bearer ${metricsToken}`).digest();
  // Declared public: the token here is the metrics scraper's, not a user's; compared in constant time.
  app.get('/metrics', { config: { access: PUBLIC } }, async (request, reply) => {
    const given = crypto
      .createHash('sha256')
      .update(request.headers.authorization ?? '')
      .digest();
    if (!crypto.timingSafeEqual(given, expected)) {
      throw new HttpProblem(401, 'unauthenticated', 'the metrics need the scraper token');
    }
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
