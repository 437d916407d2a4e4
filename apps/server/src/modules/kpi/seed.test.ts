import { compareWeeks, isoWeekAt, KPI_RULES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_KPI_SITES, demoValue, weeksBefore } from './seed';

describe('KPI demo data', () => {
  it('covers the 52 weeks before the current one, in order, across the turn of the year', () => {
    const now = new Date('2027-01-04T00:30:00+01:00'); // Monday of week 1, 2027 in Berlin, still Sunday in UTC
    const weeks = weeksBefore(now, 'Europe/Berlin', 52);
    expect(weeks).toHaveLength(52);
    expect(weeks.at(-1)).toEqual({ year: 2026, calendarWeek: 53 });
    expect(weeks[0]).toEqual({ year: 2026, calendarWeek: 2 });
    for (let i = 1; i < weeks.length; i++) expect(compareWeeks(weeks[i - 1]!, weeks[i]!)).toBeLessThan(0);
    expect(weeks).not.toContainEqual(isoWeekAt(now, 'Europe/Berlin'));
  });

  it('gives the same week the same plausible numbers on every machine', () => {
    for (const site of DEMO_KPI_SITES) {
      for (const [kpi, target] of Object.entries(site.targets) as Array<[keyof typeof KPI_RULES, number]>) {
        const week = { year: 2026, calendarWeek: 10 };
        const value = demoValue(site.id, week, kpi, target);
        expect(demoValue(site.id, week, kpi, target)).toBe(value);
        const rule = KPI_RULES[kpi];
        expect(value).toBeGreaterThanOrEqual(rule.min);
        expect(value).toBeLessThanOrEqual(rule.max);
        if (rule.integer) expect(Number.isInteger(value)).toBe(true);
      }
    }
  });
});
