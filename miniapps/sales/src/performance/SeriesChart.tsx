import { formatLocale } from '@portal/contracts';
import type { SalesPerformance } from '@portal/contracts/sales';
import { useEnv } from '../env';
import { ChartSvg } from './ChartAxes';
import { type Series, seriesModel } from './chart';
import { monthTick } from './format';

/**
 * A few groups side by side over the months: a line per group (each its own colour and dash, so
 * they part without colour too), a value axis with round ticks, the months on the other axis, a
 * legend naming each line, and the values as a table. The SVG has a title and a description.
 */
export function SeriesChart({
  report,
  series,
  show,
}: {
  report: SalesPerformance;
  series: readonly Series[];
  show: (value: number | null) => string;
}) {
  const { t, locale, context } = useEnv();
  const model = seriesModel(series);
  const compact = new Intl.NumberFormat(formatLocale(locale, context.country), {
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const figure = t.keyFigures[report.keyFigure];
  const grouping = t.groupings[report.grouping];
  const unit = report.keyFigure === 'Quantity' ? (t.units.ST ?? 'ST') : report.currency;
  const month = (key: string) => monthTick(locale, context.country, key);
  const title = t.report.seriesTitle(figure, grouping);
  const description = t.report.seriesDesc(
    model.lines.map((l) => l.label).join(', '),
    report.period.from,
    report.period.to,
  );
  return (
    <figure className="sa-chart sa-series" data-series={model.lines.length}>
      <figcaption>
        <strong>{title}</strong>
      </figcaption>
      <ChartSvg
        title={title}
        description={description}
        ticks={model.ticks}
        baseline={model.baseline}
        axisTitle={t.report.axisValue(figure, unit)}
        tick={(value) => compact.format(value)}
        labels={model.months.map((m) => ({ key: m.key, x: m.x, text: month(m.key) }))}
      >
        {model.lines.map((line, i) => (
          <g key={line.key} className={`sa-series__line sa-series--${i}`} data-key={line.key}>
            <polyline points={line.points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')} fill="none" />
            {line.points.map((p, m) => (
              <circle key={model.months[m]!.key} cx={p.x} cy={p.y} r={3}>
                <title>{`${line.label}, ${month(model.months[m]!.key)}: ${show(line.values[m]!)}`}</title>
              </circle>
            ))}
          </g>
        ))}
      </ChartSvg>
      <ul className="sa-legend" aria-label={t.report.legend}>
        {model.lines.map((line, i) => (
          <li key={line.key} data-key={line.key}>
            <span className={`sa-swatch sa-swatch--series sa-series--${i}`} aria-hidden="true" /> {line.label}
          </li>
        ))}
      </ul>
      <details className="sa-chart__data">
        <summary>{t.report.showTable}</summary>
        <table>
          <caption className="p-visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t.groupings.Month}</th>
              {model.lines.map((line) => (
                <th key={line.key} scope="col" className="sa-num">
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {model.months.map((m, i) => (
              <tr key={m.key}>
                <th scope="row">{month(m.key)}</th>
                {model.lines.map((line) => (
                  <td key={line.key} className="sa-num">
                    {show(line.values[i]!)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
