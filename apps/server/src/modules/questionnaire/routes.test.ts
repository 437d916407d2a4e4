import type { Question } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app';
import { bearer, userWithoutRoles } from '../../testing/users';
import { acceptedValue } from './answers';
import { DEMO_QUESTIONNAIRE_ID } from './seed';

const BASE = `/portal/api/Questionnaire/${DEMO_QUESTIONNAIRE_ID}`;

describe('questionnaire (spec §7)', () => {
  let app: TestApp;
  let employee: Record<string, string>;
  let kitchen: Record<string, string>;

  beforeAll(async () => {
    app = await startTestApp();
    employee = await bearer(app, 'employee');
    kitchen = await bearer(app, 'kitchen');
  });
  afterAll(() => app.close());

  const questions = async (headers: Record<string, string>, query = '') =>
    (await app.app.inject({ url: `${BASE}/Question${query}`, headers })).json() as Question[];
  const answer = (headers: Record<string, string>, body: unknown) =>
    app.app.inject({ method: 'POST', url: `${BASE}/Answer`, headers, payload: body as object });

  it('authorization: no token 401, no permission 403, staff 200', async () => {
    expect((await app.app.inject({ url: `${BASE}/Question` })).statusCode).toBe(401);
    const noRole = (await userWithoutRoles(app)).headers;
    expect((await app.app.inject({ url: `${BASE}/Question`, headers: noRole })).statusCode).toBe(403);
    expect((await answer(noRole, { questionId: 3, value: 'true' })).statusCode).toBe(403);
    expect((await app.app.inject({ url: `${BASE}/Question`, headers: employee })).statusCode).toBe(200);
  });

  it('lists the questions in order, in the language asked for, with their choices', async () => {
    const english = await questions(employee, '?locale=en');
    expect(english.map((q) => q.dataType)).toEqual(['choice', 'number', 'boolean', 'date', 'text']);
    expect(english[0]!.questionText).toBe('How satisfied are you with the food in the canteen?');
    expect(english[0]!.possibleValues['5']).toBe('Very satisfied');
    expect(english[4]!.text).toBe('Your answer goes to the kitchen team without your name.');
    const german = await questions(employee, '?locale=xx');
    expect(german[2]!.questionText).toBe('Würden Sie die Kantine weiterempfehlen?');
    const byBrowser = (
      await app.app.inject({ url: `${BASE}/Question`, headers: { ...employee, 'accept-language': 'fr-CH,fr;q=0.9' } })
    ).json() as Question[];
    expect(byBrowser[2]!.questionText).toBe('Recommanderiez-vous la cantine ?');
  });

  it('keeps one current answer per person and question: 201 first, 200 when replaced, same id', async () => {
    const first = await answer(employee, { questionId: 1, value: '4' });
    expect(first.statusCode, first.body).toBe(201);
    const again = await answer(employee, { questionnaireId: DEMO_QUESTIONNAIRE_ID, questionId: 1, value: '5' });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);

    const mine = await questions(employee);
    expect(mine[0]!.answer).toBe('5');
    expect(Date.parse(mine[0]!.answerTimestampUtc!)).toBeGreaterThan(Date.now() - 60_000);
    // Another person sees their own answers only.
    const theirs = await questions(kitchen);
    expect(theirs[0]!.answer).toBeNull();
    expect(theirs[0]!.answerTimestampUtc).toBeNull();
  });

  it('stores numbers and dates in one form', async () => {
    expect((await answer(employee, { questionId: 2, value: ' 3,0 ' })).statusCode).toBe(201);
    expect((await answer(employee, { questionId: 4, value: '2024-02-29' })).statusCode).toBe(201);
    const mine = await questions(employee);
    expect(mine[1]!.answer).toBe('3');
    expect(mine[3]!.answer).toBe('2024-02-29');
  });

  it('refuses an answer that does not fit its question, naming the field, and keeps the previous one', async () => {
    await answer(employee, { questionId: 3, value: 'true' });
    for (const [body, field] of [
      [{ questionId: 1, value: '9' }, 'body.value'],
      [{ questionId: 2, value: 'three' }, 'body.value'],
      [{ questionId: 3, value: 'yes' }, 'body.value'],
      [{ questionId: 4, value: '2026-02-30' }, 'body.value'],
      [{ questionId: 5, value: '   ' }, 'body.value'],
      [{ questionId: 5, value: 'x'.repeat(2001) }, 'value'],
      [{ questionnaireId: 99, questionId: 3, value: 'false' }, 'body.questionnaireId'],
    ] as const) {
      const response = await answer(employee, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('validation_failed');
      expect(JSON.stringify(response.json())).toContain(field);
    }
    expect((await questions(employee))[2]!.answer).toBe('true');
  });

  it('answers 404 for a questionnaire or question that does not exist', async () => {
    expect(
      (await app.app.inject({ url: '/portal/api/Questionnaire/999/Question', headers: employee })).statusCode,
    ).toBe(404);
    expect((await answer(employee, { questionId: 42, value: 'x' })).statusCode).toBe(404);
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
