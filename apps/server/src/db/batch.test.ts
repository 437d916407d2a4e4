import { describe, expect, it, vi } from 'vitest';
import { ReadBatcher } from './batch';

/** A load function that records what it was asked and answers from a table that can change. */
function recordingLoad(table: Map<string, number>) {
  const calls: string[][] = [];
  const load = async (keys: string[]) => {
    calls.push(keys);
    return new Map(keys.filter((k) => table.has(k)).map((k) => [k, table.get(k)!] as const));
  };
  return { calls, load };
}

describe('ReadBatcher', () => {
  it('answers reads asked in one turn with one load of the distinct keys, each with its own value', async () => {
    const table = new Map([
      ['anna', 1],
      ['ben', 2],
    ]);
    const { calls, load } = recordingLoad(table);
    const batcher = new ReadBatcher(load, () => 0);
    const answers = await Promise.all([
      batcher.read('anna'),
      batcher.read('ben'),
      batcher.read('anna'),
      batcher.read('nobody'),
    ]);
    expect(answers).toEqual([1, 2, 1, 0]);
    expect(calls).toEqual([['anna', 'ben', 'nobody']]);
  });

  it('never lets a read join a load already sent: a read after a write sees the write', async () => {
    const table = new Map([['anna', 1]]);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls: number[] = [];
    const batcher = new ReadBatcher<string, number>(
      async (keys) => {
        // The value is read when the load starts, as a query sees the committed state at its start.
        const snapshot = new Map(keys.map((k) => [k, table.get(k)!] as const));
        calls.push(keys.length);
        await gate;
        return snapshot;
      },
      () => 0,
    );

    const first = batcher.read('anna');
    await new Promise((resolve) => setImmediate(resolve)); // the first load has started
    table.set('anna', 2); // a write commits while it runs
    const second = batcher.read('anna');
    release();
    expect(await first).toBe(1);
    expect(await second).toBe(2);
    expect(calls).toEqual([1, 1]);
  });

  it('keeps one load on the wire: reads asked meanwhile go together in the next, after its answer', async () => {
    const table = new Map([
      ['anna', 1],
      ['ben', 2],
      ['clara', 3],
    ]);
    const gates: Array<() => void> = [];
    const calls: string[][] = [];
    const batcher = new ReadBatcher<string, number>(
      async (keys) => {
        calls.push(keys);
        await new Promise<void>((resolve) => gates.push(resolve));
        return new Map(keys.map((k) => [k, table.get(k)!] as const));
      },
      () => 0,
    );

    const first = batcher.read('anna');
    await new Promise((resolve) => setImmediate(resolve)); // the first load is on the wire
    const later = [batcher.read('ben')];
    await new Promise((resolve) => setImmediate(resolve)); // a later turn asks too
    later.push(batcher.read('clara'), batcher.read('anna'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual([['anna']]);

    gates.shift()!();
    expect(await first).toBe(1);
    await vi.waitFor(() => expect(calls).toEqual([['anna'], ['ben', 'clara', 'anna']]));
    gates.shift()!();
    expect(await Promise.all(later)).toEqual([2, 3, 1]);
  });

  it('sends the reads waiting behind a load that failed, and survives a load that throws at once', async () => {
    let mode: 'reject' | 'throw' | 'answer' = 'reject';
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const batcher = new ReadBatcher<string, number>(
      (keys) => {
        if (mode === 'throw') throw new Error('not connected');
        if (mode === 'reject') return gate.then(() => Promise.reject(new Error('connection lost')));
        return Promise.resolve(new Map(keys.map((k) => [k, 7] as const)));
      },
      () => 0,
    );
    const failing = batcher.read('a');
    await new Promise((resolve) => setImmediate(resolve));
    const waiting = batcher.read('b');
    mode = 'answer';
    release();
    await expect(failing).rejects.toThrow('connection lost');
    expect(await waiting).toBe(7);

    mode = 'throw';
    await expect(batcher.read('c')).rejects.toThrow('not connected');
    mode = 'answer';
    expect(await batcher.read('c')).toBe(7);
  });

  it('fails every read of a batch whose load fails, and the next turn loads again', async () => {
    let fail = true;
    const batcher = new ReadBatcher<string, number>(
      async (keys) => {
        if (fail) throw new Error('connection lost');
        return new Map(keys.map((k) => [k, 7] as const));
      },
      () => 0,
    );
    const results = await Promise.allSettled([batcher.read('a'), batcher.read('b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await batcher.read('a')).toBe(7);
  });
});
