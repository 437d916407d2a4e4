import { z } from 'zod';

/**
 * Reporting (spec §3 "Reporting", §7 /api/reporting): a catalogue of datasets the server offers,
 * report definitions (saved as queries, shared with other users) and their results. The rules the
 * spec leaves open are written down in docs/reporting.md; this file is their one source for the
 * server and the mini-app.
 */

import { LOCALES } from './brands';
import {
  CHART_KINDS,
  CHART_MAX_ROWS,
  type ChartKind,
  REPORT_LIMITS,
  SUBSCRIPTION_FORMATS,
  SUBSCRIPTION_FREQUENCIES,
  SUBSCRIPTION_LIMITS,
  SUBSCRIPTION_TIME_ZONE,
  type SubscriptionFormat,
  type SubscriptionFrequency,
} from './reportingLimits';

export {
  CHART_KINDS,
  CHART_MAX_ROWS,
  type ChartKind,
  REPORT_LIMITS,
  SUBSCRIPTION_FORMATS,
  SUBSCRIPTION_FREQUENCIES,
  SUBSCRIPTION_LIMITS,
  SUBSCRIPTION_TIME_ZONE,
  type SubscriptionFormat,
  type SubscriptionFrequency,
};

export const REPORT_COLUMN_TYPES = ['text', 'integer', 'number', 'date', 'timestamp', 'boolean'] as const;
export type ReportColumnType = (typeof REPORT_COLUMN_TYPES)[number];

export const FILTER_COMPARERS = [
  'eq',
  'ne',
  'lt',
  'lte',
  'gt',
  'gte',
  'contains',
  'startsWith',
  'endsWith',
  'in',
  'isNull',
  'isNotNull',
] as const;
export type FilterComparer = (typeof FILTER_COMPARERS)[number];

/** Which comparers a column of each type offers; anything else is refused (400). */
export const COMPARERS_BY_TYPE: Record<ReportColumnType, readonly FilterComparer[]> = {
  text: ['eq', 'ne', 'contains', 'startsWith', 'endsWith', 'in', 'isNull', 'isNotNull'],
  integer: ['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'in', 'isNull', 'isNotNull'],
  number: ['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'isNull', 'isNotNull'],
  date: ['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'isNull', 'isNotNull'],
  timestamp: ['lt', 'lte', 'gt', 'gte', 'isNull', 'isNotNull'],
  boolean: ['eq', 'ne', 'isNull', 'isNotNull'],
};

/** Comparers that take no value. */
export const VALUELESS_COMPARERS: readonly FilterComparer[] = ['isNull', 'isNotNull'];

export const REPORT_AGGREGATES = ['count', 'countDistinct', 'sum', 'avg', 'min', 'max'] as const;
export type ReportAggregate = (typeof REPORT_AGGREGATES)[number];

/** Which aggregates make sense on each type: sums of dates or texts do not. */
export const AGGREGATES_BY_TYPE: Record<ReportColumnType, readonly ReportAggregate[]> = {
  text: ['count', 'countDistinct', 'min', 'max'],
  integer: ['count', 'countDistinct', 'sum', 'avg', 'min', 'max'],
  number: ['count', 'countDistinct', 'sum', 'avg', 'min', 'max'],
  date: ['count', 'countDistinct', 'min', 'max'],
  timestamp: ['count', 'min', 'max'],
  boolean: ['count'],
};

/** The type of an aggregate's result: counts are whole numbers, averages decimals, min/max keep the type. */
export function aggregateType(aggregate: ReportAggregate, type: ReportColumnType): ReportColumnType {
  if (aggregate === 'count' || aggregate === 'countDistinct') return 'integer';
  if (aggregate === 'avg') return 'number';
  return type;
}

/** The id of a result column: the column key, or `aggregate:key` for an aggregated one. */
export function resultColumnId(column: { key: string; aggregate?: ReportAggregate | undefined }): string {
  return column.aggregate ? `${column.aggregate}:${column.key}` : column.key;
}

const LOCALE_KEYS = ['de', 'en', 'cs', 'fr', 'it'] as const;
/** A text in the five portal languages. */
export const localizedTextSchema = z.object(
  Object.fromEntries(LOCALE_KEYS.map((l) => [l, z.string()])) as Record<(typeof LOCALE_KEYS)[number], z.ZodString>,
);
export type LocalizedText = z.infer<typeof localizedTextSchema>;

// ---- Catalogue (GET /api/reporting/Metadata) ------------------------------------------------

/** One code of a column whose values are codes (a KPI's database key), with its name in five languages. */
export const reportValueNameSchema = z.object({ value: z.string(), label: localizedTextSchema });
export type ReportValueName = z.infer<typeof reportValueNameSchema>;

export { inLanguage, namedCell } from './reportingValues';

export const reportColumnMetaSchema = z.object({
  key: z.string(),
  type: z.enum(REPORT_COLUMN_TYPES),
  label: localizedTextSchema,
  /** May be a result column. */
  show: z.boolean(),
  filter: z.boolean(),
  group: z.boolean(),
  sort: z.boolean(),
  /** Aggregates offered on it; empty: none. */
  aggregates: z.array(z.enum(REPORT_AGGREGATES)),
  comparers: z.array(z.enum(FILTER_COMPARERS)),
  /**
   * A column of codes: every code with its name. Reports carry and filter by the code (so a saved
   * or shared report means the same in every language); the screen and the exports show the name.
   */
  values: z.array(reportValueNameSchema).optional(),
});
export type ReportColumnMeta = z.infer<typeof reportColumnMetaSchema>;

/** One dataset as the list names it (spec: Metadata "Name, QueryId"). */
export const reportDatasetSummarySchema = z.object({
  queryId: z.string(),
  name: z.string(),
  label: localizedTextSchema,
  description: localizedTextSchema,
});
export type ReportDatasetSummary = z.infer<typeof reportDatasetSummarySchema>;

export const reportDatasetSchema = reportDatasetSummarySchema.extend({
  columns: z.array(reportColumnMetaSchema),
});
export type ReportDataset = z.infer<typeof reportDatasetSchema>;

// ---- Report definition ----------------------------------------------------------------------

const key = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,62}$/, 'a column key of the dataset');
const scalar = z.union([z.string().max(REPORT_LIMITS.maxValueLength), z.number().finite(), z.boolean()]);

export const filterConditionSchema = z
  .object({
    key,
    comparer: z.enum(FILTER_COMPARERS),
    value: z.union([scalar, z.array(scalar).min(1).max(REPORT_LIMITS.maxInValues)]).optional(),
  })
  .strict();
export type FilterCondition = z.infer<typeof filterConditionSchema>;

export interface FilterTree {
  operator: 'and' | 'or';
  conditions?: FilterCondition[] | undefined;
  trees?: FilterTree[] | undefined;
}

export const filterTreeShape: z.ZodType<FilterTree> = z.lazy(() =>
  z
    .object({
      operator: z.enum(['and', 'or']),
      conditions: z.array(filterConditionSchema).max(REPORT_LIMITS.maxNodes).optional(),
      trees: z.array(filterTreeShape).max(REPORT_LIMITS.maxNodes).optional(),
    })
    .strict(),
);

/**
 * Depth and node count of a filter tree, measured without recursion, so a tree 10,000 levels deep
 * is refused before anything walks it recursively (T25).
 */
export function filterTreeSize(tree: unknown): { depth: number; nodes: number; bounded: boolean } {
  let depth = 0;
  let nodes = 0;
  const stack: Array<{ node: unknown; level: number }> = [{ node: tree, level: 1 }];
  while (stack.length > 0) {
    const { node, level } = stack.pop()!;
    nodes++;
    depth = Math.max(depth, level);
    if (depth > REPORT_LIMITS.maxDepth || nodes > REPORT_LIMITS.maxNodes) return { depth, nodes, bounded: false };
    if (typeof node !== 'object' || node === null) continue;
    const { conditions, trees } = node as { conditions?: unknown; trees?: unknown };
    if (Array.isArray(conditions)) nodes += conditions.length;
    if (Array.isArray(trees)) for (const child of trees) stack.push({ node: child, level: level + 1 });
  }
  return { depth, nodes, bounded: nodes <= REPORT_LIMITS.maxNodes };
}

/** A filter tree: AND/OR groups of conditions and nested groups, bounded in depth and size. */
export const filterTreeSchema = z
  .unknown()
  .superRefine((tree, ctx) => {
    const size = filterTreeSize(tree);
    if (!size.bounded) {
      ctx.addIssue({
        code: 'custom',
        message: `at most ${REPORT_LIMITS.maxDepth} levels and ${REPORT_LIMITS.maxNodes} groups and conditions`,
        fatal: true,
      });
    }
  })
  .pipe(filterTreeShape);

export const reportColumnSchema = z.object({ key, aggregate: z.enum(REPORT_AGGREGATES).optional() }).strict();
export type ReportColumn = z.infer<typeof reportColumnSchema>;

/**
 * A report definition (spec §3 "Report query definition"): source (a dataset of the catalogue),
 * columns, filter tree, grouping, order (result column id → ascending?), limit and offset, and
 * whether to count all rows.
 */
export const reportDefinitionSchema = z
  .object({
    source: key,
    columns: z.array(reportColumnSchema).min(1).max(REPORT_LIMITS.maxColumns),
    filter: filterTreeSchema.optional(),
    grouping: z.array(key).max(REPORT_LIMITS.maxColumns).optional(),
    /** Result column id → true ascending, false descending; the keys' order is the sort priority. */
    order: z.record(z.string().max(80), z.boolean()).optional(),
    limit: z.number().int().min(1).max(REPORT_LIMITS.maxLimit).optional(),
    offset: z.number().int().min(0).max(REPORT_LIMITS.maxOffset).optional(),
    count: z.boolean().optional(),
  })
  .strict();
export type ReportDefinition = z.infer<typeof reportDefinitionSchema>;

// ---- Saved and shared queries ---------------------------------------------------------------

export const reportingQueryInputSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    description: z.string().max(2000).optional(),
    data: reportDefinitionSchema,
  })
  .strict();
export type ReportingQueryInput = z.infer<typeof reportingQueryInputSchema>;

export const reportingSharedQuerySchema = z.object({
  reportingSharedQueryId: z.string(),
  reportingQueryId: z.string(),
  userId: z.string(),
  userName: z.string(),
  queryName: z.string(),
  creator: z.string(),
  creatorName: z.string(),
  sharedAt: z.string(),
});
export type ReportingSharedQuery = z.infer<typeof reportingSharedQuerySchema>;

export const reportingQuerySchema = z.object({
  reportingQueryId: z.string(),
  name: z.string(),
  description: z.string(),
  data: reportDefinitionSchema,
  creator: z.string(),
  creatorName: z.string(),
  /** The caller owns it (may change, delete, share); otherwise it was shared with the caller. */
  isOwner: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
  reportingSharedQueries: z.array(reportingSharedQuerySchema),
});
export type ReportingQuery = z.infer<typeof reportingQuerySchema>;

export const sharedQueryInputSchema = z
  .object({ reportingQueryId: z.string().uuid(), userId: z.string().uuid() })
  .strict();
export type SharedQueryInput = z.infer<typeof sharedQueryInputSchema>;

export const shareRecipientSchema = z.object({ userId: z.string(), name: z.string(), email: z.string() });
export type ShareRecipient = z.infer<typeof shareRecipientSchema>;

// ---- Running a report (POST /api/reporting/Report) ------------------------------------------

export const REPORT_FORMATS = ['json', 'xlsx', 'csv', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** Either a saved query (own or shared) or an inline definition; limit and offset page through it. */
export const reportRequestSchema = z
  .object({
    reportingQueryId: z.string().uuid().optional(),
    query: reportDefinitionSchema.optional(),
    limit: z.number().int().min(1).max(REPORT_LIMITS.maxLimit).optional(),
    offset: z.number().int().min(0).max(REPORT_LIMITS.maxOffset).optional(),
  })
  .strict()
  .refine((r) => (r.reportingQueryId === undefined) !== (r.query === undefined), {
    message: 'name either reportingQueryId or query',
    path: ['query'],
  });
export type ReportRequest = z.infer<typeof reportRequestSchema>;

export const reportResultColumnSchema = z.object({
  id: z.string(),
  key: z.string(),
  aggregate: z.enum(REPORT_AGGREGATES).optional(),
  type: z.enum(REPORT_COLUMN_TYPES),
  label: localizedTextSchema,
  /** A number that names rather than counts (a year): written without thousands separators. */
  noThousandsSeparator: z.literal(true).optional(),
});
export type ReportResultColumn = z.infer<typeof reportResultColumnSchema>;

export const reportCellSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type ReportCell = z.infer<typeof reportCellSchema>;

/** Spec §3 "Report result": count, data (one map per row, keyed by result column id), query. */
export const reportResultSchema = z.object({
  count: z.number().int().nullable(),
  columns: z.array(reportResultColumnSchema),
  data: z.array(z.record(z.string(), reportCellSchema)),
  query: reportDefinitionSchema,
});
export type ReportResult = z.infer<typeof reportResultSchema>;

// ---- Subscriptions: a saved report by e-mail (/api/reporting/Subscription) --------------------

/**
 * When a saved report is sent, as Metabase's subscriptions: every day, every week on a weekday
 * (1 Monday … 7 Sunday) or every month on a day (1–28), at a full hour of Central European time.
 */
export const subscriptionInputSchema = z
  .object({
    reportingQueryId: z.string().uuid(),
    frequency: z.enum(SUBSCRIPTION_FREQUENCIES),
    hour: z.number().int().min(0).max(23),
    weekday: z.number().int().min(1).max(7).optional(),
    monthDay: z.number().int().min(1).max(28).optional(),
    format: z.enum(SUBSCRIPTION_FORMATS),
    locale: z.enum(LOCALES),
    /** Portal users' e-mail addresses: a report leaves the portal only to its own people. */
    recipients: z.array(z.string().trim().toLowerCase().email().max(254)).min(1).max(SUBSCRIPTION_LIMITS.maxRecipients),
  })
  .strict()
  .superRefine((s, ctx) => {
    if (s.frequency === 'weekly' && s.weekday === undefined)
      ctx.addIssue({ code: 'custom', path: ['weekday'], message: 'a weekly subscription names its weekday' });
    if (s.frequency === 'monthly' && s.monthDay === undefined)
      ctx.addIssue({ code: 'custom', path: ['monthDay'], message: 'a monthly subscription names its day' });
    if (s.frequency !== 'weekly' && s.weekday !== undefined)
      ctx.addIssue({ code: 'custom', path: ['weekday'], message: 'only a weekly subscription has a weekday' });
    if (s.frequency !== 'monthly' && s.monthDay !== undefined)
      ctx.addIssue({ code: 'custom', path: ['monthDay'], message: 'only a monthly subscription has a day' });
  });
export type SubscriptionInput = z.infer<typeof subscriptionInputSchema>;

export const subscriptionSchema = z.object({
  subscriptionId: z.string(),
  reportingQueryId: z.string(),
  queryName: z.string(),
  frequency: z.enum(SUBSCRIPTION_FREQUENCIES),
  hour: z.number().int(),
  weekday: z.number().int().nullable(),
  monthDay: z.number().int().nullable(),
  format: z.enum(SUBSCRIPTION_FORMATS),
  locale: z.enum(LOCALES),
  recipients: z.array(z.string()),
  /** The next send (UTC ISO 8601). */
  nextRunAt: z.string(),
  lastSentAt: z.string().nullable(),
  /** Why the last try failed, while it is retried or after it was given up for this turn. */
  lastError: z.string().nullable(),
  /** The version an edit names in If-Match (`"v<version>"`, as the ETag of a saved query). */
  version: z.number().int(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

// ---- Charts and the dashboard (/api/reporting/Chart, /api/reporting/Dashboard) ---------------

/**
 * A chart of a saved query (own or shared): `value` is a numeric result column of the query
 * (`sum:netSales`), `category` the column along the axis or around the pie (none for a number).
 */
export const chartInputSchema = z
  .object({
    reportingQueryId: z.string().uuid(),
    name: z.string().trim().min(1).max(200),
    kind: z.enum(CHART_KINDS),
    category: z.string().min(1).max(200).optional(),
    value: z.string().min(1).max(200),
  })
  .strict()
  .superRefine((c, ctx) => {
    if (c.kind === 'number' && c.category !== undefined)
      ctx.addIssue({ code: 'custom', path: ['category'], message: 'a single number has no category' });
    if (c.kind !== 'number' && c.category === undefined)
      ctx.addIssue({ code: 'custom', path: ['category'], message: 'name the column along the axis' });
  });
export type ChartInput = z.infer<typeof chartInputSchema>;

export const chartSchema = z.object({
  chartId: z.string(),
  reportingQueryId: z.string(),
  queryName: z.string(),
  name: z.string(),
  kind: z.enum(CHART_KINDS),
  category: z.string().nullable(),
  value: z.string(),
  position: z.number().int(),
});
export type Chart = z.infer<typeof chartSchema>;

export const dashboardShareSchema = z.object({ userId: z.string(), userName: z.string(), sharedAt: z.string() });
export type DashboardShare = z.infer<typeof dashboardShareSchema>;

/** A person's dashboard: their charts in order; the owner also sees whom it is shared with. */
export const dashboardSchema = z.object({
  ownerId: z.string(),
  ownerName: z.string(),
  isOwner: z.boolean(),
  charts: z.array(chartSchema),
  shares: z.array(dashboardShareSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** Dashboards others shared with the caller. */
export const sharedDashboardSchema = z.object({ ownerId: z.string(), ownerName: z.string() });
export type SharedDashboard = z.infer<typeof sharedDashboardSchema>;

export const dashboardShareInputSchema = z.object({ userId: z.string().uuid() }).strict();
