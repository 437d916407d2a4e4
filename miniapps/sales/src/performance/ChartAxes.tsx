import { ValueAxisGrid } from '@portal/ui';
import { type ReactNode, useId } from 'react';
import { CHART } from './chart';

/**
 * The two axes every sales chart draws: the value axis with its round ticks, grid and title, and
 * the x axis along zero with a label per group or month — slanted when there are many.
 */
export function ChartAxes({
  ticks,
  baseline,
  axisTitle,
  tick,
  labels,
}: {
  ticks: readonly { readonly value: number; readonly y: number }[];
  baseline: number;
  /** The value axis's title: key figure and unit. */
  axisTitle: string;
  tick: (value: number) => string;
  labels: readonly { readonly key: string; readonly x: number; readonly text: string }[];
}) {
  const bottom = CHART.height - CHART.bottom;
  const slanted = labels.length > 8;
  return (
    <>
      <g className="sa-chart__axis" data-axis="y">
        <ValueAxisGrid
          ticks={ticks}
          left={CHART.left}
          right={CHART.width - CHART.right}
          label={tick}
          line={{ className: 'sa-chart__grid' }}
        />
        <line x1={CHART.left} x2={CHART.left} y1={CHART.top} y2={bottom} className="sa-chart__rule" />
        <text
          x={14}
          y={(CHART.top + bottom) / 2}
          textAnchor="middle"
          transform={`rotate(-90 14 ${(CHART.top + bottom) / 2})`}
        >
          {axisTitle}
        </text>
      </g>
      <g className="sa-chart__axis" data-axis="x">
        <line x1={CHART.left} x2={CHART.width - CHART.right} y1={baseline} y2={baseline} className="sa-chart__rule" />
        {labels.map((l) => (
          <text
            key={l.key}
            x={l.x}
            y={bottom + 14}
            textAnchor={slanted ? 'end' : 'middle'}
            transform={slanted ? `rotate(-40 ${l.x} ${bottom + 14})` : undefined}
          >
            {l.text}
          </text>
        ))}
      </g>
    </>
  );
}

/**
 * A sales chart's drawing: an SVG image named by its title and described by its description
 * (what a screen reader says), with both axes, and the marks (bars, lines) as children.
 */
export function ChartSvg({
  title,
  description,
  children,
  ...axes
}: Parameters<typeof ChartAxes>[0] & { title: string; description: string; children: ReactNode }) {
  const id = useId();
  return (
    <svg
      className="sa-chart__svg"
      viewBox={`0 0 ${CHART.width} ${CHART.height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      focusable="false"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <ChartAxes {...axes} />
      {children}
    </svg>
  );
}
