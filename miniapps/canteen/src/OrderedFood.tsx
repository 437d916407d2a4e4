import type { Canteen, OrderedArticles } from '@portal/contracts';
import { Button, FormDialog, TextAreaField, TextField } from '@portal/ui';
import { useId, useState } from 'react';
import type { Range } from './api';
import { CanteenScreen, LoadState, RangeFields, Table, useEnv, useLoad, useMoney } from './common';
import { dayIn, formatDay, formatMonth, monthOf, orderingRange } from './dates';
import { downloadFile, queryString } from './download';
import { fromCents, toCents } from './money';
import { messageFor } from './problems';
import { fill } from './texts';

/** orderedFood (kitchen): what to cook per day and article, who picks up what, exports and the monthly statement. */
export function OrderedFood() {
  return <CanteenScreen>{(canteen) => <Kitchen canteen={canteen} />}</CanteenScreen>;
}

function useDownload() {
  const { context, t } = useEnv();
  const [busy, setBusy] = useState<string>();
  const run = async (
    what: string,
    path: string,
    query: Record<string, string | readonly string[]>,
    fallback: string,
  ) => {
    setBusy(what);
    try {
      const name = await downloadFile({
        url: `${context.baseUrls.portal}${path}${queryString(query)}`,
        getToken: context.getToken,
        fallbackName: fallback,
      });
      context.notify({ kind: 'success', text: fill(t.downloaded, { name }) });
    } catch (error) {
      context.notify({ kind: 'error', text: messageFor(error, t) });
    } finally {
      setBusy(undefined);
    }
  };
  return { busy, run };
}

function Kitchen({ canteen }: { canteen: Canteen }) {
  const { t, api, intl, locale, context } = useEnv();
  // The kitchen's default: today (by the canteen's calendar) and whatever can still be ordered.
  const [range, setRange] = useState<Range>(() => orderingRange(dayIn(Date.now(), canteen.timeZone)));
  const loaded = useLoad(
    () => api.orderedArticles(canteen.applicationId, range),
    [api, canteen.applicationId, range.from, range.to],
  );
  const download = useDownload();
  const exportId = useId();
  const exportAs = (format: 'xlsx' | 'csv') =>
    download.run(
      format,
      api.exportPath(canteen.applicationId),
      // The site's language and country: the CSV writes prices as that site does.
      { dateRange: [range.from, range.to], format, locale, country: context.country },
      `orders.${format}`,
    );
  return (
    <>
      <RangeFields initial={range} onShow={setRange} />
      <section aria-labelledby={exportId} className="cn-card">
        <h3 id={exportId}>{t.exportTitle}</h3>
        <p className="cn-muted">
          {range.from === range.to
            ? formatDay(range.from, intl)
            : `${formatDay(range.from, intl, 'short')} – ${formatDay(range.to, intl, 'short')}`}
        </p>
        <div className="cn-actions">
          <Button icon="file-text" disabled={download.busy !== undefined} onClick={() => exportAs('xlsx')}>
            {t.exportXlsx}
          </Button>
          <Button icon="file-text" disabled={download.busy !== undefined} onClick={() => exportAs('csv')}>
            {t.exportCsv}
          </Button>
        </div>
      </section>
      <LoadState loaded={loaded}>
        {loaded.data && <Days canteen={canteen} overview={loaded.data} onChanged={loaded.reload} />}
      </LoadState>
      <Statement canteen={canteen} />
    </>
  );
}

type PickUp = OrderedArticles['days'][number]['pickUps'][number];

function Days({
  canteen,
  overview,
  onChanged,
}: {
  canteen: Canteen;
  overview: OrderedArticles;
  onChanged: () => void;
}) {
  const { t, intl } = useEnv();
  const money = useMoney();
  const [cancelling, setCancelling] = useState<{ pickUp: PickUp; day: string }>();
  const days = overview.days.filter((d) => d.totalQuantity > 0);
  if (days.length === 0) return <p>{t.noOrdersInRange}</p>;
  return (
    <ul className="cn-list">
      {days.map((day) => {
        const dayName = formatDay(day.date, intl);
        const headingId = `cn-day-${day.date}`;
        const amount = day.articles.reduce((cents, a) => cents + toCents(a.amount), 0);
        return (
          <li key={day.date}>
            <section className="cn-card" aria-labelledby={headingId} data-date={day.date}>
              <div className="cn-card__head">
                <h3 id={headingId}>{dayName}</h3>
                <span className="cn-badge">{fill(t.dayTotal, { count: day.totalQuantity })}</span>
              </div>
              <Table
                className="cn-per-article"
                caption={`${t.perArticle}, ${dayName}`}
                columns={[
                  { label: t.article },
                  { label: t.quantity, numeric: true },
                  { label: t.amount, numeric: true },
                ]}
                totals={{ count: day.totalQuantity, amount: money(fromCents(amount), overview.currency) }}
              >
                {day.articles.map((article) => (
                  <tr key={`${article.articleId}-${article.articleName}`}>
                    <th scope="row">{article.articleName}</th>
                    <td className="cn-num">{article.quantity}</td>
                    <td className="cn-num">{money(article.amount, overview.currency)}</td>
                  </tr>
                ))}
              </Table>
              <h4>{t.pickUpList}</h4>
              <Table
                className="cn-pickups"
                caption={`${t.pickUpList}, ${dayName}`}
                columns={[{ label: t.time }, { label: t.person }, { label: t.items }, { label: t.actions }]}
              >
                {day.pickUps.map((pickUp) => (
                  <tr key={pickUp.orderId}>
                    <td>
                      {pickUp.pickUpTime ?? '–'}
                      {pickUp.pickUpLocation && (
                        <>
                          <br />
                          <span className="cn-muted">{pickUp.pickUpLocation}</span>
                        </>
                      )}
                    </td>
                    <th scope="row">
                      {pickUp.lastName}, {pickUp.firstName}
                    </th>
                    <td>
                      {pickUp.items.map((item) => (
                        <div key={item.articleName}>
                          {item.quantity} × {item.articleName}
                        </div>
                      ))}
                    </td>
                    <td>
                      <Button
                        aria-label={fill(t.cancelOrderOf, { name: `${pickUp.firstName} ${pickUp.lastName}` })}
                        onClick={() => setCancelling({ pickUp, day: dayName })}
                      >
                        {t.cancelByKitchen}
                      </Button>
                    </td>
                  </tr>
                ))}
              </Table>
            </section>
          </li>
        );
      })}
      {cancelling && (
        <CancelDialog
          canteen={canteen}
          pickUp={cancelling.pickUp}
          day={cancelling.day}
          onClose={() => setCancelling(undefined)}
          onDone={() => {
            setCancelling(undefined);
            onChanged();
          }}
        />
      )}
    </ul>
  );
}

/** The kitchen cancels someone's order (a sick employee's lunch, also after the deadline), with a reason they are told. */
function CancelDialog({
  canteen,
  pickUp,
  day,
  onClose,
  onDone,
}: {
  canteen: Canteen;
  pickUp: PickUp;
  day: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, api, context } = useEnv();
  const formId = useId();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const name = `${pickUp.firstName} ${pickUp.lastName}`;
  return (
    <FormDialog
      title={fill(t.cancelOrderOf, { name })}
      formId={formId}
      cancelLabel={t.cancel}
      submitLabel={t.cancelByKitchen}
      busy={busy}
      onClose={onClose}
    >
      <form
        id={formId}
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          setTried(true);
          if (!reason.trim()) return;
          setBusy(true);
          try {
            await api.cancelForPerson(canteen.applicationId, pickUp.orderId, reason.trim());
            context.notify({ kind: 'success', text: fill(t.orderCancelledByKitchen, { name }) });
            onDone();
          } catch (error) {
            setProblem(messageFor(error, t));
          } finally {
            setBusy(false);
          }
        }}
      >
        <p>{fill(t.cancelOrderText, { name, day })}</p>
        <TextAreaField
          label={t.cancelReason}
          value={reason}
          required
          maxLength={500}
          rows={2}
          error={tried && !reason.trim() ? t.cancelReasonRequired : undefined}
          onChange={(e) => setReason(e.target.value)}
        />
        {problem && (
          <p className="cn-problem" role="alert">
            {problem}
          </p>
        )}
      </form>
    </FormDialog>
  );
}

function Statement({ canteen }: { canteen: Canteen }) {
  const { t, api, intl } = useEnv();
  const money = useMoney();
  const headingId = useId();
  const [input, setInput] = useState(() => monthOf(dayIn(Date.now(), canteen.timeZone)));
  const [month, setMonth] = useState(input);
  const loaded = useLoad(() => api.statement(canteen.applicationId, month), [api, canteen.applicationId, month]);
  const download = useDownload();
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(input);
  const statement = loaded.data;
  return (
    <section aria-labelledby={headingId} className="cn-card">
      <h3 id={headingId}>{t.statementTitle}</h3>
      <form
        className="cn-toolbar"
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) setMonth(input);
        }}
      >
        <TextField label={t.month} type="month" value={input} required onChange={(e) => setInput(e.target.value)} />
        <Button type="submit" disabled={!valid}>
          {t.show}
        </Button>
        <Button
          icon="file-text"
          disabled={!valid || download.busy !== undefined}
          onClick={() =>
            download.run(
              'statement',
              api.statementExportPath(canteen.applicationId),
              { month: input },
              'statement.xlsx',
            )
          }
        >
          {t.statementXlsx}
        </Button>
      </form>
      <LoadState loaded={loaded}>
        {statement &&
          (statement.people.length === 0 ? (
            <p>{t.noStatement}</p>
          ) : (
            <Table
              caption={`${t.statementTitle} ${formatMonth(statement.month, intl)}`}
              columns={[{ label: t.person }, { label: t.orders, numeric: true }, { label: t.amount, numeric: true }]}
              totals={{
                count: statement.people.reduce((n, p) => n + p.orders, 0),
                amount: money(statement.total, statement.currency),
              }}
            >
              {statement.people.map((person) => (
                <tr key={person.userId}>
                  <th scope="row">
                    {person.lastName}, {person.firstName}
                    <br />
                    <span className="cn-muted">
                      {person.personnelNumber ? `${t.personnelNumber} ${person.personnelNumber} · ` : ''}
                      {person.email}
                    </span>
                  </th>
                  <td className="cn-num">{person.orders}</td>
                  <td className="cn-num">{money(person.total, statement.currency)}</td>
                </tr>
              ))}
            </Table>
          ))}
      </LoadState>
    </section>
  );
}
