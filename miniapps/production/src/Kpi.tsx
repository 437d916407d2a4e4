import {
  fill,
  type KpiHistoryEntry,
  type KpiSite,
  type KpiState,
  type KpiUnit,
  type KpiWeek,
  type PerformanceIndicator,
  parseNumberAsWritten,
} from '@portal/contracts';
import { Button, DataTable, Icon, type Loaded, LoadGate, Select, TextField, useLoad } from '@portal/ui';
import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { useEnv } from './env';
import { kpiInputText, kpiNumber } from './kpiNumber';
import { Trend } from './Trend';

/** The KPI screen (route production/kpi): every plant's last reported week, a plant's weeks, and the weekly edit form. */
export function Kpi() {
  const [site, setSite] = useState<string>();
  return site ? <SiteDetails siteId={site} onBack={() => setSite(undefined)} /> : <Overview onOpen={setSite} />;
}

function Overview({ onOpen }: { onOpen: (site: string) => void }) {
  const { api, t } = useEnv();
  const loaded = useLoad(() => api.overview(), [api]);
  return (
    <div className="pr">
      <h2>{t.title}</h2>
      <p className="pr-muted">{t.intro}</p>
      <Loading loaded={loaded}>
        {loaded.data && (
          <>
            <p>{t.currentWeek(loaded.data.currentYear, loaded.data.currentCalendarWeek)}</p>
            {loaded.data.kpiSite.length === 0 ? (
              <p>{t.noSites}</p>
            ) : (
              <ul className="pr-sites">
                {loaded.data.kpiSite.map((site) => (
                  <SiteCard key={site.kpiSite} site={site} onOpen={() => onOpen(site.kpiSite)} />
                ))}
              </ul>
            )}
          </>
        )}
      </Loading>
    </div>
  );
}

function SiteCard({ site, onOpen }: { site: KpiSite; onOpen: () => void }) {
  const { t } = useEnv();
  const headingId = useId();
  const first = site.performanceIndicator[0];
  return (
    <li className="pr-site" aria-labelledby={headingId}>
      <div className="pr-site__head">
        <h3 id={headingId}>{site.name}</h3>
        <span className="pr-muted">
          {site.country} · {first ? t.week(first.year, first.calendarWeek) : t.noValues}
        </span>
      </div>
      {site.description && <p className="pr-muted">{site.description}</p>}
      {first && <IndicatorTable indicators={site.performanceIndicator} label={site.name} />}
      <div>
        <Button icon="arrow-right" onClick={onOpen}>
          {t.details}
          <span className="p-visually-hidden">: {site.name}</span>
        </Button>
      </div>
    </li>
  );
}

/** The traffic light as icon, word and colour together (WCAG 1.4.1: never colour alone). */
export function Light({ state }: { state: KpiState }) {
  const { t } = useEnv();
  const icon = state === 'green' ? 'check' : state === 'yellow' ? 'alert' : state === 'red' ? 'x' : 'info';
  return (
    <span className={`pr-light pr-light--${state}`} data-state={state}>
      <Icon name={icon} size={16} />
      {t.states[state]}
    </span>
  );
}

function useNumber() {
  const { intl, t } = useEnv();
  return useCallback((value: number | null, unit: KpiUnit) => kpiNumber(value, t.units[unit], intl), [intl, t]);
}

function IndicatorTable({ indicators, label }: { indicators: readonly PerformanceIndicator[]; label: string }) {
  const { t, locale } = useEnv();
  const number = useNumber();
  return (
    <DataTable
      label={label}
      hideCaption
      locale={locale}
      rows={indicators}
      rowKey={(i) => i.name}
      rowAttributes={(i) => ({ 'data-kpi': i.name })}
      columns={[
        { key: 'kpi', header: t.kpi, rowHeader: true, cell: (i) => t.kpis[i.name] },
        { key: 'actual', header: t.actual, className: 'pr-num', cell: (i) => number(i.week, i.unit) },
        { key: 'target', header: t.target, className: 'pr-num', cell: (i) => number(i.targetValue, i.unit) },
        { key: 'stateOfWeek', header: t.state, cell: (i) => <Light state={i.stateOfWeek} /> },
        {
          key: 'monthToDate',
          header: t.monthToDate,
          className: 'pr-num',
          cell: (i) => `${number(i.month, i.unit)} / ${number(i.monthTargetValue, i.unit)}`,
        },
        { key: 'stateOfMonth', header: t.state, cell: (i) => <Light state={i.stateOfMonth} /> },
      ]}
    />
  );
}

function SiteDetails({ siteId, onBack }: { siteId: string; onBack: () => void }) {
  const { api, t } = useEnv();
  const loaded = useLoad(() => api.details(siteId), [api, siteId]);
  const [week, setWeek] = useState<string>();
  const details = loaded.data;
  const shown = details?.weeks.find((w) => `${w.year}-${w.calendarWeek}` === week) ?? details?.weeks[0];
  return (
    <div className="pr">
      <div>
        <Button icon="arrow-left" onClick={onBack}>
          {t.back}
        </Button>
      </div>
      <Loading loaded={loaded}>
        {details && (
          <>
            <h2>{details.site.name}</h2>
            <p className="pr-muted">
              {details.site.description} · {t.currentWeek(details.site.currentYear, details.site.currentCalendarWeek)}
            </p>
            {shown ? (
              <>
                <div className="pr-toolbar">
                  <Select
                    label={t.weeks}
                    value={`${shown.year}-${shown.calendarWeek}`}
                    onChange={(event) => setWeek(event.target.value)}
                    options={details.weeks.map((w) => ({
                      value: `${w.year}-${w.calendarWeek}`,
                      label: t.week(w.year, w.calendarWeek),
                    }))}
                  />
                </div>
                <IndicatorTable
                  indicators={shown.performanceIndicator}
                  label={`${details.site.name}, ${t.week(shown.year, shown.calendarWeek)}`}
                />
              </>
            ) : (
              <p>{t.noValues}</p>
            )}
            <Trend siteId={siteId} />
            {details.site.isEditable && <EditWeek siteId={siteId} onSaved={loaded.reload} />}
          </>
        )}
      </Loading>
    </div>
  );
}

type Draft = Record<string, { target: string; actual: string }>;

const draftOf = (week: KpiWeek, intl: string): Draft =>
  Object.fromEntries(
    week.values.map((v) => [
      v.kpi,
      { target: kpiInputText(v.targetValue, intl), actual: kpiInputText(v.actualValue, intl) },
    ]),
  );

/** The weekly edit form for editors: values with the version read, the week's history below. */
function EditWeek({ siteId, onSaved }: { siteId: string; onSaved: () => void }) {
  const { api, t, intl } = useEnv();
  const weeks = useLoad(() => api.editOverview(siteId), [api, siteId]);
  const [chosen, setChosen] = useState<string>();
  const first = weeks.data?.weeks[0];
  const key = chosen ?? (first ? `${first.year}-${first.calendarWeek}` : undefined);
  const [year, calendarWeek] = key ? key.split('-').map(Number) : [undefined, undefined];
  const week = useLoad(year && calendarWeek ? () => api.week(siteId, year, calendarWeek) : undefined, [
    api,
    siteId,
    year,
    calendarWeek,
  ]);
  const history = useLoad(year && calendarWeek ? () => api.history(siteId, year, calendarWeek) : undefined, [
    api,
    siteId,
    year,
    calendarWeek,
  ]);
  const [draft, setDraft] = useState<Draft>({});
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string }>();
  const [saving, setSaving] = useState(false);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const read = week.data;
  useEffect(() => {
    if (read) setDraft(draftOf(read.value, intl));
  }, [read, intl]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!read || !year || !calendarWeek) return;
    const bad = new Set<string>();
    const values = read.value.values.map((v) => {
      const entry = draft[v.kpi] ?? { target: '', actual: '' };
      const targetValue = parseNumberAsWritten(entry.target, intl);
      const actualValue = parseNumberAsWritten(entry.actual, intl);
      if (targetValue === undefined) bad.add(`${v.kpi}.target`);
      if (actualValue === undefined) bad.add(`${v.kpi}.actual`);
      return { kpi: v.kpi, targetValue: targetValue ?? null, actualValue: actualValue ?? null };
    });
    setInvalid(bad);
    if (bad.size > 0) {
      setMessage({ kind: 'error', text: t.invalidNumber });
      return;
    }
    setSaving(true);
    try {
      await api.update(siteId, year, calendarWeek, { values }, read.etag);
      setMessage({ kind: 'success', text: t.saved });
      onSaved();
      week.reload();
      history.reload();
    } catch (error) {
      // By shape, not instanceof: the shell's HTTP client throws the shell's copy of HttpError.
      const failure = error as { status?: number; problem?: { errors?: Array<{ path: string }> } } | null;
      const status = failure?.status ?? 0;
      const paths = (failure?.problem?.errors ?? []).map((e) => e.path);
      setInvalid(new Set(paths.map(fieldOfPath(values.map((v) => v.kpi)))));
      setMessage({
        kind: 'error',
        text: status === 412 ? t.stale : status === 400 ? t.invalidNumber : t.loadFailed,
      });
      // A stale edit shows the other person's values; a refused value stays in the form to correct.
      if (status === 412) {
        week.reload();
        history.reload();
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="pr-edit" aria-labelledby="pr-edit-title">
      <h3 id="pr-edit-title">{t.edit}</h3>
      <Loading loaded={weeks}>
        {weeks.data && key && (
          <div className="pr-toolbar">
            <Select
              label={t.editWeek}
              value={key}
              onChange={(event) => {
                setChosen(event.target.value);
                setMessage(undefined);
                setInvalid(new Set());
              }}
              options={weeks.data.weeks.map((w) => ({
                value: `${w.year}-${w.calendarWeek}`,
                label: `${t.week(w.year, w.calendarWeek)}${w.hasValues ? '' : ` (${t.noValues})`}`,
              }))}
            />
          </div>
        )}
      </Loading>
      {read && (
        <form className="pr-edit" onSubmit={save} noValidate>
          {read.value.values.map((v) => (
            <div className="pr-edit__row" key={v.kpi} data-kpi={v.kpi}>
              <strong>{t.kpis[v.kpi]}</strong>
              <TextField
                label={`${t.target} (${t.units[v.unit]})`}
                inputMode="decimal"
                value={draft[v.kpi]?.target ?? ''}
                hint={
                  v.targetCarriedFrom
                    ? fill(t.targetCarriedFrom, {
                        week: t.week(v.targetCarriedFrom.year, v.targetCarriedFrom.calendarWeek),
                      })
                    : undefined
                }
                error={invalid.has(`${v.kpi}.target`) ? t.invalidNumber : undefined}
                onChange={(event) =>
                  setDraft((d) => ({ ...d, [v.kpi]: { actual: d[v.kpi]?.actual ?? '', target: event.target.value } }))
                }
              />
              <TextField
                label={`${t.actual} (${t.units[v.unit]})`}
                inputMode="decimal"
                value={draft[v.kpi]?.actual ?? ''}
                error={invalid.has(`${v.kpi}.actual`) ? t.invalidNumber : undefined}
                onChange={(event) =>
                  setDraft((d) => ({ ...d, [v.kpi]: { target: d[v.kpi]?.target ?? '', actual: event.target.value } }))
                }
              />
            </div>
          ))}
          <div aria-live="polite" role="status">
            {message?.kind === 'success' && <p>{message.text}</p>}
          </div>
          {message?.kind === 'error' && (
            <p className="pr-error" role="alert">
              {message.text}
            </p>
          )}
          <div>
            <Button type="submit" variant="primary" icon="check" disabled={saving}>
              {t.save}
            </Button>
          </div>
        </form>
      )}
      <History entries={history.data} />
    </section>
  );
}

/** `body.values.1.actualValue` → `Productivity.actual`, to mark the field the server refused. */
const fieldOfPath = (kpis: readonly string[]) => (path: string) => {
  const match = /values\.(\d+)\.(target|actual)Value/.exec(path);
  return match ? `${kpis[Number(match[1])]}.${match[2]}` : path;
};

function History({ entries }: { entries: readonly KpiHistoryEntry[] | undefined }) {
  const { t, intl, locale } = useEnv();
  const number = useNumber();
  if (!entries) return null;
  return (
    <>
      <h3 id="pr-history-title">{t.history}</h3>
      <DataTable
        label={t.history}
        labelledBy="pr-history-title"
        locale={locale}
        rows={entries}
        rowKey={(h) => String(h.id)}
        emptyText={t.noHistory}
        columns={[
          {
            key: 'when',
            header: t.when,
            cell: (h) =>
              new Intl.DateTimeFormat(intl, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(h.timestamp)),
          },
          { key: 'kpi', header: t.kpi, rowHeader: true, cell: (h) => t.kpis[h.kpi] },
          {
            key: 'before',
            header: t.before,
            className: 'pr-num',
            cell: (h) => `${number(h.targetValueBefore, h.unit)} / ${number(h.actualValueBefore, h.unit)}`,
          },
          {
            key: 'after',
            header: t.after,
            className: 'pr-num',
            cell: (h) => `${number(h.targetValueAfter, h.unit)} / ${number(h.actualValueAfter, h.unit)}`,
          },
          { key: 'who', header: t.who, cell: (h) => h.user },
        ]}
      />
    </>
  );
}

export function Loading({ loaded, children }: { loaded: Loaded<unknown>; children: ReactNode }) {
  const { t } = useEnv();
  return (
    <LoadGate loaded={loaded} failedText={() => t.loadFailed} texts={t}>
      {children}
    </LoadGate>
  );
}
