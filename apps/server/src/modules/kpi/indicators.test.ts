import { describe, expect, it } from 'vitest';
import { indicatorsOfWeek, monthOfWeek, monthToDate, type WeekValue } from './indicators';

describe('month to date from the weeks (docs/kpi.md)', () => {
  it('counts a week to the month of its Thursday', () => {
    expect(monthOfWeek(2026, 1)).toBe(1); // Mon 29 Dec 2025 … Sun 4 Jan 2026
    expect(monthOfWeek(2026, 5)).toBe(1); // Thursday 29 January
    expect(monthOfWeek(2026, 6)).toBe(2); // Thursday 5 February
  });

  it('adds up volumes and averages rates and times, over the weeks with an actual value', () => {
    const weeks = [
      { targetValue: 40, actualValue: 42 },
      { targetValue: 40, actualValue: 36 },
      { targetValue: 40, actualValue: null },
    ];
    expect(monthToDate('AHU', weeks)).toEqual({ actual: 78, target: 80 });
    expect(monthToDate('DeliveryTime', weeks)).toEqual({ actual: 39, target: 40 });
    expect(
      monthToDate('Productivity', [
        { targetValue: 85, actualValue: 80 },
        { targetValue: 86, actualValue: 81 },
      ]),
    ).toEqual({ actual: 80.5, target: 85.5 });
    expect(monthToDate('Panels', [{ targetValue: null, actualValue: 5 }])).toEqual({ actual: 5, target: null });
    expect(monthToDate('Panels', [])).toEqual({ actual: null, target: null });
  });

  it('gives each KPI of a week its week and month state', () => {
    const values: WeekValue[] = [
      { kpi: 'AHU', calendarWeek: 5, unit: 'pieces', targetValue: 40, actualValue: 50 },
      { kpi: 'AHU', calendarWeek: 6, unit: 'pieces', targetValue: 40, actualValue: 30 },
      { kpi: 'AHU', calendarWeek: 7, unit: 'pieces', targetValue: 40, actualValue: 39 },
      { kpi: 'DeliveryTime', calendarWeek: 7, unit: 'days', targetValue: 10, actualValue: 12 },
    ];
    const week7 = indicatorsOfWeek(values, 2026, 7, 'DE');
    const ahu = week7.find((i) => i.name === 'AHU')!;
    // Week 5 counts to January; weeks 6 and 7 to February: 69 of 80.
    expect(ahu).toMatchObject({
      week: 39,
      stateOfWeek: 'yellow',
      month: 69,
      monthTargetValue: 80,
      stateOfMonth: 'red',
    });
    expect(week7.find((i) => i.name === 'DeliveryTime')).toMatchObject({ stateOfWeek: 'red', stateOfMonth: 'red' });
    expect(week7.find((i) => i.name === 'Tubes')).toMatchObject({ week: null, stateOfWeek: 'none', country: 'DE' });
    expect(week7).toHaveLength(8);
  });
});
