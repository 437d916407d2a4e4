import type { Canteen, OrderedArticles } from '@portal/contracts';
import { Button, DataTable, FormDialog, TextAreaField, TextField } from '@portal/ui';
import { useId, useState } from 'react';
import type { Range } from './api';
import { CanteenScreen, countAndAmount, LoadState, RangeFields, useEnv, useLoad, useMoney } from './common';
import { dayIn, formatDay, formatMonth, monthOf, orderingRange } from './dates';
import { downloadFile, queryString } from './download';
import { fromCents, toCents } from './money';
import { messageFor } from './problems';
import { fill } from './texts';

/** orderedFood (kitchen): what to cook per day and article, who picks up what, exports and the monthly statement. */
export function OrderedFood() {
  return <CanteenScreen kitchen={(may) => may.orders}>{(canteen) => <Kitchen canteen={canteen} />}</CanteenScreen>;
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
  const { t, intl, locale } = useEnv();
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
        const sums = countAndAmount<(typeof day.articles)[number]>(
          t,
          { header: t.quantity, of: (article) => article.quantity, total: day.totalQuantity },
          {
            of: (article) => money(article.amount, overview.currency),
            total: money(fromCents(amount), overview.currency),
          },
        );
        return (
          <li key={day.date}>
            <section className="cn-card" aria-labelledby={headingId} data-date={day.date}>
              <div className="cn-card__head">
                <h3 id={headingId}>{dayName}</h3>
                <span className="cn-badge">{fill(t.dayTotal, { count: day.totalQuantity })}</span>
              </div>
              <DataTable
                className="cn-per-article"
                label={`${t.perArticle}, ${dayName}`}
                hideCaption
                locale={locale}
                rows={day.articles}
                rowKey={(article) => `${article.articleId}-${article.articleName}`}
                columns={[
                  { key: 'article', header: t.article, rowHeader: true, cell: (article) => article.articleName },
                  ...sums.columns,
                ]}
                totals={sums.totals}
              />
              <h4>{t.pickUpList}</h4>
              <DataTable
                className="cn-pickups"
                label={`${t.pickUpList}, ${dayName}`}
                hideCaption
                locale={locale}
                rows={day.pickUps}
                rowKey={(pickUp) => pickUp.orderId}
                columns={[
                  {
                    key: 'time',
                    header: t.time,
                    cell: (pickUp) => (
                      <>
                        {pickUp.pickUpTime ?? '–'}
                        {pickUp.pickUpLocation && (
                          <>
                            <br />
                            <span className="cn-muted">{pickUp.pickUpLocation}</span>
                          </>
                        )}
                      </>
                    ),
                  },
                  {
                    key: 'person',
                    header: t.person,
                    rowHeader: true,
                    cell: (pickUp) => `${pickUp.lastName}, ${pickUp.firstName}`,
                  },
                  {
                    key: 'items',
                    header: t.items,
                    cell: (pickUp) =>
                      pickUp.items.map((item) => (
                        <div key={item.articleName}>
                          {item.quantity} × {item.articleName}
                        </div>
                      )),
                  },
                  {
                    key: 'actions',
                    header: t.actions,
                    cell: (pickUp) => (
                      <Button
                        aria-label={fill(t.cancelOrderOf, { name: `${pickUp.firstName} ${pickUp.lastName}` })}
                        onClick={() => setCancelling({ pickUp, day: dayName })}
                      >
                        {t.cancelByKitchen}
                      </Button>
                    ),
                  },
                ]}
              />
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
  const { t, api, intl, locale } = useEnv();
  const money = useMoney();
  const headingId = useId();
  const [input, setInput] = useState(() => monthOf(dayIn(Date.now(), canteen.timeZone)));
  const [month, setMonth] = useState(input);
  const loaded = useLoad(() => api.statement(canteen.applicationId, month), [api, canteen.applicationId, month]);
  const download = useDownload();
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(input);
  const statement = loaded.data;
  const sums =
    statement &&
    countAndAmount<(typeof statement.people)[number]>(
      t,
      { header: t.orders, of: (person) => person.orders, total: statement.people.reduce((n, p) => n + p.orders, 0) },
      { of: (person) => money(person.total, statement.currency), total: money(statement.total, statement.currency) },
    );
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
              { month: input, locale },
              'statement.xlsx',
            )
          }
        >
          {t.statementXlsx}
        </Button>
      </form>
      <LoadState loaded={loaded}>
        {statement &&
          sums &&
          (statement.people.length === 0 ? (
            <p>{t.noStatement}</p>
          ) : (
            <DataTable
              label={`${t.statementTitle} ${formatMonth(statement.month, intl)}`}
              hideCaption
              locale={locale}
              rows={statement.people}
              rowKey={(person) => person.userId}
              columns={[
                {
                  key: 'person',
                  header: t.person,
                  rowHeader: true,
                  cell: (person) => (
                    <>
                      {person.lastName}, {person.firstName}
                      <br />
                      <span className="cn-muted">
                        {person.personnelNumber ? `${t.personnelNumber} ${person.personnelNumber} · ` : ''}
                        {person.email}
                      </span>
                    </>
                  ),
                },
                ...sums.columns,
              ]}
              totals={sums.totals}
            />
          ))}
      </LoadState>
    </section>
  );
}
