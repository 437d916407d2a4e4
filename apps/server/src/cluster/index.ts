import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyRequest, FastifyBaseLogger as Logger } from 'fastify';
import { Redis } from 'ioredis';
import type { PortalConfig } from '../config';
import type { Database } from '../db/client';
import { type Bus, LocalBus, PostgresBus, RedisBus } from './bus';
import { purgeRateLimitHits, sharedRateLimits } from './rate-limits';

export type { Bus, Channel } from './bus';

const PURGE_INTERVAL_MS = 60_000;

/**
 * What several server processes share beyond the database (docs/operations.md, "Several
 * processes"): the change notices and the rate-limit counts. Redis when PORTAL_REDIS_URL is set;
 * else PostgreSQL (LISTEN/NOTIFY, a counter table); on the embedded database, which one process
 * owns, the notices stay in the process and the counts in its database.
 */
export interface Cluster {
  readonly bus: Bus;
  /** Register @fastify/rate-limit with these: every limit then counts across processes. */
  rateLimits(refused: (request: FastifyRequest) => void): RateLimitPluginOptions;
  close(): Promise<void>;
}

export async function openCluster(config: PortalConfig, database: Database, log?: Logger): Promise<Cluster> {
  const closers: Array<() => Promise<void> | void> = [];
  let redis: Redis | undefined;
  let bus: Bus;
  if (config.redisUrl) {
    const connect = () => new Redis(config.redisUrl!, { lazyConnect: true, maxRetriesPerRequest: 2 });
    redis = connect();
    redis.on('error', (err) => log?.warn({ err }, 'Redis connection failed; retrying'));
    await redis.connect();
    const subscriber = connect();
    await subscriber.connect();
    const redisBus = new RedisBus(redis, subscriber, log);
    await redisBus.start();
    bus = redisBus;
    const client = redis;
    closers.push(
      () => redisBus.close(),
      () => client.disconnect(),
    );
  } else if (database.kind === 'server' && config.pool.directUrl) {
    const pgBus = new PostgresBus(
      config.pool.directUrl,
      async (channel, message) => {
        await database.readRows({ name: 'notify', text: 'select pg_notify($1, $2)' }, [channel, message]);
      },
      log,
    );
    await pgBus.start();
    bus = pgBus;
    closers.push(() => pgBus.close());
  } else {
    bus = new LocalBus();
    closers.push(() => bus.close());
  }

  if (!redis) {
    const timer = setInterval(() => {
      purgeRateLimitHits(database).catch((err) => log?.warn({ err }, 'old rate-limit counts could not be purged'));
    }, PURGE_INTERVAL_MS);
    timer.unref();
    closers.push(() => clearInterval(timer));
  }

  const shared = redis;
  return {
    bus,
    rateLimits: (refused) => sharedRateLimits(database, shared, refused),
    close: async () => {
      for (const close of closers.reverse()) await close();
    },
  };
}
