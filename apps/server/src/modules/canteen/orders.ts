import type { OrderCreate, OrderUpdate, PortalOrder } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { currentUserId, identityOf } from '../../http/guard';
import { HttpProblem, invalid, notFound } from '../../http/problem';
import { requireCanteen } from './canteens';
import { fromCents, toCents } from './money';
import * as store from './store';
import { toOrders } from './views';

/**
 * A person's own orders. Every write locks the plan's row and reads the database clock once in
 * that transaction: an order, a change or a cancellation counts when that reading is before
 * `orderableUntil` (R1). The request's clock plays no part.
 */
export class OrderService {
  constructor(private readonly db: Db) {}

  /**
   * Inside the idempotent transaction of the create call: nothing here may use `this.db`. Few
   * round trips on purpose: this runs for everyone in the minute before the deadline.
   */
  async create(tx: Tx, request: FastifyRequest, applicationId: string, input: OrderCreate): Promise<PortalOrder> {
    const userId = currentUserId(request);
    const plan = await store.lockPlanForOrdering(tx, applicationId, input.planId, userId);
    if (!plan) {
      await requireCanteen(tx, applicationId);
      throw invalid('body.planId', 'no such plan in this canteen');
    }
    const pickUp = pickUpChoice(plan, input);
    if (!plan.visible) {
      throw new HttpProblem(422, 'plan_not_visible', 'the plan does not take orders yet');
    }
    if (plan.closed) throw closedForOrders();
    if (!plan.open) {
      refused(request, 'create', `plan:${plan.id}`, plan.now);
      throw new HttpProblem(422, 'order_deadline_passed', 'the plan took its last order at its orderableUntil');
    }
    const lines = await offered(tx, plan, input);
    const order = await store.insertOrder(tx, {
      planId: plan.id,
      applicationId,
      userId,
      orderTimestamp: plan.now,
      ...pickUp,
    });
    if (!order) {
      throw new HttpProblem(409, 'order_exists', 'you already ordered from this plan; change that order instead');
    }
    const detailIds = await store.replaceOrderLines(tx, order.id, lines, { fresh: true });
    const cents = lines.reduce((sum, l) => sum + toCents(l.articlePrice) * l.quantity, 0);
    return {
      id: order.id,
      orderTimestamp: order.orderTimestamp,
      ...pickUp,
      userId,
      planId: plan.id,
      applicationId,
      orderDetails: lines.map((l, i) => ({ id: detailIds[i]!, orderId: order.id, ...l })),
      user: { id: userId, firstName: plan.firstName, lastName: plan.lastName },
      plan: { id: plan.id, date: plan.date, name: plan.name, orderableUntil: plan.orderableUntil },
      total: fromCents(cents),
      currency: plan.currency,
    };
  }

  /** Lines kept keep the price they were ordered at; lines added take today's offer. */
  async update(request: FastifyRequest, applicationId: string, orderId: string, input: OrderUpdate): Promise<void> {
    const userId = currentUserId(request);
    await this.db.transaction(async (tx) => {
      const canteen = await requireCanteen(tx, applicationId);
      const pickUp = pickUpChoice(canteen, input);
      const locked = await this.lockOwn(tx, request, applicationId, userId, orderId, 'update');
      const before = await store.orderLines(tx, orderId);
      const newOnes = input.orderDetails.filter((l) => !before.has(l.articleId));
      const offer = await offered(tx, locked, { orderDetails: newOnes });
      const byId = new Map(offer.map((l) => [l.articleId, l]));
      const lines = input.orderDetails.map((l) => ({ ...(before.get(l.articleId) ?? byId.get(l.articleId)!), ...l }));
      await store.replaceOrderLines(tx, orderId, lines);
      await store.changeOrderPickUp(tx, orderId, pickUp);
    });
  }

  async cancel(request: FastifyRequest, applicationId: string, orderId: string): Promise<void> {
    const userId = currentUserId(request);
    await this.db.transaction(async (tx) => {
      await this.lockOwn(tx, request, applicationId, userId, orderId, 'delete');
      await store.deleteOrder(tx, orderId);
    });
  }

  async get(request: FastifyRequest, applicationId: string, orderId: string): Promise<PortalOrder> {
    const found = await this.read(this.db, applicationId, currentUserId(request), orderId);
    if (!found) throw notFound('order');
    return found;
  }

  async list(
    request: FastifyRequest,
    applicationId: string,
    filter: { from: string; to: string } | { planId: string },
  ): Promise<PortalOrder[]> {
    await requireCanteen(this.db, applicationId);
    return toOrders(await store.orderedLines(this.db, applicationId, { ...filter, userId: currentUserId(request) }));
  }

  private async read(db: Db | Tx, applicationId: string, userId: string, orderId: string) {
    const [order] = toOrders(await store.orderedLines(db, applicationId, { orderId, userId }));
    return order;
  }

  /** Someone else's order and no order at all look the same: 404 (T20). */
  private async lockOwn(
    tx: Tx,
    request: FastifyRequest,
    applicationId: string,
    userId: string,
    orderId: string,
    action: 'update' | 'delete',
  ) {
    const locked = await store.lockOrderForChange(tx, applicationId, userId, orderId);
    if (!locked) throw notFound('order');
    if (locked.closed) throw closedForOrders();
    if (!locked.open) {
      refused(request, action, `order:${orderId}`, locked.now);
      throw new HttpProblem(422, 'order_deadline_passed', 'orders of this plan can no longer be changed or cancelled');
    }
    return locked;
  }
}

/** Someone ordering meets a closed plan like a passed deadline: 422, with its own code. */
const closedForOrders = () =>
  new HttpProblem(422, 'plan_closed', 'the kitchen closed this plan: no orders, changes or cancellations');

/** The articles asked for as the plan offers them now; 422 naming the first one it does not offer. */
async function offered(
  tx: Tx,
  plan: Pick<store.LockedPlan, 'id' | 'applicationId' | 'includeDefaultArticles'>,
  input: Pick<OrderUpdate, 'orderDetails'>,
): Promise<store.OrderLine[]> {
  const ids = input.orderDetails.map((l) => l.articleId);
  if (ids.length === 0) return [];
  const offer = await store.offeredArticles(tx, plan, ids);
  return input.orderDetails.map((line, i) => {
    const article = offer.get(line.articleId);
    if (!article) {
      const path = `body.orderDetails.${i}.articleId`;
      throw new HttpProblem(422, 'article_not_offered', `${path}: the plan does not offer this article`, {
        errors: [{ path, message: 'the plan does not offer this article' }],
      });
    }
    return { ...article, quantity: line.quantity };
  });
}

/** Pick-up time and place come from the canteen's choices; a canteen without choices takes none. */
function pickUpChoice(
  canteen: { pickUpTimes: string[]; pickUpLocations: string[] },
  input: Pick<OrderUpdate, 'pickUpTime' | 'pickUpLocation'>,
): { pickUpTime: string | null; pickUpLocation: string | null } {
  const choose = (given: string | null | undefined, choices: string[], field: string) => {
    if (given === undefined || given === null) {
      if (choices.length > 0) throw invalid(`body.${field}`, `choose one of ${choices.join(', ')}`);
      return null;
    }
    if (!choices.includes(given)) {
      throw invalid(
        `body.${field}`,
        choices.length ? `choose one of ${choices.join(', ')}` : 'this canteen takes none',
      );
    }
    return given;
  };
  return {
    pickUpTime: choose(input.pickUpTime, canteen.pickUpTimes, 'pickUpTime'),
    pickUpLocation: choose(input.pickUpLocation, canteen.pickUpLocations, 'pickUpLocation'),
  };
}

/** A write refused at the deadline is a security-relevant event (T35): who, what, when by the database clock. */
function refused(request: FastifyRequest, action: string, resource: string, databaseTime: string): void {
  const { principal } = identityOf(request);
  request.log.warn(
    {
      event: 'canteen.order.refused',
      iss: principal.issuer,
      sub: principal.sub,
      action,
      resource,
      outcome: 'deadline_passed',
      databaseTime,
    },
    'canteen order refused after the deadline',
  );
}
