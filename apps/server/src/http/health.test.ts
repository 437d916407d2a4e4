import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app';

const METRICS_TOKEN = 'scraper-token-of-the-test-0123456789';

describe('health, readiness and metrics', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ PORTAL_METRICS_TOKEN: METRICS_TOKEN });
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
      const live = await app.app.inject('/healthz');
      expect(live.statusCode).toBe(200);
      // Draining: still served, but the kept-alive connection closes after the answer.
      expect(live.headers.connection).toBe('close');
    } finally {
      app.state.closing = false;
    }
  });

  it('exposes Prometheus metrics only to the scraper holding the token', async () => {
    await app.app.inject('/healthz');
    expect((await app.app.inject('/metrics')).statusCode).toBe(401);
    const wrong = await app.app.inject({ url: '/metrics', headers: { authorization: 'Bearer guessed' } });
    expect(wrong.statusCode).toBe(401);
    const metrics = await app.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('http_request_duration_seconds_bucket');
    expect(metrics.body).toContain('process_cpu_user_seconds_total');
    expect(metrics.body).toMatch(/portal_refusals_total\{status="401"\} [1-9]/);
  });

  it('counts mini-app loads the shell reports, for mini-apps of the registry only', async () => {
    const report = (body: unknown) =>
      app.app.inject({ method: 'POST', url: '/portal/api/MiniApps/loads', payload: body as object });
    const known = await app.app.inject('/portal/api/MiniApps/public');
    // The registry holds the built mini-apps; before a build it is empty and only refusals are checked.
    const first = (known.json() as Array<{ name: string }>)[0]?.name;
    expect((await report({ name: 'no-such-app', outcome: 'loaded', ms: 10 })).statusCode).toBe(404);
    expect((await report({ name: first, outcome: 'loaded', ms: -1 })).statusCode).toBe(400);
    if (first) {
      expect((await report({ name: first, outcome: 'loaded', ms: 420 })).statusCode).toBe(204);
      const metrics = await app.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(metrics.body).toContain(`portal_miniapp_load_seconds_count{miniapp="${first}",outcome="loaded"} 1`);
    }
  });

  it('names the request in every answer, the caller’s id when it sent a plain one', async () => {
    const given = await app.app.inject({ url: '/healthz', headers: { 'x-request-id': 'balancer-42' } });
    expect(given.headers['x-request-id']).toBe('balancer-42');
    const refused = await app.app.inject('/portal/api/Favorites');
    expect(refused.statusCode).toBe(401);
    expect(String(refused.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
    const forged = await app.app.inject({ url: '/healthz', headers: { 'x-request-id': 'a\nb' } });
    expect(forged.headers['x-request-id']).not.toBe('a\nb');
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
