import type { ArticleInput, Canteen, PlanDetail, PortalArticle } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rows } from '../../db/client';

/**
 * The canteen's SQL. Raw statements cast dates, instants and money to text, so both drivers
 * (node-postgres and PGlite) hand back the same strings and nothing passes through a float or a
 * local-time Date.
 */

/** The personnel number of a person provisioned by the directory (SCIM enterprise extension). */
const ENTERPRISE_EMPLOYEE_NUMBER = '{urn:ietf:params:scim:schemas:extension:enterprise:2.0:User,employeeNumber}';

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** A JSON array parameter, unpacked in SQL: one parameter for any number of ids, on both drivers. */
const jsonParam = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
/** A text[] parameter the same way. */
const textArray = (values: readonly string[]) => sql`array(select jsonb_array_elements_text(${jsonParam(values)}))`;

// ---- Canteens -----------------------------------------------------------------------------

const canteenColumns = sql`application_id as "applicationId", name, time_zone as "timeZone", currency,
  pick_up_locations as "pickUpLocations", pick_up_times as "pickUpTimes"`;

export async function findCanteen(db: DbOrTx, applicationId: string): Promise<Canteen | undefined> {
  const [row] = await rows<Canteen>(
    db,
    sql`select ${canteenColumns} from canteen.canteen where application_id = ${applicationId}`,
  );
  return row;
}

export function listCanteens(db: DbOrTx): Promise<Canteen[]> {
  return rows<Canteen>(db, sql`select ${canteenColumns} from canteen.canteen order by name`);
}

/** The database clock: the one clock every deadline is measured by (R1). */
export async function databaseNow(db: DbOrTx): Promise<string> {
  const [row] = await rows<{ now: string }>(db, sql`select ${iso(sql`clock_timestamp()`)} as now`);
  return row!.now;
}

// ---- Articles -----------------------------------------------------------------------------

const articleColumns = sql`a.id, a.name, a.description, a.article_price::text as "articlePrice",
  a.is_default as "isDefault", a.application_id as "applicationId", c.currency, a.allergens, a.additives`;

export function listArticles(
  db: DbOrTx,
  applicationId: string,
  which: 'all' | 'nonDefault' = 'all',
): Promise<PortalArticle[]> {
  return rows<PortalArticle>(
    db,
    sql`select ${articleColumns} from canteen.article a join canteen.canteen c using (application_id)
        where a.application_id = ${applicationId} and a.deleted_at is null
          ${which === 'nonDefault' ? sql`and not a.is_default` : sql``}
        order by a.is_default, lower(a.name), a.id`,
  );
}

export async function findArticle(
  db: DbOrTx,
  applicationId: string,
  id: string,
): Promise<(PortalArticle & { version: number }) | undefined> {
  const [row] = await rows<PortalArticle & { version: number }>(
    db,
    sql`select ${articleColumns}, a.version from canteen.article a join canteen.canteen c using (application_id)
        where a.application_id = ${applicationId} and a.id = ${id} and a.deleted_at is null`,
  );
  return row;
}

export async function insertArticle(db: DbOrTx, applicationId: string, input: ArticleInput): Promise<string> {
  const [row] = await rows<{ id: string }>(
    db,
    sql`insert into canteen.article (application_id, name, description, article_price, is_default, allergens, additives)
        values (${applicationId}, ${input.name}, ${input.description}, ${input.articlePrice}::numeric, ${input.isDefault},
                ${textArray(input.allergens)}, ${textArray(input.additives)})
        returning id`,
  );
  return row!.id;
}

/** Changes the article if it still has `version`; plans still taking orders offer the change at once. */
export async function updateArticle(
  db: DbOrTx,
  applicationId: string,
  id: string,
  version: number,
  input: ArticleInput,
): Promise<boolean> {
  const updated = await rows<{ id: string }>(
    db,
    sql`update canteen.article set name = ${input.name}, description = ${input.description},
          article_price = ${input.articlePrice}::numeric, is_default = ${input.isDefault},
          allergens = ${textArray(input.allergens)}, additives = ${textArray(input.additives)},
          version = version + 1, updated_at = now()
        where application_id = ${applicationId} and id = ${id} and version = ${version} and deleted_at is null
        returning id`,
  );
  if (updated.length === 0) return false;
  await db.execute(sql`
    update canteen.plan_detail d set article_name = ${input.name}, article_description = ${input.description},
      article_price = ${input.articlePrice}::numeric,
      allergens = ${textArray(input.allergens)}, additives = ${textArray(input.additives)}
    from canteen.plan p
    where d.plan_id = p.id and d.article_id = ${id} and p.orderable_until > clock_timestamp() and p.closed_at is null`);
  return true;
}

/** Deleted articles leave the lists and the plans still taking orders; orders and past plans keep them. */
export async function deleteArticle(db: DbOrTx, applicationId: string, id: string): Promise<boolean> {
  const deleted = await rows<{ id: string }>(
    db,
    sql`update canteen.article set deleted_at = now(), version = version + 1
        where application_id = ${applicationId} and id = ${id} and deleted_at is null returning id`,
  );
  if (deleted.length === 0) return false;
  await db.execute(sql`
    delete from canteen.plan_detail d using canteen.plan p
    where d.plan_id = p.id and d.article_id = ${id} and p.orderable_until > clock_timestamp() and p.closed_at is null`);
  return true;
}

// ---- Plans --------------------------------------------------------------------------------

export interface PlanRow {
  id: string;
  date: string;
  name: string;
  includeDefaultArticles: boolean;
  applicationId: string;
  orderableUntil: string;
  visibleFrom: string;
  version: number;
  closedAt: string | null;
  /** Measured by the database clock when read. */
  visible: boolean;
  orderable: boolean;
}

const planColumns = sql`p.id, p.date::text as date, p.name, p.include_default_articles as "includeDefaultArticles",
  p.application_id as "applicationId", ${iso(sql`p.orderable_until`)} as "orderableUntil",
  ${iso(sql`p.visible_from`)} as "visibleFrom", p.version,
  case when p.closed_at is null then null else ${iso(sql`p.closed_at`)} end as "closedAt",
  clock_timestamp() >= p.visible_from as visible,
  clock_timestamp() < p.orderable_until and p.closed_at is null as orderable`;

export function listPlans(
  db: DbOrTx,
  applicationId: string,
  filter: { from?: string; to?: string; visibleOnly?: boolean } = {},
): Promise<PlanRow[]> {
  return rows<PlanRow>(
    db,
    sql`select ${planColumns} from canteen.plan p
        where p.application_id = ${applicationId}
          ${filter.from ? sql`and p.date >= ${filter.from}::date` : sql``}
          ${filter.to ? sql`and p.date <= ${filter.to}::date` : sql``}
          ${filter.visibleOnly ? sql`and p.visible_from <= clock_timestamp()` : sql``}
        order by p.date, p.name, p.id`,
  );
}

export async function findPlan(db: DbOrTx, applicationId: string, id: string): Promise<PlanRow | undefined> {
  const [row] = await rows<PlanRow>(
    db,
    sql`select ${planColumns} from canteen.plan p where p.application_id = ${applicationId} and p.id = ${id}`,
  );
  return row;
}

/** The items of the plans: their listed articles, then the canteen's default articles where included. */
export async function planDetails(db: DbOrTx, planIds: string[]): Promise<Map<string, PlanDetail[]>> {
  const byPlan = new Map<string, PlanDetail[]>(planIds.map((id) => [id, []]));
  if (planIds.length === 0) return byPlan;
  const found = await rows<PlanDetail>(
    db,
    sql`with wanted as (select (jsonb_array_elements_text(${jsonParam(planIds)}))::uuid as plan_id)
        select d.id, d.plan_id as "planId", d.article_id as "articleId", d.article_price::text as "articlePrice",
               d.article_name as "articleName", d.article_description as "articleDescription",
               p.date::text as "orderDate", false as "isDefault", d.allergens, d.additives,
               0 as source, d.position, d.article_name as sort
          from canteen.plan_detail d join canteen.plan p on p.id = d.plan_id join wanted w on w.plan_id = p.id
        union all
        select null, p.id, a.id, a.article_price::text, a.name, a.description, p.date::text, true, a.allergens,
               a.additives, 1, 0, a.name
          from canteen.plan p join wanted w on w.plan_id = p.id
          join canteen.article a on a.application_id = p.application_id and a.is_default and a.deleted_at is null
         where p.include_default_articles
           and not exists (select 1 from canteen.plan_detail d where d.plan_id = p.id and d.article_id = a.id)
        order by "planId", source, position, sort, "articleId"`,
  );
  for (const { source: _s, position: _p, sort: _o, ...detail } of found as Array<
    PlanDetail & { source: number; position: number; sort: string }
  >) {
    byPlan.get(detail.planId)?.push(detail);
  }
  return byPlan;
}

export interface PlanValues {
  date: string;
  name: string;
  includeDefaultArticles: boolean;
  /** SQL for the instants, already read in the canteen's time zone. */
  visibleFrom: SQL | undefined;
  orderableUntil: SQL | undefined;
}

/** 09:00 on the plan's day in the canteen's clock, unless given; visible at once (or a day before the deadline). */
function planInstants(values: PlanValues, timeZone: string) {
  const until = values.orderableUntil ?? sql`(${values.date}::date + time '09:00') at time zone ${timeZone}`;
  const from = values.visibleFrom ?? sql`least(now(), (${until}) - interval '1 day')`;
  return { until, from };
}

export async function insertPlan(db: DbOrTx, applicationId: string, timeZone: string, values: PlanValues) {
  const { until, from } = planInstants(values, timeZone);
  const [row] = await rows<{ id: string }>(
    db,
    sql`insert into canteen.plan (application_id, date, name, include_default_articles, visible_from, orderable_until)
        values (${applicationId}, ${values.date}::date, ${values.name}, ${values.includeDefaultArticles}, ${from}, ${until})
        returning id`,
  );
  return row!.id;
}

export async function updatePlan(
  db: DbOrTx,
  applicationId: string,
  id: string,
  version: number,
  timeZone: string,
  values: PlanValues,
): Promise<boolean> {
  const { until, from } = planInstants(values, timeZone);
  const updated = await rows<{ id: string }>(
    db,
    sql`update canteen.plan set date = ${values.date}::date, name = ${values.name},
          include_default_articles = ${values.includeDefaultArticles}, visible_from = ${from}, orderable_until = ${until},
          version = version + 1, updated_at = now()
        where application_id = ${applicationId} and id = ${id} and version = ${version} returning id`,
  );
  return updated.length > 0;
}

/**
 * Replaces the plan's listed articles with `articleIds`, copying name, description and price from
 * each article. Answers the ids that are not live articles of this canteen (nothing is written then).
 */
export async function setPlanItems(
  db: DbOrTx,
  applicationId: string,
  planId: string,
  articleIds: string[],
): Promise<string[]> {
  const live = await rows<{ id: string }>(
    db,
    sql`select a.id from canteen.article a
        where a.application_id = ${applicationId} and a.deleted_at is null
          and a.id in (select (jsonb_array_elements_text(${jsonParam(articleIds)}))::uuid)`,
  );
  const known = new Set(live.map((r) => r.id));
  const unknown = articleIds.filter((id) => !known.has(id));
  if (unknown.length > 0) return unknown;
  await db.execute(sql`delete from canteen.plan_detail where plan_id = ${planId}`);
  if (articleIds.length > 0) {
    await db.execute(sql`
      insert into canteen.plan_detail (plan_id, article_id, article_price, article_name, article_description,
                                       allergens, additives, position)
      select ${planId}, a.id, a.article_price, a.name, a.description, a.allergens, a.additives, x.position
        from jsonb_array_elements_text(${jsonParam(articleIds)}) with ordinality as x(article_id, position)
        join canteen.article a on a.id = x.article_id::uuid`);
  }
  return [];
}

export async function countOrders(db: DbOrTx, planId: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from canteen.user_order where plan_id = ${planId}`,
  );
  return row!.n;
}

export async function deletePlan(db: DbOrTx, applicationId: string, id: string): Promise<boolean> {
  const deleted = await rows<{ id: string }>(
    db,
    sql`delete from canteen.plan where application_id = ${applicationId} and id = ${id} returning id`,
  );
  return deleted.length > 0;
}

/**
 * Closes a plan (or reopens it): answers its state before, or undefined when there is no such plan.
 * Locks the row FOR UPDATE, so it waits for orders being written and they wait for it.
 */
export async function setPlanClosed(
  db: DbOrTx,
  applicationId: string,
  id: string,
  closedBy: string | null,
): Promise<{ wasClosed: boolean } | undefined> {
  const [before] = await rows<{ wasClosed: boolean }>(
    db,
    sql`select closed_at is not null as "wasClosed" from canteen.plan
        where application_id = ${applicationId} and id = ${id} for update`,
  );
  if (!before) return undefined;
  await db.execute(sql`update canteen.plan
    set closed_at = ${closedBy === null ? sql`null` : sql`clock_timestamp()`}, closed_by = ${closedBy},
        version = version + 1, updated_at = now()
    where id = ${id}`);
  return before;
}

// ---- Orders -------------------------------------------------------------------------------

/** The plan as the ordering transaction sees it, under its row lock, with the database clock. */
export interface LockedPlan {
  id: string;
  applicationId: string;
  includeDefaultArticles: boolean;
  now: string;
  visible: boolean;
  open: boolean;
  /** The kitchen closed the plan. */
  closed: boolean;
}

/** What the ordering transaction needs besides the plan: the canteen's choices and the person's name. */
export interface OrderingContext extends LockedPlan {
  date: string;
  name: string;
  orderableUntil: string;
  currency: string;
  pickUpTimes: string[];
  pickUpLocations: string[];
  firstName: string;
  lastName: string;
}

/**
 * Locks the plan row (FOR SHARE: orders do not wait for each other, a deadline change waits for
 * them) and reads the database clock once, so the deadline is decided by one reading (R1). One
 * round trip also brings what the answer needs, because this is the portal's busiest minute.
 */
export async function lockPlanForOrdering(
  db: DbOrTx,
  applicationId: string,
  planId: string,
  userId: string,
): Promise<OrderingContext | undefined> {
  const [row] = await rows<OrderingContext>(
    db,
    sql`select p.id, p.application_id as "applicationId", p.include_default_articles as "includeDefaultArticles",
               clock.now::text as now, clock.now >= p.visible_from as visible, clock.now < p.orderable_until as open,
               p.closed_at is not null as closed, p.date::text as date, p.name, ${iso(sql`p.orderable_until`)} as "orderableUntil", c.currency,
               c.pick_up_times as "pickUpTimes", c.pick_up_locations as "pickUpLocations",
               u.first_name as "firstName", u.last_name as "lastName"
          from canteen.plan p join canteen.canteen c on c.application_id = p.application_id,
               portal.portal_user u, (select clock_timestamp() as now) clock
         where p.application_id = ${applicationId} and p.id = ${planId} and u.id = ${userId}
           for share of p`,
  );
  return row;
}

/** The order's plan, locked as above, and the order itself locked for change. */
export async function lockOrderForChange(
  db: DbOrTx,
  applicationId: string,
  /** The person whose order it must be; null for the kitchen, which handles everyone's. */
  userId: string | null,
  orderId: string,
): Promise<(LockedPlan & { orderId: string }) | undefined> {
  const [row] = await rows<LockedPlan & { orderId: string }>(
    db,
    sql`select o.id as "orderId", p.id, p.application_id as "applicationId",
               p.include_default_articles as "includeDefaultArticles",
               clock.now::text as now, clock.now >= p.visible_from as visible, clock.now < p.orderable_until as open,
               p.closed_at is not null as closed
          from canteen.user_order o join canteen.plan p on p.id = o.plan_id, (select clock_timestamp() as now) clock
         where o.application_id = ${applicationId} and o.id = ${orderId}
           ${userId === null ? sql`` : sql`and o.user_id = ${userId}`}
           for update of o for share of p`,
  );
  return row;
}

export interface OfferedArticle {
  articleId: string;
  articlePrice: string;
  articleName: string;
  articleDescription: string;
}

/** Of `articleIds`, those the plan offers now, with the name and price it offers them at. */
export async function offeredArticles(
  db: DbOrTx,
  plan: Pick<LockedPlan, 'id' | 'applicationId' | 'includeDefaultArticles'>,
  articleIds: string[],
): Promise<Map<string, OfferedArticle>> {
  const found = await rows<OfferedArticle>(
    db,
    sql`with wanted as (select (jsonb_array_elements_text(${jsonParam(articleIds)}))::uuid as id)
        select d.article_id as "articleId", d.article_price::text as "articlePrice", d.article_name as "articleName",
               d.article_description as "articleDescription"
          from canteen.plan_detail d join wanted w on w.id = d.article_id
          join canteen.article a on a.id = d.article_id and a.deleted_at is null
         where d.plan_id = ${plan.id}
        union
        select a.id, a.article_price::text, a.name, a.description
          from canteen.article a join wanted w on w.id = a.id
         where ${plan.includeDefaultArticles} and a.application_id = ${plan.applicationId} and a.is_default
           and a.deleted_at is null
           and not exists (select 1 from canteen.plan_detail d where d.plan_id = ${plan.id} and d.article_id = a.id)`,
  );
  return new Map(found.map((a) => [a.articleId, a]));
}

export interface OrderHead {
  planId: string;
  applicationId: string;
  userId: string;
  orderTimestamp: string;
  pickUpTime: string | null;
  pickUpLocation: string | null;
}

/** The new order's id and time, or undefined when the person already has an order for this plan. */
export async function insertOrder(
  db: DbOrTx,
  head: OrderHead,
): Promise<{ id: string; orderTimestamp: string } | undefined> {
  const [row] = await rows<{ id: string; orderTimestamp: string }>(
    db,
    sql`insert into canteen.user_order (application_id, plan_id, user_id, order_timestamp, pick_up_time, pick_up_location)
        values (${head.applicationId}, ${head.planId}, ${head.userId}, ${head.orderTimestamp}::timestamptz,
                ${head.pickUpTime}, ${head.pickUpLocation})
        on conflict (plan_id, user_id) do nothing
        returning id, ${iso(sql`order_timestamp`)} as "orderTimestamp"`,
  );
  return row;
}

export interface OrderLine extends OfferedArticle {
  quantity: number;
}

/** Writes the order's lines (replacing any), answering their ids in line order. */
export async function replaceOrderLines(
  db: DbOrTx,
  orderId: string,
  lines: OrderLine[],
  options: { fresh?: boolean } = {},
): Promise<string[]> {
  if (!options.fresh) await db.execute(sql`delete from canteen.order_detail where order_id = ${orderId}`);
  const inserted = await rows<{ id: string; position: number }>(
    db,
    sql`insert into canteen.order_detail (order_id, article_id, quantity, article_price, article_name, article_description, position)
        select ${orderId}, (l->>'articleId')::uuid, (l->>'quantity')::int, (l->>'articlePrice')::numeric,
               l->>'articleName', l->>'articleDescription', x.position
          from jsonb_array_elements(${jsonParam(lines)}) with ordinality as x(l, position)
        returning id, position::int`,
  );
  return inserted.sort((a, b) => a.position - b.position).map((r) => r.id);
}

export async function orderLines(db: DbOrTx, orderId: string): Promise<Map<string, OrderLine>> {
  const found = await rows<OrderLine>(
    db,
    sql`select article_id as "articleId", quantity, article_price::text as "articlePrice", article_name as "articleName",
               article_description as "articleDescription"
          from canteen.order_detail where order_id = ${orderId} and article_id is not null`,
  );
  return new Map(found.map((l) => [l.articleId, l]));
}

export async function changeOrderPickUp(
  db: DbOrTx,
  orderId: string,
  pickUp: { pickUpTime: string | null; pickUpLocation: string | null },
): Promise<void> {
  await db.execute(sql`update canteen.user_order set pick_up_time = ${pickUp.pickUpTime},
    pick_up_location = ${pickUp.pickUpLocation}, updated_at = now() where id = ${orderId}`);
}

/** Where and in which language to tell a person about their order: e-mail and interface language. */
export async function personToTell(
  db: DbOrTx,
  userId: string,
): Promise<{ email: string; firstName: string; lastName: string; language: string | null } | undefined> {
  const [row] = await rows<{ email: string; firstName: string; lastName: string; language: string | null }>(
    db,
    sql`select u.email, u.first_name as "firstName", u.last_name as "lastName",
               (select p.value from portal.user_parameter p where p.user_id = u.id and p.name = 'ui.language') as language
          from portal.portal_user u where u.id = ${userId}`,
  );
  return row;
}

export async function deleteOrder(db: DbOrTx, orderId: string): Promise<void> {
  await db.execute(sql`delete from canteen.user_order where id = ${orderId}`);
}

/** One ordered line with its order, plan and person: the raw material of every order view and export. */
export interface OrderedLine {
  orderId: string;
  orderTimestamp: string;
  pickUpTime: string | null;
  pickUpLocation: string | null;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  personnelNumber: string | null;
  planId: string;
  planDate: string;
  planName: string;
  orderableUntil: string;
  applicationId: string;
  currency: string;
  detailId: string | null;
  articleId: string | null;
  quantity: number | null;
  articlePrice: string | null;
  articleName: string | null;
  articleDescription: string | null;
}

export function orderedLines(
  db: DbOrTx,
  applicationId: string,
  filter: { orderId?: string; userId?: string; planId?: string; from?: string; to?: string },
): Promise<OrderedLine[]> {
  return rows<OrderedLine>(
    db,
    sql`select o.id as "orderId", ${iso(sql`o.order_timestamp`)} as "orderTimestamp", o.pick_up_time as "pickUpTime",
               o.pick_up_location as "pickUpLocation", o.user_id as "userId", u.first_name as "firstName",
               u.last_name as "lastName", u.email,
               coalesce((select ua.value from portal.user_attribute ua
                          where ua.user_id = u.id and ua.key = 'personnelNumber'),
                        (select su.resource #>> ${ENTERPRISE_EMPLOYEE_NUMBER}::text[] from portal.scim_user su
                          where su.user_id = u.id)) as "personnelNumber",
               p.id as "planId", p.date::text as "planDate", p.name as "planName",
               ${iso(sql`p.orderable_until`)} as "orderableUntil", o.application_id as "applicationId", c.currency,
               d.id as "detailId", d.article_id as "articleId", d.quantity, d.article_price::text as "articlePrice",
               d.article_name as "articleName", d.article_description as "articleDescription"
          from canteen.user_order o
          join canteen.plan p on p.id = o.plan_id
          join canteen.canteen c on c.application_id = o.application_id
          join portal.portal_user u on u.id = o.user_id
          left join canteen.order_detail d on d.order_id = o.id
         where o.application_id = ${applicationId}
           ${filter.orderId ? sql`and o.id = ${filter.orderId}` : sql``}
           ${filter.userId ? sql`and o.user_id = ${filter.userId}` : sql``}
           ${filter.planId ? sql`and o.plan_id = ${filter.planId}` : sql``}
           ${filter.from ? sql`and p.date >= ${filter.from}::date` : sql``}
           ${filter.to ? sql`and p.date <= ${filter.to}::date` : sql``}
         order by p.date, p.name, u.last_name, u.first_name, o.id, d.position, d.id`,
  );
}
