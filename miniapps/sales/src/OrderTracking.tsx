import type { OrderTrackingResult } from '@portal/contracts';
import { Button, DataTable, Select, TextField, textColumn } from '@portal/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { Query } from './api';
import {
  CloseButton,
  dateColumn,
  Facts,
  FoundStatus,
  Loading,
  ResultTable,
  SearchButton,
  useDownload,
  useFormat,
  useLoad,
} from './common';
import { useEnv } from './env';

const STATUS_KEYS = ['A', 'B', 'C', 'D', 'E', 'F', 'X'];

interface Search {
  orderNumber: string;
  customerNumber: string;
  materialNumber: string;
  status: string;
  from: string;
  to: string;
}

const EMPTY: Search = { orderNumber: '', customerNumber: '', materialNumber: '', status: '', from: '', to: '' };

/** Order tracking (route sales/tracking): the search form, the orders found, and one order with its lines. */
export function OrderTracking() {
  const { t } = useEnv();
  const [form, setForm] = useState<Search>(EMPTY);
  const [asked, setAsked] = useState<Query>();
  const [open, setOpen] = useState<string>();
  const reversed = form.from !== '' && form.to !== '' && form.from > form.to;
  const field = (name: keyof Search) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reversed) return;
    setOpen(undefined);
    setAsked({
      OrderNumber: form.orderNumber.trim(),
      CustomerNumber: form.customerNumber.trim(),
      MaterialNumber: form.materialNumber.trim(),
      SearchServices: form.materialNumber.trim() ? 'true' : undefined,
      StatusKey: form.status,
      OrderDates: form.from || form.to ? [form.from || '2000-01-01', ...(form.to ? [form.to] : [])] : undefined,
    });
  };

  return (
    <div className="sa">
      <h2>{t.trackingTitle}</h2>
      <p className="sa-muted">{t.trackingIntro}</p>
      <form className="sa-form" onSubmit={submit} aria-label={t.trackingTitle}>
        <TextField label={t.orderNumber} inputMode="numeric" autoComplete="off" {...field('orderNumber')} />
        <TextField label={t.customerNumber} inputMode="numeric" autoComplete="off" {...field('customerNumber')} />
        <TextField label={t.materialNumber} autoComplete="off" {...field('materialNumber')} />
        <Select
          label={t.status}
          options={[
            { value: '', label: t.anyStatus },
            ...STATUS_KEYS.map((k) => ({ value: k, label: t.statuses[k]! })),
          ]}
          {...field('status')}
        />
        <TextField label={t.dateFrom} type="date" {...field('from')} />
        <TextField label={t.dateTo} type="date" error={reversed ? t.datesReversed : undefined} {...field('to')} />
        <SearchButton />
      </form>
      {asked && <Results query={asked} open={open} onOpen={setOpen} />}
    </div>
  );
}

/** One order of a tracking result. */
type TrackedOrder = OrderTrackingResult['orders'][number];

function Results({ query, open, onOpen }: { query: Query; open: string | undefined; onOpen: (n?: string) => void }) {
  const { api, t, locale, context } = useEnv();
  const download = useDownload();
  const format = useFormat();
  const loaded = useLoad(() => api.trackOrders(query), [api, query]);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="sa">
      <h3 id={headingId}>{t.results}</h3>
      {loaded.data && loaded.data.orders.length > 0 && (
        <>
          <FoundStatus>
            {loaded.data.truncated ? t.truncated : `${t.ordersFound(loaded.data.orders.length)}.`}
          </FoundStatus>
          <div className="sa-form__actions">
            {(['xlsx', 'csv'] as const).map((format) => (
              <Button
                key={format}
                icon="download"
                disabled={download.busy !== undefined}
                onClick={() => download.run(format, () => api.exportOrders(query, format, locale, context.country))}
              >
                {format === 'xlsx' ? t.exportXlsx : t.exportCsv}
              </Button>
            ))}
          </div>
        </>
      )}
      <ResultTable
        label={t.results}
        labelledBy={headingId}
        loaded={loaded}
        rows={loaded.data?.orders}
        rowKey={(o) => o.orderNumber}
        mark="order"
        emptyText={t.noOrders}
        columns={[
          {
            key: 'orderNumber',
            header: t.orderNumber,
            rowHeader: true,
            sortValue: (o) => o.orderNumber,
            cell: (o) => o.orderNumber,
          },
          textColumn<TrackedOrder>('abNumber', t.abNumber, (o) => o.abNumber),
          dateColumn<TrackedOrder>('orderDate', t.orderDate, (o) => o.orderDate, format.date),
          {
            key: 'customer',
            header: t.customer,
            sortValue: (o) => o.customerName,
            cell: (o) => (
              <>
                {o.customerName}
                <span className="sa-muted"> ({o.customerNumber})</span>
              </>
            ),
          },
          textColumn<TrackedOrder>('status', t.status, (o) => t.statuses[o.statusKey] ?? o.statusName),
          {
            key: 'netValue',
            header: t.netValue,
            className: 'sa-num',
            sortValue: (o) => o.netValue,
            cell: (o) => format.money(o.netValue, o.currency),
          },
          {
            key: 'lines',
            header: t.lines,
            cell: (o) => (
              <Button onClick={() => onOpen(o.orderNumber)}>
                {t.open}
                <span className="p-visually-hidden">: {t.orderTitle(o.orderNumber)}</span>
              </Button>
            ),
          },
        ]}
      />
      {open && <OrderDetail orderNumber={open} onClose={() => onOpen(undefined)} />}
    </section>
  );
}

function OrderDetail({ orderNumber, onClose }: { orderNumber: string; onClose: () => void }) {
  const { api, t, locale, context } = useEnv();
  const format = useFormat();
  const download = useDownload();
  const loaded = useLoad(() => api.order(orderNumber), [api, orderNumber]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const order = loaded.data;
  useEffect(() => {
    if (order) headingRef.current?.focus();
  }, [order]);
  return (
    <section className="sa-detail" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        {t.orderTitle(orderNumber)}
      </h3>
      <Loading loaded={loaded}>
        {order && (
          <>
            <Facts
              facts={[
                [t.abNumber, order.abNumber],
                [t.customer, `${order.customerName} (${order.customerNumber}), ${order.customerCity}`],
                [t.status, t.statuses[order.statusKey] ?? order.statusName],
                [t.orderDate, format.date(order.orderDate)],
                [t.requestedDate, format.date(order.requestedDate)],
                [t.confirmedDate, format.date(order.confirmedDate)],
                [t.salesGroup, order.salesGroupName],
                Boolean(order.customerReference) && [t.reference, order.customerReference ?? ''],
                [t.netValue, format.money(order.netValue, order.currency)],
              ]}
            />
            <DataTable
              label={`${t.lines}: ${t.orderTitle(orderNumber)}`}
              hideCaption
              locale={locale}
              rows={order.lines}
              rowKey={(l) => String(l.position)}
              rowAttributes={(l) => ({ 'data-line': String(l.position) })}
              columns={[
                { key: 'position', header: t.position, rowHeader: true, cell: (l) => l.position },
                {
                  key: 'material',
                  header: t.material,
                  cell: (l) => (
                    <>
                      {l.materialName} <span className="sa-muted">({l.materialNumber})</span>
                    </>
                  ),
                },
                {
                  key: 'quantity',
                  header: t.quantity,
                  className: 'sa-num',
                  cell: (l) => `${format.number(l.quantity)} ${t.units[l.unit] ?? l.unit}`,
                },
                { key: 'status', header: t.status, cell: (l) => t.statuses[l.statusKey] ?? l.statusName },
                { key: 'confirmed', header: t.confirmedDate, cell: (l) => format.date(l.confirmedDate) },
                {
                  key: 'netValue',
                  header: t.netValue,
                  className: 'sa-num',
                  cell: (l) => format.money(l.netValue, order.currency),
                },
              ]}
            />
            <h4>{t.deliveries}</h4>
            <DataTable
              label={`${t.deliveries}: ${t.orderTitle(orderNumber)}`}
              hideCaption
              locale={locale}
              rows={order.deliveries}
              rowKey={(d) => d.number}
              rowAttributes={(d) => ({ 'data-delivery': d.number })}
              emptyText={t.noDeliveries}
              columns={[
                { key: 'number', header: t.deliveryNumber, rowHeader: true, cell: (d) => d.number },
                { key: 'carrier', header: t.carrier, cell: (d) => d.carrier || '–' },
                {
                  key: 'tracking',
                  header: t.trackingNumber,
                  cell: (d) =>
                    d.trackingUrl ? (
                      <a href={d.trackingUrl} target="_blank" rel="noopener noreferrer">
                        {d.trackingNumber}
                        <span className="p-visually-hidden"> ({t.trackAt(d.carrier)})</span>
                      </a>
                    ) : (
                      t.notShipped
                    ),
                },
                { key: 'shipped', header: t.shippedDate, cell: (d) => format.date(d.shippedDate) },
                {
                  key: 'delivered',
                  header: t.deliveredDate,
                  cell: (d) =>
                    d.deliveredDate ? format.date(d.deliveredDate) : `${t.expected} ${format.date(d.expectedDate)}`,
                },
              ]}
            />
            <h4>{t.documents}</h4>
            {order.documents.length === 0 ? (
              <p className="sa-muted">{t.noDocuments}</p>
            ) : (
              <div className="sa-form__actions">
                {order.documents.map((kind) => (
                  <Button
                    key={kind}
                    icon="file-text"
                    disabled={download.busy !== undefined}
                    onClick={() =>
                      download.run(kind, () => api.orderDocument(orderNumber, kind, locale, context.country))
                    }
                  >
                    {t.documentNames[kind]}
                  </Button>
                ))}
              </div>
            )}
          </>
        )}
      </Loading>
      <CloseButton onClose={onClose} />
    </section>
  );
}
