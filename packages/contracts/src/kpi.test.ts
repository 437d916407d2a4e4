import { describe, expect, it } from 'vitest';
import {
  isoWeekAt,
  isoWeekOf,
  isoWeeksIn,
  type KpiName,
  type KpiState,
  kpiState,
  kpiUpdateSchema,
  thursdayOf,
} from './kpi';

describe('KPI traffic light (docs/kpi.md)', () => {
  // [kpi, actual, target, state]: higher is better for rates and volumes, lower for delivery time.
  const cases: Array<[KpiName, number | null, number | null, KpiState]> = [
    ['Productivity', 85, 85, 'green'],
    ['Productivity', 90, 85, 'green'],
    ['Productivity', 80.75, 85, 'yellow'], // missed by exactly 5 % of the target
    ['Productivity', 80.7, 85, 'red'],
    ['DeliveryReliability', 100, 95, 'green'],
    ['DeliveryReliability', 92, 95, 'yellow'],
    ['DeliveryReliability', 60, 95, 'red'],
    ['ProducedVolume', 1300, 1240, 'green'],
    ['AHU', 38, 40, 'yellow'],
    ['Tubes', 4000, 5000, 'red'],
    ['VentilationUnits', 0, 0, 'green'],
    ['DeliveryTime', 10, 15, 'green'],
    ['DeliveryTime', 15, 15, 'green'],
    ['DeliveryTime', 15.5, 15, 'yellow'],
    ['DeliveryTime', 15.75, 15, 'yellow'],
    ['DeliveryTime', 16, 15, 'red'],
    ['DeliveryTime', 1, 0, 'red'],
    ['Productivity', null, 85, 'none'],
    ['DeliveryTime', 10, null, 'none'],
  ];
  it.each(cases)('%s actual %s against target %s is %s', (kpi, actual, target, state) => {
    expect(kpiState(kpi, actual, target)).toBe(state);
  });
});

describe('ISO 8601 calendar weeks', () => {
  it.each([
    [2026, 1, 1, 2026, 1],
    [2021, 1, 3, 2020, 53], // a Sunday still in the last week of the year before
    [2024, 12, 30, 2025, 1], // a Monday already in week 1 of the next year
    [2026, 11, 22, 2026, 47],
    [2020, 12, 31, 2020, 53],
  ])('%i-%i-%i lies in %i week %i', (y, m, d, year, calendarWeek) => {
    expect(isoWeekOf(y, m, d)).toEqual({ year, calendarWeek });
  });

  it('knows years of 52 and 53 weeks and the Thursday of a week', () => {
    expect([2020, 2021, 2026].map(isoWeeksIn)).toEqual([53, 52, 53]);
    expect(thursdayOf(2026, 1).toISOString().slice(0, 10)).toBe('2026-01-01');
    expect(thursdayOf(2021, 1).toISOString().slice(0, 10)).toBe('2021-01-07');
  });

  it('reads the current week in the site time zone', () => {
    // Sunday 23:30 UTC is already Monday of the next week in Berlin, still Sunday in New York.
    const instant = new Date('2026-11-22T23:30:00Z');
    expect(isoWeekAt(instant, 'Europe/Berlin')).toEqual({ year: 2026, calendarWeek: 48 });
    expect(isoWeekAt(instant, 'America/New_York')).toEqual({ year: 2026, calendarWeek: 47 });
  });
});

describe('plausible KPI values', () => {
  it.each([
    [{ kpi: 'Productivity', targetValue: 101, actualValue: 50 }, false],
    [{ kpi: 'Productivity', targetValue: 100, actualValue: 0 }, true],
    [{ kpi: 'DeliveryReliability', targetValue: 95, actualValue: -1 }, false],
    [{ kpi: 'AHU', targetValue: 40, actualValue: 12.5 }, false],
    [{ kpi: 'Panels', targetValue: 0, actualValue: -3 }, false],
    [{ kpi: 'Panels', targetValue: null, actualValue: 3 }, true],
    [{ kpi: 'DeliveryTime', targetValue: 12, actualValue: 9.5 }, true],
    [{ kpi: 'Unknown', targetValue: 1, actualValue: 1 }, false],
  ])('%o accepted: %s', (value, ok) => {
    expect(kpiUpdateSchema.safeParse({ values: [value] }).success).toBe(ok);
  });

  it('refuses the same KPI twice in one edit', () => {
    const twice = { kpi: 'AHU', targetValue: 1, actualValue: 1 };
    expect(kpiUpdateSchema.safeParse({ values: [twice, twice] }).success).toBe(false);
  });
});
