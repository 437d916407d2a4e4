import { type Chart, type Dashboard, type ReportResult, type SharedDashboard, UI } from '@portal/contracts';
import { Button, IconButton, Select, Spinner, TextField } from '@portal/ui';
import { useCallback, useEffect, useState } from 'react';
import { ErrorAlert, useAction, useRecipients } from './action';
import { failureText } from './Builder';
import { ReportChart } from './Chart';
import { chartPoints, columnHeading } from './chartData';
import { useEnv } from './env';

/** The person's dashboard of saved charts, or one shared with them; the owner shares it like a query. */
export function DashboardPanel({ version }: { version: number }) {
  const { api, t, context } = useEnv();
  const [owner, setOwner] = useState('');
  const [dashboard, setDashboard] = useState<Dashboard | undefined>();
  const [shared, setShared] = useState<SharedDashboard[]>([]);
  const { error, setError, run } = useAction();
  const mayShare = context.permissions.has(UI.shareOptionReporting.id);

  const refresh = useCallback(async () => {
    try {
      setDashboard(await api.dashboard(owner || undefined));
      setShared(await api.sharedDashboards());
    } catch (e) {
      setError(failureText(t, e));
    }
  }, [api, owner, t, setError]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new chart (version) reloads the dashboard
  useEffect(() => {
    void refresh();
  }, [refresh, version]);

  const remove = (chart: Chart) =>
    run(async () => {
      await api.removeChart(chart.chartId);
      await refresh();
    });

  return (
    <section className="rp" aria-labelledby="rp-dashboard">
      <h3 id="rp-dashboard">{t.dashboard.title}</h3>
      {shared.length > 0 && (
        <div className="rp-row">
          <Select
            label={t.dashboard.whose}
            value={owner}
            options={[
              { value: '', label: t.dashboard.mine },
              ...shared.map((s) => ({ value: s.ownerId, label: t.dashboardOf(s.ownerName) })),
            ]}
            onChange={(e) => setOwner(e.target.value)}
          />
        </div>
      )}
      <ErrorAlert error={error} />
      {!dashboard ? (
        <Spinner label={t.loading} />
      ) : dashboard.charts.length === 0 ? (
        <p className="rp-muted">{t.dashboard.empty}</p>
      ) : (
        <div className="rp-dashboard">
          {dashboard.charts.map((chart) => (
            <DashboardChart
              key={chart.chartId}
              chart={chart}
              mayRemove={dashboard.isOwner}
              onRemove={() => void remove(chart)}
            />
          ))}
        </div>
      )}
      {dashboard?.isOwner && mayShare && <DashboardShares dashboard={dashboard} onChange={() => void refresh()} />}
    </section>
  );
}

function DashboardChart({ chart, mayRemove, onRemove }: { chart: Chart; mayRemove: boolean; onRemove: () => void }) {
  const { api, t, locale } = useEnv();
  const [result, setResult] = useState<ReportResult | undefined>();
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    api.chartData(chart.chartId).then(setResult, (e) => setError(failureText(t, e)));
  }, [api, chart.chartId, t]);
  const heading = (id: string) => (result ? columnHeading(result, id, locale, t.aggregates) : id);
  return (
    <div className="rp-card">
      {mayRemove && <IconButton icon="trash-2" label={t.removeChart(chart.name)} onClick={onRemove} />}
      {error ? (
        <p className="rp-error">{error}</p>
      ) : !result ? (
        <Spinner label={t.loading} />
      ) : (
        <ReportChart
          kind={chart.kind}
          title={chart.name}
          valueLabel={heading(chart.value)}
          categoryLabel={chart.category ? heading(chart.category) : undefined}
          points={chartPoints(result, chart.category, chart.value)}
        />
      )}
    </div>
  );
}

function DashboardShares({ dashboard, onChange }: { dashboard: Dashboard; onChange: () => void }) {
  const { api, t, context } = useEnv();
  const [search, setSearch] = useState('');
  const { error, setError, run } = useAction();
  const found = useRecipients(search, setError);

  const act = (call: () => Promise<unknown>, done?: string) =>
    run(async () => {
      await call();
      if (done) context.notify({ kind: 'success', text: done });
      onChange();
    });

  return (
    <fieldset>
      <legend>{t.dashboard.share}</legend>
      {dashboard.shares.length > 0 && (
        <ul className="rp-list" aria-label={t.dashboard.sharedWith}>
          {dashboard.shares.map((s) => (
            <li key={s.userId}>
              <span>{s.userName}</span>
              <IconButton
                icon="x"
                label={t.unshare(s.userName)}
                onClick={() => void act(() => api.unshareDashboard(dashboard.ownerId, s.userId))}
              />
            </li>
          ))}
        </ul>
      )}
      <TextField label={t.dashboard.findPerson} value={search} onChange={(e) => setSearch(e.target.value)} />
      {found && (
        <ul className="rp-list">
          {found.map((r) => (
            <li key={r.userId}>
              <span>
                {r.name} ({r.email})
              </span>
              <Button onClick={() => void act(() => api.shareDashboard(r.userId), t.shared(r.name))}>
                {t.shareWith(r.name)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ErrorAlert error={error} />
    </fieldset>
  );
}
