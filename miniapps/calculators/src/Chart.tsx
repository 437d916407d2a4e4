import type { Locale } from '@portal/contracts';
import { chartFrame, ValueAxisGrid } from '@portal/ui';
import { useId } from 'react';
import { extent, linearScale, niceTicks, stackSegments, tickDecimals } from './chart';
import type { Point } from './curves';
import { formatNumber } from './format';
import { ScrollingTable } from './tables';
import type { Translate } from './texts';

export interface Series {
  readonly name: string;
  readonly points: readonly Point[];
}

export interface Marker {
  readonly label: string;
  readonly x?: number;
  readonly y?: number;
}

const COLOURS = ['#1f5fa8', '#b42318', '#4f7e16', '#6b3fa0'];
const DASHES = ['', '6 4', '2 3', '10 3 2 3'];
const F = chartFrame(640, 320, { left: 64, right: 16, top: 16, bottom: 48 });

/**
 * A line chart drawn as SVG: a title, a text alternative (what is plotted over what, the range),
 * a legend, lines told apart by colour and dash, markers for the design point, and the values as
 * a table for those who read rather than look.
 */
export function LineChart({
  title,
  xLabel,
  xAxisName,
  yLabel,
  series,
  markers = [],
  locale,
  t,
  xDigits = 0,
  yDigits = 0,
}: {
  title: string;
  /** axis title with unit */
  xLabel: string;
  /** the x quantity in running text ("flow temperature") */
  xAxisName: string;
  yLabel: string;
  series: readonly Series[];
  markers?: readonly Marker[];
  locale: Locale;
  t: Translate;
  xDigits?: number;
  yDigits?: number;
}) {
  const id = useId();
  const all = series.flatMap((s) => s.points);
  if (all.length === 0) return null;
  const xs = all.map((p) => p.x);
  const ys = [...all.map((p) => p.y), ...markers.flatMap((m) => (m.y === undefined ? [] : [m.y]))];
  const { min: xMin, max: xMax } = extent(xs);
  const yExtent = extent(ys);
  const xTicks = niceTicks(xMin, xMax, 6).filter((v) => v >= xMin - 1e-9 && v <= xMax + 1e-9);
  const yTicks = niceTicks(Math.min(0, yExtent.min), yExtent.max, 5);
  const x = linearScale(xMin, xMax, F.left, F.right);
  const y = linearScale(yTicks[0]!, yTicks[yTicks.length - 1]!, F.bottom, F.top);
  const xd = tickDecimals(xTicks);
  const yd = tickDecimals(yTicks);
  const f = (v: number, d: number) => formatNumber(v, locale, d);
  const summary = t('chartSummary', {
    title,
    series: series.map((s) => s.name).join(', '),
    x: xAxisName,
    from: f(xMin, xDigits),
    to: f(xMax, xDigits),
  });
  const columns = [...new Set(series.flatMap((s) => s.points.map((p) => p.x)))].sort((a, b) => a - b);

  return (
    <figure className="calc-chart">
      <figcaption id={`${id}-title`} className="calc-chart__title">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${F.width} ${F.height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="calc-chart__svg"
        focusable="false"
      >
        <title>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <g className="calc-chart__grid">
          <ValueAxisGrid
            ticks={yTicks.map((value) => ({ value, y: y(value) }))}
            left={F.left}
            right={F.right}
            label={(v) => f(v, yd)}
            line={{ stroke: '#d9dee3' }}
            text={{ fontSize: '12', fill: '#3e4c59' }}
          />
          {xTicks.map((v) => (
            <g key={`x${v}`}>
              <line x1={x(v)} x2={x(v)} y1={F.top} y2={F.bottom} stroke="#eef1f4" />
              <text x={x(v)} y={F.bottom + 16} textAnchor="middle" fontSize="12" fill="#3e4c59">
                {f(v, xd)}
              </text>
            </g>
          ))}
          <line x1={F.left} x2={F.right} y1={F.bottom} y2={F.bottom} stroke="#52606d" />
          <line x1={F.left} x2={F.left} y1={F.top} y2={F.bottom} stroke="#52606d" />
          <text x={(F.left + F.right) / 2} y={F.height - 8} textAnchor="middle" fontSize="13" fill="#1f2933">
            {xLabel}
          </text>
          <text
            x={14}
            y={(F.top + F.bottom) / 2}
            textAnchor="middle"
            fontSize="13"
            fill="#1f2933"
            transform={`rotate(-90 14 ${(F.top + F.bottom) / 2})`}
          >
            {yLabel}
          </text>
        </g>
        <g>
          {series.map((s, i) => (
            <polyline
              key={s.name}
              points={s.points.map((p) => `${x(p.x).toFixed(1)},${y(p.y).toFixed(1)}`).join(' ')}
              fill="none"
              stroke={COLOURS[i % COLOURS.length]}
              strokeWidth={2.5}
              strokeDasharray={DASHES[i % DASHES.length] || undefined}
            />
          ))}
          {markers.map((m) => (
            <g key={m.label}>
              {m.x !== undefined && m.x >= xMin && m.x <= xMax && (
                <line x1={x(m.x)} x2={x(m.x)} y1={F.top} y2={F.bottom} stroke="#1f2933" strokeDasharray="3 3" />
              )}
              {m.y !== undefined && (
                <line x1={F.left} x2={F.right} y1={y(m.y)} y2={y(m.y)} stroke="#1f2933" strokeDasharray="3 3" />
              )}
              {m.x !== undefined && m.y !== undefined && m.x >= xMin && m.x <= xMax && (
                <circle cx={x(m.x)} cy={y(m.y)} r={5} fill="#1f2933" />
              )}
            </g>
          ))}
        </g>
      </svg>
      <ul className="calc-chart__legend">
        {series.map((s, i) => (
          <li key={s.name}>
            <svg width="28" height="10" aria-hidden="true" focusable="false">
              <line
                x1="0"
                x2="28"
                y1="5"
                y2="5"
                stroke={COLOURS[i % COLOURS.length]}
                strokeWidth="3"
                strokeDasharray={DASHES[i % DASHES.length] || undefined}
              />
            </svg>
            {s.name}
          </li>
        ))}
        {markers.map((m) => (
          <li key={m.label}>
            <svg width="28" height="10" aria-hidden="true" focusable="false">
              <line x1="0" x2="28" y1="5" y2="5" stroke="#1f2933" strokeWidth="2" strokeDasharray="3 3" />
            </svg>
            {m.label}
            {m.x !== undefined && `: ${f(m.x, xDigits)}`}
            {m.y !== undefined && ` / ${f(m.y, yDigits)}`}
          </li>
        ))}
      </ul>
      <details className="calc-chart__data">
        <summary>{t('showTable')}</summary>
        <ScrollingTable name={`${title}: ${t('showTable')}`}>
          <caption className="p-visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{xLabel}</th>
              {series.map((s) => (
                <th scope="col" key={s.name}>
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {columns.map((cx) => (
              <tr key={cx}>
                <th scope="row">{f(cx, xDigits)}</th>
                {series.map((s) => {
                  const p = s.points.find((q) => q.x === cx);
                  return <td key={s.name}>{p ? f(p.y, yDigits) : '–'}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
      </details>
    </figure>
  );
}

/** One bar of a stacked bar chart: its name, its parts in the order of the series, and the total as written beside it. */
export interface StackedBar {
  readonly label: string;
  readonly parts: readonly number[];
  readonly total: string;
}

const BAR_COLOURS = ['#1f5fa8', '#b0c4de', '#4f7e16', '#b42318'];

/**
 * Horizontal stacked bars (heat load per room, yearly costs per variant): the total as text beside
 * each bar, a legend, and the totals in the text alternative for those who do not see the bars.
 */
export function StackedBars({
  title,
  bars,
  series,
}: {
  title: string;
  bars: readonly StackedBar[];
  /** the parts' names, in the order of each bar's parts */
  series: readonly string[];
}) {
  if (bars.length === 0) return null;
  const max = Math.max(1, extent(bars.map((b) => b.parts.reduce((sum, p) => sum + Math.max(0, p), 0))).max);
  const row = 30;
  const labelWidth = 170;
  const width = 640;
  const height = bars.length * row + 10;
  const summary = bars.map((b) => `${b.label}: ${b.total}`).join('; ');
  return (
    <figure className="calc-chart">
      <figcaption className="calc-chart__title">{title}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={`${title}: ${summary}`}
        className="calc-chart__svg"
      >
        {bars.map((b, i) => {
          const segments = stackSegments(b.parts, max, width - labelWidth - 110);
          const end = segments.reduce((x, s) => Math.max(x, s.x + s.w), 0);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: bars may share a name; the order is the bars' order
            <g key={`${b.label}-${i}`} transform={`translate(0 ${i * row + 5})`}>
              <text x={labelWidth - 8} y={18} textAnchor="end" fontSize="13" fill="#1f2933">
                {b.label.length > 22 ? `${b.label.slice(0, 21)}…` : b.label}
              </text>
              {segments.map((s, j) => (
                <rect
                  key={series[j] ?? `part-${s.x}`}
                  x={labelWidth + s.x}
                  y={4}
                  height={20}
                  width={s.w}
                  fill={BAR_COLOURS[j % BAR_COLOURS.length]}
                />
              ))}
              <text x={labelWidth + end + 6} y={18} fontSize="13" fill="#1f2933">
                {b.total}
              </text>
            </g>
          );
        })}
      </svg>
      {series.length > 1 && (
        <ul className="calc-chart__legend">
          {series.map((name, j) => (
            <li key={name}>
              <svg width="16" height="12" aria-hidden="true" focusable="false">
                <rect width="16" height="12" fill={BAR_COLOURS[j % BAR_COLOURS.length]} />
              </svg>
              {name}
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
