import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../testing/app';
import { bearer } from '../testing/users';

interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: Array<{ key: string; value: { stringValue?: string } }>;
}

/** A collector as small as can be: it keeps every span posted to /v1/traces (OTLP/HTTP, JSON). */
let collector: http.Server;
const spans: Span[] = [];
let endpoint: string;

beforeAll(async () => {
  collector = http.createServer((request, response) => {
    let body = '';
    request.on('data', (d) => {
      body += d;
    });
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const sent = JSON.parse(body) as { resourceSpans: Array<{ scopeSpans: Array<{ spans: Span[] }> }> };
        for (const r of sent.resourceSpans) for (const s of r.scopeSpans) spans.push(...s.spans);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => collector.close(() => resolve())));

const attribute = (span: Span, key: string) => span.attributes.find((a) => a.key === key)?.value.stringValue;

describe('traces (OpenTelemetry, off by default)', () => {
  it('sends a span per request with the SQL statements inside it when a collector is configured', async () => {
    const app = await startTestApp({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_SERVICE_NAME: 'portal-test' });
    const response = await app.app.inject({ url: '/portal/api/Favorites', headers: await bearer(app, 'employee') });
    expect(response.statusCode).toBe(200);
    await app.close();

    const request = spans.find((s) => attribute(s, 'http.route') === '/portal/api/Favorites');
    expect(request, JSON.stringify(spans.map((s) => s.name))).toBeDefined();
    const inTrace = spans.filter((s) => s.traceId === request!.traceId);
    const statements = inTrace.filter((s) => attribute(s, 'db.system') === 'postgresql');
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.some((s) => /favorite/i.test(attribute(s, 'db.statement') ?? ''))).toBe(true);
  });

  it('sends nothing when no collector is configured', async () => {
    const before = spans.length;
    const app = await startTestApp();
    await app.app.inject('/healthz');
    await app.close();
    expect(spans.length).toBe(before);
  });
});
