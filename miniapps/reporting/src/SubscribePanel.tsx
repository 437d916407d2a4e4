import {
  type ReportingQuery,
  SUBSCRIPTION_FORMATS,
  SUBSCRIPTION_FREQUENCIES,
  type Subscription,
  type SubscriptionFormat,
  type SubscriptionFrequency,
  type SubscriptionInput,
} from '@portal/contracts';
import { Button, IconButton, Select, TextField } from '@portal/ui';
import { useCallback, useEffect, useState } from 'react';
import { ErrorAlert, useAction } from './action';
import { failureText } from './Builder';
import { useEnv } from './env';

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
const MONTH_DAYS = Array.from({ length: 28 }, (_, d) => d + 1);

/**
 * Sends a saved report by e-mail on a schedule (Metabase's subscriptions as the model), and lists,
 * edits and ends its subscriptions. Editing fills the same form with the subscription's settings
 * and offers the report it sends as one more choice.
 */
export function SubscribePanel({ query }: { query: ReportingQuery }) {
  const { api, t, locale, intl, context } = useEnv();
  const [list, setList] = useState<Subscription[]>([]);
  const [frequency, setFrequency] = useState<SubscriptionFrequency>('weekly');
  const [weekday, setWeekday] = useState(1);
  const [monthDay, setMonthDay] = useState(1);
  const [hour, setHour] = useState(7);
  const [format, setFormat] = useState<SubscriptionFormat>('xlsx');
  const [recipients, setRecipients] = useState('');
  /** The subscription being edited, and the reports it may send (own and shared). */
  const [editing, setEditing] = useState<Subscription | undefined>();
  const [reportId, setReportId] = useState(query.reportingQueryId);
  const [reports, setReports] = useState<ReportingQuery[]>([]);
  const { error, setError, busy, run } = useAction();

  const refresh = useCallback(async () => {
    const all = await api.subscriptions();
    setList(all.filter((s) => s.reportingQueryId === query.reportingQueryId));
  }, [api, query.reportingQueryId]);
  useEffect(() => {
    refresh().catch((e) => setError(failureText(t, e)));
  }, [refresh, t, setError]);

  const weekdayName = (d: number) =>
    new Intl.DateTimeFormat(intl, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, d)));
  const time = (h: number) => `${String(h).padStart(2, '0')}:00`;
  const describe = (s: Subscription) =>
    [
      t.subscription.frequencies[s.frequency],
      s.weekday ? weekdayName(s.weekday) : undefined,
      s.monthDay ? t.subscriptionDay(s.monthDay) : undefined,
      time(s.hour),
      s.format.toUpperCase(),
      s.recipients.join(', '),
    ]
      .filter(Boolean)
      .join(' · ');

  /** The day a weekly or monthly schedule sends on; a daily one has none. */
  const day =
    frequency === 'weekly'
      ? { label: t.subscription.weekday, value: weekday, numbers: WEEKDAYS, name: weekdayName, onChange: setWeekday }
      : frequency === 'monthly'
        ? { label: t.subscription.monthDay, value: monthDay, numbers: MONTH_DAYS, name: String, onChange: setMonthDay }
        : undefined;

  const input = (): SubscriptionInput => ({
    reportingQueryId: editing ? reportId : query.reportingQueryId,
    frequency,
    hour,
    ...(frequency === 'weekly' ? { weekday } : {}),
    ...(frequency === 'monthly' ? { monthDay } : {}),
    format,
    // A subscription keeps the language it was made in; a new one takes the reader's.
    locale: editing?.locale ?? locale,
    recipients: recipients
      .split(/[,;\s]+/)
      .map((r) => r.trim())
      .filter(Boolean),
  });

  const closeEdit = () => {
    setEditing(undefined);
    setReportId(query.reportingQueryId);
    setRecipients('');
  };

  const subscribe = () =>
    run(async () => {
      await api.subscribe(input());
      context.notify({ kind: 'success', text: t.subscribed(query.name) });
      setRecipients('');
      await refresh();
    });

  const edit = (s: Subscription) =>
    run(async () => {
      setReports(await api.queries());
      setEditing(s);
      setReportId(s.reportingQueryId);
      setFrequency(s.frequency);
      setWeekday(s.weekday ?? 1);
      setMonthDay(s.monthDay ?? 1);
      setHour(s.hour);
      setFormat(s.format);
      setRecipients(s.recipients.join(', '));
    });

  const saveChanges = (s: Subscription) =>
    run(async () => {
      const changed = await api.updateSubscription(s.subscriptionId, input(), s.version);
      context.notify({ kind: 'success', text: t.subscriptionChanged(changed.queryName) });
      closeEdit();
      await refresh();
    });

  const unsubscribe = (s: Subscription) =>
    run(async () => {
      await api.unsubscribe(s.subscriptionId);
      if (editing?.subscriptionId === s.subscriptionId) closeEdit();
      await refresh();
    });

  return (
    <section className="rp" aria-labelledby="rp-subscription">
      <h3 id="rp-subscription">{t.subscription.title}</h3>
      <p className="rp-muted">{t.subscription.intro}</p>
      <div className="rp-row">
        {editing && (
          <Select
            label={t.subscription.report}
            value={reportId}
            options={reports.map((r) => ({ value: r.reportingQueryId, label: r.name }))}
            onChange={(e) => setReportId(e.target.value)}
          />
        )}
        <Select
          label={t.subscription.frequency}
          value={frequency}
          options={SUBSCRIPTION_FREQUENCIES.map((f) => ({ value: f, label: t.subscription.frequencies[f] }))}
          onChange={(e) => setFrequency(e.target.value as SubscriptionFrequency)}
        />
        {day && <NumberSelect {...day} />}
        <NumberSelect label={t.subscription.hour} value={hour} numbers={HOURS} name={time} onChange={setHour} />
        <Select
          label={t.subscription.format}
          value={format}
          options={SUBSCRIPTION_FORMATS.map((f) => ({ value: f, label: f.toUpperCase() }))}
          onChange={(e) => setFormat(e.target.value as SubscriptionFormat)}
        />
        <TextField
          label={t.subscription.recipients}
          type="text"
          value={recipients}
          onChange={(e) => setRecipients(e.target.value)}
        />
        {editing ? (
          <>
            <Button icon="check" disabled={busy || !recipients.trim()} onClick={() => void saveChanges(editing)}>
              {t.subscription.saveChanges}
            </Button>
            <Button icon="x" disabled={busy} onClick={closeEdit}>
              {t.cancel}
            </Button>
          </>
        ) : (
          <Button icon="mail" disabled={busy || !recipients.trim()} onClick={() => void subscribe()}>
            {t.subscription.subscribe}
          </Button>
        )}
      </div>
      <ErrorAlert error={error} />
      {list.length === 0 ? (
        <p className="rp-muted">{t.subscription.none}</p>
      ) : (
        <ul className="rp-list" aria-label={t.subscription.list}>
          {list.map((s) => (
            <li key={s.subscriptionId}>
              <span>
                {describe(s)}
                {s.lastError ? ` – ${t.subscription.failed}` : ''}
              </span>
              <IconButton icon="pencil" label={t.editSubscription(describe(s))} onClick={() => void edit(s)} />
              <IconButton icon="trash-2" label={t.unsubscribe(describe(s))} onClick={() => void unsubscribe(s)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A choice among numbers (a weekday, a day of the month, an hour), each shown by its name. */
function NumberSelect({
  label,
  value,
  numbers,
  name,
  onChange,
}: {
  label: string;
  value: number;
  numbers: readonly number[];
  name: (n: number) => string;
  onChange: (n: number) => void;
}) {
  return (
    <Select
      label={label}
      value={String(value)}
      options={numbers.map((n) => ({ value: String(n), label: name(n) }))}
      onChange={(e) => onChange(Number(e.target.value))}
    />
  );
}
