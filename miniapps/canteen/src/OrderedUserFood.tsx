import type { Canteen, OrderablePlan, PortalOrder } from '@portal/contracts';
import { Button, ConfirmDialog } from '@portal/ui';
import { useId, useState } from 'react';
import { CanteenScreen, LoadState, useEnv } from './common';
import type { Clock } from './countdown';
import { DeadlineAnnouncer, DeadlineLine, useServerNow } from './Deadline';
import { formatDay, formatTimeIn, myOrdersRange } from './dates';
import { offerOf, useOrderingData } from './FoodOrder';
import type { OfferedArticle } from './OrderForm';
import { OrderForm } from './OrderForm';
import { OrderSummary } from './OrderSummary';
import { messageFor } from './problems';
import { fill } from './texts';

/** orderedUserFood: my orders of last, this and next week; change and cancel until the deadline. */
export function OrderedUserFood() {
  return <CanteenScreen>{(canteen) => <MyOrders canteen={canteen} />}</CanteenScreen>;
}

function MyOrders({ canteen }: { canteen: Canteen }) {
  const { t } = useEnv();
  const loaded = useOrderingData(canteen, myOrdersRange);
  const data = loaded.data;
  const orders = [...(data?.orders ?? [])].sort((a, b) => a.plan.date.localeCompare(b.plan.date));
  return (
    <LoadState loaded={loaded}>
      {data && (
        <>
          <DeadlineAnnouncer
            plans={orders.map((o) => ({
              date: o.plan.date,
              orderableUntil: o.plan.orderableUntil,
              orderable: true,
            }))}
            clock={data.clock}
          />
          {orders.length === 0 ? (
            <p>{t.noOrders}</p>
          ) : (
            <ul className="cn-list">
              {orders.map((order) => (
                <li key={order.id}>
                  <OrderCard
                    canteen={canteen}
                    order={order}
                    plan={data.plans.find((p) => p.id === order.planId)}
                    clock={data.clock}
                    onChanged={loaded.reload}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </LoadState>
  );
}

/** What can be ordered in a change: the plan's offer now, and lines already ordered that it no longer lists. */
function changeableArticles(order: PortalOrder, plan: OrderablePlan | undefined): OfferedArticle[] {
  const offer = plan ? offerOf(plan) : [];
  const kept = order.orderDetails
    .filter((line) => line.articleId && !offer.some((a) => a.articleId === line.articleId))
    .map((line) => ({
      articleId: line.articleId!,
      name: line.articleName,
      description: line.articleDescription,
      price: line.articlePrice,
      isDefault: false,
    }));
  // Lines kept keep the price they were ordered at.
  const ordered = new Map(order.orderDetails.map((l) => [l.articleId, l.articlePrice]));
  return [...offer.map((a) => ({ ...a, price: ordered.get(a.articleId) ?? a.price })), ...kept];
}

function OrderCard({
  canteen,
  order,
  plan,
  clock,
  onChanged,
}: {
  canteen: Canteen;
  order: PortalOrder;
  plan: OrderablePlan | undefined;
  clock: Clock;
  onChanged: () => void;
}) {
  const { t, intl, api, context } = useEnv();
  const now = useServerNow(clock) ?? clock.now();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const reasonId = useId();
  const open = Date.parse(order.plan.orderableUntil) > now;
  const day = formatDay(order.plan.date, intl);
  const headingId = `cn-order-${order.id}`;
  const deadline = formatTimeIn(order.plan.orderableUntil, canteen.timeZone, intl, order.plan.date);
  const reason = fill(t.closedReason, { time: deadline });
  // Change and cancel stay in view after the deadline, unusable, and say why.
  const usable = { disabled: !open || busy, 'aria-describedby': open ? undefined : reasonId };

  const fail = (error: unknown, articleAt?: (i: number) => string | undefined) => {
    const text = messageFor(error, t, {
      ...(articleAt ? { articleAt } : {}),
      fields: { 'body.pickUpTime': t.pickUpTime, 'body.pickUpLocation': t.pickUpLocation },
    });
    context.notify({ kind: 'error', text });
    const code = (error as { code?: string }).code;
    if (code === 'order_deadline_passed' || code === 'not_found' || code === 'article_not_offered') onChanged();
    return text;
  };

  return (
    <section className={`cn-card${open ? '' : ' cn-card--closed'}`} aria-labelledby={headingId}>
      <div className="cn-card__head">
        <h3 id={headingId}>{day}</h3>
        <span className="cn-muted">{order.plan.name}</span>
      </div>
      <DeadlineLine
        orderableUntil={order.plan.orderableUntil}
        date={order.plan.date}
        timeZone={canteen.timeZone}
        now={now}
      />
      {editing && open ? (
        <>
          <h4>{fill(t.changeOrderOf, { day })}</h4>
          <OrderForm
            canteen={canteen}
            articles={changeableArticles(order, plan)}
            initial={{
              quantities: Object.fromEntries(order.orderDetails.map((l) => [l.articleId ?? l.id, l.quantity])),
              pickUpTime: order.pickUpTime,
              pickUpLocation: order.pickUpLocation,
            }}
            submitLabel={t.saveChanges}
            busyLabel={t.saving}
            closed={!open}
            closedReason={reason}
            onCancel={() => setEditing(false)}
            onSubmit={async (body, articleAt) => {
              try {
                await api.updateOrder(canteen.applicationId, order.id, body);
                context.notify({ kind: 'success', text: fill(t.changed, { day }) });
                setEditing(false);
                onChanged();
                return undefined;
              } catch (error) {
                return fail(error, articleAt);
              }
            }}
          />
        </>
      ) : (
        <>
          <OrderSummary order={order} withPickUp />
          <p className="cn-muted">
            {fill(t.orderedAt, { time: formatTimeIn(order.orderTimestamp, canteen.timeZone, intl) })}
          </p>
          <div className="cn-actions">
            <Button icon="pencil" {...usable} onClick={() => setEditing(true)}>
              {t.change}
            </Button>
            <Button variant="danger" icon="trash" {...usable} onClick={() => setConfirming(true)}>
              {t.cancelOrder}
            </Button>
          </div>
          {!open && (
            <p id={reasonId} className="cn-reason">
              {reason}
            </p>
          )}
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={t.confirmCancelTitle}
        message={fill(t.confirmCancel, { day })}
        confirmLabel={t.cancelOrder}
        cancelLabel={t.keepOrder}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          setConfirming(false);
          setBusy(true);
          try {
            await api.cancelOrder(canteen.applicationId, order.id);
            context.notify({ kind: 'success', text: fill(t.cancelled, { day }) });
            onChanged();
          } catch (error) {
            fail(error);
          } finally {
            setBusy(false);
          }
        }}
      />
    </section>
  );
}
