import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Redis } from 'ioredis';
import pg from 'pg';

/** What one process tells the others: a permission changed, a grant was revoked, the mini-apps were reloaded. */
export type Channel = 'access' | 'revoked_grant' | 'miniapps';

/**
 * Tells every server process at once what changed, so caches that would otherwise live for
 * seconds are dropped everywhere (docs/operations.md, "Several processes"). A message published
 * here reaches the publishing process too. `reconnected` runs after a lost connection came back:
 * messages sent meanwhile were lost, so subscribers must assume anything changed.
 */
export interface Bus {
  publish(channel: Channel, message: string): Promise<void>;
  subscribe(channel: Channel, handler: (message: string) => void): void;
  /** Called when messages may have been missed (a connection to the broker was lost and is back). */
  onReconnect(handler: () => void): void;
  close(): Promise<void>;
}

const PREFIX = 'portal_';

/** One process only (the embedded database): messages go around this process. */
export class LocalBus implements Bus {
  private readonly events = new EventEmitter().setMaxListeners(0);

  async publish(channel: Channel, message: string): Promise<void> {
    this.events.emit(channel, message);
  }

  subscribe(channel: Channel, handler: (message: string) => void): void {
    this.events.on(channel, handler);
  }

  onReconnect(): void {}

  async close(): Promise<void> {
    this.events.removeAllListeners();
  }
}

/** Redis pub/sub: one connection publishes, a second one (in subscriber mode) listens. */
export class RedisBus implements Bus {
  private readonly local = new LocalBus();
  private readonly reconnected: Array<() => void> = [];
  private ready = false;

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    log: Logger | undefined,
  ) {
    subscriber.on('message', (channel: string, message: string) => {
      void this.local.publish(channel.slice(PREFIX.length) as Channel, message);
    });
    subscriber.on('ready', () => {
      if (this.ready) for (const handler of this.reconnected) handler();
      this.ready = true;
    });
    subscriber.on('error', (err) => log?.warn({ err }, 'change notices: Redis connection failed; retrying'));
  }

  /** Resolves once the subscriber listens on every channel. */
  async start(): Promise<void> {
    await this.subscriber.subscribe(`${PREFIX}access`, `${PREFIX}revoked_grant`, `${PREFIX}miniapps`);
  }

  async publish(channel: Channel, message: string): Promise<void> {
    await this.publisher.publish(`${PREFIX}${channel}`, message);
  }

  subscribe(channel: Channel, handler: (message: string) => void): void {
    this.local.subscribe(channel, handler);
  }

  onReconnect(handler: () => void): void {
    this.reconnected.push(handler);
  }

  async close(): Promise<void> {
    await this.local.close();
    this.subscriber.disconnect();
  }
}

/**
 * PostgreSQL LISTEN/NOTIFY. Listening needs a session of its own, so it runs on one dedicated
 * connection (straight to the server: a pooler in transaction mode does not keep LISTEN), which
 * is opened again after a loss. Publishing is `pg_notify` on any connection, delivered at commit.
 */
export class PostgresBus implements Bus {
  private readonly local = new LocalBus();
  private readonly reconnected: Array<() => void> = [];
  private client: pg.Client | undefined;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly listenUrl: string,
    private readonly notify: (channel: string, message: string) => Promise<void>,
    private readonly log: Logger | undefined,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.listenUrl });
    client.on('notification', (n) => {
      if (n.channel.startsWith(PREFIX))
        void this.local.publish(n.channel.slice(PREFIX.length) as Channel, n.payload ?? '');
    });
    client.on('error', (err) => {
      this.log?.warn({ err }, 'change notices: the listening connection was lost; reconnecting');
      this.again(client);
    });
    client.on('end', () => this.again(client));
    await client.connect();
    await client.query(`listen ${PREFIX}access; listen ${PREFIX}revoked_grant; listen ${PREFIX}miniapps`);
    const first = this.client === undefined;
    this.client = client;
    if (!first) for (const handler of this.reconnected) handler();
  }

  private again(lost: pg.Client): void {
    if (this.closed || this.client !== lost || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.start().catch((err) => {
        this.log?.warn({ err }, 'change notices: cannot listen yet; retrying');
        this.again(lost);
      });
    }, 500);
    this.retry.unref();
  }

  publish(channel: Channel, message: string): Promise<void> {
    return this.notify(`${PREFIX}${channel}`, message);
  }

  subscribe(channel: Channel, handler: (message: string) => void): void {
    this.local.subscribe(channel, handler);
  }

  onReconnect(handler: () => void): void {
    this.reconnected.push(handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    await this.local.close();
    await this.client?.end().catch(() => undefined);
  }
}
