import type { KpiTrend } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { bandPath, runs, scales, valueRange } from './trendChart';

type Point = KpiTrend['series'][number]['points'][number];
const point = (calendarWeek: number, actualValue: number | null, target: number | null): Point => ({
  year: 2026,
  calendarWeek,
  actualValue,
  targetValue: target,
  bandFrom: target === null ? null : target * 0.95,
  bandTo: target,
  state: 'none',
});

describe('the KPI trend chart', () => {
  it('does not draw a line across a week without a value', () => {
    const points = [point(1, 80, 85), point(2, null, 85), point(3, 90, 85), point(4, 91, 85)];
    expect(runs(points, (p) => p.actualValue).map((r) => r.map((p) => p.i))).toEqual([[0], [2, 3]]);
  });

  it('shows every actual and the whole band, and puts larger values higher', () => {
    const points = [point(1, 70, 85), point(2, 95, 85)];
    const range = valueRange(points)!;
    expect(range.min).toBeLessThanOrEqual(70);
    expect(range.max).toBeGreaterThanOrEqual(95);
    const s = scales(points.length, range);
    expect(s.y(95)).toBeLessThan(s.y(70));
    expect(s.x(1)).toBeGreaterThan(s.x(0));
    expect(bandPath(points, s)).toHaveLength(1);
    expect(valueRange([point(1, null, null)])).toBeUndefined();
  });
});
