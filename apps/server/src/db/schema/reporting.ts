import type { ChartKind, Locale, SubscriptionFormat, SubscriptionFrequency } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, json, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { portal, portalUser } from './portal';

/** A saved report definition (spec §3 "Reporting: query"), owned by the user who created it. */
export const reportingQuery = portal.table(
  'reporting_query',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The report definition, validated against the catalogue before it is stored; `json`, not `jsonb`, keeps the order of its keys (the sort priority of `order`). */
    data: json('data').notNull(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => portalUser.id, { onDelete: 'cascade' }),
    /** Optimistic concurrency: the ETag of a read, named by If-Match on a change (R3). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reporting_query_creator_name').on(t.creatorId, t.name),
    check('reporting_query_name_length', sql`char_length(${t.name}) between 1 and 200`),
    check('reporting_query_data_object', sql`json_typeof(${t.data}) = 'object'`),
  ],
);

/** A query shared with another user (spec §3 "shared query"): they may run and copy it, not change it. */
export const reportingSharedQuery = portal.table(
  'reporting_shared_query',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    queryId: uuid('reporting_query_id')
      .notNull()
      .references(() => reportingQuery.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => portalUser.id, { onDelete: 'cascade' }),
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reporting_shared_query_query_user').on(t.queryId, t.userId),
    index('reporting_shared_query_user').on(t.userId),
  ],
);

/**
 * A saved report sent by e-mail on a schedule (migration 0041, docs/reporting.md "Subscriptions"),
 * read with the owner's access at send time.
 */
export const reportingSubscription = portal.table(
  'reporting_subscription',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    queryId: uuid('reporting_query_id')
      .notNull()
      .references(() => reportingQuery.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => portalUser.id, { onDelete: 'cascade' }),
    frequency: text('frequency').$type<SubscriptionFrequency>().notNull(),
    hour: integer('hour').notNull(),
    weekday: integer('weekday'),
    monthDay: integer('month_day'),
    format: text('format').$type<SubscriptionFormat>().notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    recipients: text('recipients').array().notNull(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    /** Tries of the current turn; a claimed row counts its try before the mail goes out. */
    attempts: integer('attempts').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Optimistic concurrency of the owner's edits (migration 0047): named by If-Match on a change. */
    version: integer('version').notNull().default(1),
    /** Recipients who have this turn's mail already (migration 0058): a retry skips them. */
    deliveredTo: text('delivered_to').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    index('reporting_subscription_due').on(t.nextRunAt),
    index('reporting_subscription_owner').on(t.ownerId),
    check('reporting_subscription_frequency', sql`${t.frequency} in ('daily', 'weekly', 'monthly')`),
    check('reporting_subscription_hour', sql`${t.hour} between 0 and 23`),
    check(
      'reporting_subscription_weekday',
      sql`(${t.frequency} = 'weekly') = (${t.weekday} is not null) and (${t.weekday} is null or ${t.weekday} between 1 and 7)`,
    ),
    check(
      'reporting_subscription_month_day',
      sql`(${t.frequency} = 'monthly') = (${t.monthDay} is not null) and (${t.monthDay} is null or ${t.monthDay} between 1 and 28)`,
    ),
    check('reporting_subscription_format', sql`${t.format} in ('xlsx', 'pdf')`),
    check('reporting_subscription_locale', sql`${t.locale} in ('de', 'en', 'cs', 'fr', 'it')`),
    check('reporting_subscription_recipients', sql`cardinality(${t.recipients}) between 1 and 20`),
  ],
);

/** A chart of a saved query on its owner's dashboard (migration 0042, docs/reporting.md "Charts and the dashboard"). */
export const reportingChart = portal.table(
  'reporting_chart',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => portalUser.id, { onDelete: 'cascade' }),
    queryId: uuid('reporting_query_id')
      .notNull()
      .references(() => reportingQuery.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<ChartKind>().notNull(),
    /** The result column along the axis or around the pie; none for a single number. */
    category: text('category'),
    /** The numeric result column drawn. */
    value: text('value').notNull(),
    /** The place on the dashboard, from 1. */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reporting_chart_owner_position').on(t.ownerId, t.position),
    check('reporting_chart_name_length', sql`char_length(${t.name}) between 1 and 200`),
    check('reporting_chart_kind', sql`${t.kind} in ('bar', 'line', 'pie', 'number')`),
    check('reporting_chart_category', sql`(${t.kind} = 'number') = (${t.category} is null)`),
  ],
);

/** A dashboard shared with another user: they see its charts, each read with their own access. */
export const reportingDashboardShare = portal.table(
  'reporting_dashboard_share',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => portalUser.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => portalUser.id, { onDelete: 'cascade' }),
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'reporting_dashboard_share_pk', columns: [t.ownerId, t.userId] }),
    index('reporting_dashboard_share_user').on(t.userId),
    check('reporting_dashboard_share_not_self', sql`${t.ownerId} <> ${t.userId}`),
  ],
);
