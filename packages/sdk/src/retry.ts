/**
 * Retry policy of the portal's HTTP client (spec §9, R8): 3 retries, 1 s base, 64 s cap,
 * full-jitter exponential back-off, Retry-After honoured on 429 and 503.
 */
export const RETRY = { retries: 3, baseDelayMs: 1_000, maxDelayMs: 64_000 } as const;

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/** 408, 425, 429 and the 5xx family except 501 (not implemented) and 505 (version not supported). */
export function isRetryableStatus(status: number): boolean {
  if (status === 408 || status === 425 || status === 429) return true;
  return status >= 500 && status <= 599 && status !== 501 && status !== 505;
}

/** A request may be sent again only when doing so cannot do the work twice. */
export function mayRetry(method: string, hasIdempotencyKey: boolean): boolean {
  return IDEMPOTENT.has(method.toUpperCase()) || hasIdempotencyKey;
}

/** sleep = random(0, min(cap, base · 2^attempt)) for attempt 0, 1, 2, … */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY.maxDelayMs, RETRY.baseDelayMs * 2 ** attempt);
  return Math.floor(random() * ceiling);
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from now; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The wait before the next attempt: the server's Retry-After (429, 503) wins over our own back-off. */
export function delayBeforeRetry(
  attempt: number,
  status: number | undefined,
  retryAfter: string | null,
  random: () => number = Math.random,
  now: number = Date.now(),
): number {
  if (status === 429 || status === 503) {
    const server = retryAfterMs(retryAfter, now);
    if (server !== undefined) return Math.min(server, RETRY.maxDelayMs);
  }
  return backoffDelay(attempt, random);
}
