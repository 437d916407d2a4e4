import {
  BrokenCircuitError,
  type CircuitBreakerPolicy,
  CircuitState,
  circuitBreaker,
  handleAll,
  type IPolicy,
  SamplingBreaker,
  TaskCancelledError,
  TimeoutStrategy,
  timeout,
  wrap,
} from 'cockatiel';
import { HttpProblem } from '../http/problem';

/**
 * The circuit breaker around an outbound dependency (R12), cockatiel's: a call taking longer
 * than `timeoutMs` is cancelled (its AbortSignal aborts) and counts as failed; when at least
 * `volumeThreshold` calls of the last `windowMs` ended and `errorThresholdPercent` of them
 * failed, the breaker opens and every call fails at once (503 `erp_unavailable` with
 * Retry-After) without reaching the dependency. After `resetMs` one call is let through as a
 * probe (half-open): success closes the breaker, failure opens it for another `resetMs`.
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
  private readonly breaker: CircuitBreakerPolicy;
  private readonly policy: IPolicy;
  private openedAt: number | undefined;

  constructor(options: Partial<BreakerOptions> = {}) {
    this.options = { ...BREAKER_DEFAULTS, ...options };
    const { errorThresholdPercent, resetMs, volumeThreshold, windowMs, timeoutMs } = this.options;
    this.breaker = circuitBreaker(handleAll, {
      halfOpenAfter: resetMs,
      // cockatiel opens above the share and judges from a rate of calls; the half steps make
      // "at least this share of at least this many calls in the window", free of rounding.
      breaker: new SamplingBreaker({
        threshold: Math.min(errorThresholdPercent / 100 - 1e-9, 1 - 1e-9),
        duration: windowMs,
        minimumRps: (volumeThreshold - 0.5) / (windowMs / 1000),
      }),
    });
    this.breaker.onBreak(() => {
      this.openedAt = Date.now();
    });
    this.breaker.onReset(() => {
      this.openedAt = undefined;
    });
    // The time-out inside the breaker: a timed-out call is a failure the breaker counts.
    this.policy = wrap(this.breaker, timeout(timeoutMs, TimeoutStrategy.Aggressive));
  }

  get state(): BreakerState {
    switch (this.breaker.state) {
      case CircuitState.Closed:
        return 'closed';
      case CircuitState.HalfOpen:
        return 'halfOpen';
      default:
        return this.openedAt !== undefined && Date.now() - this.openedAt >= this.options.resetMs ? 'halfOpen' : 'open';
    }
  }

  /** Runs the call; `signal` aborts when the time-out gives up on it, so the call can stop its work. */
  async fire<T>(call: (signal: AbortSignal) => Promise<T>): Promise<T> {
    // While the probe is out, others fail fast rather than wait for it (cockatiel would queue them).
    if (this.breaker.state === CircuitState.HalfOpen) throw this.unavailable();
    let timedOut = false;
    try {
      return await this.policy.execute(({ signal }) => {
        let settled = false;
        // The signal aborts before the call settled only when the time-out gave up on it.
        signal.addEventListener('abort', () => (timedOut ||= !settled), { once: true });
        return call(signal).finally(() => {
          settled = true;
        });
      });
    } catch (error) {
      if (error instanceof BrokenCircuitError) throw this.unavailable();
      if (error instanceof TaskCancelledError || timedOut)
        throw this.unavailable('the ERP system did not answer in time');
      throw error;
    }
  }

  private unavailable(detail = 'the ERP system cannot be reached right now'): HttpProblem {
    const waited = this.openedAt === undefined ? 0 : Date.now() - this.openedAt;
    const retryAfter = Math.max(1, Math.ceil((this.options.resetMs - waited) / 1000));
    return new HttpProblem(503, 'erp_unavailable', detail, { headers: { 'retry-after': String(retryAfter) } });
  }
}

/** A gateway that can be handed the signal of one call, and stops that call's work when it aborts. */
export interface Cancellable<T> {
  withSignal(signal: AbortSignal): T;
}

function cancellable<T extends object>(target: T): target is T & Cancellable<T> {
  return typeof (target as Partial<Cancellable<T>>).withSignal === 'function';
}

/**
 * The gateway with every call going through the breaker. When the gateway takes a signal
 * (`withSignal`), each call runs on the gateway bound to that call's signal: a timed-out call
 * is aborted, not left running.
 */
export function guardedBy<T extends object>(target: T, breaker: CircuitBreaker): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver);
      if (typeof value !== 'function' || property === 'withSignal') return value;
      return (...args: unknown[]) =>
        breaker.fire((signal) => {
          const bound = cancellable(object) ? object.withSignal(signal) : object;
          return (Reflect.get(bound, property) as (...given: unknown[]) => Promise<unknown>).apply(bound, args);
        });
    },
  });
}
