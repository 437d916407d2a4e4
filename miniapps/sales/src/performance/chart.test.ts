import type { SalesPerformance, SalesPerformanceRow } from '@portal/contracts/sales';
import { describe, expect, it } from 'vitest';
import { CHART, chartModel } from './chart';

const row = (key: string, value: number, extra: Partial<SalesPerformanceRow> = {}): SalesPerformanceRow => ({
  key,
  label: key,
  value,
  previousValue: null,
  changePercent: null,
  budget: null,
  budgetDifference: null,
  budgetDifferenceInPercent: null,
  ...extra,
});

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
