import { BEKON_TRACKING_STEPS, type BekonTrackingEvent, type BekonTrackingStep } from '@portal/contracts';

/** The days an order and its delivery reached each step, as the ERP records them (null: not yet). */
export interface DeliveryDates {
  readonly orderDate: string;
  readonly confirmedDate: string | null;
  readonly producedDate: string | null;
  readonly shippedDate: string | null;
  readonly deliveredDate: string | null;
}

/**
 * The customer's timeline: every step in order, each done once it or a later step has a day. A
 * later step implies the earlier ones (a delivery shipped without a recorded production day was
 * still produced), so the timeline never shows a gap before the step reached.
 */
export function trackingTimeline(dates: DeliveryDates): {
  status: BekonTrackingStep;
  timeline: BekonTrackingEvent[];
} {
  const byStep: Record<BekonTrackingStep, string | null> = {
    ordered: dates.orderDate,
    confirmed: dates.confirmedDate,
    produced: dates.producedDate,
    shipped: dates.shippedDate,
    delivered: dates.deliveredDate,
  };
  const reached = BEKON_TRACKING_STEPS.reduce((last, step, index) => (byStep[step] ? index : last), 0);
  return {
    status: BEKON_TRACKING_STEPS[reached]!,
    timeline: BEKON_TRACKING_STEPS.map((step, index) => ({ step, date: byStep[step], done: index <= reached })),
  };
}
