import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app';
import { bearer, demoUserId, userWithoutRoles } from '../../testing/users';
import { insertFavorite, listFavorites } from './store';

type Actor = 'no token' | 'no role' | 'another user' | 'owner' | 'admin, password only' | 'admin, second factor';

interface RouteCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (ids: { owner: string; favorite: string }) => string;
  payload?: (ids: { owner: string }) => unknown;
  ok: number;
}

const FAVORITE = { name: 'Kantine', description: 'Speiseplan', path: '/de/de/canteen/foodOrder', query: 'week=47' };

const ROUTES: RouteCase[] = [
  { name: 'list by user', method: 'GET', url: (i) => `/portal/api/Favorites/user/${i.owner}`, ok: 200 },
  { name: 'list under User', method: 'GET', url: (i) => `/portal/api/User/${i.owner}/favorite`, ok: 200 },
  { name: 'read one', method: 'GET', url: (i) => `/portal/api/Favorites/${i.favorite}`, ok: 200 },
  {
    name: 'create for a user',
    method: 'POST',
    url: () => '/portal/api/Favorites',
    payload: (i) => ({ ...FAVORITE, userId: i.owner }),
    ok: 201,
  },
  {
    name: 'change',
    method: 'PUT',
    url: (i) => `/portal/api/Favorites/${i.favorite}`,
    payload: () => ({ ...FAVORITE, name: 'Neu' }),
    ok: 204,
  },
  { name: 'delete', method: 'DELETE', url: (i) => `/portal/api/Favorites/${i.favorite}`, ok: 204 },
];

/** What each caller gets on another person's (the owner's) favourites. */
const EXPECTED: Record<Actor, (ok: number) => number> = {
  'no token': () => 401,
  'no role': () => 403,
  'another user': () => 404,
  owner: (ok) => ok,
  'admin, password only': () => 401,
  'admin, second factor': (ok) => ok,
};

describe('favourites: authorization matrix (T20)', () => {
  let app: TestApp;
  let owner: string;
  const headers = {} as Record<Actor, Record<string, string>>;

  beforeAll(async () => {
    app = await startTestApp();
    owner = await demoUserId(app, 'employee');
    headers['no token'] = {};
    headers['no role'] = (await userWithoutRoles(app)).headers;
    headers['another user'] = await bearer(app, 'sales');
    headers.owner = await bearer(app, 'employee');
    headers['admin, password only'] = await bearer(app, 'admin');
    headers['admin, second factor'] = await bearer(app, 'admin', { mfa: true });
  });
  afterAll(() => app.close());

  for (const route of ROUTES) {
    for (const actor of Object.keys(EXPECTED) as Actor[]) {
      const expected = EXPECTED[actor](route.ok);
      it(`${route.name}: ${actor} → ${expected}`, async () => {
        const favorite = await insertFavorite(app.database.db, owner, FAVORITE);
        const response = await app.app.inject({
          method: route.method,
          url: route.url({ owner, favorite: favorite.id }),
          headers: headers[actor],
          ...(route.payload ? { payload: route.payload({ owner }) as object } : {}),
        });
        expect(response.statusCode, response.body).toBe(expected);
        const stillThere = (await listFavorites(app.database, owner)).some(
          (f) => f.id === favorite.id && f.name === FAVORITE.name,
        );
        // Only the owner and an administrator after the second factor change or delete it.
        const changes = route.method === 'PUT' || route.method === 'DELETE';
        expect(stillThere).toBe(!(changes && expected === route.ok));
      });
    }
  }

  it('lists read together in one batch: each caller gets the list asked for, the same text for the same list', async () => {
    const sales = await demoUserId(app, 'sales');
    await insertFavorite(app.database.db, sales, { ...FAVORITE, name: 'Nur für den Vertrieb' });
    // Asked in one turn: one read answers all four, two lists between them.
    const [a, b, c, d] = await Promise.all([
      app.app.inject({ method: 'GET', url: `/portal/api/Favorites/user/${owner}`, headers: headers.owner }),
      app.app.inject({ method: 'GET', url: '/portal/api/Favorites', headers: headers['another user'] }),
      app.app.inject({ method: 'GET', url: `/portal/api/User/${owner}/favorite`, headers: headers.owner }),
      app.app.inject({ method: 'GET', url: `/portal/api/Favorites/user/${sales}`, headers: headers['another user'] }),
    ]);
    for (const response of [a, b, c, d]) expect(response.statusCode).toBe(200);
    const names = (body: string) => (JSON.parse(body) as Array<{ name: string; userId: string }>).map((f) => f.userId);
    expect(new Set(names(a!.body))).toEqual(new Set([owner]));
    expect(new Set(names(b!.body))).toEqual(new Set([sales]));
    expect(a!.body).toBe(c!.body);
    expect(b!.body).toBe(d!.body);
    expect(b!.body).toContain('Nur für den Vertrieb');
    expect(a!.body).not.toContain('Nur für den Vertrieb');
    // A later read sees a change made since: a new batch, a new list, a new text.
    await insertFavorite(app.database.db, owner, { ...FAVORITE, name: 'Danach' });
    const after = await app.app.inject({
      method: 'GET',
      url: `/portal/api/Favorites/user/${owner}`,
      headers: headers.owner,
    });
    expect(after.body).toContain('Danach');
  });

  it('a missing favourite and another user’s favourite give the identical 404: status, code and words (T20)', async () => {
    const favorite = await insertFavorite(app.database.db, owner, FAVORITE);
    const answer = async (method: 'GET' | 'PUT' | 'DELETE', id: string) => {
      const response = await app.app.inject({
        method,
        url: `/portal/api/Favorites/${id}`,
        headers: headers['another user'],
        ...(method === 'PUT' ? { payload: FAVORITE } : {}),
      });
      // The instance is the path asked for; everything else must not tell the two apart.
      const { instance: _instance, ...problem } = response.json();
      return { status: response.statusCode, contentType: response.headers['content-type'], problem };
    };
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const foreign = await answer(method, favorite.id);
      const missing = await answer(method, crypto.randomUUID());
      expect(foreign.status, method).toBe(404);
      expect(foreign, method).toEqual(missing);
    }
  });
});

describe('favourites: what a user does with their own', () => {
  let app: TestApp;
  let me: Record<string, string>;
  beforeAll(async () => {
    app = await startTestApp();
    me = await bearer(app, 'partner');
  });
  afterAll(() => app.close());

  it('adds the current page with its query, lists it, changes it and deletes it', async () => {
    const created = await app.app.inject({
      method: 'POST',
      url: '/portal/api/Favorites',
      headers: me,
      payload: { name: 'Heizkörper', path: '/de/de/PM/heatingelements', query: '?typ=22' },
    });
    expect(created.statusCode).toBe(201);
    const favorite = created.json();
    expect(favorite).toMatchObject({
      name: 'Heizkörper',
      description: '',
      path: '/de/de/PM/heatingelements',
      query: 'typ=22',
    });

    const list = await app.app.inject({ method: 'GET', url: '/portal/api/Favorites', headers: me });
    expect(list.json().map((f: { id: string }) => f.id)).toEqual([favorite.id]);

    const changed = await app.app.inject({
      method: 'PUT',
      url: `/portal/api/Favorites/${favorite.id}`,
      headers: me,
      payload: { name: 'Heizkörper 22', description: 'Typ 22', path: favorite.path, query: favorite.query },
    });
    expect(changed.statusCode).toBe(204);
    expect(
      (await app.app.inject({ method: 'GET', url: `/portal/api/Favorites/${favorite.id}`, headers: me })).json().name,
    ).toBe('Heizkörper 22');

    expect(
      (await app.app.inject({ method: 'DELETE', url: `/portal/api/Favorites/${favorite.id}`, headers: me })).statusCode,
    ).toBe(204);
    expect(
      (await app.app.inject({ method: 'GET', url: `/portal/api/Favorites/${favorite.id}`, headers: me })).statusCode,
    ).toBe(404);
  });

  const invalid: Array<[string, unknown]> = [
    ['a missing name', { path: '/de/de' }],
    ['a name of 1,000 characters', { name: 'x'.repeat(1000), path: '/de/de' }],
    ['a name that is a number', { name: 42, path: '/de/de' }],
    ['a path to another site (open redirect)', { name: 'x', path: '//attacker.example/' }],
    ['an absolute URL as path', { name: 'x', path: 'https://attacker.example/' }],
    ['a field the API does not know (mass assignment)', { name: 'x', path: '/de/de', id: crypto.randomUUID() }],
    ['a non-UUID user id', { name: 'x', path: '/de/de', userId: 'not-a-uuid' }],
  ];

  it.each(invalid)('refuses %s with 400, naming the field, and stores nothing', async (_case, payload) => {
    const before = (await app.app.inject({ method: 'GET', url: '/portal/api/Favorites', headers: me })).json().length;
    const response = await app.app.inject({
      method: 'POST',
      url: '/portal/api/Favorites',
      headers: me,
      payload: payload as object,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
    expect(response.json().errors.length).toBeGreaterThan(0);
    const after = (await app.app.inject({ method: 'GET', url: '/portal/api/Favorites', headers: me })).json().length;
    expect(after).toBe(before);
  });

  it('reads of several users in the same moment each get their own list, with what was just saved', async () => {
    const logins = ['partner', 'sales', 'employee'] as const;
    const ids = await Promise.all(logins.map((login) => demoUserId(app, login)));
    const headers = [me, await bearer(app, 'sales'), await bearer(app, 'employee')];
    const saved = await Promise.all(
      ids.map((id, i) => insertFavorite(app.database.db, id, { ...FAVORITE, name: `Gerade gespeichert ${i}` })),
    );
    // Sent together, the reads share one database round trip; none may see another's favourites.
    const order = [0, 1, 2, 0, 1];
    const lists = await Promise.all(
      order.map((who) => app.app.inject({ method: 'GET', url: '/portal/api/Favorites', headers: headers[who]! })),
    );
    lists.forEach((list, i) => {
      const who = order[i]!;
      expect(list.statusCode).toBe(200);
      const favorites = list.json() as Array<{ id: string; userId: string }>;
      expect(favorites.every((f) => f.userId === ids[who])).toBe(true);
      expect(favorites.map((f) => f.id)).toContain(saved[who]!.id);
    });
  });

  it('refuses a non-UUID favourite id with 400', async () => {
    const response = await app.app.inject({ method: 'GET', url: '/portal/api/Favorites/42', headers: me });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await app.app.inject({
      method: 'POST',
      url: '/portal/api/Favorites',
      headers: { ...me, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=x&path=/de',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('unsupported_media_type');
  });
});
