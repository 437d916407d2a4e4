/**
 * How many statements of the SQL tool run at once (docs/sapsql.md, T26): at most `inAll` in this
 * process and `perUser` for one user. A call over either is refused at once (429 `sql_busy`), so
 * one administrator cannot hold every slot, and nothing queues behind a slow statement.
 */
export class ConcurrencyGate {
  private running = 0;
  private readonly perKey = new Map<string, number>();

  constructor(
    private readonly inAll: number,
    private readonly perUser: number,
  ) {}

  /** A slot for this user, and how to give it back; undefined when none is free. */
  enter(user: string): (() => void) | undefined {
    const mine = this.perKey.get(user) ?? 0;
    if (this.running >= this.inAll || mine >= this.perUser) return undefined;
    this.running++;
    this.perKey.set(user, mine + 1);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.running--;
      const now = (this.perKey.get(user) ?? 1) - 1;
      if (now > 0) this.perKey.set(user, now);
      else this.perKey.delete(user);
    };
  }
}
