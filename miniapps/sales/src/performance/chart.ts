import type { SalesPerformance } from '@portal/contracts/sales';
import { extent, linearScale, niceTicks } from '@portal/ui';

/** The drawing's size and margins (viewBox units). */
export const CHART = { width: 720, height: 320, left: 72, right: 16, top: 16, bottom: 80 } as const;
/** How many groups a chart shows: every month of two years, else the largest twelve (the table has them all). */
export const CHART_GROUPS = { Month: 24, other: 12 } as const;

export interface ChartBar {
  readonly key: string;
  readonly label: string;
  readonly value: number;
  /** The comparison's value for the group (previous year or budget); null where there is none. */
  readonly comparison: number | null;
  /** Bar geometry and the comparison point, in viewBox units. */
  readonly x: number;
  readonly width: number;
  readonly y: number;
  readonly height: number;
  readonly cx: number;
  readonly cy: number | null;
}

export interface ChartModel {
  readonly bars: readonly ChartBar[];
  readonly ticks: readonly { readonly value: number; readonly y: number }[];
  /** Where the value 0 lies (the x axis). */
  readonly baseline: number;
  /** Which comparison the line draws, or none. */
  readonly comparison: 'PreviousYear' | 'Budget' | null;
  /** The comparison line's points ("x,y …"), broken into runs where a group has no comparison. */
  readonly lines: readonly string[];
}

/** The comparison a row carries under the report's compare type. */
const comparisonOf = (report: SalesPerformance, row: SalesPerformance['rows'][number]) =>
  report.compareType === 'PreviousYear' ? row.previousValue : report.compareType === 'Budget' ? row.budget : null;

/**
 * Bars of the groups (months in time order, else the largest first) on a value axis with round
 * ticks from zero, and the comparison (previous year or budget) as a line over them.
 */
export function chartModel(report: SalesPerformance): ChartModel {
  const rows = report.rows.slice(0, report.grouping === 'Month' ? CHART_GROUPS.Month : CHART_GROUPS.other);
  const values = rows.flatMap((r) => [r.value, comparisonOf(report, r) ?? r.value]);
  const { min, max } = extent(values.length ? values : [0]);
  const ticks = niceTicks(Math.min(0, min), Math.max(0, max), 5);
  const y = linearScale(ticks[0]!, ticks[ticks.length - 1]!, CHART.height - CHART.bottom, CHART.top);
  const slot = (CHART.width - CHART.left - CHART.right) / Math.max(1, rows.length);
  const baseline = y(0);
  const bars = rows.map((r, i) => {
    const comparison = comparisonOf(report, r);
    const top = y(r.value);
    return {
      key: r.key,
      label: r.label,
      value: r.value,
      comparison,
      x: CHART.left + i * slot + slot * 0.15,
      width: slot * 0.7,
      y: Math.min(top, baseline),
      height: Math.abs(baseline - top),
      cx: CHART.left + (i + 0.5) * slot,
      cy: comparison === null ? null : y(comparison),
    };
  });
  const lines: string[] = [];
  let run: string[] = [];
  for (const bar of bars) {
    if (bar.cy === null) {
      if (run.length) lines.push(run.join(' '));
      run = [];
    } else run.push(`${bar.cx.toFixed(1)},${bar.cy.toFixed(1)}`);
  }
  if (run.length) lines.push(run.join(' '));
  const compared =
    report.compareType === 'None' || bars.every((b) => b.comparison === null) ? null : report.compareType;
  return {
    bars,
    ticks: ticks.map((value) => ({ value, y: y(value) })),
    baseline,
    comparison: compared,
    lines: compared ? lines : [],
  };
}

export interface Series {
  readonly key: string;
  readonly label: string;
  /** The group's value per month (`YYYY-MM`); a month without facts is missing. */
  readonly months: ReadonlyArray<{ readonly key: string; readonly value: number }>;
}

export interface SeriesModel {
  /** Every month of any series, in time order, with its place on the x axis. */
  readonly months: readonly { readonly key: string; readonly x: number }[];
  readonly ticks: readonly { readonly value: number; readonly y: number }[];
  readonly baseline: number;
  /** Per series its value each month (0 where it has no facts) and the line's points ("x,y …"). */
  readonly lines: readonly {
    readonly key: string;
    readonly label: string;
    readonly values: readonly number[];
    readonly points: readonly { readonly x: number; readonly y: number }[];
  }[];
}

/**
 * Several series over the months, one line each, on one value axis with round ticks from zero:
 * a month where a group sold nothing is 0 on its line, not a gap.
 */
export function seriesModel(series: readonly Series[]): SeriesModel {
  const months = [...new Set(series.flatMap((s) => s.months.map((m) => m.key)))].sort();
  const values = series.map((s) => {
    const byMonth = new Map(s.months.map((m) => [m.key, m.value]));
    return months.map((m) => byMonth.get(m) ?? 0);
  });
  const { min, max } = extent(values.flat().length ? values.flat() : [0]);
  const ticks = niceTicks(Math.min(0, min), Math.max(0, max), 5);
  const y = linearScale(ticks[0]!, ticks[ticks.length - 1]!, CHART.height - CHART.bottom, CHART.top);
  const slot = (CHART.width - CHART.left - CHART.right) / Math.max(1, months.length);
  const x = (i: number) => CHART.left + (i + 0.5) * slot;
  return {
    months: months.map((key, i) => ({ key, x: x(i) })),
    ticks: ticks.map((value) => ({ value, y: y(value) })),
    baseline: y(0),
    lines: series.map((s, i) => ({
      key: s.key,
      label: s.label,
      values: values[i]!,
      points: values[i]!.map((v, m) => ({ x: x(m), y: y(v) })),
    })),
  };
}
