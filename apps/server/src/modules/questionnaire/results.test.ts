import type { QuestionnaireResult } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../../exports/testing';
import { accessMatrix, actorHeaders, type MatrixActor } from '../../testing/access-matrix';
import { startTestApp, type TestApp } from '../../testing/app';
import { DEMO_QUESTIONNAIRE_ID, SUMMER_PARTY_QUESTIONNAIRE_ID } from './seed';

const RESULT = `/portal/api/Questionnaire/${DEMO_QUESTIONNAIRE_ID}/Result`;

describe('questionnaire results (issue 21 §7)', () => {
  let app: TestApp;
  let headers: Record<MatrixActor, Record<string, string>>;
  beforeAll(async () => {
    app = await startTestApp();
    headers = await actorHeaders(app, ['no token', 'no role', 'partner', 'employee', 'sales', 'kitchen']);
  });
  afterAll(() => app.close());

  // Answering is for the staff; the results are for the kitchen team the survey speaks to.
  accessMatrix(
    [{ method: 'GET', url: RESULT, resource: 'api.questionnaire' }],
    { 'no token': 401, 'no role': 403, partner: 403, employee: 403, kitchen: 200 },
    () => ({ app, headers }),
  );

  it('lists to each person only the questionnaires whose results they may read', async () => {
    const list = (who: MatrixActor) =>
      app.app.inject({ url: '/portal/api/Questionnaire/Results?locale=en', headers: headers[who] });
    const kitchen = await list('kitchen');
    expect(kitchen.statusCode).toBe(200);
    expect(kitchen.json()).toEqual([
      expect.objectContaining({ questionnaireId: DEMO_QUESTIONNAIRE_ID, anonymous: true, active: true }),
      expect.objectContaining({ questionnaireId: SUMMER_PARTY_QUESTIONNAIRE_ID, anonymous: false }),
    ]);
    expect(kitchen.json()[0].title).toBe('Staff survey: the canteen');
    expect((await list('employee')).json()).toEqual([]);
    expect((await list('no token')).statusCode).toBe(401);
  });

  const respond = (who: MatrixActor, answers: { questionId: number; value: string }[]) =>
    app.app.inject({
      method: 'POST',
      url: `/portal/api/Questionnaire/${DEMO_QUESTIONNAIRE_ID}/Response`,
      headers: headers[who],
      payload: { answers },
    });
  const result = async (query = '?locale=en') =>
    (await app.app.inject({ url: `${RESULT}${query}`, headers: headers.kitchen })).json() as QuestionnaireResult;

  it('withholds an anonymous result while it is open, and once closed until three answered; then counts, averages and lists', async () => {
    expect(
      (
        await respond('employee', [
          { questionId: 1, value: '5' },
          { questionId: 5, value: 'Mehr Salat' },
        ])
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await respond('sales', [
          { questionId: 1, value: '4' },
          { questionId: 2, value: '3' },
        ])
      ).statusCode,
    ).toBe(201);
    const early = await result();
    expect(early).toMatchObject({ respondents: 2, withheld: true, withheldReason: 'open', questions: [] });

    await respond('kitchen', [
      { questionId: 1, value: '4' },
      { questionId: 2, value: '5' },
      { questionId: 3, value: 'true' },
      { questionId: 4, value: '2024-02-29' },
    ]);
    // Three answered, but it is still open: the next answer would stand out against this read.
    expect(await result()).toMatchObject({ respondents: 3, withheld: true, withheldReason: 'open', questions: [] });
    await app.database.db.execute(
      sql`update portal.questionnaire set active = false where id = ${DEMO_QUESTIONNAIRE_ID}`,
    );
    const shown = await result();
    expect(shown).toMatchObject({
      title: 'Staff survey: the canteen',
      respondents: 3,
      withheld: false,
      withheldReason: null,
    });
    const [rating, days, recommend, , improve] = shown.questions;
    expect(rating!.counts.map((c) => [c.label, c.count])).toEqual([
      ['Very dissatisfied', 0],
      ['Dissatisfied', 0],
      ['Neither', 0],
      ['Satisfied', 2],
      ['Very satisfied', 1],
    ]);
    expect(rating!.average).toBe(4.33);
    expect(days).toMatchObject({ answers: 2, average: 4, counts: [] });
    expect(recommend!.counts).toEqual([{ value: 'true', label: 'true', count: 1 }]);
    expect(improve!.texts).toEqual(['Mehr Salat']);
  });

  it('exports the result as CSV written as the reader’s site writes numbers, and as XLSX', async () => {
    const csv = await app.app.inject({ url: `${RESULT}?format=csv&locale=de`, headers: headers.kitchen });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Frage;Antwort;Anzahl;Durchschnitt');
    expect(csv.body).toContain('Wie zufrieden sind Sie mit dem Essen in der Kantine?;Zufrieden;2;');
    expect(csv.body).toContain(';Ø;3;4,33');
    // A date answer as the site writes dates, not ISO text.
    expect(csv.body).toMatch(/;29\.02\.2024;1;/);
    expect(csv.body).not.toContain('2024-02-29');

    const xlsx = await app.app.inject({ url: `${RESULT}?format=xlsx&locale=en`, headers: headers.kitchen });
    expect(xlsx.statusCode).toBe(200);
    const sheets = await readXlsx(xlsx.rawPayload);
    // An English reader gets the file's words in English.
    expect(xlsx.headers['content-disposition']).toContain('filename="Results ');
    expect(sheets.Results![0]).toEqual(['Staff survey: the canteen: 3 respondents']);
    expect(sheets.Results).toContainEqual(['Question', 'Answer', 'Count', 'Average']);
    const rows = sheets.Results!.map((r) => JSON.stringify(r));
    expect(rows.some((r) => r.includes('Very satisfied') && r.includes('1'))).toBe(true);
    expect(rows.some((r) => r.includes('Mehr Salat'))).toBe(true);
  });

  it('shows a named questionnaire’s results from the first answer', async () => {
    await app.app.inject({
      method: 'POST',
      url: `/portal/api/Questionnaire/${SUMMER_PARTY_QUESTIONNAIRE_ID}/Answer`,
      headers: headers.sales,
      payload: { questionId: 3, value: 'vegan' },
    });
    const named = (
      await app.app.inject({
        url: `/portal/api/Questionnaire/${SUMMER_PARTY_QUESTIONNAIRE_ID}/Result?locale=fr`,
        headers: headers.kitchen,
      })
    ).json() as QuestionnaireResult;
    expect(named).toMatchObject({
      respondents: 1,
      withheld: false,
      withheldReason: null,
      title: 'Fête d’été : inscription',
    });
    expect(named.questions[2]!.counts.find((c) => c.value === 'vegan')).toEqual({
      value: 'vegan',
      label: 'Végétalien',
      count: 1,
    });
  });
});
