import type { ChartKind } from '@portal/contracts';
import { chartFrame, extent, linearScale, niceTicks, ValueAxisGrid } from '@portal/ui';
import { useId } from 'react';
import { useEnv } from './env';

export interface ChartPoint {
  readonly label: string;
  readonly value: number;
}

const COLOURS = ['#1f5f99', '#ef7d00', '#4f7e16', '#8e3b8f', '#b3261e', '#00838f', '#6b6b6b', '#c29200'];
const F = chartFrame(560, 260, { left: 72, right: 12, top: 12, bottom: 56 });

/**
 * A chart of a report's rows as SVG: bars, a line, a pie or a single number. The picture is an
 * image with its title for screen readers; the same figures follow as a table ("as a table").
 */
export function ReportChart({
  kind,
  title,
  valueLabel,
  categoryLabel,
  points,
}: {
  kind: ChartKind;
  title: string;
  valueLabel: string;
  categoryLabel?: string | undefined;
  points: readonly ChartPoint[];
}) {
  const { t, intl } = useEnv();
  const id = useId();
  const number = (n: number) => n.toLocaleString(intl, { maximumFractionDigits: 2 });
  return (
    <figure className="rp-chart" aria-labelledby={`${id}-t`}>
      <figcaption id={`${id}-t`}>{title}</figcaption>
      {kind === 'number' ? (
        <p className="rp-number">{points[0] ? number(points[0].value) : '–'}</p>
      ) : (
        <svg viewBox={`0 0 ${F.width} ${F.height}`} role="img" aria-labelledby={`${id}-svg`} width="100%">
          <title id={`${id}-svg`}>{`${title}: ${t.chart.kinds[kind]}`}</title>
          {kind === 'pie' ? <Pie points={points} /> : <Axes kind={kind} points={points} format={number} />}
        </svg>
      )}
      <details>
        <summary>{t.chart.asTable}</summary>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              {categoryLabel !== undefined && <th scope="col">{categoryLabel}</th>}
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows of one result in their order
              <tr key={i}>
                {categoryLabel !== undefined && <td>{p.label}</td>}
                <td className="rp-num">{number(p.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

function Axes({
  kind,
  points,
  format,
}: {
  kind: 'bar' | 'line';
  points: readonly ChartPoint[];
  format: (n: number) => string;
}) {
  const { min, max } = extent(points.map((p) => p.value));
  const ticks = niceTicks(Math.min(0, min), Math.max(0, max), 4);
  const y = linearScale(ticks[0]!, ticks[ticks.length - 1]!, F.bottom, F.top);
  const step = (F.right - F.left) / Math.max(1, points.length);
  const x = (i: number) => F.left + step * i + step / 2;
  return (
    <g fontSize="11" fill="currentColor">
      <ValueAxisGrid
        ticks={ticks.map((value) => ({ value, y: y(value) }))}
        left={F.left}
        right={F.right}
        label={format}
        line={{ stroke: '#d9d9d9' }}
      />
      {kind === 'bar' ? (
        points.map((p, i) => (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows of one result in their order
            key={i}
            x={x(i) - step * 0.35}
            width={step * 0.7}
            y={Math.min(y(p.value), y(0))}
            height={Math.abs(y(p.value) - y(0))}
            fill={COLOURS[0]}
          />
        ))
      ) : (
        <polyline
          fill="none"
          stroke={COLOURS[0]}
          strokeWidth="2"
          points={points.map((p, i) => `${x(i)},${y(p.value)}`).join(' ')}
        />
      )}
      {points.map((p, i) => (
        <text
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows of one result in their order
          key={i}
          x={x(i)}
          y={F.bottom + 14}
          textAnchor="end"
          transform={`rotate(-35 ${x(i)} ${F.bottom + 14})`}
        >
          {p.label.length > 14 ? `${p.label.slice(0, 13)}…` : p.label}
        </text>
      ))}
    </g>
  );
}

function Pie({ points }: { points: readonly ChartPoint[] }) {
  const positive = points.filter((p) => p.value > 0);
  const total = positive.reduce((sum, p) => sum + p.value, 0) || 1;
  const cx = F.height / 2;
  const cy = F.height / 2;
  const r = F.height / 2 - 10;
  let angle = -Math.PI / 2;
  return (
    <g fontSize="11" fill="currentColor">
      {positive.map((p, i) => {
        const sweep = (p.value / total) * Math.PI * 2;
        const start = angle;
        angle += sweep;
        const [x1, y1] = [cx + r * Math.cos(start), cy + r * Math.sin(start)];
        const [x2, y2] = [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
        const path =
          positive.length === 1
            ? `M ${cx - r} ${cy} a ${r} ${r} 0 1 0 ${2 * r} 0 a ${r} ${r} 0 1 0 ${-2 * r} 0`
            : `M ${cx} ${cy} L ${x1} ${y1} A ${r} ${r} 0 ${sweep > Math.PI ? 1 : 0} 1 ${x2} ${y2} Z`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows of one result in their order
          <g key={i}>
            <path d={path} fill={COLOURS[i % COLOURS.length]} stroke="#fff" />
            <rect x={F.height + 10} y={14 + i * 16} width="10" height="10" fill={COLOURS[i % COLOURS.length]} />
            <text x={F.height + 26} y={23 + i * 16}>
              {`${p.label} (${Math.round((p.value / total) * 100)} %)`}
            </text>
          </g>
        );
      })}
    </g>
  );
}
