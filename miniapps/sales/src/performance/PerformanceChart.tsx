import { formatLocale } from '@portal/contracts';
import type { SalesPerformance } from '@portal/contracts/sales';
import { useState } from 'react';
import { useEnv } from '../env';
import { ChartSvg } from './ChartAxes';
import { chartModel } from './chart';
import { monthTick } from './format';

const shorten = (text: string, length = 14) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/**
 * The report as a chart: a bar per group (months in time order, else the largest twelve) on a
 * value axis with round ticks, and the comparison — previous year or budget — as a line. The SVG
 * has a title and a description; the values are also a table for those who read rather than look.
 */
export function PerformanceChart({
  report,
  show,
}: {
  report: SalesPerformance;
  show: (value: number | null) => string;
}) {
  const { t, locale, context } = useEnv();
  // The table is made when it is opened: a closed one adds no rows to the page.
  const [tableOpen, setTableOpen] = useState(false);
  const model = chartModel(report);
  const tag = formatLocale(locale, context.country);
  const compact = new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 1 });
  const figure = t.keyFigures[report.keyFigure];
  const grouping = t.groupings[report.grouping];
  const unit = report.keyFigure === 'Quantity' ? (t.units.ST ?? 'ST') : report.currency;
  const comparison = model.comparison ? t.report.compareTypes[model.comparison] : null;
  const title = t.report.chartTitle(figure, grouping);
  const top = [...report.rows].sort((a, b) => b.value - a.value)[0]!;
  const description = `${t.report.chartDesc(
    figure,
    grouping,
    report.period.from,
    report.period.to,
    model.bars.length,
    `${top.label} ${show(top.value)}`,
  )}${comparison ? ` ${t.report.chartLine(comparison)}` : ''}`;
  const tick = (key: string, label: string) =>
    report.grouping === 'Month' ? monthTick(locale, context.country, key) : shorten(label);
  return (
    <figure className="sa-chart" data-comparison={model.comparison ?? 'None'}>
      <figcaption>
        <strong>{title}</strong>{' '}
        {t.chartSummary(report.rows.length, `${top.label} ${show(top.value)}`, show(report.total.value))}
      </figcaption>
      <ChartSvg
        title={title}
        description={description}
        ticks={model.ticks}
        baseline={model.baseline}
        axisTitle={t.report.axisValue(figure, unit)}
        tick={(value) => compact.format(value)}
        labels={model.bars.map((b) => ({ key: b.key, x: b.cx, text: tick(b.key, b.label) }))}
      >
        <g>
          {model.bars.map((b) => (
            <rect key={b.key} className="sa-chart__bar" x={b.x} y={b.y} width={b.width} height={b.height}>
              <title>{`${b.label}: ${show(b.value)}`}</title>
            </rect>
          ))}
        </g>
        {model.comparison && (
          <g className="sa-chart__comparison">
            {model.lines.map((points) => (
              <polyline key={points} points={points} fill="none" />
            ))}
            {model.bars.map(
              (b) => b.cy !== null && <circle key={b.key} cx={b.cx} cy={b.cy} r={3.5} data-key={b.key} />,
            )}
          </g>
        )}
      </ChartSvg>
      <ul className="sa-legend">
        <li>
          <span className="sa-swatch sa-swatch--bar" aria-hidden="true" /> {figure} {report.period.from}–
          {report.period.to}
        </li>
        {comparison && (
          <li>
            <span className="sa-swatch sa-swatch--line" aria-hidden="true" /> {comparison}
          </li>
        )}
      </ul>
      <details className="sa-chart__data" onToggle={(e) => setTableOpen(e.currentTarget.open)}>
        <summary>{t.report.showTable}</summary>
        {tableOpen && (
          <table>
            <caption className="p-visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{grouping}</th>
                <th scope="col" className="sa-num">
                  {figure}
                </th>
                {comparison && (
                  <th scope="col" className="sa-num">
                    {comparison}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {model.bars.map((b) => (
                <tr key={b.key}>
                  <th scope="row">
                    {report.grouping === 'Month' ? monthTick(locale, context.country, b.key) : b.label}
                  </th>
                  <td className="sa-num">{show(b.value)}</td>
                  {comparison && <td className="sa-num">{show(b.comparison)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </details>
    </figure>
  );
}
