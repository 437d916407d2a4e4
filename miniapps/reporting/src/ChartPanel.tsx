import { CHART_KINDS, type ChartKind, type ReportingQuery, type ReportResult } from '@portal/contracts';
import { Button, Select, TextField } from '@portal/ui';
import { useState } from 'react';
import { failureText } from './Builder';
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
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const heading = (id: string) => columnHeading(result, id, locale, t.aggregates);

  if (numeric.length === 0) return <p className="rp-muted">{t.chart.needsNumber}</p>;

  async function add() {
    setBusy(true);
    setError(undefined);
    try {
      const chart = await api.addChart({
        reportingQueryId: query.reportingQueryId,
        name: name.trim(),
        kind,
        ...(kind === 'number' ? {} : { category }),
        value,
      });
      context.notify({ kind: 'success', text: t.chartAdded(chart.name) });
      onAdded();
    } catch (e) {
      setError(failureText(t, e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="rp" aria-labelledby="rp-chart">
      <h3 id="rp-chart">{t.chart.title}</h3>
      <div className="rp-row">
        <Select
          label={t.chart.kind}
          value={kind}
          options={CHART_KINDS.map((k) => ({ value: k, label: t.chart.kinds[k] }))}
          onChange={(e) => setKind(e.target.value as ChartKind)}
        />
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
      {error && (
        <p className="rp-error" role="alert">
          {error}
        </p>
      )}
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
