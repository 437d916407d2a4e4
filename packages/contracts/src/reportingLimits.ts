/**
 * The bounds of one report definition (T25), without zod: the report builder in the browser
 * offers no more than the server accepts (browser.ts exports these, reporting.ts re-exports them).
 */
/** Checked by the server before anything is compiled. */
export const REPORT_LIMITS = {
  /** Rows on screen per run (Metabase caps aggregated results the same way). */
  maxLimit: 10_000,
  defaultLimit: 100,
  maxOffset: 1_000_000,
  /** Nesting of AND/OR groups, counting the top group as 1. */
  maxDepth: 8,
  /** Groups and conditions together. */
  maxNodes: 200,
  maxColumns: 50,
  /** Values of one `in` condition. */
  maxInValues: 100,
  maxValueLength: 500,
  /** Rows of one export file; a larger result is cut and the file says so. */
  maxExportRows: 100_000,
  /** Queries one user may keep. */
  maxQueriesPerUser: 500,
} as const;

// Subscriptions and charts (docs/reporting.md): plain values the builder needs at run time.

export const SUBSCRIPTION_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type SubscriptionFrequency = (typeof SUBSCRIPTION_FREQUENCIES)[number];
export const SUBSCRIPTION_FORMATS = ['xlsx', 'pdf'] as const;
export type SubscriptionFormat = (typeof SUBSCRIPTION_FORMATS)[number];
/** The time zone a subscription's hour is read in: the group's sites all keep Central European time. */
export const SUBSCRIPTION_TIME_ZONE = 'Europe/Berlin';
export const SUBSCRIPTION_LIMITS = { maxRecipients: 20, maxPerUser: 50 } as const;

export const CHART_KINDS = ['bar', 'line', 'pie', 'number'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];
/** A chart draws at most this many rows of its query (bars, points or slices). */
export const CHART_MAX_ROWS = 50;
