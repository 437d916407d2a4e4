import { ADDITIVES, ALLERGENS } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { portal, portalUser } from './portal';

/** The canteen's order system (spec §3 "Order system"): canteens, articles, plans, orders. */
export const canteenSchema = pgSchema('canteen');

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Exact money: never a float (docs/canteen.md). */
const money = (name: string) => numeric(name, { precision: 10, scale: 2 }).notNull();
/** Codes of the contracts' ALLERGENS / ADDITIVES; the article's check constraints keep them known. */
const codes = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);
const known = (values: readonly string[]) => sql.raw(`ARRAY[${values.map((v) => `'${v}'`).join(',')}]::text[]`);

/** One canteen, told apart by the `applicationId` of every order-system path. */
export const canteen = canteenSchema.table('canteen', {
  applicationId: text('application_id').primaryKey(),
  name: text('name').notNull(),
  /** IANA zone; plan days and wall-clock deadlines are read in it. */
  timeZone: text('time_zone').notNull(),
  /** ISO 4217. */
  currency: text('currency').notNull(),
  pickUpLocations: text('pick_up_locations').array().notNull().default(sql`'{}'::text[]`),
  /** 'HH:MM' in the canteen's time zone. */
  pickUpTimes: text('pick_up_times').array().notNull().default(sql`'{}'::text[]`),
  createdAt: created(),
});

export const article = canteenSchema.table(
  'article',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: text('application_id')
      .notNull()
      .references(() => canteen.applicationId, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    articlePrice: money('article_price'),
    isDefault: boolean('is_default').notNull().default(false),
    /** Regulation (EU) No 1169/2011 Annex II: what the menu must declare. */
    allergens: codes('allergens'),
    additives: codes('additives'),
    /** Optimistic lock for If-Match (R3). */
    version: integer('version').notNull().default(1),
    /** Deleted articles stay for the orders and past plans that name them. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('article_application').on(t.applicationId, t.name),
    check('article_price_not_negative', sql`${t.articlePrice} >= 0`),
    check('article_allergens_known', sql`${t.allergens} <@ ${known(ALLERGENS)}`),
    check('article_additives_known', sql`${t.additives} <@ ${known(ADDITIVES)}`),
  ],
);

export const plan = canteenSchema.table(
  'plan',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: text('application_id')
      .notNull()
      .references(() => canteen.applicationId, { onDelete: 'restrict' }),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    includeDefaultArticles: boolean('include_default_articles').notNull().default(true),
    visibleFrom: timestamp('visible_from', { withTimezone: true }).notNull(),
    orderableUntil: timestamp('orderable_until', { withTimezone: true }).notNull(),
    /** Set by the kitchen: no orders, changes or cancellations until it reopens the plan. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => portalUser.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('plan_application_date').on(t.applicationId, t.date),
    check('plan_visible_before_deadline', sql`${t.visibleFrom} < ${t.orderableUntil}`),
  ],
);

/** What a plan offers, as it was offered: name, description and price copied from the article. */
export const planDetail = canteenSchema.table(
  'plan_detail',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plan.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .notNull()
      .references(() => article.id, { onDelete: 'restrict' }),
    articlePrice: money('article_price'),
    articleName: text('article_name').notNull(),
    articleDescription: text('article_description').notNull().default(''),
    allergens: codes('allergens'),
    additives: codes('additives'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('plan_detail_plan_article').on(t.planId, t.articleId),
    index('plan_detail_article').on(t.articleId),
  ],
);

/** One person's order for one plan; a second order for the same plan is a change of the first. */
export const userOrder = canteenSchema.table(
  'user_order',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: text('application_id')
      .notNull()
      .references(() => canteen.applicationId, { onDelete: 'restrict' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plan.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => portalUser.id, { onDelete: 'cascade' }),
    /** The database clock when the order was accepted, read under the plan's row lock. */
    orderTimestamp: timestamp('order_timestamp', { withTimezone: true }).notNull(),
    pickUpTime: text('pick_up_time'),
    pickUpLocation: text('pick_up_location'),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('user_order_plan_user').on(t.planId, t.userId),
    index('user_order_user').on(t.userId, t.orderTimestamp),
  ],
);

/** An ordered article with the name and price it had when it was ordered. */
export const orderDetail = canteenSchema.table(
  'order_detail',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => userOrder.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id').references(() => article.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    articlePrice: money('article_price'),
    articleName: text('article_name').notNull(),
    articleDescription: text('article_description').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('order_detail_order').on(t.orderId),
    check('order_detail_quantity', sql`${t.quantity} between 1 and 20`),
  ],
);

/**
 * Idempotency keys of any module's POST (R2, http/idempotency.ts): the first request's answer,
 * kept at least 24 hours. It came with the canteen; it belongs to no module.
 */
export const idempotencyKey = portal.table(
  'idempotency_key',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => portalUser.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method, route and a hash of the body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** Null while the first request is in flight. */
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: created(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_key_created').on(t.createdAt)],
);
