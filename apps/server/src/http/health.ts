import type { FastifyInstance } from 'fastify';
import client from 'prom-client';
import type { Database } from '../db/client';
import { PUBLIC } from './access';

/**
 * Liveness never touches the database; readiness does, with a time limit below the usual probe
 * time-out (1 s), and turns 503 while the server shuts down (R6, R7).
 */
export function registerHealth(app: FastifyInstance, database: Database, state: { closing: boolean }): void {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const duration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  // One labelled series per method, route and status, looked up rather than rebuilt per response.
  const series = new Map<string, client.Histogram.Internal<'method' | 'route' | 'status'>>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let observed = series.get(key);
    if (!observed) {
      observed = duration.labels({ method: request.method, route, status: String(reply.statusCode) });
      series.set(key, observed);
    }
    observed.observe(reply.elapsedTime / 1000);
    done();
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

  app.get('/metrics', { config: { access: PUBLIC } }, async (_request, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });
}
