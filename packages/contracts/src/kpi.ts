import { z } from 'zod';

/**
 * Production key figures per site and ISO calendar week (spec §3 KPI, §7 /api/KPI). The rules
 * the spec leaves open (direction, ranges, traffic light, month aggregation) are written down in
 * docs/kpi.md; this file is their one source for the server and the mini-app.
 */

/** The key figures of spec §3, in the order screens show them. */
export const KPI_NAMES = [
  'Productivity',
  'DeliveryReliability',
  'DeliveryTime',
  'ProducedVolume',
  'AHU',
  'Panels',
  'Tubes',
  'VentilationUnits',
] as const;
export type KpiName = (typeof KPI_NAMES)[number];

export { KPI_LABELS, KPI_UNIT_LABELS } from './kpiLabels';

/** Units are codes, not words: the screen translates them. */
export const KPI_UNITS = ['percent', 'days', 'pieces'] as const;
export type KpiUnit = (typeof KPI_UNITS)[number];

export interface KpiRule {
  readonly unit: KpiUnit;
  /** Whether a larger actual value is the better one (delivery time: lower is better). */
  readonly higherIsBetter: boolean;
  /** A month's value from its weeks: the sum for counted volumes, the mean for rates and times. */
  readonly monthly: 'sum' | 'mean';
  /** Plausible range of a target or actual value. */
  readonly min: number;
  readonly max: number;
  /** Counted pieces are whole numbers. */
  readonly integer: boolean;
}

const rate: KpiRule = { unit: 'percent', higherIsBetter: true, monthly: 'mean', min: 0, max: 100, integer: false };
const pieces: KpiRule = {
  unit: 'pieces',
  higherIsBetter: true,
  monthly: 'sum',
  min: 0,
  max: 10_000_000,
  integer: true,
};

export const KPI_RULES: Record<KpiName, KpiRule> = {
  Productivity: rate,
  DeliveryReliability: rate,
  DeliveryTime: { unit: 'days', higherIsBetter: false, monthly: 'mean', min: 0, max: 365, integer: false },
  ProducedVolume: pieces,
  AHU: pieces,
  Panels: pieces,
  Tubes: pieces,
  VentilationUnits: pieces,
};

/** Traffic light of an actual value against its target; `none` when either is missing. */
export const KPI_STATES = ['green', 'yellow', 'red', 'none'] as const;
export type KpiState = (typeof KPI_STATES)[number];

/** How far (relative to the target) an actual value may miss it and still be yellow rather than red. */
export const KPI_TOLERANCE = 0.05;

/**
 * Green when the target is met (reached, or for lower-is-better not exceeded), yellow when it is
 * missed by at most 5 % of the target, red beyond that.
 */
export function kpiState(kpi: KpiName, actual: number | null, target: number | null): KpiState {
  if (actual === null || target === null) return 'none';
  const { higherIsBetter } = KPI_RULES[kpi];
  const miss = higherIsBetter ? target - actual : actual - target;
  if (miss <= 0) return 'green';
  return miss <= Math.abs(target) * KPI_TOLERANCE ? 'yellow' : 'red';
}

/**
 * The target band of a week (issue 21 §9, the trend chart): from the target to the edge of
 * "narrowly missed", 5 % of the target on the worse side. Above it (below for delivery time) is
 * green, beyond its far edge red. Null without a target.
 */
export function kpiTargetBand(kpi: KpiName, target: number | null): { from: number; to: number } | null {
  if (target === null) return null;
  const edge = KPI_RULES[kpi].higherIsBetter
    ? target - Math.abs(target) * KPI_TOLERANCE
    : target + Math.abs(target) * KPI_TOLERANCE;
  return { from: Math.min(target, edge), to: Math.max(target, edge) };
}

export const kpiValueSchema = z.object({
  kpi: z.enum(KPI_NAMES),
  unit: z.enum(KPI_UNITS),
  targetValue: z.number().nullable(),
  actualValue: z.number().nullable(),
});
export type KpiValue = z.infer<typeof kpiValueSchema>;

/** One key figure of a site in one week, with its month to date (spec §3 PerformanceIndicator). */
export const performanceIndicatorSchema = z.object({
  name: z.enum(KPI_NAMES),
  year: z.number().int(),
  calendarWeek: z.number().int(),
  unit: z.enum(KPI_UNITS),
  /** The week's actual value. */
  week: z.number().nullable(),
  stateOfWeek: z.enum(KPI_STATES),
  targetValue: z.number().nullable(),
  /** The month the week belongs to (its Thursday's month, 1–12). */
  monthOfYear: z.number().int(),
  /** The month's actual value up to this week (sum or mean of its weeks, per KPI_RULES). */
  month: z.number().nullable(),
  monthTargetValue: z.number().nullable(),
  stateOfMonth: z.enum(KPI_STATES),
  country: z.string(),
});
export type PerformanceIndicator = z.infer<typeof performanceIndicatorSchema>;

export const kpiSiteSchema = z.object({
  kpiSite: z.string(),
  name: z.string(),
  description: z.string(),
  country: z.string(),
  timeZone: z.string(),
  /** Whether the caller may edit its weeks (holds api.kpiEdit). */
  isEditable: z.boolean(),
  /** The site's current ISO week in its own time zone. */
  currentYear: z.number().int(),
  currentCalendarWeek: z.number().int(),
  performanceIndicator: z.array(performanceIndicatorSchema),
});
export type KpiSite = z.infer<typeof kpiSiteSchema>;

/** GET /api/KPI/overview: every site at its last week with values. */
export const kpiOverviewSchema = z.object({
  kpiSite: z.array(kpiSiteSchema),
  currentYear: z.number().int(),
  currentCalendarWeek: z.number().int(),
});
export type KpiOverview = z.infer<typeof kpiOverviewSchema>;

export const kpiWeekRefSchema = z.object({ year: z.number().int(), calendarWeek: z.number().int() });
export type KpiWeekRef = z.infer<typeof kpiWeekRefSchema>;

/** GET /api/KPI/{kpiSite}/details: the site with every week of a year that has values, newest first. */
export const kpiDetailsSchema = z.object({
  site: kpiSiteSchema.omit({ performanceIndicator: true }),
  year: z.number().int(),
  weeks: z.array(kpiWeekRefSchema.extend({ performanceIndicator: z.array(performanceIndicatorSchema) })),
});
export type KpiDetails = z.infer<typeof kpiDetailsSchema>;

/** GET /api/KPI/{kpiSite}/editOverview: the weeks an editor may open, newest first. */
export const kpiEditOverviewSchema = z.object({
  kpiSite: z.string(),
  weeks: z.array(kpiWeekRefSchema.extend({ hasValues: z.boolean(), version: z.number().int() })),
});
export type KpiEditOverview = z.infer<typeof kpiEditOverviewSchema>;

/** GET /api/KPI/{kpiSite}/{calendarweek}/edit: the week's values and the version to send back. */
export const kpiWeekSchema = kpiWeekRefSchema.extend({
  kpiSite: z.string(),
  version: z.number().int(),
  values: z.array(
    kpiValueSchema.extend({
      /** The week whose target this one carries over (none stored for this week yet), or null. */
      targetCarriedFrom: kpiWeekRefSchema.nullable(),
    }),
  ),
});
export type KpiWeek = z.infer<typeof kpiWeekSchema>;

export const kpiHistoryEntrySchema = z.object({
  id: z.number().int(),
  kpi: z.enum(KPI_NAMES),
  unit: z.enum(KPI_UNITS),
  targetValueBefore: z.number().nullable(),
  targetValueAfter: z.number().nullable(),
  actualValueBefore: z.number().nullable(),
  actualValueAfter: z.number().nullable(),
  /** ISO 8601 in UTC. */
  timestamp: z.string(),
  user: z.string(),
});
export type KpiHistoryEntry = z.infer<typeof kpiHistoryEntrySchema>;

const plausible = z
  .object({ kpi: z.enum(KPI_NAMES), targetValue: z.number().nullable(), actualValue: z.number().nullable() })
  .superRefine((value, ctx) => {
    const rule = KPI_RULES[value.kpi];
    for (const field of ['targetValue', 'actualValue'] as const) {
      const n = value[field];
      if (n === null) continue;
      if (!Number.isFinite(n) || n < rule.min || n > rule.max) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `${value.kpi} must lie between ${rule.min} and ${rule.max}`,
        });
      } else if (rule.integer && !Number.isInteger(n)) {
        ctx.addIssue({ code: 'custom', path: [field], message: `${value.kpi} counts whole pieces` });
      }
    }
  });

/** PUT /api/KPI/{kpiSite}/{calendarweek}/{year}/update: the KPI values of the week (each KPI at most once). */
export const kpiUpdateSchema = z.object({
  /** The version read with /edit; an alternative to If-Match. */
  version: z.number().int().min(0).optional(),
  values: z
    .array(plausible)
    .min(1)
    .max(KPI_NAMES.length)
    .refine((values) => new Set(values.map((v) => v.kpi)).size === values.length, 'each KPI at most once'),
});
export type KpiUpdate = z.infer<typeof kpiUpdateSchema>;

/** GET /api/KPI2: every site's current ISO week, one flat row per site and KPI (a table for a wall screen). */
/** Weeks a trend covers at most (two years). */
export const MAX_KPI_TREND_WEEKS = 104;

/**
 * GET /api/KPI/{kpiSite}/trend?weeks=: each KPI's weeks up to the site's current one, oldest first,
 * with the target (carried over from the last week that set one) and its band.
 */
export const kpiTrendSchema = z.object({
  kpiSite: z.string(),
  name: z.string(),
  weeks: z.array(kpiWeekRefSchema),
  series: z.array(
    z.object({
      kpi: z.enum(KPI_NAMES),
      unit: z.enum(KPI_UNITS),
      higherIsBetter: z.boolean(),
      points: z.array(
        kpiWeekRefSchema.extend({
          actualValue: z.number().nullable(),
          targetValue: z.number().nullable(),
          bandFrom: z.number().nullable(),
          bandTo: z.number().nullable(),
          state: z.enum(KPI_STATES),
        }),
      ),
    }),
  ),
});
export type KpiTrend = z.infer<typeof kpiTrendSchema>;

export const kpi2RowSchema = performanceIndicatorSchema.extend({ kpiSite: z.string(), siteName: z.string() });
export type Kpi2Row = z.infer<typeof kpi2RowSchema>;

/** ISO 8601 week of a calendar date (year, month 1–12, day): weeks start on Monday, week 1 holds the first Thursday. */
export function isoWeekOf(year: number, month: number, day: number): KpiWeekRef {
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday); // the Thursday of the same week
  const weekYear = date.getUTCFullYear();
  const firstDay = Date.UTC(weekYear, 0, 1);
  return { year: weekYear, calendarWeek: Math.floor((date.getTime() - firstDay) / 86_400_000 / 7) + 1 };
}

/** The Thursday of an ISO week (UTC midnight): its month is the month the week counts to. */
export function thursdayOf(year: number, calendarWeek: number): Date {
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const mondayOfWeek1 = Date.UTC(year, 0, 4 - ((jan4.getUTCDay() || 7) - 1));
  return new Date(mondayOfWeek1 + ((calendarWeek - 1) * 7 + 3) * 86_400_000);
}

/** Number of ISO weeks of a year: 53 when 28 December falls in week 53. */
export function isoWeeksIn(year: number): number {
  return isoWeekOf(year, 12, 28).calendarWeek;
}

/** The ISO week of an instant as seen in a time zone (IANA name). */
export function isoWeekAt(instant: Date, timeZone: string): KpiWeekRef {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(instant)
    .reduce<Record<string, number>>((acc, p) => {
      if (p.type !== 'literal') acc[p.type] = Number(p.value);
      return acc;
    }, {});
  return isoWeekOf(parts.year!, parts.month!, parts.day!);
}

/** Orders weeks: negative when a is before b. */
export const compareWeeks = (a: KpiWeekRef, b: KpiWeekRef) => a.year - b.year || a.calendarWeek - b.calendarWeek;
