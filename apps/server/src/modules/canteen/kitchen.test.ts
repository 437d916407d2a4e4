import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../../exports/testing';
import type { TestApp } from '../../testing/app';
import { bearer } from '../../testing/users';
import { CANTEEN, CURRY, createOrder, GESCHNETZELTES, orderBody, planAt, SALAD, startTestApp } from './test-fixtures';

const O = `/portal/api/OrderSystemOrder/${CANTEEN}`;
const A = `/portal/api/OrderSystemArticle/${CANTEEN}`;
const DAY = '2033-03-01';
const FORMULA = '=HYPERLINK("http://x")';

describe('canteen: the kitchen’s overview, the export and the monthly statement', () => {
  let app: TestApp;
  let kitchen: Record<string, string>;

  beforeAll(async () => {
    app = await startTestApp();
    kitchen = await bearer(app, 'kitchen');
    const employee = await bearer(app, 'employee');
    const sales = await bearer(app, 'sales');
    const formula = await app.app.inject({
      method: 'POST',
      url: `${A}/createArticle`,
      headers: kitchen,
      payload: { name: FORMULA, articlePrice: '1.05' },
    });
    expect(formula.statusCode, formula.body).toBe(201);
    const planId = await planAt(app, { date: DAY }, [CURRY, GESCHNETZELTES, formula.json().id]);
    const a = await createOrder(
      app,
      employee,
      orderBody(planId, [
        [CURRY, 2],
        [SALAD, 1],
      ]),
    );
    const b = await createOrder(app, sales, {
      ...orderBody(planId, [
        [CURRY, 1],
        [formula.json().id, 3],
      ]),
      pickUpTime: '11:30',
      pickUpLocation: 'Take-away',
    });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
  });
  afterAll(() => app.close());

  it('sums each article per day and lists who picks up what, when and where', async () => {
    const response = await app.app.inject({
      method: 'GET',
      url: `${O}/orderedArticles?dateRange=${DAY}`,
      headers: kitchen,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [day] = response.json().days;
    expect(day.date).toBe(DAY);
    expect(day.totalQuantity).toBe(7);
    const curry = day.articles.find((x: { articleId: string }) => x.articleId === CURRY);
    expect(curry).toMatchObject({ articleName: 'Gemüsecurry', quantity: 3, amount: '35.70' });
    expect(day.pickUps.map((p: { pickUpTime: string }) => p.pickUpTime)).toEqual(['11:30', '12:00']);
    expect(day.pickUps[0]).toMatchObject({ pickUpLocation: 'Take-away', items: [{ quantity: 1 }, { quantity: 3 }] });
  });

  it('exports the range as XLSX that opens and reads back, a formula-looking name as text', async () => {
    const response = await app.app.inject({
      method: 'GET',
      url: `${O}/export?dateRange=${DAY}&dateRange=${DAY}&format=xlsx`,
      headers: kitchen,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Bestellungen .*\.xlsx"; filename\*=UTF-8''/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const book = await readXlsx(response.rawPayload);
    const lines = book.Bestellungen!;
    const header = lines.findIndex((row) => row[0] === 'Datum');
    const body = lines.slice(header + 1);
    expect(body).toHaveLength(4);
    const col = (name: string) => lines[header]!.indexOf(name);
    expect(body.map((r) => r[col('Artikel')])).toContain(`'${FORMULA}`);
    expect(body.every((r) => typeof r[col('Artikel')] === 'string')).toBe(true);
    expect(body.map((r) => r[col('Menge')]).reduce((s, q) => (s as number) + (q as number), 0)).toBe(7);
    expect(body[0]![col('Datum')]).toBeInstanceOf(Date);
    const curryRow = body.find((r) => r[col('Artikel')] === 'Gemüsecurry' && r[col('Menge')] === 2)!;
    expect(curryRow[col('Betrag')]).toBe(23.8);
    expect(book.Summen!.length).toBeGreaterThan(1);
    const english = await app.app.inject({
      method: 'GET',
      url: `${O}/export?dateRange=${DAY}&dateRange=${DAY}&format=xlsx&locale=en`,
      headers: kitchen,
    });
    expect(Object.keys(await readXlsx(english.rawPayload))).toEqual(['Orders', 'Totals']);
    expect(app.logs.some((l) => l.event === 'export' && String(l.resource).includes(DAY))).toBe(true);
  });

  it("exports the range as CSV with prices as the reader's site writes them and a safe formula cell", async () => {
    const response = await app.app.inject({
      method: 'GET',
      url: `${O}/export?dateRange=${DAY}&format=csv`,
      headers: kitchen,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const text = response.body;
    expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(text).toContain(';11,90;23,80;CHF;');
    const swiss = await app.app.inject({
      method: 'GET',
      url: `${O}/export?dateRange=${DAY}&format=csv&locale=de&country=ch`,
      headers: kitchen,
    });
    expect(swiss.body).toContain(',11.90,23.80,CHF,');
    // Days and order times as the site writes them, not ISO text a spreadsheet reads as text.
    expect(text.split('\r\n')[1]).toMatch(/^01\.03\.2033;/);
    expect(text).toMatch(/;\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2};/);
    expect(text).not.toContain('2033-03-01');
    const french = await app.app.inject({
      method: 'GET',
      url: `${O}/export?dateRange=${DAY}&format=csv&locale=fr&country=fr`,
      headers: kitchen,
    });
    expect(french.body.split('\r\n')[1]).toMatch(/^01\/03\/2033;/);
  });

  it('answers the monthly statement per person, as data and as XLSX', async () => {
    const response = await app.app.inject({ method: 'GET', url: `${O}/statement?month=2033-03`, headers: kitchen });
    expect(response.statusCode, response.body).toBe(200);
    const statement = response.json();
    expect(statement).toMatchObject({ month: '2033-03', currency: 'CHF', total: '43.35' });
    expect(statement.people.map((p: { total: string }) => p.total).sort()).toEqual(['15.05', '28.30']);
    const xlsx = await app.app.inject({ method: 'GET', url: `${O}/statement/export?month=2033-03`, headers: kitchen });
    expect(xlsx.statusCode).toBe(200);
    const book = await readXlsx(xlsx.rawPayload);
    const rows = book.Abrechnung!;
    const header = rows.findIndex((r) => r[0] === 'Personalnummer');
    expect(
      rows
        .slice(header + 1)
        .map((r) => r[5])
        .sort(),
    ).toEqual([15.05, 28.3]);
    // A French reader gets the file in French: sheets, headings and name.
    const french = await app.app.inject({
      method: 'GET',
      url: `${O}/statement/export?month=2033-03&locale=fr`,
      headers: kitchen,
    });
    expect(french.headers['content-disposition']).toMatch(/filename="D.compte .+ 2033-03\.xlsx"/);
    const frenchBook = await readXlsx(french.rawPayload);
    expect(Object.keys(frenchBook)).toEqual(['Décompte', 'Lignes']);
    expect(frenchBook.Décompte!.find((r) => r[1] === 'Nom')).toEqual([
      'Matricule',
      'Nom',
      'Prénom',
      'E-mail',
      'Commandes',
      'Montant',
    ]);
  });

  it('refuses a range given backwards, or a month that is not one, with 400 naming the field', async () => {
    const backwards = await app.app.inject({
      method: 'GET',
      url: `${O}/orderedArticles?dateRange=2033-03-02&dateRange=2033-03-01`,
      headers: kitchen,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors[0].path).toContain('querystring');
    const month = await app.app.inject({ method: 'GET', url: `${O}/statement?month=2033-13`, headers: kitchen });
    expect(month.statusCode).toBe(400);
    expect(month.json().errors[0].path).toBe('querystring.month');
  });
});
