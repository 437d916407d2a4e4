import type { SVGProps } from 'react';

/** A tick of a value axis: its value and where it stands on the drawing. */
export interface AxisTick {
  readonly value: number;
  readonly y: number;
}

/**
 * The value axis of an SVG chart: a grid line across the plot at each tick and the tick's label
 * right-aligned left of the plot. The line and the text take the chart's own look.
 */
export function ValueAxisGrid({
  ticks,
  left,
  right,
  label,
  line,
  text,
}: {
  ticks: readonly AxisTick[];
  /** where the plot starts and ends horizontally */
  left: number;
  right: number;
  label: (value: number) => string;
  line?: SVGProps<SVGLineElement>;
  text?: SVGProps<SVGTextElement>;
}) {
  return ticks.map((tick) => (
    <g key={tick.value}>
      <line x1={left} x2={right} y1={tick.y} y2={tick.y} {...line} />
      <text x={left - 6} y={tick.y + 4} textAnchor="end" {...text}>
        {label(tick.value)}
      </text>
    </g>
  ));
}
