/**
 * Reads of the same kind share one database round trip (the DataLoader pattern): each
 * `read(key)` waits until the turn's I/O callbacks have run, then one query answers every key
 * asked for. Alone, a read waits for nothing but the end of its own turn.
 *
 * One load is on the wire at a time: reads asked while it runs wait for its answer and then go
 * together in the next. Under load this is what makes the sharing pay: the round trip (the
 * portal's write of the query and PostgreSQL's work on it) costs far more than the rows, and in
 * the benchmark it raised the favourites read from about 0.35 to about 0.43 of node:http's rate
 * (docs/architecture.md). A read waits at most one such round trip longer; a load that cannot
 * run would hold the reads behind it no more than they would be held on their own, since they
 * ask the same table.
 *
 * A read never joins a query that was already sent: it always sees every write committed
 * before it was asked for.
 */
export class ReadBatcher<K, V> {
  /** Reads not yet sent, by key. */
  private pending: Map<K, Waiting<V>> | undefined;
  /** A flush is scheduled for the end of this turn. */
  private scheduled = false;
  /** A load has been sent and not yet answered. */
  private loading = false;

  constructor(
    /** Answers a batch of distinct keys; a key missing from the answer reads as `absent(key)`. */
    private readonly load: (keys: K[]) => Promise<Map<K, V>>,
    private readonly absent: (key: K) => V,
  ) {}

  read(key: K): Promise<V> {
    if (!this.pending) this.pending = new Map();
    let waiting = this.pending.get(key);
    if (!waiting) {
      waiting = deferred<V>();
      this.pending.set(key, waiting);
    }
    if (!this.loading) this.scheduleFlush();
    return waiting.promise;
  }

  private scheduleFlush(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    // The check phase: after every request parsed in this turn has asked.
    setImmediate(() => this.flush());
  }

  private flush(): void {
    this.scheduled = false;
    const batch = this.pending;
    if (!batch) return;
    this.pending = undefined;
    this.loading = true;
    this.sent([...batch.keys()])
      .then(
        (found) => {
          for (const [key, waiting] of batch) waiting.resolve(found.has(key) ? found.get(key)! : this.absent(key));
        },
        (error: unknown) => {
          for (const waiting of batch.values()) waiting.reject(error);
        },
      )
      .finally(() => {
        this.loading = false;
        if (this.pending) this.scheduleFlush();
      });
  }

  /** The load's answer; one that throws before it returns a promise fails its batch like a rejection. */
  private sent(keys: K[]): Promise<Map<K, V>> {
    try {
      return this.load(keys);
    } catch (error) {
      return Promise.reject(error);
    }
  }
}

interface Waiting<V> {
  promise: Promise<V>;
  resolve: (value: V) => void;
  reject: (error: unknown) => void;
}

function deferred<V>(): Waiting<V> {
  let resolve!: (value: V) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<V>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
