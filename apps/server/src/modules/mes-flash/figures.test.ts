import { describe, expect, it } from 'vitest';
import { instantAt } from '../../time/zone';
import { coveredBy, shiftAt, shiftFigures, shiftInterval } from './figures';

const H = 3_600_000;
const M = 60_000;
const shift = { start: 0, end: 8 * H };
const base = { shift, stops: [], good: 0, scrap: 0, idealCycleSeconds: 60, targetPerHour: 50 };

describe('MES flash figures (docs/production.md)', () => {
  it('a full shift without stops at the ideal cycle, all good, is 100 % on every figure', () => {
    const f = shiftFigures({ ...base, asOf: 8 * H, good: 480 });
    expect(f).toMatchObject({ plannedMinutes: 480, runMinutes: 480, availability: 1, performance: 1, quality: 1 });
    expect(f.oee).toBe(1);
    expect(f.targetOfShift).toBe(400);
    expect(f.targetToNow).toBe(400);
  });

  it.each([
    // A 30-minute break is planned: it leaves the plan, not the availability.
    {
      name: 'break only',
      stops: [{ start: 2 * H, end: 2 * H + 30 * M, planned: true }],
      planned: 450,
      run: 450,
      availability: 1,
    },
    // A 45-minute breakdown is lost time.
    {
      name: 'breakdown',
      stops: [{ start: 3 * H, end: 3 * H + 45 * M, planned: false }],
      planned: 480,
      run: 435,
      availability: 435 / 480,
    },
    // A breakdown that runs into the break loses only the part outside the break.
    {
      name: 'breakdown into the break',
      stops: [
        { start: 2 * H, end: 2 * H + 30 * M, planned: true },
        { start: 2 * H - 20 * M, end: 2 * H + 10 * M, planned: false },
      ],
      planned: 450,
      run: 430,
      availability: 430 / 450,
    },
    // An open stop counts up to the end of the window.
    {
      name: 'still standing',
      stops: [{ start: 7 * H, end: null, planned: false }],
      planned: 480,
      run: 420,
      availability: 420 / 480,
    },
  ])('availability: $name', ({ stops, planned, run, availability }) => {
    const f = shiftFigures({ ...base, asOf: 8 * H, stops, good: 100 });
    expect(f.plannedMinutes).toBeCloseTo(planned, 6);
    expect(f.runMinutes).toBeCloseTo(run, 6);
    expect(f.availability).toBeCloseTo(availability, 6);
  });

  it('performance is ideal cycle × pieces / run time, capped at 1; quality is good / all', () => {
    const f = shiftFigures({ ...base, asOf: 4 * H, good: 180, scrap: 20 });
    expect(f.runMinutes).toBe(240);
    expect(f.performance).toBeCloseTo(200 / 240, 6);
    expect(f.quality).toBeCloseTo(0.9, 6);
    expect(f.oee).toBeCloseTo(1 * (200 / 240) * 0.9, 6);
    expect(shiftFigures({ ...base, asOf: 1 * H, good: 90 }).performance).toBe(1);
  });

  it('counts only up to now during the shift, and targets pro rata to the planned time so far', () => {
    const f = shiftFigures({
      ...base,
      asOf: 2 * H + 15 * M,
      stops: [{ start: 2 * H, end: 2 * H + 30 * M, planned: true }],
      good: 100,
    });
    expect(f.plannedMinutes).toBe(120);
    expect(f.targetToNow).toBe(100);
    expect(f.targetOfShift).toBe(375);
  });

  it('has no figure to show before the shift begins or when nothing was made', () => {
    const before = shiftFigures({ ...base, asOf: -H });
    expect(before).toMatchObject({
      plannedMinutes: 0,
      availability: null,
      performance: null,
      quality: null,
      oee: null,
    });
    const standing = shiftFigures({ ...base, asOf: H, stops: [{ start: 0, end: null, planned: false }] });
    expect(standing).toMatchObject({ availability: 0, performance: null, quality: null, oee: null });
  });

  it('counts overlapping stops once', () => {
    const window = { start: 0, end: 10 };
    expect(
      coveredBy(window, [
        { start: 1, end: 4 },
        { start: 3, end: 6 },
        { start: 8, end: 20 },
      ]),
    ).toBe(7);
  });

  it('places the shifts in the plant zone, across summer time and midnight', () => {
    // 06:00 in Berlin on a summer day is 04:00 UTC, on a winter day 05:00 UTC.
    expect(new Date(instantAt('2026-07-01', 6, 'Europe/Berlin')).toISOString()).toBe('2026-07-01T04:00:00.000Z');
    expect(new Date(instantAt('2026-01-15', 6, 'Europe/Berlin')).toISOString()).toBe('2026-01-15T05:00:00.000Z');
    const night = shiftInterval('2026-03-28', 'night', 'Europe/Berlin'); // clocks go forward that night
    expect(new Date(night.start).toISOString()).toBe('2026-03-28T21:00:00.000Z');
    expect(new Date(night.end).toISOString()).toBe('2026-03-29T04:00:00.000Z');
    expect((night.end - night.start) / H).toBe(7);
    expect(shiftAt(Date.parse('2026-07-02T02:30:00Z'), 'Europe/Berlin')).toEqual({
      date: '2026-07-01',
      shift: 'night',
    });
    expect(shiftAt(Date.parse('2026-07-02T04:00:00Z'), 'Europe/Berlin')).toEqual({
      date: '2026-07-02',
      shift: 'early',
    });
    expect(shiftAt(Date.parse('2026-07-02T12:00:00Z'), 'Europe/Berlin')).toEqual({ date: '2026-07-02', shift: 'late' });
  });
});
