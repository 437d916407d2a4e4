/**
 * The rules of the public delivery tracking (docs/tracking.md) without zod, so the browser's
 * mini-app checks input by the same rules as the server (packages/contracts/src/browser.ts).
 */
export const BEKON_TRACKING_STEPS = ['ordered', 'confirmed', 'produced', 'shipped', 'delivered'] as const;
export type BekonTrackingStep = (typeof BEKON_TRACKING_STEPS)[number];

/** Delivery numbers have 8 digits, order numbers 7; spaces and a leading `#` as printed are tolerated. */
export const BEKON_TRACKING_NUMBER = /^\d{7,10}$/;
/** Swiss postcodes: four digits (an optional `CH-` prefix is tolerated). */
export const BEKON_TRACKING_POSTCODE = /^\d{4}$/;
