import { compareWeeks, isoWeeksIn, KPI_NAMES, type KpiName } from '@portal/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DatedValue, previousWeek, targetOf, trendSeries, weeksUpTo } from './trend';

const week = fc.record({ year: fc.integer({ min: 2019, max: 2030 }), calendarWeek: fc.integer({ min: 1, max: 52 }) });
const value = fc.record({
  year: fc.integer({ min: 2019, max: 2030 }),
  calendarWeek: fc.integer({ min: 1, max: 52 }),
  kpi: fc.constantFrom(...KPI_NAMES),
  targetValue: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
  actualValue: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
});
/** One stored row per site, week and KPI, as the table's key keeps it. */
const unique = (values: DatedValue[]) => {
  const seen = new Set<string>();
  return values.filter((v) => {
    const key = `${v.year}-${v.calendarWeek}-${v.kpi}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

describe('KPI trend and carried targets', () => {
  it('steps back over year ends with 52 and 53 week years', () => {
    expect(previousWeek({ year: 2021, calendarWeek: 1 })).toEqual({ year: 2020, calendarWeek: 53 });
    expect(previousWeek({ year: 2024, calendarWeek: 1 })).toEqual({ year: 2023, calendarWeek: 52 });
    expect(weeksUpTo({ year: 2026, calendarWeek: 2 }, 3)).toEqual([
      { year: 2025, calendarWeek: 52 },
      { year: 2026, calendarWeek: 1 },
      { year: 2026, calendarWeek: 2 },
    ]);
  });

  it('consecutive weeks, the last one given, each week valid in its year', () => {
    fc.assert(
      fc.property(week, fc.integer({ min: 2, max: 104 }), (last, count) => {
        const weeks = weeksUpTo(last, count);
        expect(weeks).toHaveLength(count);
        expect(weeks.at(-1)).toEqual(last);
        for (let i = 1; i < weeks.length; i++) expect(previousWeek(weeks[i]!)).toEqual(weeks[i - 1]);
        for (const w of weeks) expect(w.calendarWeek).toBeLessThanOrEqual(isoWeeksIn(w.year));
      }),
    );
  });

  it('the trend’s target in a week is the target carried to that week, and its actual the week’s own', () => {
    fc.assert(
      fc.property(fc.array(value, { maxLength: 60 }).map(unique), week, (values, last) => {
        const weeks = weeksUpTo(last, 10);
        for (const series of trendSeries(values, weeks)) {
          series.points.forEach((point, i) => {
            const w = weeks[i]!;
            expect(point.targetValue).toBe(targetOf(values, series.kpi as KpiName, w).targetValue);
            const own = values.find((v) => v.kpi === series.kpi && compareWeeks(v, w) === 0);
            expect(point.actualValue).toBe(own?.actualValue ?? null);
            if (point.targetValue === null) expect([point.bandFrom, point.bandTo]).toEqual([null, null]);
            else expect(point.bandFrom! <= point.bandTo!).toBe(true);
          });
        }
      }),
    );
  });
});
