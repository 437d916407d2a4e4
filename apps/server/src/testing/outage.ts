import net from 'node:net';

/**
 * A TCP relay between the server and its database that a test can cut: `cut()` drops every open
 * connection and refuses new ones, as a database that crashed or lost its network; `restore()`
 * accepts connections again. The database server itself keeps running for the other tests.
 */
export class DatabaseOutage {
  private server: net.Server | undefined;
  private readonly open = new Set<net.Socket>();
  private watch: { text: string; resolve: () => void; seenOn?: net.Socket } | undefined;
  port = 0;

  constructor(private readonly upstream: { host: string; port: number }) {}

  async start(): Promise<number> {
    await this.listen(0);
    return this.port;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    for (const socket of this.open) socket.destroy();
    this.open.clear();
    await closed;
  }

  /**
   * Cuts every connection right after the database has answered the first statement containing
   * `text` (the statement has run; its answer reaches the server, nothing after it does).
   */
  cutAfterAnswerTo(text: string): Promise<void> {
    return new Promise((resolve) => {
      this.watch = { text, resolve };
    });
  }

  restore(): Promise<void> {
    return this.listen(this.port);
  }

  async stop(): Promise<void> {
    await this.cut();
  }

  private listen(port: number): Promise<void> {
    const server = net.createServer((client) => {
      const database = net.connect(this.upstream.port, this.upstream.host);
      for (const socket of [client, database]) {
        this.open.add(socket);
        socket.on('close', () => this.open.delete(socket));
        socket.on('error', () => undefined);
      }
      client.on('data', (chunk: Buffer) => {
        if (this.watch && !this.watch.seenOn && chunk.includes(this.watch.text)) this.watch.seenOn = database;
        database.write(chunk);
      });
      database.on('data', (chunk: Buffer) => {
        const watch = this.watch;
        // The whole answer has passed once the server says it is ready for the next query.
        if (watch?.seenOn === database && endsWithReadyForQuery(chunk)) {
          this.watch = undefined;
          client.write(chunk, () => void this.cut().then(watch.resolve));
        } else client.write(chunk);
      });
      client.on('close', () => database.destroy());
      database.on('close', () => client.destroy());
    });
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        this.port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  }
}

/** PostgreSQL's ReadyForQuery message ('Z', length 5, transaction status) ends the chunk. */
function endsWithReadyForQuery(chunk: Buffer): boolean {
  return chunk.length >= 6 && chunk[chunk.length - 6] === 0x5a && chunk.readInt32BE(chunk.length - 5) === 5;
}
