import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import { startTestApp as startApp, type TestApp } from '../../testing/app';
import { demoId } from './seed';

/** Fixtures for the canteen's tests: the demo canteen and plans whose times are set by the database clock. */

export const CANTEEN = 'hauptsitz';
export const OTHER_CANTEEN = 'werk-nord';
export const CURRY = demoId(CANTEEN, 'Gemüsecurry');
export const GESCHNETZELTES = demoId(CANTEEN, 'Zürcher Geschnetzeltes');
export const SALAD = demoId(CANTEEN, 'Salatbuffet');
export const SCHNITZEL = demoId(OTHER_CANTEEN, 'Schnitzel Wiener Art');
export const PICK_UP = { pickUpTime: '12:00', pickUpLocation: 'Ausgabe 1' } as const;

/** One request of a permission matrix, made ready for one actor. */
export interface Prepared {
  url: string;
  payload?: object;
  headers?: Record<string, string>;
}

/**
 * A plan offering curry and Geschnetzeltes (plus the default articles), visible and closing at
 * times relative to the database clock, e.g. `{ visibleFrom: '-1 hour', orderableUntil: '+1 hour' }`;
 * in another canteen with `canteen` and that canteen's articles.
 */
export async function planAt(
  app: TestApp,
  times: { visibleFrom?: string; orderableUntil?: string; date?: string; canteen?: string } = {},
  articles: string[] = [CURRY, GESCHNETZELTES],
): Promise<string> {
  const id = crypto.randomUUID();
  await app.database.db.execute(sql`
    insert into canteen.plan (id, application_id, date, name, include_default_articles, visible_from, orderable_until)
    values (${id}, ${times.canteen ?? CANTEEN}, coalesce(${times.date ?? null}::date, current_date + 1), 'Test', true,
            clock_timestamp() + ${times.visibleFrom ?? '-1 hour'}::interval,
            clock_timestamp() + ${times.orderableUntil ?? '+1 hour'}::interval)`);
  for (const [position, articleId] of articles.entries()) {
    await app.database.db.execute(sql`
      insert into canteen.plan_detail (plan_id, article_id, article_price, article_name, article_description,
                                       allergens, additives, position)
      select ${id}, a.id, a.article_price, a.name, a.description, a.allergens, a.additives, ${position}
        from canteen.article a where a.id = ${articleId}`);
  }
  return id;
}

/** Moves a plan's deadline relative to the database clock (to close a plan after ordering from it). */
export async function closePlan(app: TestApp, planId: string): Promise<void> {
  await app.database.db.execute(sql`
    update canteen.plan set orderable_until = clock_timestamp() - interval '1 second',
      visible_from = least(visible_from, clock_timestamp() - interval '2 seconds') where id = ${planId}`);
}

export function orderBody(planId: string, lines: Array<[string, number]> = [[CURRY, 1]]) {
  return { planId, ...PICK_UP, orderDetails: lines.map(([articleId, quantity]) => ({ articleId, quantity })) };
}

export async function createOrder(
  app: TestApp,
  headers: Record<string, string>,
  body: unknown,
  key: string = crypto.randomUUID(),
) {
  return app.app.inject({
    method: 'POST',
    url: `/portal/api/OrderSystemUserOrder/${CANTEEN}/createOrder`,
    headers: { ...headers, 'idempotency-key': key },
    payload: body as object,
  });
}

export async function countOrders(app: TestApp, planId: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    app.database.db,
    sql`select count(*)::int as n from canteen.user_order where plan_id = ${planId}`,
  );
  return row!.n;
}

/**
 * The whole app, once its load monitor has a reading of a calm server: starting PGlite blocks the
 * event loop for a moment, and for up to a second afterwards the app answers 503 (R7).
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const app = await startApp(env);
  await calm(app);
  return app;
}

/** Waits until the app's load monitor no longer reads an overloaded event loop. */
export async function calm(app: TestApp): Promise<void> {
  const isUnderPressure = (app.app as unknown as { isUnderPressure?: () => boolean }).isUnderPressure;
  for (let i = 0; i < 50 && isUnderPressure?.call(app.app); i++) await new Promise((r) => setTimeout(r, 100));
}
