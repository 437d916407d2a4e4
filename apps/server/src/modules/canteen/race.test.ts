import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { EMBEDDED_ISSUER_KEY, SEED_ROLES } from '../../db/seed-data';
import type { TestApp } from '../../testing/app';
import { mintAccessToken } from '../../testing/tokens';
import { bearer } from '../../testing/users';
import { CANTEEN, CURRY, calm, GESCHNETZELTES, PICK_UP, startTestApp } from './test-fixtures';

const PEOPLE = 200;
const DAY = '2032-02-02';
/** In flight (409) and overloaded (503, R7): not final, the client sends the same request again. */
const RETRIED = new Set([409, 503]);

interface Attempt {
  userId: string;
  headers: Record<string, string>;
  key: string;
  body: { planId: string; orderDetails: Array<{ articleId: string; quantity: number }> } & typeof PICK_UP;
  quantity: number;
  /** When it was sent, as an offset from the deadline in ms (database clock). */
  sentAt: number;
  answers: Array<{ status: number; code?: string; orderId?: string }>;
}

/**
 * R1, Jepsen-style: record every acknowledged answer, then compare with the database. 200 people
 * order in the last second before a plan's deadline and the second after it, each request sent
 * twice with its Idempotency-Key; 409 (in flight) is retried as the portal's client would.
 */
describe('canteen: orders racing the deadline (R1)', () => {
  let app: TestApp;
  let attempts: Attempt[];
  let planId: string;
  let deadline: string;

  beforeAll(async () => {
    app = await startTestApp();
    const db = app.database.db;
    const users = await rows<{ id: string; sub: string }>(
      db,
      sql`insert into portal.portal_user (issuer, open_id_user_id, first_name, last_name, username)
          select ${EMBEDDED_ISSUER_KEY}, 'race-' || g || '-' || ${crypto.randomUUID()}, 'Person', 'Nr. ' || g, 'race' || g
            from generate_series(1, ${PEOPLE}) g
          returning id, open_id_user_id as sub`,
    );
    await db.execute(sql`insert into portal.user_role (user_id, role_id)
      select u.id, ${SEED_ROLES.employee.id}::uuid from portal.portal_user u where u.open_id_user_id like 'race-%'`);
    attempts = [];
    for (const [i, user] of users.entries()) {
      const token = await mintAccessToken(app.database, { sub: user.sub, expiresIn: 600 });
      const quantity = 1 + (i % 3);
      attempts.push({
        userId: user.id,
        headers: { authorization: `Bearer ${token}` },
        key: crypto.randomUUID(),
        body: {
          planId: '',
          ...PICK_UP,
          orderDetails: [{ articleId: i % 2 ? CURRY : GESCHNETZELTES, quantity }],
        },
        quantity,
        sentAt: -1000 + (2000 * i) / PEOPLE,
        answers: [],
      });
    }
    // Warm the token and access caches so the race measures ordering, not first sign-ins.
    await Promise.all(
      attempts.map((a) =>
        app.app.inject({ method: 'GET', url: '/portal/api/OrderSystemUserOrder/canteens', headers: a.headers }),
      ),
    );
    // Let the load monitor's reading of this warm-up pass, so the race starts on a calm server.
    await new Promise((r) => setTimeout(r, 1500));
  }, 120_000);
  afterAll(() => app.close());

  it('keeps exactly the orders accepted before the deadline, none after, none twice', async () => {
    const db = app.database.db;
    // The deadline is set from the database clock, a little ahead: no clock of this test decides it.
    const [plan] = await rows<{ id: string; deadline: string; offset: number }>(
      db,
      sql`insert into canteen.plan (application_id, date, name, visible_from, orderable_until)
          values (${CANTEEN}, ${DAY}, 'Wettlauf', clock_timestamp() - interval '1 hour', clock_timestamp() + interval '1500 milliseconds')
          returning id, orderable_until::text as deadline,
            extract(epoch from orderable_until) * 1000 as offset`,
    );
    planId = plan!.id;
    deadline = plan!.deadline;
    await db.execute(sql`insert into canteen.plan_detail (plan_id, article_id, article_price, article_name)
      select ${planId}, a.id, a.article_price, a.name from canteen.article a where a.id in (${CURRY}, ${GESCHNETZELTES})`);
    const [clock] = await rows<{ now: number }>(db, sql`select extract(epoch from clock_timestamp()) * 1000 as now`);
    const deadlineIn = Number(plan!.offset) - Number(clock!.now);

    const t0 = Date.now();
    const send = async (attempt: Attempt) => {
      const response = await app.app.inject({
        method: 'POST',
        url: `/portal/api/OrderSystemUserOrder/${CANTEEN}/createOrder`,
        headers: { ...attempt.headers, 'idempotency-key': attempt.key },
        payload: { ...attempt.body, planId },
      });
      const body = response.json();
      if (process.env.RACE_DEBUG)
        console.log(Date.now() - t0 - deadlineIn, attempt.sentAt, response.statusCode, body.code);
      const answer = { status: response.statusCode, code: body.code, orderId: body.id };
      attempt.answers.push(answer);
      return answer;
    };
    const wait = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

    await Promise.all(
      attempts.map(async (attempt) => {
        await wait(deadlineIn + attempt.sentAt);
        // Every request twice: a client retrying after a time-out it did not see the end of.
        await Promise.all([send(attempt), wait(5).then(() => send(attempt))]);
      }),
    );
    // Once the burst is over, whoever heard "in flight" (409) or "overloaded" (503) asks again with
    // the same key, as the portal's client does: the answer must now be final and agree.
    for (let round = 0; round < 20; round++) {
      const open = attempts.filter((a) => a.answers.filter((x) => !RETRIED.has(x.status)).length < 2);
      if (open.length === 0) break;
      await wait(round === 0 ? 0 : 200);
      await Promise.all(open.map((a) => send(a)));
    }

    const final = attempts.map((a) => a.answers.filter((x) => !RETRIED.has(x.status)));
    const tally = new Map<string, number>();
    for (const a of attempts.flatMap((x) => x.answers)) tally.set(`${a.status}`, (tally.get(`${a.status}`) ?? 0) + 1);
    console.info(
      `deadline race on ${app.database.kind} database: answers ${JSON.stringify(Object.fromEntries(tally))}`,
    );
    for (const [i, answers] of final.entries()) {
      // Both answers of one key agree: the same order, or the same refusal.
      expect(answers.length, `attempt ${i}`).toBeGreaterThanOrEqual(2);
      expect(new Set(answers.map((a) => `${a.status} ${a.code ?? ''} ${a.orderId ?? ''}`)).size, `attempt ${i}`).toBe(
        1,
      );
      expect([201, 422]).toContain(answers[0]!.status);
      if (answers[0]!.status === 422) expect(answers[0]!.code).toBe('order_deadline_passed');
    }
    const acknowledged = attempts.filter((_, i) => final[i]![0]!.status === 201);
    const refused = attempts.filter((_, i) => final[i]![0]!.status === 422);
    // The race really straddled the deadline: orders got in, and orders were refused. How many got in
    // depends on how fast the machine answers before the deadline (a busy machine answers more of the
    // burst with 503, R7, and those retries come after it), so only that both happened is asserted.
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    // Nobody who sent after the deadline got an order (with room for scheduling jitter).
    expect(acknowledged.filter((a) => a.sentAt > 20)).toEqual([]);

    const stored = await rows<{ id: string; userId: string; inTime: boolean; quantity: number }>(
      db,
      sql`select o.id, o.user_id as "userId", o.order_timestamp < p.orderable_until as "inTime",
                 (select sum(quantity)::int from canteen.order_detail d where d.order_id = o.id) as quantity
            from canteen.user_order o join canteen.plan p on p.id = o.plan_id where o.plan_id = ${planId}`,
    );
    expect(stored.every((o) => o.inTime)).toBe(true);
    expect(stored.map((o) => o.id).sort()).toEqual(
      acknowledged.map((a) => a.answers.find((x) => x.status === 201)!.orderId).sort(),
    );
    expect(new Set(stored.map((o) => o.userId)).size).toBe(stored.length);
    for (const a of acknowledged) expect(stored.find((o) => o.userId === a.userId)?.quantity).toBe(a.quantity);

    await calm(app);
    const overview = await app.app.inject({
      method: 'GET',
      url: `/portal/api/OrderSystemOrder/${CANTEEN}/orderedArticles?dateRange=${DAY}`,
      headers: await bearer(app, 'kitchen'),
    });
    const day = overview.json().days.find((d: { date: string }) => d.date === DAY);
    expect(day.totalQuantity).toBe(acknowledged.reduce((sum, a) => sum + a.quantity, 0));
    expect(day.pickUps).toHaveLength(acknowledged.length);
    expect(deadline).toBeTruthy();
  }, 120_000);
});
