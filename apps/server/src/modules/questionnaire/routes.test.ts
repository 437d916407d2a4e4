import type { Question, QuestionnaireSummary } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { accessMatrix, actorHeaders, type MatrixActor } from '../../testing/access-matrix';
import { startTestApp, type TestApp } from '../../testing/app';
import { bearer, demoUserId, userWithoutRoles } from '../../testing/users';
import { acceptedValue } from './answers';
import { DEMO_QUESTIONNAIRE_ID, SUMMER_PARTY_QUESTIONNAIRE_ID } from './seed';

const API = '/portal/api/Questionnaire';
const ANONYMOUS = `${API}/${DEMO_QUESTIONNAIRE_ID}`;
const NAMED = `${API}/${SUMMER_PARTY_QUESTIONNAIRE_ID}`;
const FULL_SURVEY = [
  { questionId: 1, value: '4' },
  { questionId: 2, value: ' 3,0 ' },
  { questionId: 3, value: 'true' },
  { questionId: 4, value: '2024-02-29' },
  { questionId: 5, value: 'Mehr vegetarische Gerichte' },
];

describe('questionnaire access (T19)', () => {
  let app: TestApp;
  let headers: Record<MatrixActor, Record<string, string>>;
  beforeAll(async () => {
    app = await startTestApp();
    headers = await actorHeaders(app, ['no token', 'no role', 'partner', 'employee']);
  });
  afterAll(() => app.close());

  const resource = 'api.questionnaire';
  const routes = [
    { method: 'GET', url: API, resource },
    { method: 'GET', url: `${ANONYMOUS}/Question`, resource },
    { method: 'GET', url: `${API}/Results`, resource },
    { method: 'POST', url: `${NAMED}/Answer`, payload: { questionId: 1, value: 'true' }, resource },
    { method: 'POST', url: `${ANONYMOUS}/Response`, payload: { answers: FULL_SURVEY }, resource },
  ] as const;
  accessMatrix(routes, { 'no token': 401, 'no role': 403, partner: 403 }, () => ({ app, headers }));
  accessMatrix(routes.slice(0, 3), { employee: 200 }, () => ({ app, headers }));
  accessMatrix(routes.slice(3), { employee: 201 }, () => ({ app, headers }));
});

describe('questionnaire (spec §7, issue 21 §7)', () => {
  let app: TestApp;
  let employee: Record<string, string>;
  let kitchen: Record<string, string>;
  let sales: Record<string, string>;

  beforeAll(async () => {
    app = await startTestApp();
    employee = await bearer(app, 'employee');
    kitchen = await bearer(app, 'kitchen');
    sales = await bearer(app, 'sales');
  });
  afterAll(() => app.close());

  const questions = async (headers: Record<string, string>, base = NAMED, query = '') =>
    (await app.app.inject({ url: `${base}/Question${query}`, headers })).json() as Question[];
  const answer = (headers: Record<string, string>, body: unknown, base = NAMED) =>
    app.app.inject({ method: 'POST', url: `${base}/Answer`, headers, payload: body as object });
  const respond = (headers: Record<string, string>, answers: unknown, base = ANONYMOUS) =>
    app.app.inject({ method: 'POST', url: `${base}/Response`, headers, payload: { answers } as object });
  const open = async (headers: Record<string, string>) =>
    (await app.app.inject({ url: `${API}?locale=en`, headers })).json() as QuestionnaireSummary[];
  const anonymousValues = async () =>
    (
      await rows<{ value: string }>(
        app.database.db,
        sql`select value from portal.questionnaire_anonymous_answer order by question_id, value`,
      )
    ).map((r) => r.value);

  it('lists the questions in order, in the language asked for, with their choices', async () => {
    const english = await questions(employee, ANONYMOUS, '?locale=en');
    expect(english.map((q) => q.dataType)).toEqual(['choice', 'number', 'boolean', 'date', 'text']);
    expect(english[0]!.questionText).toBe('How satisfied are you with the food in the canteen?');
    expect(english[0]!.possibleValues['5']).toBe('Very satisfied');
    expect(english[4]!.text).toBe('Your answer goes to the kitchen team without your name.');
    const german = await questions(employee, ANONYMOUS, '?locale=xx');
    expect(german[2]!.questionText).toBe('Würden Sie die Kantine weiterempfehlen?');
    const byBrowser = (
      await app.app.inject({
        url: `${ANONYMOUS}/Question`,
        headers: { ...employee, 'accept-language': 'fr-CH,fr;q=0.9' },
      })
    ).json() as Question[];
    expect(byBrowser[2]!.questionText).toBe('Recommanderiez-vous la cantine ?');
  });

  it('stores an anonymous answer without the person: no user, no time, respondents only as a sorted set', async () => {
    const [first, second] = (
      await Promise.all(
        ([employee, kitchen] as const).map(async (headers, i) => ({
          headers,
          id: await demoUserId(app, i === 0 ? 'employee' : 'kitchen'),
        })),
      )
    ).sort((a, b) => b.id.localeCompare(a.id));
    // The person whose id sorts last answers first.
    const response = await respond(first!.headers, FULL_SURVEY);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ questionnaireId: DEMO_QUESTIONNAIRE_ID, anonymous: true });
    expect((await respond(second!.headers, [{ questionId: 1, value: '2' }])).statusCode).toBe(201);

    const columns = await rows<{ column_name: string; data_type: string }>(
      app.database.db,
      sql`select column_name, data_type from information_schema.columns
          where table_schema = 'portal' and table_name = 'questionnaire_anonymous_answer' order by ordinal_position`,
    );
    expect(columns.map((c) => c.column_name)).toEqual(['id', 'questionnaire_id', 'question_id', 'value']);
    const stored = await rows<Record<string, unknown>>(
      app.database.db,
      sql`select * from portal.questionnaire_anonymous_answer`,
    );
    expect(stored).toHaveLength(6);
    const text = JSON.stringify(stored);
    expect(text).not.toContain(first!.id);
    expect(text).not.toContain(second!.id);
    // Numbers and dates in one form.
    expect(await anonymousValues()).toEqual(['2', '4', '3', 'true', '2024-02-29', 'Mehr vegetarische Gerichte']);
    // Nothing under their names in the named answers.
    const named = await rows(
      app.database.db,
      sql`select 1 from portal.questionnaire_answer where questionnaire_id = ${DEMO_QUESTIONNAIRE_ID}`,
    );
    expect(named).toEqual([]);
    // Who answered is one row per questionnaire, its ids sorted: it tells who, not in which order.
    const respondents = await rows<{ user_ids: string[] | string }>(
      app.database.db,
      sql`select user_ids::text[] as user_ids from portal.questionnaire_respondents`,
    );
    expect(respondents).toHaveLength(1);
    expect(respondents[0]!.user_ids).toEqual([second!.id, first!.id]);
    // The answers read back to the person as unknown: the server cannot tell which ones are theirs.
    expect((await questions(first!.headers, ANONYMOUS)).map((q) => q.answer)).toEqual([null, null, null, null, null]);
  });

  it('refuses a second answer to an anonymous questionnaire with 409 and stores nothing', async () => {
    const before = await anonymousValues();
    const again = await respond(employee, [{ questionId: 1, value: '1' }]);
    expect(again.statusCode).toBe(409);
    expect(again.headers['content-type']).toContain('application/problem+json');
    expect(again.json().code).toBe('questionnaire_answered');
    // Question by question would let it be answered more than once, or link the answers by time.
    const single = await answer(sales, { questionId: 1, value: '1' }, ANONYMOUS);
    expect(single.statusCode).toBe(409);
    expect(single.json().code).toBe('questionnaire_anonymous');
    expect(await anonymousValues()).toEqual(before);
    // Sales did not answer: their one answer is still open to them.
    expect((await open(sales)).map((q) => q.questionnaireId)).toContain(DEMO_QUESTIONNAIRE_ID);
  });

  it('records who answered a questionnaire that is not anonymous: one current answer per question', async () => {
    const first = await answer(employee, { questionId: 2, value: '1' });
    expect(first.statusCode, first.body).toBe(201);
    const again = await answer(employee, {
      questionnaireId: SUMMER_PARTY_QUESTIONNAIRE_ID,
      questionId: 2,
      value: '2,0',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect((await respond(employee, [{ questionId: 3, value: 'vegan' }], NAMED)).statusCode).toBe(201);
    expect((await respond(employee, [{ questionId: 3, value: 'meat' }], NAMED)).statusCode).toBe(200);

    const employeeId = await demoUserId(app, 'employee');
    const recorded = await rows<{ question_id: number; value: string }>(
      app.database.db,
      sql`select question_id, value from portal.questionnaire_answer
          where questionnaire_id = ${SUMMER_PARTY_QUESTIONNAIRE_ID} and user_id = ${employeeId} order by question_id`,
    );
    expect(recorded).toEqual([
      { question_id: 2, value: '2' },
      { question_id: 3, value: 'meat' },
    ]);
    const mine = await questions(employee);
    expect(mine.map((q) => q.answer)).toEqual([null, '2', 'meat']);
    expect(Date.parse(mine[1]!.answerTimestampUtc!)).toBeGreaterThan(Date.now() - 60_000);
    // Another person sees their own answers only.
    expect((await questions(kitchen)).map((q) => q.answer)).toEqual([null, null, null]);
    expect((await answer(employee, { questionnaireId: 99, questionId: 1, value: 'false' })).json().errors[0].path).toBe(
      'body.questionnaireId',
    );
  });

  it('lists the active questionnaires the person has not answered yet, in their language', async () => {
    const { headers } = await userWithoutRoles(app);
    expect((await app.app.inject({ url: API, headers })).statusCode).toBe(403);

    // Sales has answered nothing yet: both, with their titles in the language asked for.
    expect(await open(sales)).toEqual([
      { questionnaireId: 1, title: 'Staff survey: the canteen', anonymous: true, questionCount: 5 },
      { questionnaireId: 2, title: 'Summer party: registration', anonymous: false, questionCount: 3 },
    ]);

    // Kitchen answered the anonymous one; the named one until every question has an answer.
    const kitchenOpen = await open(kitchen);
    expect(kitchenOpen).toEqual([
      { questionnaireId: 2, title: 'Summer party: registration', anonymous: false, questionCount: 3 },
    ]);
    await respond(
      kitchen,
      [
        { questionId: 1, value: 'true' },
        { questionId: 2, value: '0' },
      ],
      NAMED,
    );
    expect(await open(kitchen)).toHaveLength(1);
    await answer(kitchen, { questionId: 3, value: 'vegetarian' });
    expect(await open(kitchen)).toEqual([]);

    // A closed questionnaire is not listed and takes no answers.
    await app.database.db.execute(
      sql`update portal.questionnaire set active = false where id = ${SUMMER_PARTY_QUESTIONNAIRE_ID}`,
    );
    expect((await open(sales)).map((q) => q.title)).toEqual(['Staff survey: the canteen']);
    const closed = await respond(sales, [{ questionId: 1, value: 'true' }], NAMED);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('questionnaire_closed');
  });

  it('refuses an answer that does not fit its question, naming the field, and stores nothing', async () => {
    for (const [answers, field] of [
      [[{ questionId: 1, value: '9' }], 'body.answers.0.value'],
      [
        [
          { questionId: 1, value: '3' },
          { questionId: 2, value: 'three' },
        ],
        'body.answers.1.value',
      ],
      [[{ questionId: 3, value: 'yes' }], 'body.answers.0.value'],
      [[{ questionId: 4, value: '2026-02-30' }], 'body.answers.0.value'],
      [[{ questionId: 5, value: '   ' }], 'body.answers.0.value'],
      [[{ questionId: 5, value: 'x'.repeat(2001) }], 'value'],
      [[{ questionId: 42, value: 'x' }], 'body.answers.0.questionId'],
      [[], 'answers'],
      [
        [
          { questionId: 1, value: '3' },
          { questionId: 1, value: '4' },
        ],
        'answers',
      ],
    ] as const) {
      const response = await respond(sales, answers);
      expect(response.statusCode, JSON.stringify(answers)).toBe(400);
      expect(response.json().code).toBe('validation_failed');
      expect(JSON.stringify(response.json())).toContain(field);
    }
    expect((await respond(sales, [{ questionId: 3, value: 'false' }])).statusCode).toBe(201);
  });

  it('answers 404 for a questionnaire or question that does not exist', async () => {
    expect((await app.app.inject({ url: `${API}/999/Question`, headers: employee })).statusCode).toBe(404);
    expect((await respond(employee, [{ questionId: 1, value: 'x' }], `${API}/999`)).statusCode).toBe(404);
    expect((await answer(employee, { questionId: 42, value: 'x' }, ANONYMOUS)).statusCode).toBe(404);
  });
});

describe('acceptedValue', () => {
  it.each([
    ['number', '-2.5', '-2.5'],
    ['number', '1e3', undefined],
    ['date', '2025-12-31', '2025-12-31'],
    ['date', '31.12.2025', undefined],
    ['boolean', 'false', 'false'],
    ['text', '  gut  ', 'gut'],
  ] as const)('%s %j → %j', (type, value, expected) => {
    expect(acceptedValue(type, value, [])).toBe(expected);
  });
});
