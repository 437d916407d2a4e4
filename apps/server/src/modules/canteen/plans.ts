import type { OrderablePlans, Plan, PlanInput } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Db, type DbOrTx, sqlState } from '../../db/client';
import { currentUserId } from '../../http/guard';
import { HttpProblem, invalid, notFound } from '../../http/problem';
import { actorOf, insertAuditEntry } from '../audit/service';
import { requireCanteen } from './canteens';
import { stale } from './etag';
import * as store from './store';

/** A closed plan takes no orders, changes or cancellations, and is not edited, until the kitchen reopens it. */
export const planClosed = () =>
  new HttpProblem(409, 'plan_closed', 'the kitchen closed this plan; it must be reopened first');

/** Meal plans (OrderSystemPlan): a day's offer, visible from `visibleFrom`, orderable until `orderableUntil`. */
export class PlanService {
  constructor(private readonly db: Db) {}

  async list(applicationId: string, range?: { from: string; to: string }): Promise<Plan[]> {
    await requireCanteen(this.db, applicationId);
    return withDetails(this.db, await store.listPlans(this.db, applicationId, range ?? {}));
  }

  async get(applicationId: string, id: string): Promise<Plan & { version: number }> {
    const found = await store.findPlan(this.db, applicationId, id);
    if (!found) throw notFound('plan');
    const [plan] = await withDetails(this.db, [found]);
    return { ...plan!, version: found.version };
  }

  async items(applicationId: string, planId: string): Promise<Plan['planDetails']> {
    return (await this.get(applicationId, planId)).planDetails;
  }

  async create(applicationId: string, input: PlanInput): Promise<Plan & { version: number }> {
    const canteen = await requireCanteen(this.db, applicationId);
    const id = await this.db.transaction(async (tx) => {
      const planId = await refuseImpossibleTimes(() =>
        store.insertPlan(tx, applicationId, canteen.timeZone, planValues(input, canteen.timeZone)),
      );
      await setItems(tx, applicationId, planId, input);
      return planId;
    });
    return this.get(applicationId, id);
  }

  /**
   * Replaces the plan (PUT). Orders already placed keep what they ordered; a new deadline applies
   * to changes from now on. Orders in flight hold the plan's row lock, so the change waits for them.
   */
  async update(applicationId: string, id: string, version: number, input: PlanInput): Promise<void> {
    const canteen = await requireCanteen(this.db, applicationId);
    await this.db.transaction(async (tx) => {
      if ((await store.findPlan(tx, applicationId, id))?.closedAt) throw planClosed();
      const updated = await refuseImpossibleTimes(() =>
        store.updatePlan(tx, applicationId, id, version, canteen.timeZone, planValues(input, canteen.timeZone)),
      );
      if (!updated) {
        if (await store.findPlan(tx, applicationId, id)) throw stale();
        throw notFound('plan');
      }
      await setItems(tx, applicationId, id, input);
    });
  }

  /**
   * Closes the plan (its orders are final: cooked and billed as they stand) or reopens it; audited
   * with who and when. Closing a closed plan or reopening an open one changes nothing and is 204.
   */
  async setClosed(request: FastifyRequest, applicationId: string, id: string, closed: boolean): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await store.setPlanClosed(tx, applicationId, id, closed ? currentUserId(request) : null);
      if (!before) throw notFound('plan');
      if (before.wasClosed === closed) return;
      await insertAuditEntry(tx, actorOf(request), {
        action: closed ? 'close-plan' : 'reopen-plan',
        entity: 'canteen.plan',
        entityId: id,
        before: { closed: before.wasClosed, orders: await store.countOrders(tx, id) },
        after: { closed },
      });
    });
  }

  /** A plan with orders stays: the kitchen cooks them and payroll bills them. */
  async remove(applicationId: string, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (!(await store.findPlan(tx, applicationId, id))) throw notFound('plan');
      const orders = await store.countOrders(tx, id);
      if (orders > 0) {
        throw new HttpProblem(409, 'conflict', `the plan has ${orders} orders; they must be cancelled first`);
      }
      await store.deletePlan(tx, applicationId, id);
    });
  }

  /** What someone ordering sees: plans already visible, each saying whether it still takes orders. */
  async orderable(applicationId: string, range: { from: string; to: string }): Promise<OrderablePlans> {
    const canteen = await requireCanteen(this.db, applicationId);
    const found = await store.listPlans(this.db, applicationId, { ...range, visibleOnly: true });
    const plans = await withDetails(this.db, found);
    return {
      serverTime: await store.databaseNow(this.db),
      canteen,
      plans: plans.map((plan, i) => ({ ...plan, orderable: found[i]!.orderable })),
    };
  }
}

async function withDetails(db: DbOrTx, found: store.PlanRow[]): Promise<Plan[]> {
  const details = await store.planDetails(
    db,
    found.map((p) => p.id),
  );
  return found.map(({ version: _v, visible: _s, orderable: _o, ...plan }) => ({
    ...plan,
    planDetails: details.get(plan.id) ?? [],
  }));
}

/** An instant with an offset is taken as it is; a wall-clock time is read in the canteen's time zone. */
function instant(value: string | undefined, timeZone: string) {
  if (!value) return undefined;
  return /(Z|[+-]\d{2}:?\d{2})$/i.test(value)
    ? sql`${value}::timestamptz`
    : sql`${value}::timestamp at time zone ${timeZone}`;
}

function planValues(input: PlanInput, timeZone: string): store.PlanValues {
  return {
    date: input.date,
    name: input.name,
    includeDefaultArticles: input.includeDefaultArticles,
    visibleFrom: instant(input.visibleFrom, timeZone),
    orderableUntil: instant(input.orderableUntil, timeZone),
  };
}

async function setItems(tx: DbOrTx, applicationId: string, planId: string, input: PlanInput): Promise<void> {
  const ids = input.planDetails.map((d) => d.articleId);
  const unknown = await store.setPlanItems(tx, applicationId, planId, ids);
  if (unknown.length > 0) {
    throw invalid(`body.planDetails.${ids.indexOf(unknown[0]!)}.articleId`, 'no such article in this canteen');
  }
}

async function refuseImpossibleTimes<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === '23514') throw invalid('body.orderableUntil', 'must be after visibleFrom');
    throw error;
  }
}
