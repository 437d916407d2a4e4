import { describe, expect, it } from 'vitest';
import { overlap, shiftAt, shiftInterval } from './figures';
import { DEMO_MES_PLANTS, demoDays, demoShift } from './seed';

describe('MES flash demo data', () => {
  it('covers the seven days before the day of the start, that day and the next, in the plant zone', () => {
    const now = Date.parse('2026-03-01T23:30:00Z'); // already 2 March in Berlin, still in its night shift of 1 March
    const days = demoDays(now, 'Europe/Berlin');
    expect(days).toHaveLength(9);
    expect(days[7]).toBe(shiftAt(now, 'Europe/Berlin').date);
    expect(days[0]).toBe('2026-02-22');
    expect(days.at(-1)).toBe('2026-03-02');
  });

  it('gives a shift the same plausible timeline on every machine', () => {
    const wc = DEMO_MES_PLANTS[0]!.workCentres[0]!;
    const window = shiftInterval('2026-03-10', 'late', 'Europe/Berlin');
    const shift = demoShift(wc, '2026-03-10', 'late', window);
    expect(demoShift(wc, '2026-03-10', 'late', window)).toEqual(shift);
    expect(shift.stops.filter((s) => s.reason === 'break')).toHaveLength(1);
    for (const [i, a] of shift.stops.entries()) {
      expect(a.start).toBeGreaterThanOrEqual(window.start);
      expect(a.end).toBeLessThanOrEqual(window.end);
      for (const b of shift.stops.slice(i + 1)) expect(overlap(a, b)).toBe(0);
    }
    const made = shift.counts.reduce((sum, c) => sum + c.good + c.scrap, 0);
    // At most the rated speed over the shift less its break.
    expect(made).toBeGreaterThan(0);
    expect(made).toBeLessThanOrEqual((7.5 * 3600) / wc.idealCycleSeconds);
    expect(shift.counts.every((c) => c.recordedAt > window.start && c.recordedAt <= window.end)).toBe(true);
    expect(shift.orders.map((o) => [o.start, o.end])).toEqual([
      [window.start, window.start + 4 * 3_600_000],
      [window.start + 4 * 3_600_000, window.end],
    ]);
  });
});
