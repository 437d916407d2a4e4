import type { PortalOrder } from '@portal/contracts';
import { fromCents, toCents } from './money';
import type { OrderedLine } from './store';

/** Ordered lines (one per article, sorted by order) folded into the spec's PortalOrder with its details. */
export function toOrders(lines: readonly OrderedLine[]): PortalOrder[] {
  const orders = new Map<string, PortalOrder & { cents: number }>();
  for (const line of lines) {
    let order = orders.get(line.orderId);
    if (!order) {
      order = {
        id: line.orderId,
        orderTimestamp: line.orderTimestamp,
        pickUpTime: line.pickUpTime,
        pickUpLocation: line.pickUpLocation,
        userId: line.userId,
        planId: line.planId,
        applicationId: line.applicationId,
        orderDetails: [],
        user: { id: line.userId, firstName: line.firstName, lastName: line.lastName },
        plan: { id: line.planId, date: line.planDate, name: line.planName, orderableUntil: line.orderableUntil },
        total: '0.00',
        currency: line.currency,
        cents: 0,
      };
      orders.set(line.orderId, order);
    }
    if (line.detailId === null) continue;
    order.orderDetails.push({
      id: line.detailId,
      orderId: line.orderId,
      articleId: line.articleId,
      quantity: line.quantity!,
      articlePrice: line.articlePrice!,
      articleName: line.articleName!,
      articleDescription: line.articleDescription!,
    });
    order.cents += toCents(line.articlePrice!) * line.quantity!;
  }
  return [...orders.values()].map(({ cents, ...order }) => ({ ...order, total: fromCents(cents) }));
}
