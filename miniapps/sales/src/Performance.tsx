import type {
  SalesExportFormat,
  SalesGrouping,
  SalesKeyFigure,
  SalesPerformance,
  SalesRangeType,
} from '@portal/contracts';
import { SALES_CURRENCIES, SALES_GROUPINGS, SALES_KEY_FIGURES, SALES_RANGE_TYPES } from '@portal/contracts/sales';
import { saveBlob } from '@portal/sdk';
import { Button, CheckboxField, DataTable, Select } from '@portal/ui';
import { useId, useMemo, useState } from 'react';
import type { Query } from './api';
import { Loading, useFormat, useLoad } from './common';
import { useEnv } from './env';
import { performanceFileName } from './exportName';

/** The sales performance report (route sales): key figure, period, grouping, previous-year comparison, table, chart and export. */
export function Performance() {
  const { api, t, context, locale } = useEnv();
  const [keyFigure, setKeyFigure] = useState<SalesKeyFigure>('NetSales');
  const [rangeType, setRangeType] = useState<SalesRangeType>('YearToDate');
  const [grouping, setGrouping] = useState<SalesGrouping>('Month');
  const [currency, setCurrency] = useState<string>('EUR');
  const [compare, setCompare] = useState(true);
  const [busy, setBusy] = useState<SalesExportFormat>();
  const query = useMemo<Query>(
    () => ({
      KeyFigure: keyFigure,
      RangeType: rangeType,
      Grouping: grouping,
      Currency: currency,
      CompareType: compare ? 'PreviousYear' : 'None',
    }),
    [keyFigure, rangeType, grouping, currency, compare],
  );
  const loaded = useLoad(() => api.performance(query), [api, query]);

  const download = async (format: SalesExportFormat) => {
    const report = loaded.data;
    if (!report) return;
    setBusy(format);
    try {
      const blob = await api.exportPerformance(query, format, locale, context.country);
      const name = performanceFileName(locale, keyFigure, report.period, format);
      saveBlob(blob, name);
      context.notify({ kind: 'success', text: t.downloaded(name) });
    } catch {
      context.notify({ kind: 'error', text: t.loadFailed });
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <div className="sa">
      <h2>{t.performanceTitle}</h2>
      <p className="sa-muted">{t.performanceIntro}</p>
      <fieldset className="sa-form sa-fieldset">
        <legend className="p-visually-hidden">{t.performanceTitle}</legend>
        <Select
          label={t.keyFigure}
          value={keyFigure}
          onChange={(e) => setKeyFigure(e.target.value as SalesKeyFigure)}
          options={SALES_KEY_FIGURES.map((k) => ({ value: k, label: t.keyFigures[k] }))}
        />
        <Select
          label={t.range}
          value={rangeType}
          onChange={(e) => setRangeType(e.target.value as SalesRangeType)}
          options={SALES_RANGE_TYPES.map((k) => ({ value: k, label: t.ranges[k] }))}
        />
        <Select
          label={t.grouping}
          value={grouping}
          onChange={(e) => setGrouping(e.target.value as SalesGrouping)}
          options={SALES_GROUPINGS.map((k) => ({ value: k, label: t.groupings[k] }))}
        />
        <Select
          label={t.currency}
          value={currency}
          disabled={keyFigure === 'Quantity'}
          onChange={(e) => setCurrency(e.target.value)}
          options={SALES_CURRENCIES.map((c) => ({ value: c, label: c }))}
        />
        <CheckboxField label={t.compare} checked={compare} onChange={(e) => setCompare(e.target.checked)} />
      </fieldset>
      <Loading loaded={loaded}>
        {loaded.data && (
          <>
            <div className="sa-form__actions">
              <Button icon="download" disabled={busy !== undefined} onClick={() => download('xlsx')}>
                {t.exportXlsx}
              </Button>
              <Button icon="download" disabled={busy !== undefined} onClick={() => download('csv')}>
                {t.exportCsv}
              </Button>
            </div>
            <Report report={loaded.data} />
          </>
        )}
      </Loading>
    </div>
  );
}

function Report({ report }: { report: SalesPerformance }) {
  const { t, locale } = useEnv();
  const format = useFormat();
  const headingId = useId();
  const amount = report.keyFigure !== 'Quantity';
  const show = (v: number | null) => (v === null ? '–' : amount ? format.money(v, report.currency) : format.number(v));
  const compare = report.comparePeriod !== null;
  return (
    <section aria-labelledby={headingId} className="sa" data-grouping={report.grouping}>
      <h3 id={headingId}>
        {t.keyFigures[report.keyFigure]} · {t.groupings[report.grouping]}
      </h3>
      <p className="sa-muted">
        {t.period(report.period.from, report.period.to)}
        {report.comparePeriod && ` · ${t.comparePeriod(report.comparePeriod.from, report.comparePeriod.to)}`}
      </p>
      {report.rows.length === 0 ? (
        <p role="status">{t.noFacts}</p>
      ) : (
        <>
          <Chart report={report} show={show} />
          <DataTable
            label={`${t.keyFigures[report.keyFigure]} · ${t.groupings[report.grouping]}`}
            labelledBy={headingId}
            locale={locale}
            rows={report.rows}
            rowKey={(r) => r.key}
            rowAttributes={(r) => ({ 'data-key': r.key })}
            columns={[
              {
                key: 'label',
                header: t.groupings[report.grouping],
                rowHeader: true,
                cell: (r) => (
                  <>
                    {r.label}
                    {r.label !== r.key && <span className="sa-muted"> ({r.key})</span>}
                  </>
                ),
              },
              { key: 'value', header: t.value, className: 'sa-num', cell: (r) => show(r.value) },
              compare && {
                key: 'previous',
                header: t.previousYear,
                className: 'sa-num',
                cell: (r) => show(r.previousValue),
              },
              compare && {
                key: 'change',
                header: t.change,
                className: 'sa-num',
                cell: (r) => format.percent(r.changePercent),
              },
            ]}
            totals={{
              label: t.total,
              cells: {
                value: show(report.total.value),
                previous: show(report.total.previousValue),
                change: format.percent(report.total.changePercent),
              },
            }}
          />
        </>
      )}
    </section>
  );
}

/** Bars of the first 12 groups (and the previous year beside them); the figure's caption is the text alternative, the table the full data. */
function Chart({ report, show }: { report: SalesPerformance; show: (v: number | null) => string }) {
  const { t } = useEnv();
  const captionId = useId();
  const titleId = useId();
  const rows = report.rows.slice(0, 12);
  const max = Math.max(1, ...rows.map((r) => Math.max(r.value, r.previousValue ?? 0)));
  const top = [...report.rows].sort((a, b) => b.value - a.value)[0]!;
  const barWidth = 100 / rows.length;
  return (
    <figure className="sa-chart">
      <svg viewBox="0 0 100 50" preserveAspectRatio="none" role="img" aria-labelledby={`${titleId} ${captionId}`}>
        <title id={titleId}>{t.chartTitle}</title>
        {rows.map((r, i) => {
          const h = (r.value / max) * 46;
          const p = ((r.previousValue ?? 0) / max) * 46;
          return (
            <g key={r.key}>
              {r.previousValue !== null && (
                <rect
                  className="sa-chart__previous"
                  x={i * barWidth + barWidth * 0.1}
                  width={barWidth * 0.35}
                  y={50 - p}
                  height={p}
                />
              )}
              <rect
                className="sa-chart__bar"
                x={i * barWidth + barWidth * (r.previousValue !== null ? 0.5 : 0.2)}
                width={barWidth * (r.previousValue !== null ? 0.4 : 0.6)}
                y={50 - h}
                height={h}
              />
            </g>
          );
        })}
      </svg>
      <figcaption id={captionId}>
        {t.chartTitle}: {t.keyFigures[report.keyFigure]} · {t.groupings[report.grouping]}.{' '}
        {t.chartSummary(report.rows.length, `${top.label} ${show(top.value)}`, show(report.total.value))}
        {report.comparePeriod && (
          <span className="sa-legend">
            {' '}
            <span className="sa-swatch sa-swatch--bar" aria-hidden="true" /> {t.value}{' '}
            <span className="sa-swatch sa-swatch--previous" aria-hidden="true" /> {t.previousYear}
          </span>
        )}
      </figcaption>
    </figure>
  );
}
