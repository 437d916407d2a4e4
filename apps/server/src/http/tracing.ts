import { FastifyOtelInstrumentation } from '@fastify/otel';
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { PortalConfig } from '../config';
import type { Database } from '../db/client';

/** The statement text on a span, shortened: values are never on it (they are bound parameters). */
const MAX_STATEMENT = 2_000;

type Query = (...args: unknown[]) => unknown;

/**
 * OpenTelemetry traces, off unless OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/operations.md,
 * Observability): a span per request (@fastify/otel, with the route and status) and, inside it,
 * a span per SQL statement, sent over OTLP/HTTP. Register before any route.
 */
export async function registerTracing(app: FastifyInstance, config: PortalConfig, database: Database): Promise<void> {
  const { endpoint, serviceName } = config.tracing;
  if (!endpoint) return;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` })),
    ],
  });
  // The context manager (AsyncLocalStorage) makes the request's span the parent of its statements.
  provider.register();
  const instrumentation = new FastifyOtelInstrumentation();
  instrumentation.setTracerProvider(provider);
  await app.register(instrumentation.plugin());

  const tracer = provider.getTracer('portal.sql');
  const traced = (original: Query, system: string): Query =>
    function (this: unknown, ...args: unknown[]) {
      const first = args[0];
      const text = typeof first === 'string' ? first : String((first as { text?: unknown })?.text ?? '');
      // A statement outside any request (a timer's purge) starts no trace of its own.
      if (!trace.getSpan(context.active())) return original.apply(this, args);
      const span = tracer.startSpan(text.split(/\s/, 1)[0]?.toUpperCase() || 'SQL', {
        kind: SpanKind.CLIENT,
        attributes: { 'db.system': system, 'db.statement': text.slice(0, MAX_STATEMENT) },
      });
      const ended = (error?: unknown) => {
        if (error) span.setStatus({ code: SpanStatusCode.ERROR, message: String((error as Error).message ?? error) });
        span.end();
      };
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        // The pool passes a callback: the statement ends when it is called.
        args[last] = (error: unknown, ...rest: unknown[]) => {
          ended(error);
          return (callback as Query)(error, ...rest);
        };
      }
      const result = context.with(trace.setSpan(context.active(), span), () => original.apply(this, args));
      if (typeof callback === 'function') return result;
      if (result && typeof (result as Promise<unknown>).then === 'function') {
        (result as Promise<unknown>).then(
          () => ended(),
          (error) => ended(error),
        );
      } else ended();
      return result;
    };
  const restore: Array<() => void> = [];
  if (database.pglite) {
    const client = database.pglite as unknown as { query: Query };
    const original = client.query;
    client.query = traced(original, 'postgresql');
    restore.push(() => {
      client.query = original;
    });
  } else {
    // Every statement of the pool, in a transaction or not, goes through a client's query.
    const prototype = pg.Client.prototype as unknown as { query: Query };
    const original = prototype.query;
    prototype.query = traced(original, 'postgresql');
    restore.push(() => {
      prototype.query = original;
    });
  }
  app.addHook('onClose', async () => {
    for (const undo of restore) undo();
    await provider.shutdown();
  });
}
