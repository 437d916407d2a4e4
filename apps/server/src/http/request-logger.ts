import type { FastifyBaseLogger } from 'fastify';
import type pino from 'pino';
import type { Bindings, ChildLoggerOptions } from 'pino';

type Method = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Write = (...args: unknown[]) => void;

/**
 * Fastify's `childLoggerFactory`: every request gets a logger bound to its request id, as with
 * Fastify's own factory, but pino's child (a serialized copy of the bindings) is made only when
 * the request first writes a line its level lets through. Most requests write none (a successful
 * call below `info`), and making the child for each of them cost about a twentieth of the CPU of
 * the portal's busiest read. What is written, and with which bindings, is unchanged.
 */
export function deferredRequestLogger(
  this: unknown,
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new DeferredLogger(parent, bindings, options) as unknown as FastifyBaseLogger;
}

class DeferredLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bound: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.own().level = level;
  }

  isLevelEnabled(level: string): boolean {
    if (this.made) return (this.made as unknown as pino.Logger).isLevelEnabled(level);
    // A route's own level (Fastify's `logLevel`) comes in the options; pino's values rank them.
    const values = (this.parent as unknown as { levels: { values: Record<string, number> } }).levels.values;
    const threshold = this.level === 'silent' ? Number.POSITIVE_INFINITY : (values[this.level] ?? 0);
    return (values[level] ?? 0) >= threshold;
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.own().child(bindings, options);
  }

  bindings(): Bindings {
    return (this.own() as unknown as { bindings(): Bindings }).bindings();
  }

  private write(method: Method, args: unknown[]): void {
    if (this.isLevelEnabled(method)) (this.own()[method] as Write)(...args);
  }

  /** Pino's child for this request, made once. */
  private own(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bound, this.options);
    return this.made;
  }
}
