import { CHART_KINDS, type ChartKind, type ReportingQuery, type ReportResult } from '@portal/contracts';
import { Button, KeySelect, Select, TextField } from '@portal/ui';
import { useState } from 'react';
import { ErrorAlert, useAction } from './action';
import { ReportChart } from './Chart';
import { chartPoints, columnHeading } from './chartData';
import { useEnv } from './env';

/** Builds a chart from a saved report's result and puts it on the person's dashboard. */
export function ChartPanel({
  query,
  result,
  onAdded,
}: {
  query: ReportingQuery;
  result: ReportResult;
  onAdded: () => void;
}) {
  const { api, t, locale, context } = useEnv();
  const numeric = result.columns.filter((c) => c.type === 'number' || c.type === 'integer');
  const others = result.columns.filter((c) => !numeric.includes(c));
  const [kind, setKind] = useState<ChartKind>('bar');
  const [category, setCategory] = useState(others[0]?.id ?? result.columns[0]?.id ?? '');
  const [value, setValue] = useState(numeric[0]?.id ?? '');
  const [name, setName] = useState(query.name);
  const { error, busy, run } = useAction();
  const heading = (id: string) => columnHeading(result, id, locale, t.aggregates);

  if (numeric.length === 0) return <p className="rp-muted">{t.chart.needsNumber}</p>;

  const add = () =>
    run(async () => {
      const chart = await api.addChart({
        reportingQueryId: query.reportingQueryId,
        name: name.trim(),
        kind,
        ...(kind === 'number' ? {} : { category }),
        value,
      });
      context.notify({ kind: 'success', text: t.chartAdded(chart.name) });
      onAdded();
    });

  return (
    <section className="rp" aria-labelledby="rp-chart">
      <h3 id="rp-chart">{t.chart.title}</h3>
      <div className="rp-row">
        <KeySelect label={t.chart.kind} value={kind} keys={CHART_KINDS} names={t.chart.kinds} onChoose={setKind} />
        {kind !== 'number' && (
          <Select
            label={t.chart.category}
            value={category}
            options={result.columns.map((c) => ({ value: c.id, label: heading(c.id) }))}
            onChange={(e) => setCategory(e.target.value)}
          />
        )}
        <Select
          label={t.chart.value}
          value={value}
          options={numeric.map((c) => ({ value: c.id, label: heading(c.id) }))}
          onChange={(e) => setValue(e.target.value)}
        />
        <TextField label={t.chart.name} value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
        <Button icon="plus" disabled={busy || !name.trim() || !value} onClick={() => void add()}>
          {t.chart.add}
        </Button>
      </div>
      <ErrorAlert error={error} />
      <ReportChart
        kind={kind}
        title={name.trim() || query.name}
        valueLabel={heading(value)}
        categoryLabel={kind === 'number' ? undefined : heading(category)}
        points={chartPoints(result, kind === 'number' ? null : category, value)}
      />
    </section>
  );
}
