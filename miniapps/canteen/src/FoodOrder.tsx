import type { Canteen, OrderablePlan, PortalOrder } from '@portal/contracts';
import { Button } from '@portal/ui';
import { useMemo } from 'react';
import { CanteenScreen, LoadState, useEnv, useLoad, useMoney } from './common';
import { type Clock, serverClock } from './countdown';
import { DeadlineAnnouncer, DeadlineLine, useServerNow } from './Deadline';
import { addDays, dayIn, formatDay, formatTimeIn, orderingRange } from './dates';
import { type OfferedArticle, OrderForm } from './OrderForm';
import { OrderSummary } from './OrderSummary';
import { messageFor } from './problems';
import { fill } from './texts';

/** foodOrder: the plans to order from (the rest of this week and the next), each with its countdown. */
export function FoodOrder() {
  return <CanteenScreen>{(canteen) => <PlansToOrder canteen={canteen} />}</CanteenScreen>;
}

/** Plans and my orders of the days around the device's "today"; the server's clock decides the rest. */
export function useOrderingData(canteen: Canteen, span: (today: string) => { from: string; to: string }) {
  const { api } = useEnv();
  const loaded = useLoad(async () => {
    // The device's day only widens the question; which days count is decided by the server's time.
    const guess = dayIn(Date.now(), canteen.timeZone);
    const wide = { from: addDays(span(guess).from, -1), to: addDays(span(guess).to, 1) };
    const [plans, orders] = await Promise.all([
      api.orderablePlans(canteen.applicationId, wide),
      api.myOrders(canteen.applicationId, wide),
    ]);
    const clock = serverClock(plans.serverTime);
    const range = span(dayIn(plans.serverTime, canteen.timeZone));
    const inRange = (date: string) => date >= range.from && date <= range.to;
    return {
      clock,
      range,
      plans: plans.plans.filter((p) => inRange(p.date)).sort((a, b) => a.date.localeCompare(b.date)),
      orders: orders.filter((o) => inRange(o.plan.date)),
    };
  }, [api, canteen.applicationId]);
  return loaded;
}

function PlansToOrder({ canteen }: { canteen: Canteen }) {
  const { t } = useEnv();
  const loaded = useOrderingData(canteen, orderingRange);
  const data = loaded.data;
  return (
    <LoadState loaded={loaded}>
      {data && (
        <section aria-labelledby="cn-plans-title" className="cn">
          <h3 id="cn-plans-title" className="cn-visually-hidden">
            {t.orderTitle}
          </h3>
          <DeadlineAnnouncer plans={data.plans} clock={data.clock} />
          {data.plans.length === 0 ? (
            <p>{t.noPlans}</p>
          ) : (
            <ul className="cn-list">
              {data.plans.map((plan) => (
                <li key={plan.id}>
                  <PlanCard
                    canteen={canteen}
                    plan={plan}
                    clock={data.clock}
                    order={data.orders.find((o) => o.planId === plan.id)}
                    onChanged={loaded.reload}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </LoadState>
  );
}

export function offerOf(plan: OrderablePlan): OfferedArticle[] {
  return plan.planDetails.map((d) => ({
    articleId: d.articleId,
    name: d.articleName,
    description: d.articleDescription,
    price: d.articlePrice,
    isDefault: d.isDefault,
    allergens: d.allergens,
    additives: d.additives,
  }));
}

function PlanCard({
  canteen,
  plan,
  clock,
  order,
  onChanged,
}: {
  canteen: Canteen;
  plan: OrderablePlan;
  clock: Clock;
  order: PortalOrder | undefined;
  onChanged: () => void;
}) {
  const { t, intl, api, context } = useEnv();
  const money = useMoney();
  const now = useServerNow(clock) ?? clock.now();
  const open = plan.orderable && Date.parse(plan.orderableUntil) > now;
  const day = formatDay(plan.date, intl);
  const headingId = `cn-plan-${plan.id}`;
  const articles = useMemo(() => offerOf(plan), [plan]);
  const deadline = formatTimeIn(plan.orderableUntil, canteen.timeZone, intl, plan.date);

  return (
    <section
      className={`cn-card${open ? '' : ' cn-card--closed'}`}
      aria-labelledby={headingId}
      data-date={plan.date}
      data-state={order ? 'ordered' : open ? 'open' : 'closed'}
    >
      <div className="cn-card__head">
        <h3 id={headingId}>{day}</h3>
        <span className="cn-muted">{plan.name}</span>
      </div>
      <DeadlineLine orderableUntil={plan.orderableUntil} date={plan.date} timeZone={canteen.timeZone} now={now} />
      {order ? (
        <div>
          <p>{t.alreadyOrdered}</p>
          <OrderSummary order={order} />
          {open && (
            <div className="cn-actions">
              <Button className="cn-wide" onClick={() => context.navigate({ route: 'orderedUserFood' })}>
                {t.toMyOrders}
              </Button>
            </div>
          )}
        </div>
      ) : (
        <OrderForm
          canteen={canteen}
          articles={articles}
          submitLabel={t.order}
          busyLabel={t.ordering}
          closed={!open}
          closedReason={plan.closedAt ? t.errPlanClosed : fill(t.closedReason, { time: deadline })}
          onSubmit={async (body, articleAt) => {
            // A fresh key per press: the client may resend this request after a time-out, and the
            // server makes one order of it; a second press is a second attempt with its own key.
            const key = crypto.randomUUID();
            try {
              const created = await api.createOrder(canteen.applicationId, { ...body, planId: plan.id }, key);
              context.notify({
                kind: 'success',
                text: fill(t.ordered, { day, total: money(created.total, created.currency) }),
              });
              onChanged();
              return undefined;
            } catch (error) {
              const text = messageFor(error, t, {
                articleAt,
                fields: { 'body.pickUpTime': t.pickUpTime, 'body.pickUpLocation': t.pickUpLocation },
              });
              context.notify({ kind: 'error', text });
              const code = (error as { code?: string }).code;
              if (code === 'order_exists' || code === 'order_deadline_passed' || code === 'article_not_offered') {
                onChanged();
              }
              return text;
            }
          }}
        />
      )}
    </section>
  );
}
