import { fill, type KpiName, type KpiTrend } from '@portal/contracts';
import { Select, TableRegion, useLoad } from '@portal/ui';
import { useCallback, useId, useState } from 'react';
import { useEnv } from './env';
import { Light, Loading } from './Kpi';
import { kpiNumber } from './kpiNumber';
import { bandPath, CHART, linePath, runs, scales, ticks, valueRange } from './trendChart';

/** Weeks the trend shows: half a year. */
const TREND_WEEKS = 26;

/**
 * One KPI of a plant over the last half year: the actual value per week as a line, the target in
 * force as a dashed line inside its band. The chart is a picture with a name; the same values are
 * in the table below it, with the lights in words (WCAG 1.1.1, 1.4.1).
 */
export function Trend({ siteId }: { siteId: string }) {
  const { api, t } = useEnv();
  const loaded = useLoad(() => api.trend(siteId, TREND_WEEKS), [api, siteId]);
  const [kpi, setKpi] = useState<KpiName>('Productivity');
  const series = loaded.data?.series.find((s) => s.kpi === kpi);
  return (
    <section className="pr-trend" aria-labelledby="pr-trend-title">
      <h3 id="pr-trend-title">{t.trendTitle}</h3>
      <div className="pr-toolbar">
        <Select
          label={t.kpi}
          value={kpi}
          onChange={(event) => setKpi(event.target.value as KpiName)}
          options={(loaded.data?.series ?? []).map((s) => ({ value: s.kpi, label: t.kpis[s.kpi] }))}
        />
      </div>
      <Loading loaded={loaded}>{loaded.data && series && <Chart series={series} />}</Loading>
    </section>
  );
}

function Chart({ series }: { series: KpiTrend['series'][number] }) {
  const { t, intl } = useEnv();
  const titleId = useId();
  const tableId = useId();
  const number = useCallback((v: number | null) => kpiNumber(v, t.units[series.unit], intl), [intl, t, series.unit]);
  const points = series.points;
  const range = valueRange(points);
  const first = points[0];
  const last = points.at(-1);
  const label = fill(t.trendChartLabel, {
    kpi: t.kpis[series.kpi],
    from: first ? t.week(first.year, first.calendarWeek) : '',
    to: last ? t.week(last.year, last.calendarWeek) : '',
  });
  if (!range) return <p>{t.noValues}</p>;
  const s = scales(points.length, range);
  const every = Math.ceil(points.length / 7);
  const short = new Intl.NumberFormat(intl, { maximumFractionDigits: 1, notation: 'compact' });
  return (
    <>
      <figure className="pr-chart">
        <svg
          viewBox={`0 0 ${CHART.width} ${CHART.height}`}
          role="img"
          aria-labelledby={titleId}
          aria-describedby={tableId}
          data-kpi={series.kpi}
        >
          <title id={titleId}>{label}</title>
          {ticks(range).map((v) => (
            <g key={v}>
              <line x1={CHART.left} x2={CHART.width - CHART.right} y1={s.y(v)} y2={s.y(v)} className="pr-chart__grid" />
              <text x={CHART.left - 6} y={s.y(v) + 4} textAnchor="end" className="pr-chart__label">
                {short.format(v)}
              </text>
            </g>
          ))}
          {points.map((p, i) =>
            i % every === 0 || i === points.length - 1 ? (
              <text
                key={`${p.year}-${p.calendarWeek}`}
                x={s.x(i)}
                y={CHART.height - 8}
                textAnchor="middle"
                className="pr-chart__label"
              >
                {fill(t.trendWeekAxis, { w: p.calendarWeek })}
              </text>
            ) : null,
          )}
          {bandPath(points, s).map((d) => (
            <path key={d} d={d} className="pr-chart__band" data-part="band" />
          ))}
          {runs(points, (p) => p.targetValue).map((run) => (
            <path key={`t${run[0]!.i}`} d={linePath(run, s)} className="pr-chart__target" />
          ))}
          {runs(points, (p) => p.actualValue).map((run) => (
            <path key={`a${run[0]!.i}`} d={linePath(run, s)} className="pr-chart__actual" />
          ))}
          {points.map((p, i) =>
            p.actualValue === null ? null : (
              <circle
                key={`${p.year}-${p.calendarWeek}`}
                cx={s.x(i)}
                cy={s.y(p.actualValue)}
                r={3.5}
                className={`pr-chart__point pr-chart__point--${p.state}`}
              />
            ),
          )}
        </svg>
        <figcaption className="pr-chart__legend">
          <span className="pr-chart__key pr-chart__key--actual">{t.trendActual}</span>
          <span className="pr-chart__key pr-chart__key--target">{t.trendTarget}</span>
          <span className="pr-chart__key pr-chart__key--band">{t.trendBand}</span>
        </figcaption>
      </figure>
      <details className="pr-chart__table">
        <summary>{t.trendAsTable}</summary>
        <TableRegion label={label}>
          <table id={tableId}>
            <thead>
              <tr>
                <th scope="col">{t.trendWeekColumn}</th>
                <th scope="col">{t.actual}</th>
                <th scope="col">{t.target}</th>
                <th scope="col">{t.trendBandColumn}</th>
                <th scope="col">{t.state}</th>
              </tr>
            </thead>
            <tbody>
              {[...points].reverse().map((p) => (
                <tr key={`${p.year}-${p.calendarWeek}`}>
                  <th scope="row">{t.week(p.year, p.calendarWeek)}</th>
                  <td className="pr-num">{number(p.actualValue)}</td>
                  <td className="pr-num">{number(p.targetValue)}</td>
                  <td className="pr-num">
                    {p.bandFrom === null ? '–' : `${number(p.bandFrom)} – ${number(p.bandTo)}`}
                  </td>
                  <td>
                    <Light state={p.state} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      </details>
    </>
  );
}
