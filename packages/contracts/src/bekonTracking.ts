import { z } from 'zod';
import { BEKON_TRACKING_NUMBER, BEKON_TRACKING_POSTCODE, BEKON_TRACKING_STEPS } from './bekonTrackingRules';
import { LOCALES } from './brands';

/**
 * Public delivery tracking of the shower-design brand's Swiss company (spec §2 `bekonTracking`,
 * §7 `GET /api/BekonTracking`, docs/tracking.md). An end customer asks with the delivery or order
 * number and the postcode of the delivery address; the answer carries no prices and no names.
 */
export * from './bekonTrackingRules';

export const bekonTrackingQuerySchema = z.object({
  Number: z
    .string()
    .max(20)
    .transform((v) => v.replace(/[\s#]/g, ''))
    .pipe(z.string().regex(BEKON_TRACKING_NUMBER, 'a delivery or order number of 7 to 10 digits')),
  PostalCode: z
    .string()
    .max(10)
    .transform((v) => v.trim().replace(/^CH-?/i, ''))
    .pipe(z.string().regex(BEKON_TRACKING_POSTCODE, 'a Swiss postcode of four digits')),
  Language: z.enum(LOCALES).default('de'),
});
export type BekonTrackingQuery = z.infer<typeof bekonTrackingQuerySchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const bekonTrackingEventSchema = z.object({
  step: z.enum(BEKON_TRACKING_STEPS),
  /** The day the step happened; null while it has not. */
  date: isoDate.nullable(),
  done: z.boolean(),
});
export type BekonTrackingEvent = z.infer<typeof bekonTrackingEventSchema>;

export const bekonTrackingPositionSchema = z.object({
  position: z.number().int(),
  materialNumber: z.string(),
  /** The material text in the requested language, German where it is missing. */
  name: z.string(),
  quantity: z.number(),
  unit: z.string(),
});

export const bekonTrackingResultSchema = z.object({
  deliveryNumber: z.string(),
  orderNumber: z.string(),
  /** The last step reached. */
  status: z.enum(BEKON_TRACKING_STEPS),
  timeline: z.array(bekonTrackingEventSchema),
  /** The expected delivery day; null once delivered. */
  expectedDeliveryDate: isoDate.nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  positions: z.array(bekonTrackingPositionSchema),
});
export type BekonTrackingResult = z.infer<typeof bekonTrackingResultSchema>;
