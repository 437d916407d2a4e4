import { z } from 'zod';
import { ADDITIVES, ALLERGENS } from './canteenCodes';
import { uuid } from './portal';

/**
 * The canteen's order system (spec §3 "Order system", §7 OrderSystemArticle, OrderSystemOrder,
 * OrderSystemPlan, user orders). Field names are the spec's; the rules are in docs/canteen.md.
 *
 * Money is an exact decimal written as a string with two decimals ("7.50"), never a float; the
 * currency is the canteen's (ISO 4217), given beside every amount.
 */

/** A canteen's key in every path (`/api/OrderSystemArticle/{applicationId}/…`). */
export const canteenApplicationId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'lower-case letters, digits and - only');

/** A calendar day in the canteen's time zone. */
export const canteenDate = z.iso.date();

/** A price: at most 9,999.99, two decimals at most, no sign, no exponent. */
export const canteenPrice = z
  .string()
  .regex(/^\d{1,4}(\.\d{1,2})?$/, 'a price such as 7.50 (at most 9999.99, two decimals)');

/** A sum of money as the server writes it: exactly two decimals, any size. */
export const canteenAmount = z.string().regex(/^\d+\.\d{2}$/);

/** An instant with an offset (`2025-03-03T09:00:00+01:00`), or a wall-clock time in the canteen's time zone. */
export const canteenDateTime = z.iso.datetime({ offset: true, local: true });

/** Whole portions per article line: a canteen cooks for people, not for a warehouse. */
export const MAX_ORDER_QUANTITY = 20;
/** Article lines per order. */
export const MAX_ORDER_LINES = 20;
/** Articles on one plan. */
export const MAX_PLAN_ITEMS = 50;
/** Longest date range a list or export covers. */
export const MAX_CANTEEN_RANGE_DAYS = 366;

const name = z.string().trim().min(1).max(200);
const description = z.string().max(1000);
const pickUpTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time such as 11:45');
const pickUpLocation = z.string().trim().min(1).max(100);

// ---- Allergens and additives ---------------------------------------------------------------

export { ADDITIVES, type Additive, ALLERGENS, type Allergen } from './canteenCodes';

/** A set of codes: each at most once, kept in the list's own order by the server. */
const codes = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values))
    .max(values.length)
    .refine((list) => new Set(list).size === list.length, 'a code appears twice');

export const allergenList = codes(ALLERGENS);
export const additiveList = codes(ADDITIVES);

// ---- Canteen ------------------------------------------------------------------------------

/** One canteen of the portal: its clock, its money and where and when food is picked up. */
export const canteenSchema = z.object({
  applicationId: canteenApplicationId,
  name: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  pickUpLocations: z.array(z.string()),
  pickUpTimes: z.array(z.string()),
});
export type Canteen = z.infer<typeof canteenSchema>;

/**
 * A canteen in the list of canteens, with what the caller's kitchen does there: each flag is
 * whether one of their grants of that kitchen resource holds for this canteen (docs/canteen.md,
 * "Which canteen a kitchen acts on"). All false for someone who only orders.
 */
export const canteenListEntrySchema = canteenSchema.extend({
  kitchen: z.object({ articles: z.boolean(), plans: z.boolean(), orders: z.boolean() }),
});
export type CanteenListEntry = z.infer<typeof canteenListEntrySchema>;

// ---- Articles -----------------------------------------------------------------------------

export const portalArticleSchema = z.object({
  id: uuid,
  name: z.string(),
  description: z.string(),
  articlePrice: canteenPrice,
  isDefault: z.boolean(),
  applicationId: canteenApplicationId,
  currency: z.string(),
  allergens: allergenList,
  additives: additiveList,
});
export type PortalArticle = z.infer<typeof portalArticleSchema>;

export const articleInputSchema = z
  .object({
    name,
    description: description.default(''),
    articlePrice: canteenPrice,
    isDefault: z.boolean().default(false),
    allergens: allergenList.default([]),
    additives: additiveList.default([]),
  })
  .strict();
export type ArticleInput = z.infer<typeof articleInputSchema>;

// ---- Plans --------------------------------------------------------------------------------

export const planDetailSchema = z.object({
  /** Null for a default article the plan includes without listing it. */
  id: uuid.nullable(),
  planId: uuid,
  articleId: uuid,
  articlePrice: canteenPrice,
  articleName: z.string(),
  articleDescription: z.string(),
  /** The day the article is served: the plan's date. */
  orderDate: canteenDate,
  isDefault: z.boolean(),
  /** As offered on this plan: copied from the article with its name and price. */
  allergens: allergenList,
  additives: additiveList,
});
export type PlanDetail = z.infer<typeof planDetailSchema>;

export const planSchema = z.object({
  id: uuid,
  date: canteenDate,
  name: z.string(),
  includeDefaultArticles: z.boolean(),
  applicationId: canteenApplicationId,
  /** Instants in UTC (ISO 8601); the canteen's time zone is in its record. */
  orderableUntil: z.string(),
  visibleFrom: z.string(),
  /** When the kitchen closed the plan (UTC), or null: a closed plan takes no orders or changes. */
  closedAt: z.string().nullable(),
  planDetails: z.array(planDetailSchema),
});
export type Plan = z.infer<typeof planSchema>;

export const planInputSchema = z
  .object({
    date: canteenDate,
    name,
    includeDefaultArticles: z.boolean().default(true),
    /** Default: at once. */
    visibleFrom: canteenDateTime.optional(),
    /** Default: 09:00 on the plan's day in the canteen's time zone. */
    orderableUntil: canteenDateTime.optional(),
    planDetails: z
      .array(z.object({ articleId: uuid }).strict())
      .max(MAX_PLAN_ITEMS)
      .refine((items) => new Set(items.map((i) => i.articleId)).size === items.length, 'an article appears twice')
      .default([]),
  })
  .strict();
export type PlanInput = z.infer<typeof planInputSchema>;

/** A plan as someone ordering sees it: only once visible, with whether it still takes orders. */
export const orderablePlanSchema = planSchema.extend({ orderable: z.boolean() });
export type OrderablePlan = z.infer<typeof orderablePlanSchema>;

export const orderablePlansSchema = z.object({
  /** The database clock when the answer was made: count the deadline down from it, not from the phone's clock. */
  serverTime: z.string(),
  canteen: canteenSchema,
  plans: z.array(orderablePlanSchema),
});
export type OrderablePlans = z.infer<typeof orderablePlansSchema>;

// ---- Orders -------------------------------------------------------------------------------

export const orderDetailSchema = z.object({
  id: uuid,
  orderId: uuid,
  /** Null once the article was deleted; name and price stay as ordered. */
  articleId: uuid.nullable(),
  quantity: z.number().int(),
  articlePrice: canteenPrice,
  articleName: z.string(),
  articleDescription: z.string(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderUserSchema = z.object({ id: uuid, firstName: z.string(), lastName: z.string() });

export const orderPlanSchema = z.object({
  id: uuid,
  date: canteenDate,
  name: z.string(),
  orderableUntil: z.string(),
});

export const portalOrderSchema = z.object({
  id: uuid,
  orderTimestamp: z.string(),
  pickUpTime: z.string().nullable(),
  pickUpLocation: z.string().nullable(),
  userId: uuid,
  planId: uuid,
  applicationId: canteenApplicationId,
  orderDetails: z.array(orderDetailSchema),
  user: orderUserSchema,
  plan: orderPlanSchema,
  total: canteenAmount,
  currency: z.string(),
});
export type PortalOrder = z.infer<typeof portalOrderSchema>;

const orderLines = z
  .array(z.object({ articleId: uuid, quantity: z.number().int().min(1).max(MAX_ORDER_QUANTITY) }).strict())
  .min(1)
  .max(MAX_ORDER_LINES)
  .refine((lines) => new Set(lines.map((l) => l.articleId)).size === lines.length, 'an article appears twice');

export const orderUpdateSchema = z
  .object({
    pickUpTime: pickUpTime.nullable().optional(),
    pickUpLocation: pickUpLocation.nullable().optional(),
    orderDetails: orderLines,
  })
  .strict();
export type OrderUpdate = z.infer<typeof orderUpdateSchema>;

export const orderCreateSchema = orderUpdateSchema.extend({ planId: uuid }).strict();
export type OrderCreate = z.infer<typeof orderCreateSchema>;

// ---- Kitchen ------------------------------------------------------------------------------

export const orderedArticleSchema = z.object({
  articleId: uuid.nullable(),
  articleName: z.string(),
  quantity: z.number().int(),
  amount: canteenAmount,
});

export const pickUpSchema = z.object({
  orderId: uuid,
  userId: uuid,
  firstName: z.string(),
  lastName: z.string(),
  pickUpTime: z.string().nullable(),
  pickUpLocation: z.string().nullable(),
  items: z.array(z.object({ articleName: z.string(), quantity: z.number().int() })),
});

/** What the kitchen cooks per day: totals per article and who picks up what, when and where. */
export const orderedArticlesSchema = z.object({
  applicationId: canteenApplicationId,
  from: canteenDate,
  to: canteenDate,
  currency: z.string(),
  days: z.array(
    z.object({
      date: canteenDate,
      totalQuantity: z.number().int(),
      articles: z.array(orderedArticleSchema),
      pickUps: z.array(pickUpSchema),
    }),
  ),
});
export type OrderedArticles = z.infer<typeof orderedArticlesSchema>;

/** The kitchen closes a plan (its orders are final) or reopens it. */
export const planClosingSchema = z.object({ closed: z.boolean() }).strict();

/** Why the kitchen cancelled someone's order (told to them and kept in the audit trail). */
export const kitchenCancelSchema = z.object({ reason: z.string().trim().min(1).max(500) }).strict();
export type KitchenCancel = z.infer<typeof kitchenCancelSchema>;

/** A calendar month, `2025-03`. */
export const canteenMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month such as 2025-03');

/** What each person owes for a month's orders, for the payroll deduction. */
export const monthlyStatementSchema = z.object({
  applicationId: canteenApplicationId,
  month: canteenMonth,
  currency: z.string(),
  total: canteenAmount,
  people: z.array(
    z.object({
      userId: uuid,
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      /** The number payroll knows the person by (user attribute, else the directory's employeeNumber). */
      personnelNumber: z.string().nullable(),
      orders: z.number().int(),
      total: canteenAmount,
      lines: z.array(
        z.object({
          date: canteenDate,
          articleName: z.string(),
          quantity: z.number().int(),
          articlePrice: canteenPrice,
          amount: canteenAmount,
        }),
      ),
    }),
  ),
});
export type MonthlyStatement = z.infer<typeof monthlyStatementSchema>;
