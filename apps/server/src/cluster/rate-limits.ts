import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../db/client';

/** What @fastify/rate-limit asks of a store. */
type Counted = (err: Error | null, result?: { current: number; ttl: number }) => void;
interface RouteInfo {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * Counts hits per limit and client in the database: one upsert, atomic under concurrent
 * processes; a row whose window has passed starts again at 1. Used when no Redis is configured.
 */
function databaseStore(database: Database) {
  const count = async (key: string, windowMs: number): Promise<{ current: number; ttl: number }> => {
    const values = [key, windowMs];
    const text = `insert into portal.rate_limit_hit as h (key, hits, resets_at)
      values ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
      on conflict (key) do update set
        hits = case when h.resets_at <= now() then 1 else h.hits + 1 end,
        resets_at = case when h.resets_at <= now() then excluded.resets_at else h.resets_at end
      returning hits, greatest(0, extract(epoch from (resets_at - now())) * 1000)::float8 as ttl`;
    const rows = await database.readRows<{ hits: number; ttl: number }>({ name: 'rate_limit_hit', text }, values);
    const row = rows[0]!;
    return { current: Number(row.hits), ttl: Math.ceil(Number(row.ttl)) };
  };

  return class DatabaseRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(key: string, callback: Counted, timeWindow: number): void {
      count(`${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (err: Error) => callback(err),
      );
    }

    child(options: RouteInfo): DatabaseRateLimitStore {
      const method = options.routeInfo?.method;
      return new DatabaseRateLimitStore(
        `${Array.isArray(method) ? method.join(',') : method} ${options.routeInfo?.url} `,
      );
    }
  };
}

/** Forgets the counters whose window has passed (each process now and then; any one suffices). */
export async function purgeRateLimitHits(database: Database): Promise<void> {
  await database.readRows(
    { name: 'rate_limit_purge', text: 'delete from portal.rate_limit_hit where resets_at < now()' },
    [],
  );
}

/**
 * The options every rate limit of the portal registers with: counts shared by every process,
 * in Redis when one is configured, else in the database. `refused` learns of each 429.
 */
export function sharedRateLimits(
  database: Database,
  redis: Redis | undefined,
  refused: (request: FastifyRequest) => void,
): RateLimitPluginOptions {
  const onExceeded = (request: FastifyRequest) => refused(request);
  return redis
    ? { global: false, redis, nameSpace: 'portal-rate-limit:', onExceeded }
    : { global: false, store: databaseStore(database) as unknown as RateLimitPluginOptions['store'], onExceeded };
}
