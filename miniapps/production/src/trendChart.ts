import type { KpiTrend } from '@portal/contracts';

type Point = KpiTrend['series'][number]['points'][number];

/** The drawing area of the trend chart, in SVG units. */
export const CHART = { width: 640, height: 240, left: 64, right: 12, top: 12, bottom: 30 } as const;

/** The value range the chart shows: every actual and band edge, with a little room above and below. */
export function valueRange(points: readonly Point[]): { min: number; max: number } | undefined {
  const values = points.flatMap((p) => [p.actualValue, p.bandFrom, p.bandTo]).filter((v): v is number => v !== null);
  if (values.length === 0) return undefined;
  const low = Math.min(...values);
  const high = Math.max(...values);
  const room = (high - low) * 0.1 || Math.abs(high) * 0.1 || 1;
  return { min: Math.max(0, low - room), max: high + room };
}

/** SVG coordinates of week `i` of `count` and of a value. */
export function scales(count: number, range: { min: number; max: number }) {
  const plotWidth = CHART.width - CHART.left - CHART.right;
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  return {
    x: (i: number) => CHART.left + (count > 1 ? (i * plotWidth) / (count - 1) : plotWidth / 2),
    y: (v: number) => CHART.top + plotHeight - ((v - range.min) / (range.max - range.min)) * plotHeight,
  };
}

/** Runs of consecutive weeks where `value` is known: a line is not drawn across a week without one. */
export function runs<T>(
  items: readonly T[],
  value: (item: T) => number | null,
): Array<Array<{ i: number; v: number }>> {
  const out: Array<Array<{ i: number; v: number }>> = [];
  let current: Array<{ i: number; v: number }> = [];
  items.forEach((item, i) => {
    const v = value(item);
    if (v === null) {
      if (current.length) out.push(current);
      current = [];
    } else current.push({ i, v });
  });
  if (current.length) out.push(current);
  return out;
}

/** An SVG path through the run's points. */
export const linePath = (run: ReadonlyArray<{ i: number; v: number }>, s: ReturnType<typeof scales>) =>
  run.map((p, k) => `${k === 0 ? 'M' : 'L'}${s.x(p.i).toFixed(1)},${s.y(p.v).toFixed(1)}`).join(' ');

/** The band's area over a run of weeks with a target: along its upper edge, back along its lower one. */
export function bandPath(points: readonly Point[], s: ReturnType<typeof scales>): string[] {
  return runs(points, (p) => p.bandTo).map((run) => {
    const upper = run.map((r) => `${s.x(r.i).toFixed(1)},${s.y(points[r.i]!.bandTo!).toFixed(1)}`);
    const lower = [...run].reverse().map((r) => `${s.x(r.i).toFixed(1)},${s.y(points[r.i]!.bandFrom!).toFixed(1)}`);
    return `M${upper.join(' L')} L${lower.join(' L')} Z`;
  });
}

/** Four evenly spaced values for the y axis. */
export const ticks = (range: { min: number; max: number }) =>
  [0, 1, 2, 3].map((k) => range.min + ((range.max - range.min) * k) / 3);
