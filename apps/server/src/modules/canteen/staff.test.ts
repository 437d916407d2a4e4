import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/app';
import { bearer } from '../../testing/users';
import {
  CANTEEN,
  CURRY,
  createOrder,
  GESCHNETZELTES,
  OTHER_CANTEEN,
  orderBody,
  SALAD,
  SCHNITZEL,
  startTestApp,
} from './test-fixtures';

const A = `/portal/api/OrderSystemArticle/${CANTEEN}`;
const P = `/portal/api/OrderSystemPlan/${CANTEEN}`;

describe('canteen staff: articles and plans', () => {
  let app: TestApp;
  let kitchen: Record<string, string>;
  beforeAll(async () => {
    app = await startTestApp();
    kitchen = await bearer(app, 'kitchen');
  });
  afterAll(() => app.close());

  it('lists the seeded articles with exact prices and the canteen’s currency; defaults apart', async () => {
    const all = (await app.app.inject({ method: 'GET', url: `${A}/articles`, headers: kitchen })).json();
    expect(all.find((a: { id: string }) => a.id === CURRY)).toMatchObject({
      articlePrice: '11.90',
      currency: 'CHF',
      isDefault: false,
    });
    const nonDefault = (
      await app.app.inject({ method: 'GET', url: `${A}/nonDefaultArticles`, headers: kitchen })
    ).json();
    expect(nonDefault.some((a: { id: string }) => a.id === SALAD)).toBe(false);
    expect(nonDefault.some((a: { id: string }) => a.id === SCHNITZEL)).toBe(false); // another canteen's
    const other = (
      await app.app.inject({
        method: 'GET',
        url: `/portal/api/OrderSystemArticle/${OTHER_CANTEEN}/articles`,
        headers: kitchen,
      })
    ).json();
    expect(other.find((a: { id: string }) => a.id === SCHNITZEL)).toMatchObject({
      articlePrice: '7.90',
      currency: 'EUR',
    });
    const unknown = await app.app.inject({
      method: 'GET',
      url: '/portal/api/OrderSystemArticle/nirgendwo/articles',
      headers: kitchen,
    });
    expect(unknown.statusCode).toBe(404);
    const foreign = await app.app.inject({ method: 'GET', url: `${A}/${SCHNITZEL}/article`, headers: kitchen });
    expect(foreign.statusCode).toBe(404);
  });

  it('two staff edit one article: the second gets 412 and then sees the first’s change (R3)', async () => {
    const created = await app.app.inject({
      method: 'POST',
      url: `${A}/createArticle`,
      headers: kitchen,
      payload: { name: 'Suppe', articlePrice: '4' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ articlePrice: '4.00', description: '', isDefault: false });
    const id = created.json().id;
    const read = async () => app.app.inject({ method: 'GET', url: `${A}/${id}/article`, headers: kitchen });
    const first = await read();
    const second = await read();
    const put = (etag: string | undefined, name: string) =>
      app.app.inject({
        method: 'PUT',
        url: `${A}/${id}/updateArticle`,
        headers: { ...kitchen, ...(etag ? { 'if-match': etag } : {}) },
        payload: { name, articlePrice: '4.20' },
      });
    expect((await put(first.headers.etag as string, 'Kürbissuppe')).statusCode).toBe(204);
    const late = await put(second.headers.etag as string, 'Tomatensuppe');
    expect(late.statusCode).toBe(412);
    expect(late.json().code).toBe('precondition_failed');
    expect((await read()).json()).toMatchObject({ name: 'Kürbissuppe', articlePrice: '4.20' });
    const without = await put(undefined, 'Tomatensuppe');
    expect(without.statusCode).toBe(428);
    expect(without.json().code).toBe('precondition_required');
  });

  const invalidArticles: Array<[string, object, string]> = [
    ['a float price with three decimals', { name: 'x', articlePrice: '1.005' }, 'body.articlePrice'],
    ['a price as a number', { name: 'x', articlePrice: 4.5 }, 'body.articlePrice'],
    ['a negative price', { name: 'x', articlePrice: '-1.00' }, 'body.articlePrice'],
    ['an empty name', { name: ' ', articlePrice: '1.00' }, 'body.name'],
    ['an unknown field', { name: 'x', articlePrice: '1.00', applicationId: 'werk-nord' }, 'body'],
  ];
  it.each(invalidArticles)('refuses %s with 400 naming %s', async (_case, payload, field) => {
    const before = (await app.app.inject({ method: 'GET', url: `${A}/articles`, headers: kitchen })).json().length;
    const response = await app.app.inject({ method: 'POST', url: `${A}/createArticle`, headers: kitchen, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { path: string }) => e.path)).toContain(field);
    expect((await app.app.inject({ method: 'GET', url: `${A}/articles`, headers: kitchen })).json().length).toBe(
      before,
    );
  });

  it('creates a plan with wall-clock times in the canteen’s zone, and default articles included', async () => {
    const response = await app.app.inject({
      method: 'POST',
      url: `${P}/createPlan`,
      headers: kitchen,
      payload: {
        date: '2034-01-16',
        name: 'Montag',
        visibleFrom: '2034-01-09T00:00:00',
        orderableUntil: '2034-01-16T09:30:00',
        planDetails: [{ articleId: GESCHNETZELTES }, { articleId: CURRY }],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const plan = response.json();
    // Zurich is UTC+1 in January.
    expect(plan).toMatchObject({
      orderableUntil: '2034-01-16T08:30:00.000Z',
      visibleFrom: '2034-01-08T23:00:00.000Z',
      includeDefaultArticles: true,
    });
    expect(
      plan.planDetails
        .filter((d: { isDefault: boolean }) => !d.isDefault)
        .map((d: { articleId: string }) => d.articleId),
    ).toEqual([GESCHNETZELTES, CURRY]);
    expect(
      plan.planDetails.some((d: { articleId: string; isDefault: boolean }) => d.articleId === SALAD && d.isDefault),
    ).toBe(true);

    const defaults = await app.app.inject({
      method: 'POST',
      url: `${P}/createPlan`,
      headers: kitchen,
      payload: { date: '2034-07-16', name: 'Sommer' },
    });
    // Zurich is UTC+2 in July: 09:00 local by default.
    expect(defaults.json().orderableUntil).toBe('2034-07-16T07:00:00.000Z');
  });

  it('refuses a plan whose deadline comes before it is visible, or with another canteen’s article', async () => {
    const backwards = await app.app.inject({
      method: 'POST',
      url: `${P}/createPlan`,
      headers: kitchen,
      payload: {
        date: '2034-01-17',
        name: 'x',
        visibleFrom: '2034-01-17T10:00:00Z',
        orderableUntil: '2034-01-17T09:00:00Z',
      },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors[0].path).toBe('body.orderableUntil');
    const foreign = await app.app.inject({
      method: 'POST',
      url: `${P}/createPlan`,
      headers: kitchen,
      payload: { date: '2034-01-17', name: 'x', planDetails: [{ articleId: CURRY }, { articleId: SCHNITZEL }] },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].path).toBe('body.planDetails.1.articleId');
    const plans = (
      await app.app.inject({ method: 'GET', url: `${P}/plan?dateRange=2034-01-17`, headers: kitchen })
    ).json();
    expect(plans).toEqual([]);
  });

  it('updates a plan with If-Match, and keeps a plan that has orders from being deleted', async () => {
    const created = await app.app.inject({
      method: 'POST',
      url: `${P}/createPlan`,
      headers: kitchen,
      payload: {
        date: '2034-02-01',
        name: 'Mittwoch',
        visibleFrom: '2020-01-01T00:00:00Z',
        planDetails: [{ articleId: CURRY }],
      },
    });
    const plan = created.json();
    const updated = await app.app.inject({
      method: 'PUT',
      url: `${P}/${plan.id}/updatePlan`,
      headers: { ...kitchen, 'if-match': created.headers.etag as string },
      payload: {
        date: '2034-02-01',
        name: 'Mittwoch',
        visibleFrom: '2020-01-01T00:00:00Z',
        planDetails: [{ articleId: GESCHNETZELTES }],
      },
    });
    expect(updated.statusCode, updated.body).toBe(204);
    const items = (
      await app.app.inject({ method: 'GET', url: `${P}/plan/items?planId=${plan.id}`, headers: kitchen })
    ).json();
    expect(
      items.filter((d: { isDefault: boolean }) => !d.isDefault).map((d: { articleId: string }) => d.articleId),
    ).toEqual([GESCHNETZELTES]);
    const stale = await app.app.inject({
      method: 'PUT',
      url: `${P}/${plan.id}/updatePlan`,
      headers: { ...kitchen, 'if-match': created.headers.etag as string },
      payload: { date: '2034-02-01', name: 'Alt', planDetails: [] },
    });
    expect(stale.statusCode).toBe(412);

    expect(
      (await createOrder(app, await bearer(app, 'employee'), orderBody(plan.id, [[GESCHNETZELTES, 1]]))).statusCode,
    ).toBe(201);
    const remove = await app.app.inject({ method: 'DELETE', url: `${P}/${plan.id}/deletePlan`, headers: kitchen });
    expect(remove.statusCode).toBe(409);
    expect((await app.app.inject({ method: 'GET', url: `${P}/${plan.id}/plan`, headers: kitchen })).statusCode).toBe(
      200,
    );
  });

  it('a deleted article leaves the lists and the open plans; the order keeps it', async () => {
    const article = (
      await app.app.inject({
        method: 'POST',
        url: `${A}/createArticle`,
        headers: kitchen,
        payload: { name: 'Wurst', articlePrice: '3.50' },
      })
    ).json();
    const plan = (
      await app.app.inject({
        method: 'POST',
        url: `${P}/createPlan`,
        headers: kitchen,
        payload: {
          date: '2034-02-02',
          name: 'Do',
          visibleFrom: '2020-01-01T00:00:00Z',
          planDetails: [{ articleId: article.id }],
        },
      })
    ).json();
    const order = (await createOrder(app, await bearer(app, 'employee'), orderBody(plan.id, [[article.id, 2]]))).json();
    expect(
      (await app.app.inject({ method: 'DELETE', url: `${A}/${article.id}/article`, headers: kitchen })).statusCode,
    ).toBe(204);
    expect(
      (await app.app.inject({ method: 'GET', url: `${A}/${article.id}/article`, headers: kitchen })).statusCode,
    ).toBe(404);
    const items = (
      await app.app.inject({ method: 'GET', url: `${P}/plan/items?planId=${plan.id}`, headers: kitchen })
    ).json();
    expect(items.some((d: { articleId: string }) => d.articleId === article.id)).toBe(false);
    const mine = await app.app.inject({
      method: 'GET',
      url: `/portal/api/OrderSystemUserOrder/${CANTEEN}/${order.id}/order`,
      headers: await bearer(app, 'employee'),
    });
    expect(mine.json().orderDetails[0]).toMatchObject({ articleName: 'Wurst', articlePrice: '3.50', quantity: 2 });
  });
});
