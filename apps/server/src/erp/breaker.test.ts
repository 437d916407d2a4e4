import type { SalesOrderDetail } from '@portal/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app';
import { createTestDatabase } from '../testing/database';
import { bearer } from '../testing/users';
import { CircuitBreaker, guardedBy } from './breaker';
import type { ErpGateway } from './gateway';
import { PgErpGateway } from './pg-gateway';

const failing = () => Promise.reject(new Error('ECONNREFUSED erp'));

describe('circuit breaker around the ERP (R12)', () => {
  // The breaker reads the clock (cockatiel's windows and its half-open time): the tests set it.
  const at = (ms: number) => vi.setSystemTime(new Date(Date.UTC(2026, 0, 1) + ms));
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens after a burst of failures, then fails fast without calling, and a successful probe closes it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(0);
    let calls = 0;
    let healthy = false;
    const breaker = new CircuitBreaker({ resetMs: 30_000 });
    const call = () => {
      calls++;
      return healthy ? Promise.resolve('ok') : failing();
    };
    for (let i = 0; i < 5; i++) await expect(breaker.fire(call)).rejects.toThrow('ECONNREFUSED');
    expect(breaker.state).toBe('open');
    const started = performance.now();
    for (let i = 0; i < 100; i++) {
      await expect(breaker.fire(call)).rejects.toMatchObject({
        status: 503,
        code: 'erp_unavailable',
        headers: { 'retry-after': '30' },
      });
    }
    expect((performance.now() - started) / 100).toBeLessThan(10);
    expect(calls).toBe(5);

    at(30_000);
    expect(breaker.state).toBe('halfOpen');
    await expect(breaker.fire(call)).rejects.toThrow('ECONNREFUSED'); // the probe fails: open again
    expect(breaker.state).toBe('open');
    at(60_000);
    healthy = true;
    await expect(breaker.fire(call)).resolves.toBe('ok');
    expect(breaker.state).toBe('closed');
  });

  it('does not open below the error share, and lets a single probe through while half-open', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(0);
    const breaker = new CircuitBreaker({ errorThresholdPercent: 50 });
    const ok = () => Promise.resolve(1);
    for (let i = 0; i < 6; i++) await breaker.fire(ok);
    for (let i = 0; i < 5; i++) await breaker.fire(failing).catch(() => undefined);
    expect(breaker.state).toBe('closed'); // 5 of 11 failed: below 50 %
    await breaker.fire(failing).catch(() => undefined);
    expect(breaker.state).toBe('open');
    at(30_000);
    let release!: (v: number) => void;
    const probe = breaker.fire(() => new Promise<number>((r) => (release = r)));
    await expect(breaker.fire(ok)).rejects.toMatchObject({ code: 'erp_unavailable' });
    release(2);
    await expect(probe).resolves.toBe(2);
    await expect(breaker.fire(ok)).resolves.toBe(1);
  });

  it('counts a call that takes longer than the time-out as failed, and answers 503', async () => {
    const breaker = new CircuitBreaker({ timeoutMs: 20 });
    const slow = () => new Promise((r) => setTimeout(r, 200));
    await expect(breaker.fire(slow)).rejects.toMatchObject({ status: 503, code: 'erp_unavailable' });
  });

  it('aborts the call it gave up on: the ERP call is handed a signal that aborts at the time-out', async () => {
    const breaker = new CircuitBreaker({ timeoutMs: 20 });
    const seen: AbortSignal[] = [];
    let answered = false;
    const slowStates = (signal: AbortSignal) => () =>
      new Promise<never[]>((resolve, reject) => {
        seen.push(signal);
        const work = setTimeout(() => {
          answered = true;
          resolve([]);
        }, 60_000);
        signal.addEventListener('abort', () => {
          clearTimeout(work);
          reject(signal.reason);
        });
      });
    const gateway = {
      productStates: slowStates(new AbortController().signal),
      withSignal: (signal: AbortSignal) => ({ productStates: slowStates(signal) }),
    } as unknown as ErpGateway;
    await expect(guardedBy(gateway, breaker).productStates()).rejects.toMatchObject({
      status: 503,
      code: 'erp_unavailable',
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.aborted).toBe(true);
    expect(answered).toBe(false);
  });

  it('wraps every gateway call', async () => {
    const breaker = new CircuitBreaker({ volumeThreshold: 1 });
    const gateway = guardedBy({ productStates: failing } as unknown as ErpGateway, breaker);
    await expect(gateway.productStates()).rejects.toThrow('ECONNREFUSED');
    await expect(gateway.productStates()).rejects.toMatchObject({ code: 'erp_unavailable' });
  });
});

describe('an ERP that fails 100 % behind the API', () => {
  let app: TestApp;
  let sales: Record<string, string>;
  let healthy = false;
  let calls = 0;

  beforeAll(async () => {
    const database = await createTestDatabase();
    const real = new PgErpGateway(database.db);
    const erp = new Proxy(real, {
      get(target, property) {
        // This stand-in takes no signal, so that each call reaches it and is counted here.
        if (property === 'withSignal') return undefined;
        const value = Reflect.get(target, property);
        return typeof value === 'function'
          ? (...args: unknown[]) => {
              calls++;
              return healthy ? value.apply(target, args) : failing();
            }
          : value;
      },
    });
    app = await startTestApp({ PORTAL_ERP_RESET_MS: '5000' }, database, undefined, { erpGateway: erp });
    sales = await bearer(app, 'sales');
  });
  afterAll(() => app.close());

  const track = () => app.app.inject({ url: '/portal/api/OrderTracking/5000001', headers: sales });

  it('answers 503 erp_unavailable with Retry-After within milliseconds once open, and recovers after a successful probe', async () => {
    for (let i = 0; i < 5; i++) expect((await track()).statusCode).toBe(500);
    const times: number[] = [];
    for (let i = 0; i < 60; i++) {
      const started = performance.now();
      const response = await track();
      times.push(performance.now() - started);
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('erp_unavailable');
      expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    // The configurator reads the same ERP through the same breaker: open for it too, without asking the ERP.
    const configure = await app.app.inject({
      method: 'POST',
      url: '/portal/api/DynamicConfigurator',
      headers: sales,
      payload: { bauform: 'KMAT-KRN' },
    });
    expect(configure.statusCode).toBe(503);
    expect(configure.json().code).toBe('erp_unavailable');
    // The ERP is no longer asked; the answer costs only the API's own work (median of the last 40, warmed up).
    expect(calls).toBe(5);
    const warm = times.slice(20).sort((a, b) => a - b);
    expect(warm[Math.floor(warm.length / 2)]).toBeLessThan(10);

    healthy = true;
    await new Promise((r) => setTimeout(r, 5100));
    const probe = await track();
    expect(probe.statusCode).toBe(200);
    expect((probe.json() as SalesOrderDetail).orderNumber).toBe('5000001');
    expect((await track()).statusCode).toBe(200);
  });
});
