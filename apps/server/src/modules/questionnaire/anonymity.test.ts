import type { QuestionnaireResult } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { readXlsx } from '../../exports/testing';
import { startTestApp, type TestApp } from '../../testing/app';
import { bearer, type DemoLogin } from '../../testing/users';
import { MINIMUM_RESPONDENTS } from './results';
import { DEMO_QUESTIONNAIRE_ID, SUMMER_PARTY_QUESTIONNAIRE_ID } from './seed';

const ANONYMOUS = `/portal/api/Questionnaire/${DEMO_QUESTIONNAIRE_ID}`;
const NAMED = `/portal/api/Questionnaire/${SUMMER_PARTY_QUESTIONNAIRE_ID}`;

/**
 * An attacker's pass over the results of an anonymous questionnaire (docs/questionnaire.md, Results):
 * whoever reads the results polls them after each new answer. Were they published while answers
 * still come in, two reads one respondent apart would differ by exactly that person's answers.
 */
describe('anonymous questionnaire results under differencing', () => {
  let app: TestApp;
  let kitchen: Record<string, string>;
  beforeAll(async () => {
    app = await startTestApp();
    kitchen = await bearer(app, 'kitchen');
  });
  afterAll(() => app.close());

  const respond = async (login: DemoLogin, answers: { questionId: number; value: string }[], base = ANONYMOUS) =>
    app.app.inject({
      method: 'POST',
      url: `${base}/Response`,
      headers: await bearer(app, login),
      payload: { answers },
    });
  const read = async (base = ANONYMOUS) => {
    const response = await app.app.inject({ url: `${base}/Result?locale=en`, headers: kitchen });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as QuestionnaireResult;
  };
  const exported = (format: 'csv' | 'xlsx', base = ANONYMOUS) =>
    app.app.inject({ url: `${base}/Result?format=${format}&locale=en`, headers: kitchen });
  // Closed as the people responsible close it: through the API.
  const close = async (questionnaireId: number) => {
    const response = await app.app.inject({
      method: 'POST',
      url: `/portal/api/Questionnaire/${questionnaireId}/Close`,
      headers: kitchen,
    });
    expect(response.statusCode, response.body).toBe(204);
  };

  it('shows only the respondent count while the questionnaire is open, however many answered', async () => {
    const answerers: DemoLogin[] = ['employee', 'sales', 'hr'];
    for (const [i, login] of answerers.entries()) {
      const response = await respond(login, [
        { questionId: 1, value: '4' },
        { questionId: 5, value: `Answer of respondent ${i + 1}` },
      ]);
      expect(response.statusCode, response.body).toBe(201);
    }
    expect(answerers.length).toBeGreaterThanOrEqual(MINIMUM_RESPONDENTS);
    const before = await read();
    expect(before).toMatchObject({ respondents: 3, withheld: true, withheldReason: 'open', questions: [] });

    // The fourth person answers; the reader polls again. Nothing but the count moves.
    expect(
      (
        await respond('plant', [
          { questionId: 1, value: '1' },
          { questionId: 5, value: 'The secret one' },
        ])
      ).statusCode,
    ).toBe(201);
    const after = await read();
    expect(after).toEqual({ ...before, respondents: 4 });
    expect(JSON.stringify(after)).not.toContain('The secret one');
  });

  it('refuses to export an open anonymous questionnaire, as CSV and as XLSX', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const response = await exported(format);
      expect(response.statusCode, format).toBe(409);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().code).toBe('questionnaire_results_withheld');
      expect(response.body).not.toContain('The secret one');
    }
  });

  it('publishes the results, on the screen and in the files, once the questionnaire is closed', async () => {
    await close(DEMO_QUESTIONNAIRE_ID);
    const published = await read();
    expect(published).toMatchObject({ respondents: 4, withheld: false, withheldReason: null });
    const rating = published.questions.find((q) => q.questionId === 1)!;
    expect(rating.counts.map((c) => [c.value, c.count])).toEqual([
      ['1', 1],
      ['2', 0],
      ['3', 0],
      ['4', 3],
      ['5', 0],
    ]);
    expect(published.questions.find((q) => q.questionId === 5)!.texts).toContain('The secret one');

    const csv = await exported('csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('The secret one');
    const xlsx = await exported('xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(JSON.stringify(await readXlsx(xlsx.rawPayload))).toContain('The secret one');
  });

  it('still withholds a closed anonymous questionnaire with too few respondents, saying so', async () => {
    // The named questionnaire made anonymous with no answers yet: what a closed small survey looks like.
    await app.database.db.execute(
      sql`update portal.questionnaire set anonymous = true where id = ${SUMMER_PARTY_QUESTIONNAIRE_ID}`,
    );
    expect((await respond('employee', [{ questionId: 1, value: 'true' }], NAMED)).statusCode).toBe(201);
    expect(await read(NAMED)).toMatchObject({ withheld: true, withheldReason: 'open', respondents: 1 });
    await close(SUMMER_PARTY_QUESTIONNAIRE_ID);
    expect(await read(NAMED)).toMatchObject({
      withheld: true,
      withheldReason: 'tooFew',
      respondents: 1,
      questions: [],
    });
    expect((await exported('csv', NAMED)).statusCode).toBe(409);
  });
});

describe('named questionnaire results', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('are shown live while the questionnaire is open, from the first answer', async () => {
    const answer = await app.app.inject({
      method: 'POST',
      url: `${NAMED}/Response`,
      headers: await bearer(app, 'sales'),
      payload: { answers: [{ questionId: 3, value: 'vegan' }] },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const kitchen = await bearer(app, 'kitchen');
    const live = (await app.app.inject({ url: `${NAMED}/Result?locale=en`, headers: kitchen })).json();
    expect(live).toMatchObject({ anonymous: false, respondents: 1, withheld: false, withheldReason: null });
    expect(live.questions[2].counts).toContainEqual({ value: 'vegan', label: 'Vegan', count: 1 });
    const csv = await app.app.inject({ url: `${NAMED}/Result?format=csv&locale=en`, headers: kitchen });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Vegan');
  });
});

describe('closing a questionnaire', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const closing = async (login: DemoLogin | undefined, id = DEMO_QUESTIONNAIRE_ID) =>
    app.app.inject({
      method: 'POST',
      url: `/portal/api/Questionnaire/${id}/Close`,
      headers: login ? await bearer(app, login) : {},
    });
  const isActive = async (id: number) =>
    (await rows<{ active: boolean }>(app.database.db, sql`select active from portal.questionnaire where id = ${id}`))[0]
      ?.active;

  it('is for the people responsible for it: no token 401, someone else 403, an unknown one 404; nothing changes', async () => {
    expect((await closing(undefined)).statusCode).toBe(401);
    const employee = await closing('employee');
    expect(employee.statusCode).toBe(403);
    expect(employee.headers['content-type']).toContain('application/problem+json');
    expect((await closing('kitchen', 999_999)).statusCode).toBe(404);
    expect(await isActive(DEMO_QUESTIONNAIRE_ID)).toBe(true);
  });

  it('closes it for the kitchen team, once and again without harm; then it takes no answers', async () => {
    expect((await closing('kitchen')).statusCode).toBe(204);
    expect((await closing('kitchen')).statusCode).toBe(204);
    expect(await isActive(DEMO_QUESTIONNAIRE_ID)).toBe(false);
    const late = await app.app.inject({
      method: 'POST',
      url: `${ANONYMOUS}/Response`,
      headers: await bearer(app, 'employee'),
      payload: { answers: [{ questionId: 1, value: '5' }] },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('questionnaire_closed');
  });

  it('an anonymous questionnaire once closed cannot be reopened, not even by a statement on the database', async () => {
    const refused = await app.database.db
      .execute(sql`update portal.questionnaire set active = true where id = ${DEMO_QUESTIONNAIRE_ID}`)
      .then(
        () => undefined,
        (error: unknown) => error as Error & { cause?: Error },
      );
    // The query builder wraps the database's error; the trigger's message is its cause.
    expect(refused?.cause?.message ?? refused?.message).toMatch(/cannot be reopened/);
    expect(await isActive(DEMO_QUESTIONNAIRE_ID)).toBe(false);
  });
});
