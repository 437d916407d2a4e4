import type { SalesPerformance, SalesPerformanceRow } from '@portal/contracts/sales';
import { describe, expect, it } from 'vitest';
import { CHART, chartModel, seriesModel } from './chart';
import { performanceRow } from './testing';

const row = performanceRow;

const report = (rows: SalesPerformanceRow[], compareType: SalesPerformance['compareType']): SalesPerformance => ({
  keyFigure: 'NetSales',
  rangeType: 'Quarter',
  grouping: 'Month',
  compareType,
  currency: 'EUR',
  period: { from: '2026-01', to: '2026-03' },
  comparePeriod: null,
  rows,
  total: row(
    'total',
    rows.reduce((s, r) => s + r.value, 0),
  ),
  groups: rows.length,
  next: null,
  lastReleaseDate: null,
  series: null,
});

describe('the sales performance chart', () => {
  it('puts the bars on a value axis with round ticks from zero, the largest value reaching the top tick', () => {
    const model = chartModel(
      report([row('2026-01', 120_000), row('2026-02', 80_000), row('2026-03', 410_000)], 'None'),
    );
    expect(model.ticks.map((t) => t.value)).toEqual([0, 100_000, 200_000, 300_000, 400_000, 500_000]);
    expect(model.ticks[0]!.y).toBe(CHART.height - CHART.bottom);
    expect(model.ticks.at(-1)!.y).toBe(CHART.top);
    const [jan, feb, mar] = model.bars;
    expect(mar!.height).toBeGreaterThan(jan!.height);
    expect(jan!.height).toBeGreaterThan(feb!.height);
    expect(jan!.y + jan!.height).toBeCloseTo(model.baseline, 6);
    expect(model.comparison).toBeNull();
    expect(model.lines).toEqual([]);
  });

  it('draws the budget as a line through every month that has one, broken where a month has none', () => {
    const model = chartModel(
      report(
        [
          row('2026-01', 100, { budget: 90 }),
          row('2026-02', 100, { budget: 120 }),
          row('2026-03', 100),
          row('2026-04', 100, { budget: 100 }),
        ],
        'Budget',
      ),
    );
    expect(model.comparison).toBe('Budget');
    expect(model.lines).toHaveLength(2);
    expect(model.lines[0]!.split(' ')).toHaveLength(2);
    const [jan, feb] = model.bars;
    // a higher budget lies higher on the drawing (smaller y)
    expect(feb!.cy!).toBeLessThan(jan!.cy!);
  });

  it('draws the previous year as the comparison line, and a negative month below the axis', () => {
    const model = chartModel(
      report([row('2026-01', -50, { previousValue: 40 }), row('2026-02', 200, { previousValue: 150 })], 'PreviousYear'),
    );
    expect(model.comparison).toBe('PreviousYear');
    expect(model.ticks[0]!.value).toBeLessThan(0);
    expect(model.bars[0]!.y).toBeCloseTo(model.baseline, 6);
    expect(model.lines).toHaveLength(1);
  });

  it('shows at most twelve groups that are not months, and no line when the budget is not planned for them', () => {
    const rows = Array.from({ length: 20 }, (_, i) => row(`C${i}`, 1000 - i));
    const model = chartModel({ ...report(rows, 'Budget'), grouping: 'Customer' });
    expect(model.bars).toHaveLength(12);
    expect(model.comparison).toBeNull();
    expect(model.lines).toEqual([]);
  });
});

describe('the chart of several series', () => {
  it('draws every group on the months of all, a month without facts at zero, on one axis from zero', () => {
    const model = seriesModel([
      {
        key: 'DE',
        label: 'DE',
        months: [
          { key: '2026-02', value: 300_000 },
          { key: '2026-01', value: 250_000 },
        ],
      },
      {
        key: 'AT',
        label: 'AT',
        months: [
          { key: '2026-01', value: 40_000 },
          { key: '2026-03', value: 90_000 },
        ],
      },
    ]);
    expect(model.months.map((m) => m.key)).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(model.lines.map((l) => l.values)).toEqual([
      [250_000, 300_000, 0],
      [40_000, 0, 90_000],
    ]);
    expect(model.ticks[0]!.value).toBe(0);
    expect(model.ticks.at(-1)!.value).toBeGreaterThanOrEqual(300_000);
    // A line's points stand over their months; zero lies on the x axis, more lies higher.
    const [de, at] = model.lines;
    expect(de!.points.map((p) => p.x)).toEqual(model.months.map((m) => m.x));
    expect(de!.points[2]!.y).toBe(model.baseline);
    expect(at!.points[1]!.y).toBe(model.baseline);
    expect(de!.points[1]!.y).toBeLessThan(de!.points[0]!.y);
    expect(de!.points[0]!.y).toBeLessThan(at!.points[2]!.y);
    for (const p of model.lines.flatMap((l) => l.points)) {
      expect(p.x).toBeGreaterThan(CHART.left);
      expect(p.x).toBeLessThan(CHART.width - CHART.right);
      expect(p.y).toBeGreaterThanOrEqual(CHART.top);
    }
  });
});
