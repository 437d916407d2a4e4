import { HttpProblem } from '../http/problem';

/**
 * A circuit breaker around an outbound dependency (R12), with the defaults of opossum: a call
 * taking longer than `timeoutMs` counts as failed; when at least `volumeThreshold` calls of the
 * last `windowMs` ended and `errorThresholdPercent` of them failed, the breaker opens and every
 * call fails at once (503 `erp_unavailable` with Retry-After) without reaching the dependency.
 * After `resetMs` one call is let through as a probe (half-open): success closes the breaker,
 * failure opens it for another `resetMs`.
 */
export interface BreakerOptions {
  readonly timeoutMs: number;
  readonly errorThresholdPercent: number;
  readonly resetMs: number;
  readonly volumeThreshold: number;
  readonly windowMs: number;
}

export const BREAKER_DEFAULTS: BreakerOptions = {
  timeoutMs: 3_000,
  errorThresholdPercent: 50,
  resetMs: 30_000,
  volumeThreshold: 5,
  windowMs: 10_000,
};

export type BreakerState = 'closed' | 'open' | 'halfOpen';

export class CircuitBreaker {
  private readonly options: BreakerOptions;
  private outcomes: Array<{ at: number; failed: boolean }> = [];
  private openedAt: number | undefined;
  private probing = false;

  constructor(
    options: Partial<BreakerOptions> = {},
    private readonly now: () => number = Date.now,
  ) {
    this.options = { ...BREAKER_DEFAULTS, ...options };
  }

  get state(): BreakerState {
    if (this.openedAt === undefined) return 'closed';
    return this.now() - this.openedAt >= this.options.resetMs ? 'halfOpen' : 'open';
  }

  async fire<T>(call: () => Promise<T>): Promise<T> {
    const state = this.state;
    if (state === 'open' || (state === 'halfOpen' && this.probing)) throw this.unavailable();
    const probe = state === 'halfOpen';
    if (probe) this.probing = true;
    try {
      const result = await this.withTimeout(call);
      this.record(false, probe);
      return result;
    } catch (error) {
      this.record(true, probe);
      throw error instanceof TimeoutError ? this.unavailable('the ERP system did not answer in time') : error;
    } finally {
      if (probe) this.probing = false;
    }
  }

  private record(failed: boolean, probe: boolean): void {
    const at = this.now();
    if (probe) {
      this.outcomes = [];
      this.openedAt = failed ? at : undefined;
      return;
    }
    this.outcomes = this.outcomes.filter((o) => at - o.at < this.options.windowMs);
    this.outcomes.push({ at, failed });
    const failures = this.outcomes.filter((o) => o.failed).length;
    if (
      this.outcomes.length >= this.options.volumeThreshold &&
      (failures * 100) / this.outcomes.length >= this.options.errorThresholdPercent
    ) {
      this.openedAt = at;
      this.outcomes = [];
    }
  }

  private withTimeout<T>(call: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new TimeoutError()), this.options.timeoutMs);
    });
    return Promise.race([call(), timeout]).finally(() => clearTimeout(timer));
  }

  private unavailable(detail = 'the ERP system cannot be reached right now'): HttpProblem {
    const waited = this.openedAt === undefined ? 0 : this.now() - this.openedAt;
    const retryAfter = Math.max(1, Math.ceil((this.options.resetMs - waited) / 1000));
    return new HttpProblem(503, 'erp_unavailable', detail, { headers: { 'retry-after': String(retryAfter) } });
  }
}

class TimeoutError extends Error {}

/** The gateway with every call going through the breaker. */
export function guardedBy<T extends object>(target: T, breaker: CircuitBreaker): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => breaker.fire(() => value.apply(object, args));
    },
  });
}
