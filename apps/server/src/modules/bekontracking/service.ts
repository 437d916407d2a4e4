import type { BekonTrackingQuery, BekonTrackingResult } from '@portal/contracts';
import { HttpProblem } from '../../http/problem';
import type { DeliveryGateway } from './gateway';
import { trackingTimeline } from './timeline';

/** The company code of the shower-design brand (koralle) in Switzerland: the only deliveries tracked. */
export const BEKON_COMPANY_CODE = '2100';

/**
 * One answer for "no such number", "not this postcode" and "another company's delivery": the same
 * status, code and body, so the endpoint tells nobody which numbers exist (T33, ASVS V6.3.8).
 */
export const deliveryNotFound = () =>
  new HttpProblem(404, 'not_found', 'no delivery with this number for this postcode');

export class BekonTrackingService {
  constructor(private readonly erp: DeliveryGateway) {}

  async track(query: BekonTrackingQuery): Promise<BekonTrackingResult> {
    const delivery = await this.erp.delivery(query.Number, query.PostalCode, BEKON_COMPANY_CODE, query.Language);
    if (!delivery) throw deliveryNotFound();
    const { status, timeline } = trackingTimeline(delivery);
    const shipped = delivery.shippedDate !== null;
    return {
      deliveryNumber: delivery.deliveryNumber,
      orderNumber: delivery.orderNumber,
      status,
      timeline,
      expectedDeliveryDate: delivery.deliveredDate ? null : delivery.expectedDate,
      carrier: shipped && delivery.carrier ? delivery.carrier : null,
      trackingNumber: shipped && delivery.trackingNumber ? delivery.trackingNumber : null,
      positions: [...delivery.positions],
    };
  }
}
