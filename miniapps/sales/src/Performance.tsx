import type { SalesExportFormat, SalesPerformance } from '@portal/contracts';
import {
  isFreeRange,
  SALES_COMPARE_TYPES,
  SALES_CURRENCIES,
  SALES_GROUPINGS,
  SALES_KEY_FIGURES,
  SALES_RANGE_TYPES,
  type SalesCompareType,
} from '@portal/contracts/sales';
import { saveBlob } from '@portal/sdk';
import { Button, DataTable, KeySelect, Select } from '@portal/ui';
import { useId, useMemo, useState } from 'react';
import { Loading, useFormat, useLoad } from './common';
import { useEnv } from './env';
import { performanceFileName } from './exportName';
import { Filters } from './performance/Filters';
import { periodLabel, releaseTime } from './performance/format';
import { PerformanceChart } from './performance/PerformanceChart';
import {
  defaultPeriod,
  drillInto,
  drillIntoHeadOffice,
  drillOut,
  drillOutOfHeadOffice,
  type HeadOffice,
  performanceQuery,
  periodOptions,
  type Selection,
  withFilters,
  withGrouping,
} from './performance/query';
import { SeriesChart } from './performance/SeriesChart';

const START: Selection = {
  keyFigure: 'NetSales',
  rangeType: 'YearToDate',
  period: '',
  grouping: 'Month',
  currency: 'EUR',
  compare: 'PreviousYear',
  filters: {},
};

/**
 * The sales performance report (route sales) as controllers use it: key figure, a relative or
 * free period (month, quarter, year, fiscal year), grouping, comparison with the previous year or
 * the budget, filters, drill-down through the customer hierarchy, chart, table and export.
 */
export function Performance() {
  const { api, t, context, locale } = useEnv();
  const [selection, setSelection] = useState<Selection>(START);
  const [busy, setBusy] = useState<SalesExportFormat>();
  const filterValues = useLoad(() => api.performanceFilter(), [api]);
  const months = filterValues.data?.months ?? { first: null, last: null };
  const query = useMemo(() => performanceQuery(selection), [selection]);
  const loaded = useLoad(
    isFreeRange(selection.rangeType) && !selection.period ? undefined : () => api.performance(query),
    [api, query],
  );
  const set = (change: Partial<Selection>) => setSelection((s) => ({ ...s, ...change }));
  const free = isFreeRange(selection.rangeType) ? selection.rangeType : undefined;

  const download = async (format: SalesExportFormat) => {
    const report = loaded.data;
    if (!report) return;
    setBusy(format);
    try {
      const blob = await api.exportPerformance(query, format, locale, context.country);
      const name = performanceFileName(locale, selection.keyFigure, report.period, format);
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
        <KeySelect
          label={t.keyFigure}
          value={selection.keyFigure}
          keys={SALES_KEY_FIGURES}
          names={t.keyFigures}
          onChoose={(keyFigure) => set({ keyFigure })}
        />
        <KeySelect
          label={t.range}
          value={selection.rangeType}
          keys={SALES_RANGE_TYPES}
          names={t.ranges}
          onChoose={(rangeType) => set({ rangeType, period: defaultPeriod(rangeType, months.first, months.last) })}
        />
        {free && (
          <Select
            label={t.report.period}
            value={selection.period}
            onChange={(e) => set({ period: e.target.value })}
            options={periodOptions(free, months.first, months.last).map((p) => ({
              value: p,
              label: periodLabel(t, locale, context.country, free, p),
            }))}
          />
        )}
        <KeySelect
          label={t.grouping}
          value={selection.grouping}
          keys={SALES_GROUPINGS}
          names={t.groupings}
          onChoose={(grouping) => setSelection((s) => withGrouping(s, grouping))}
        />
        <Select
          label={t.currency}
          value={selection.currency}
          disabled={selection.keyFigure === 'Quantity'}
          onChange={(e) => set({ currency: e.target.value })}
          options={SALES_CURRENCIES.map((c) => ({ value: c, label: c }))}
        />
        <Select
          label={t.report.compare}
          value={selection.compare}
          onChange={(e) => set({ compare: e.target.value as SalesCompareType })}
          options={SALES_COMPARE_TYPES.map((c) => ({ value: c, label: t.report.compareTypes[c] }))}
        />
      </fieldset>
      {filterValues.data && (
        <Filters
          values={filterValues.data}
          selection={selection}
          onChange={(filters) => setSelection((s) => withFilters(s, filters))}
        />
      )}
      <DrillPath selection={selection} onChange={setSelection} />
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
            <Report
              report={loaded.data}
              onDrill={
                selection.node === undefined && loaded.data.grouping === 'CustomerHierarchy'
                  ? (node) => setSelection((s) => drillInto(s, node))
                  : undefined
              }
              onHeadOffice={
                selection.headOffice === undefined && loaded.data.grouping === 'Customer'
                  ? (headOffice) => setSelection((s) => drillIntoHeadOffice(s, headOffice))
                  : undefined
              }
            />
          </>
        )}
      </Loading>
    </div>
  );
}

/**
 * The breadcrumb of the drill-down: the hierarchy's nodes (or all customers), the node drilled
 * into, the head office drilled into; each level above the current one leads back to it.
 */
function DrillPath({
  selection,
  onChange,
}: {
  selection: Selection;
  onChange: (change: (s: Selection) => Selection) => void;
}) {
  const { t } = useEnv();
  const { node, headOffice } = selection;
  if (node === undefined && headOffice === undefined) return null;
  return (
    <nav aria-label={t.report.drillPath} className="sa-crumbs">
      <ol>
        <li>
          {node !== undefined ? (
            <Button onClick={() => onChange(drillOut)}>{t.report.allNodes}</Button>
          ) : (
            <Button onClick={() => onChange(drillOutOfHeadOffice)}>{t.report.allCustomers}</Button>
          )}
        </li>
        {node !== undefined && (
          <li aria-current={headOffice ? undefined : 'location'}>
            {headOffice ? <Button onClick={() => onChange(drillOutOfHeadOffice)}>{node}</Button> : node}
          </li>
        )}
        {headOffice && (
          <li aria-current="location">
            {headOffice.name} ({headOffice.number})
          </li>
        )}
      </ol>
    </nav>
  );
}

function Report({
  report,
  onDrill,
  onHeadOffice,
}: {
  report: SalesPerformance;
  onDrill: ((node: string) => void) | undefined;
  onHeadOffice: ((headOffice: HeadOffice) => void) | undefined;
}) {
  const { t, locale, context } = useEnv();
  const format = useFormat();
  const headingId = useId();
  const hintId = useId();
  const branchHintId = useId();
  const heads = onHeadOffice !== undefined && report.rows.some((r) => r.branches);
  const amount = report.keyFigure !== 'Quantity';
  const show = (v: number | null) => (v === null ? '–' : amount ? format.money(v, report.currency) : format.number(v));
  const compare = report.comparePeriod !== null;
  const budget = report.compareType === 'Budget';
  return (
    <section aria-labelledby={headingId} className="sa" data-grouping={report.grouping}>
      <h3 id={headingId}>
        {t.keyFigures[report.keyFigure]} · {t.groupings[report.grouping]}
      </h3>
      <p className="sa-muted">
        {t.period(report.period.from, report.period.to)}
        {report.comparePeriod && ` · ${t.comparePeriod(report.comparePeriod.from, report.comparePeriod.to)}`}
      </p>
      <p className="sa-muted" data-release={report.lastReleaseDate ?? ''}>
        {report.lastReleaseDate
          ? t.report.released(releaseTime(locale, context.country, report.lastReleaseDate))
          : t.report.notReleased}
      </p>
      {budget && report.total.budget === null && <p role="note">{t.report.noBudget}</p>}
      {onDrill && <p id={hintId}>{t.report.drillHint}</p>}
      {heads && <p id={branchHintId}>{t.report.branchesHint}</p>}
      {/* A head office's level lists only customers with postings; the branch count above counted them all. */}
      {report.headOffice && report.headOffice.unlisted > 0 && (
        <p role="note">{t.report.unlisted(report.headOffice.unlisted)}</p>
      )}
      {report.rows.length === 0 ? (
        <p role="status">{t.noFacts}</p>
      ) : (
        <>
          <PerformanceChart report={report} show={show} />
          {/* A few groups (two countries, say) come with their months: drawn side by side, one line each. */}
          {report.series && <SeriesChart report={report} series={report.series} show={show} />}
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
                cell: (r) =>
                  onDrill ? (
                    <button type="button" className="sa-drill" aria-describedby={hintId} onClick={() => onDrill(r.key)}>
                      {r.label}
                    </button>
                  ) : (
                    <>
                      {r.label}
                      {r.label !== r.key && <span className="sa-muted"> ({r.key})</span>}
                      {onHeadOffice && r.branches && (
                        <>
                          {' '}
                          <button
                            type="button"
                            className="sa-drill"
                            aria-describedby={branchHintId}
                            aria-label={t.report.showBranches(r.label, t.report.branches(r.branches))}
                            onClick={() => onHeadOffice({ number: r.key, name: r.label })}
                          >
                            {t.report.branches(r.branches)}
                          </button>
                        </>
                      )}
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
              budget && { key: 'budget', header: t.report.budget, className: 'sa-num', cell: (r) => show(r.budget) },
              budget && {
                key: 'budgetDifference',
                header: t.report.budgetDifference,
                className: 'sa-num',
                cell: (r) => show(r.budgetDifference),
              },
              budget && {
                key: 'budgetDifferencePercent',
                header: t.report.budgetDifferencePercent,
                className: 'sa-num',
                cell: (r) => format.percent(r.budgetDifferenceInPercent),
              },
            ]}
            totals={{
              label: t.total,
              cells: {
                value: show(report.total.value),
                previous: show(report.total.previousValue),
                change: format.percent(report.total.changePercent),
                budget: show(report.total.budget),
                budgetDifference: show(report.total.budgetDifference),
                budgetDifferencePercent: format.percent(report.total.budgetDifferenceInPercent),
              },
            }}
          />
        </>
      )}
    </section>
  );
}
