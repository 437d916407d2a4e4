import http from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import client from 'prom-client';
import type { Database } from '../db/client';

/** A breaker as the metrics see it: its state now. */
interface Watched {
  readonly state: 'closed' | 'open' | 'halfOpen';
}

const BREAKER_STATES = ['closed', 'halfOpen', 'open'] as const;

/** Report runs and exports (reporting, the calculators' PDF and XLSX, sales exports): kept apart. */
const REPORT_OR_EXPORT = /\/reporting\/|\/Generate(PDF|XLSX)$|export/i;

/** The sign-in form of the embedded provider and the portal's own login call. */
const SIGN_IN = /\/openid\/interaction\/:uid\/(login|totp)$|\/Auth\/login$/i;

/**
 * The portal's Prometheus metrics (docs/operations.md, "Observability"): HTTP durations, the
 * database pool, the ERP breakers, sign-ins and refusals, rate-limit refusals, report and export
 * durations, and the mini-app loads the shell reports. One registry per server instance.
 */
export class Metrics {
  readonly registry = new client.Registry();
  private readonly duration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  private readonly reports = new client.Histogram({
    name: 'portal_report_export_duration_seconds',
    help: 'Duration of report runs and exports by route and status',
    labelNames: ['route', 'status'],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [this.registry],
  });
  private readonly signIns = new client.Counter({
    name: 'portal_sign_ins_total',
    help: 'Sign-in attempts by outcome (succeeded: redirect or 200 of the login call; refused: 4xx)',
    labelNames: ['outcome'],
    registers: [this.registry],
  });
  private readonly refusals = new client.Counter({
    name: 'portal_refusals_total',
    help: 'Requests refused for want of a token (401) or of a permission (403)',
    labelNames: ['status'],
    registers: [this.registry],
  });
  private readonly rateLimited = new client.Counter({
    name: 'portal_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (429), by route',
    labelNames: ['route'],
    registers: [this.registry],
  });
  private readonly miniAppLoads = new client.Histogram({
    name: 'portal_miniapp_load_seconds',
    help: 'Mini-app loads as the shell reports them, by mini-app and outcome',
    labelNames: ['miniapp', 'outcome'],
    buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 20],
    registers: [this.registry],
  });
  private readonly breakers = new Map<string, Watched>();

  constructor(database: Database) {
    client.collectDefaultMetrics({ register: this.registry });
    const pool = database.pool;
    if (pool) {
      const gauge = (name: string, help: string, value: () => number) =>
        new client.Gauge({
          name,
          help,
          registers: [this.registry],
          collect() {
            this.set(value());
          },
        });
      gauge('portal_db_pool_connections', 'Connections the pool holds (busy and idle)', () => pool.totalCount);
      gauge('portal_db_pool_idle', 'Idle connections of the pool', () => pool.idleCount);
      gauge('portal_db_pool_waiting', 'Queries waiting for a connection of the pool', () => pool.waitingCount);
    }
    const breakers = this.breakers;
    new client.Gauge({
      name: 'portal_breaker_state',
      help: 'ERP circuit breakers: 1 for the state each one is in (closed, halfOpen, open)',
      labelNames: ['breaker', 'state'],
      registers: [this.registry],
      collect() {
        for (const [name, breaker] of breakers)
          for (const state of BREAKER_STATES) this.set({ breaker: name, state }, breaker.state === state ? 1 : 0);
      },
    });
  }

  /** Reports a breaker's state under this name. */
  watchBreaker(name: string, breaker: Watched): void {
    this.breakers.set(name, breaker);
  }

  rateLimitRefused(request: FastifyRequest): void {
    this.rateLimited.inc({ route: request.routeOptions.url ?? 'unmatched' });
  }

  miniAppLoaded(miniapp: string, outcome: 'loaded' | 'failed', seconds: number): void {
    this.miniAppLoads.observe({ miniapp, outcome }, seconds);
  }

  /** Observes every answer: its duration, and what it says about sign-ins, refusals and reports. */
  observe(app: FastifyInstance): void {
    // One labelled series per method, route and status, looked up rather than rebuilt per response.
    const series = new Map<string, client.Histogram.Internal<'method' | 'route' | 'status'>>();
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const status = reply.statusCode;
      const key = `${request.method} ${status} ${route}`;
      let observed = series.get(key);
      if (!observed) {
        observed = this.duration.labels({ method: request.method, route, status: String(status) });
        series.set(key, observed);
      }
      const seconds = reply.elapsedTime / 1000;
      observed.observe(seconds);
      if (status === 401 || status === 403) this.refusals.inc({ status: String(status) });
      if (request.method === 'POST' && SIGN_IN.test(route)) {
        if (status < 400) this.signIns.inc({ outcome: 'succeeded' });
        else if (status < 500) this.signIns.inc({ outcome: 'refused' });
      }
      if (REPORT_OR_EXPORT.test(route)) this.reports.observe({ route, status: String(status) }, seconds);
      done();
    });
  }
}

/**
 * /metrics on a port of its own (PORTAL_METRICS_PORT), apart from the public one: bind it where
 * only the scraper reaches. Anything but `GET /metrics` is 404.
 */
export async function serveMetrics(metrics: Metrics, port: number, host: string): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
