import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app';
import { bearer, userWithoutRoles } from '../../testing/users';
import { weekAround } from './mealPlan';

const MEAL_PLAN = 2; // the info module whose fixed file is Speiseplan.pdf

/**
 * The meal plan's document is made from the canteens' plans of the week (issue 21 §8), in the
 * reader's language, served where the file areas serve the meal plan's fixed file.
 */
describe('the meal plan PDF from the canteen plans of the week', () => {
  let app: TestApp;
  const mealPlan = (headers: Record<string, string>, locale?: string) =>
    app.app.inject({
      method: 'GET',
      url: `/portal/api/File/fileByModule?selectedModule=${MEAL_PLAN}${locale ? `&locale=${locale}` : ''}`,
      headers,
    });
  const textOf = async (body: Buffer) =>
    (await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true })).text;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('is read by those who may read the meal plan page, and by no one else', async () => {
    for (const [who, status, headers] of [
      ['no token', 401, async () => ({})],
      ['a signed-in user without roles', 403, async () => (await userWithoutRoles(app)).headers],
      ['a partner (no File API)', 403, async () => bearer(app, 'partner')],
      ['an employee', 200, async () => bearer(app, 'employee')],
    ] as const) {
      expect((await mealPlan(await headers())).statusCode, who).toBe(status);
    }
  });

  it('lists each canteen’s dishes of the week with prices and allergens, in the reader’s language', async () => {
    const employee = await bearer(app, 'employee');
    const english = await mealPlan(employee, 'en');
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('application/pdf');
    expect(english.headers['content-disposition']).toContain('filename="Speiseplan.pdf"');
    const text = (await textOf(english.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Meal plan');
    expect(text).toContain('Personalrestaurant Hauptsitz');
    expect(text).toContain('Betriebskantine Werk Nord');
    // The week shown is this week's (the demo plans every weekday of it).
    const { monday } = weekAround(new Date(), 'Europe/Zurich');
    const mondayWords = new Intl.DateTimeFormat('en', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${monday}T00:00:00Z`));
    expect(text).toContain(`${mondayWords} – Mittagsmenü`);
    // A default article of every plan, with its price and its allergens named in English.
    expect(text).toContain('Salatbuffet (daily) CHF 4.50');
    expect(text).toMatch(/Allergens: Mustard, Sulphur dioxide and sulphites/);
    expect(text).toContain('€1.80');

    const german = (await textOf((await mealPlan(employee)).rawPayload)).replace(/\s+/g, ' ');
    expect(german).toContain('Speiseplan');
    expect(german).toContain('Salatbuffet (täglich)');
    expect(german).toMatch(/Allergene: Senf, Schwefeldioxid und Sulfite/);
    expect(german).not.toContain('Meal plan');
  });

  it('refuses a language the portal does not speak', async () => {
    const response = await mealPlan(await bearer(app, 'employee'), 'xx');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
  });

  it('takes the week from Monday to Sunday in the canteen’s time zone', () => {
    // Sunday 23:30 UTC is already Monday in Zurich.
    expect(weekAround(new Date('2026-11-29T23:30:00Z'), 'Europe/Zurich')).toEqual({
      monday: '2026-11-30',
      sunday: '2026-12-06',
    });
    expect(weekAround(new Date('2026-11-29T23:30:00Z'), 'UTC')).toEqual({ monday: '2026-11-23', sunday: '2026-11-29' });
  });
});
