import type { PortalOrder } from '@portal/contracts';
import { useEnv, useMoney } from './common';

/**
 * An order as it was placed: each line with the price it was ordered at, where the screen says
 * so the pick-up time and place, and the total.
 */
export function OrderSummary({ order, withPickUp = false }: { order: PortalOrder; withPickUp?: boolean }) {
  const { t } = useEnv();
  const money = useMoney();
  return (
    <>
      <ul className="cn-lines">
        {order.orderDetails.map((line) => (
          <li key={line.id}>
            {line.quantity} × {line.articleName} ({money(line.articlePrice, order.currency)})
          </li>
        ))}
      </ul>
      {withPickUp && (order.pickUpTime || order.pickUpLocation) && (
        <p>
          {t.pickUp}: {[order.pickUpTime, order.pickUpLocation].filter(Boolean).join(', ')}
        </p>
      )}
      <p className="cn-total">
        <span>{t.total}</span>
        <span>{money(order.total, order.currency)}</span>
      </p>
    </>
  );
}
