import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app';

describe('health, readiness and metrics', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('is live and ready while the database answers', async () => {
    expect((await app.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await app.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
  });

  it('turns not-ready while shutting down, and stays live (R6, R7)', async () => {
    app.state.closing = true;
    try {
      const ready = await app.app.inject('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBeDefined();
      expect((await app.app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      app.state.closing = false;
    }
  });

  it('exposes Prometheus metrics with request durations', async () => {
    await app.app.inject('/healthz');
    const metrics = await app.app.inject('/metrics');
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('http_request_duration_seconds_bucket');
    expect(metrics.body).toContain('process_cpu_user_seconds_total');
  });

  it('sends the security headers on HTML and API answers (T31, T32)', async () => {
    const api = await app.app.inject('/portal/api/Favorites');
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    const page = await app.app.inject('/portal/');
    if (String(page.headers['content-type']).startsWith('text/html')) {
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-eval');
    }
  });
});
