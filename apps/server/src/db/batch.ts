/**
 * Reads of the same kind that arrive in one turn of the event loop share one database round
 * trip (the DataLoader pattern): each `read(key)` waits until the turn's I/O callbacks have run,
 * then one query answers every key asked for. Under load a turn carries several requests, so
 * the portal's most frequent reads cost a fraction of a round trip each; alone, a read waits
 * for nothing but the end of its own turn.
 *
 * A read never joins a query that was already sent: it always sees every write committed
 * before it was asked for.
 */
export class ReadBatcher<K, V> {
  private pending: Map<K, Waiting<V>> | undefined;

  constructor(
    /** Answers a batch of distinct keys; a key missing from the answer reads as `absent(key)`. */
    private readonly load: (keys: K[]) => Promise<Map<K, V>>,
    private readonly absent: (key: K) => V,
  ) {}

  read(key: K): Promise<V> {
    if (!this.pending) {
      this.pending = new Map();
      // The check phase: after every request parsed in this turn has asked.
      setImmediate(() => this.flush());
    }
    let waiting = this.pending.get(key);
    if (!waiting) {
      waiting = deferred<V>();
      this.pending.set(key, waiting);
    }
    return waiting.promise;
  }

  private flush(): void {
    const batch = this.pending!;
    this.pending = undefined;
    this.load([...batch.keys()]).then(
      (found) => {
        for (const [key, waiting] of batch) waiting.resolve(found.has(key) ? found.get(key)! : this.absent(key));
      },
      (error: unknown) => {
        for (const waiting of batch.values()) waiting.reject(error);
      },
    );
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
