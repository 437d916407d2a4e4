import { radiatorCalcInput } from '@portal/contracts/calc';
import { describe, expect, it } from 'vitest';
import { lastInput, parameterName, startingInput } from './lastInput';

function setup() {
  const stored = new Map<string, string>();
  const saves: Array<{ name: string; type: string; value: string }> = [];
  let fail = false;
  const timers: Array<{ fn: () => void; cancelled: boolean }> = [];
  const store = lastInput({
    screen: 'radiatorExchange',
    storage: { getItem: (k) => stored.get(k) ?? null, setItem: (k, v) => void stored.set(k, v) },
    save: async (p) => {
      saves.push(p);
      if (fail) throw new Error('offline');
    },
    setTimer: (fn) => {
      const timer = { fn, cancelled: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (h) => {
      (h as { cancelled: boolean }).cancelled = true;
    },
  });
  const elapse = () => {
    for (const timer of timers.splice(0)) if (!timer.cancelled) timer.fn();
  };
  return { store, stored, saves, elapse, failNext: () => (fail = true) };
}

describe('the last inputs of a calculator', () => {
  it('are named calc.<screen>.lastInput', () => {
    expect(parameterName('radiatorExchange')).toBe('calc.radiatorExchange.lastInput');
  });

  it('typing saves once, the last value, after the pause; the tab keeps every value at once', () => {
    const { store, stored, saves, elapse } = setup();
    store.keep({ spreizungNeu: 1 });
    store.keep({ spreizungNeu: 10 });
    expect(stored.get('calc.radiatorExchange.lastInput')).toBe('{"spreizungNeu":10}');
    expect(saves).toEqual([]);
    elapse();
    expect(saves).toEqual([{ name: 'calc.radiatorExchange.lastInput', type: 'json', value: '{"spreizungNeu":10}' }]);
  });

  it('the same value is not sent twice, and leaving the screen sends what is pending', () => {
    const { store, saves, elapse } = setup();
    store.keep({ a: 1 });
    elapse();
    store.keep({ a: 1 });
    elapse();
    expect(saves).toHaveLength(1);
    store.keep({ a: 2 });
    store.flush();
    expect(saves.map((s) => s.value)).toEqual(['{"a":1}', '{"a":2}']);
  });

  it('a failed save is tried again with the next change', async () => {
    const { store, saves, elapse, failNext } = setup();
    failNext();
    store.keep({ a: 1 });
    elapse();
    await Promise.resolve();
    await Promise.resolve();
    store.keep({ a: 1 });
    elapse();
    expect(saves).toHaveLength(2);
  });

  it('restores what the tab kept, and nothing from broken storage', () => {
    const { store, stored } = setup();
    expect(store.restore()).toBeUndefined();
    stored.set('calc.radiatorExchange.lastInput', '{"a":1}');
    expect(store.restore()).toEqual({ a: 1 });
    stored.set('calc.radiatorExchange.lastInput', '{broken');
    expect(store.restore()).toBeUndefined();
  });

  it('a form starts from the kept input only while the schema still accepts it', () => {
    const template = {
      heizkoerpertyp: '22',
      ausfuehrung: 'kompakt',
      zielLeistung: 1200,
      vorlaufTemp: 55,
      ruecklaufTemp: 45,
    };
    const kept = { ...template, zielLeistung: 900 };
    expect(startingInput(template, kept, radiatorCalcInput)).toEqual({ input: kept, restored: true });
    expect(startingInput(template, { ...kept, zielLeistung: -1 }, radiatorCalcInput)).toEqual({
      input: template,
      restored: false,
    });
    expect(startingInput(template, undefined, radiatorCalcInput).restored).toBe(false);
    expect(startingInput(template, 'text', radiatorCalcInput).restored).toBe(false);
  });
});
