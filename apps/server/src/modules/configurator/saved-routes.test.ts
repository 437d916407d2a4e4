import crypto from 'node:crypto';
import { SAVED_CONFIGURATION_LIMITS, type SavedConfiguration, type SavedConfigurationOpened } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app';
import { bearer, demoUserId, userWithoutRoles } from '../../testing/users';
import * as store from './saved-store';

const API = '/portal/api/DynamicConfigurator/SavedConfiguration';

/** The tubular radiator of the demo data at 287.00 EUR list, 195.16 EUR for customer 100001 (docs/configurator.md). */
const RADIATOR = { HEIGHT: '600', COLUMNS: '3', LENGTH: '1000', COLOUR: 'RAL7016', CONNECTION: 'M', VALVE: 'TRV_M' };
const VARIANT = 'KMAT-KRN-600-3-1000-RAL7016-M-TRV_M';

const characteristics = (choices: Record<string, string>) =>
  Object.entries(choices).map(([characteristicKey, valueKey]) => ({ characteristicKey, valueKey }));
const body = (name: string, extra: object = {}, choices: Record<string, string> = RADIATOR) => ({
  name,
  bauform: 'KMAT-KRN',
  sprache: 'en',
  sapCharacteristics: characteristics(choices),
  ...extra,
});

/** The radiator as the store keeps it for `ownerId`, written without the API (fixtures). */
const storedRadiator = (ownerId: string, name: string): store.NewSaved => ({
  ownerId,
  name,
  kundenNummer: null,
  bauform: 'KMAT-KRN',
  sapCharacteristics: characteristics(RADIATOR),
  materialVariante: VARIANT,
  priceBrutto: 287,
  priceNetto: 287,
  currency: 'EUR',
});

type Actor = 'no token' | 'no role' | 'wrong role' | 'another user' | 'owner';

interface RouteCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (id: string) => string;
  payload?: () => object;
  headers?: (etag: string) => Record<string, string>;
  ok: number;
  /** The route names one saved configuration: another user gets 404 (T20); else they act on their own. */
  byId: boolean;
}

const ROUTES: RouteCase[] = [
  { name: 'list own', method: 'GET', url: () => API, ok: 200, byId: false },
  {
    name: 'save',
    method: 'POST',
    url: () => API,
    payload: () => body(`Matrix ${crypto.randomUUID()}`),
    headers: () => ({ 'idempotency-key': crypto.randomUUID() }),
    ok: 201,
    byId: false,
  },
  { name: 'open', method: 'GET', url: (id) => `${API}/${id}?language=en`, ok: 200, byId: true },
  {
    name: 'rename',
    method: 'PUT',
    url: (id) => `${API}/${id}`,
    payload: () => ({ name: `Renamed ${crypto.randomUUID()}` }),
    headers: (etag) => ({ 'if-match': etag }),
    ok: 204,
    byId: true,
  },
  { name: 'delete', method: 'DELETE', url: (id) => `${API}/${id}`, ok: 204, byId: true },
];

const EXPECTED: Record<Actor, (route: RouteCase) => number> = {
  'no token': () => 401,
  'no role': () => 403,
  // the specialist's role does not hold the DynamicConfigurator controller
  'wrong role': () => 403,
  'another user': (route) => (route.byId ? 404 : route.ok),
  owner: (route) => route.ok,
};

describe('saved configurations: authorization matrix (T19, T20)', () => {
  let app: TestApp;
  let ownerId: string;
  const headers = {} as Record<Actor, Record<string, string>>;

  beforeAll(async () => {
    app = await startTestApp();
    ownerId = await demoUserId(app, 'sales');
    headers['no token'] = {};
    headers['no role'] = (await userWithoutRoles(app)).headers;
    headers['wrong role'] = await bearer(app, 'specialist');
    headers['another user'] = await bearer(app, 'partner');
    headers.owner = await bearer(app, 'sales');
  });
  afterAll(() => app.close());

  /** A saved configuration of the owner (the sales user), written straight to the store. */
  const ownersConfiguration = () =>
    app.database.db.transaction((tx) => store.insertSaved(tx, storedRadiator(ownerId, `Owner ${crypto.randomUUID()}`)));

  it('covers every saved-configuration route the server registers, each with the configurator’s resource', () => {
    const registered = app.routes.filter((r) => r.url.includes('/SavedConfiguration'));
    const methods = registered.flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]));
    expect(methods.filter((m) => m !== 'HEAD').length).toBe(ROUTES.length);
    for (const route of registered) expect(route.config?.access, route.url).toBeDefined();
  });

  for (const route of ROUTES)
    for (const actor of Object.keys(EXPECTED) as Actor[]) {
      const expected = EXPECTED[actor](route);
      it(`${route.method} ${route.name}: ${actor} → ${expected}`, async () => {
        const saved = await ownersConfiguration();
        const response = await app.app.inject({
          method: route.method,
          url: route.url(saved.id),
          headers: { ...headers[actor], ...route.headers?.('"v1"') },
          ...(route.payload ? { payload: route.payload() } : {}),
        });
        expect(response.statusCode, response.body.slice(0, 300)).toBe(expected);
        const after = await store.findSaved(app.database.db, ownerId, saved.id);
        // Only the owner renames or deletes it; everyone else leaves it as it was.
        if (route.method === 'DELETE') expect(after === undefined).toBe(expected === route.ok);
        if (route.method === 'PUT') expect(after?.name === saved.name).toBe(expected !== route.ok);
        if (actor === 'another user' && route.byId) {
          // logged with who asked for which configuration (T23)
          const denied = app.logs.find((l) => l.event === 'authz.denied' && l.savedConfigurationId === saved.id);
          expect(denied).toMatchObject({ reason: 'other user', resource: 'savedConfiguration' });
        }
        if (actor === 'no role' || actor === 'wrong role') {
          const denied = app.logs.find((l) => l.event === 'authz.denied' && l.resource === 'api.dynamicConfigurator');
          expect(denied).toBeDefined();
        }
      });
    }

  it('another user’s configuration and a missing one answer the same 404, and lists never show others’ rows', async () => {
    const saved = await ownersConfiguration();
    const foreign = await app.app.inject({ url: `${API}/${saved.id}`, headers: headers['another user'] });
    const missing = await app.app.inject({ url: `${API}/${crypto.randomUUID()}`, headers: headers['another user'] });
    expect([foreign.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(foreign.json().code).toBe(missing.json().code);
    const theirs = (
      await app.app.inject({ url: API, headers: headers['another user'] })
    ).json() as SavedConfiguration[];
    expect(theirs.some((s) => s.id === saved.id)).toBe(false);
  });
});

describe('saved configurations: what a user does with their own (docs/configurator.md)', () => {
  let app: TestApp;
  let sales: Record<string, string>;
  let partner: Record<string, string>;

  beforeAll(async () => {
    app = await startTestApp();
    sales = await bearer(app, 'sales');
    partner = await bearer(app, 'partner');
  });
  afterAll(() => app.close());

  const save = (payload: object, as = sales, key: string = crypto.randomUUID()) =>
    app.app.inject({ method: 'POST', url: API, headers: { ...as, 'idempotency-key': key }, payload });
  const open = (id: string, as = sales) => app.app.inject({ url: `${API}/${id}?language=en`, headers: as });
  const list = async (as = sales) =>
    (await app.app.inject({ url: `${API}?language=en`, headers: as })).json() as SavedConfiguration[];

  it('saves a complete configuration with the server’s variant and price, lists it and opens it again unchanged', async () => {
    const created = await save(body('Bad oben'));
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json() as SavedConfiguration;
    expect(saved).toMatchObject({
      name: 'Bad oben',
      bauform: 'KMAT-KRN',
      materialText: 'Tubular radiator',
      kundenNummer: null,
      materialVariante: VARIANT,
      price: { brutto: 287, netto: 287, currency: 'EUR' },
      etag: '"v1"',
    });
    expect(saved.sapCharacteristics).toEqual(characteristics(RADIATOR));
    expect((await list()).map((s) => s.name)).toContain('Bad oben');

    const opened = await open(saved.id);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers.etag).toBe('"v1"');
    const o = opened.json() as SavedConfigurationOpened;
    expect(o).toMatchObject({ priceChanged: false, issues: [] });
    expect(o.configuration).toMatchObject({
      returnCode: 'complete',
      materialVariante: VARIANT,
      price: { brutto: 287 },
    });
  });

  it('a partner’s configuration is priced for their customer and kept with it', async () => {
    const created = await save(body('Für Müller'), partner);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ kundenNummer: '100001', price: { brutto: 287, netto: 195.16 } });
  });

  it('takes the owner from the token and nothing else from the body (T21): extra fields are refused', async () => {
    const partnerId = await demoUserId(app, 'partner');
    for (const extra of [{ ownerId: partnerId }, { userId: partnerId }, { price: { brutto: 1, netto: 1 } }]) {
      const response = await save(body(`Extra ${Object.keys(extra)[0]}`, extra));
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
  });

  it('an Idempotency-Key makes a retried save safe: the same answer, one row; another body with it is 422; none is 400', async () => {
    const key = crypto.randomUUID();
    const first = await save(body('Zweimal gesendet'), sales, key);
    const again = await save(body('Zweimal gesendet'), sales, key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    expect((await list()).filter((s) => s.name === 'Zweimal gesendet')).toHaveLength(1);
    expect((await save(body('Anderer Name'), sales, key)).statusCode).toBe(422);
    const without = await app.app.inject({ method: 'POST', url: API, headers: sales, payload: body('Ohne Schlüssel') });
    expect(without.json()).toMatchObject({ status: 400, code: 'idempotency_key_missing' });
  });

  it.each([
    [
      'an incomplete configuration',
      body('Halb', {}, { HEIGHT: '1800', LENGTH: '2000' }),
      400,
      'configuration_incomplete',
    ],
    ['an empty name', body('   '), 400, 'validation_failed'],
    ['a name over 100 characters', body('x'.repeat(101)), 400, 'validation_failed'],
    ['an unknown value', body('Falsch', {}, { HEIGHT: '650' }), 400, 'unknown_value'],
    ['another customer’s prices for a partner', body('Fremd', { kundenNummer: '100002' }), 403, 'forbidden'],
  ])('refuses %s with a stable code', async (_, payload, status, code) => {
    const as = code === 'forbidden' ? partner : sales;
    const response = await save(payload, as);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().code).toBe(code);
  });

  it('a name is the user’s once: a second save or a rename to it is 409 configuration_name_taken, naming the field', async () => {
    expect((await save(body('Doppelt'))).statusCode).toBe(201);
    const twice = await save(body('Doppelt'));
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'configuration_name_taken', errors: [{ path: 'body.name' }] });
    // another user may use the same name
    expect((await save(body('Doppelt'), partner)).statusCode).toBe(201);
  });

  it('renames with If-Match: 204 and a new ETag; without it 428, with a stale one 412', async () => {
    const saved = (await save(body('Alt'))).json() as SavedConfiguration;
    const rename = (name: string, h: Record<string, string>) =>
      app.app.inject({ method: 'PUT', url: `${API}/${saved.id}`, headers: { ...sales, ...h }, payload: { name } });
    expect((await rename('Neu', {})).json().code).toBe('precondition_required');
    const done = await rename('Neu', { 'if-match': saved.etag });
    expect(done.statusCode).toBe(204);
    const stale = await rename('Neuer', { 'if-match': saved.etag });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().code).toBe('precondition_failed');
    const now = (await open(saved.id)).json() as SavedConfigurationOpened;
    expect(now).toMatchObject({ name: 'Neu', etag: '"v2"' });
    expect((await rename('Doppelt', { 'if-match': now.etag })).statusCode).toBe(409);
  });

  it('deletes: 204, then 404; a stale If-Match is 412', async () => {
    const saved = (await save(body('Weg damit'))).json() as SavedConfiguration;
    const remove = (h: Record<string, string> = {}) =>
      app.app.inject({ method: 'DELETE', url: `${API}/${saved.id}`, headers: { ...sales, ...h } });
    expect((await remove({ 'if-match': '"v9"' })).statusCode).toBe(412);
    expect((await remove()).statusCode).toBe(204);
    expect((await remove()).statusCode).toBe(404);
    expect((await open(saved.id)).statusCode).toBe(404);
  });

  it(`keeps at most ${SAVED_CONFIGURATION_LIMITS.maxPerUser} per user: one more is 409 saved_configuration_limit`, async () => {
    const salesId = await demoUserId(app, 'sales');
    await app.database.db.transaction(async (tx) => {
      for (let i = await store.countSaved(tx, salesId); i < SAVED_CONFIGURATION_LIMITS.maxPerUser; i++)
        await store.insertSaved(tx, storedRadiator(salesId, `Füllung ${i}`));
    });
    const over = await save(body('Eine zu viel'));
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('saved_configuration_limit');
  });
});

describe('saved configurations opened again: today’s model and prices (docs/configurator.md)', () => {
  let app: TestApp;
  let sales: Record<string, string>;

  beforeAll(async () => {
    app = await startTestApp();
    sales = await bearer(app, 'sales');
  });
  afterAll(() => app.close());

  const save = async (name: string) => {
    const response = await app.app.inject({
      method: 'POST',
      url: API,
      headers: { ...sales, 'idempotency-key': crypto.randomUUID() },
      payload: body(name),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as SavedConfiguration;
  };
  const open = async (id: string) =>
    (await app.app.inject({ url: `${API}/${id}?language=en`, headers: sales })).json() as SavedConfigurationOpened;

  it('re-prices with today’s prices and says the price changed, keeping the price when saved beside it', async () => {
    const saved = await save('Preis');
    await app.database.db.execute(
      sql`update erp.config_price set amount = amount + 10 where kmat = 'KMAT-KRN' and kind = 'base'`,
    );
    try {
      const opened = await open(saved.id);
      expect(opened.priceChanged).toBe(true);
      expect(opened.price).toEqual({ brutto: 287, netto: 287, currency: 'EUR' });
      expect(opened.configuration?.price).toMatchObject({ brutto: 297, netto: 297 });
      expect(opened.issues).toEqual([]);
    } finally {
      await app.database.db.execute(
        sql`update erp.config_price set amount = amount - 10 where kmat = 'KMAT-KRN' and kind = 'base'`,
      );
    }
  });

  it('reports a value that is no longer allowed as a conflict, and one the model no longer has, without dropping either silently', async () => {
    const saved = await save('Geändertes Modell');
    await app.database.db.execute(sql`insert into erp.config_constraint (kmat, kind, characteristic, value, condition_characteristic, condition_values)
      values ('KMAT-KRN', 'requires', 'COLOUR', 'RAL7016', 'HEIGHT', '{900}')`);
    await app.database.db.execute(
      sql`delete from erp.config_value where kmat = 'KMAT-KRN' and characteristic = 'VALVE' and value = 'TRV_M'`,
    );
    const opened = await open(saved.id);
    expect(opened.issues).toEqual([
      expect.objectContaining({ code: 'unknown_value', characteristicKey: 'VALVE', valueKey: 'TRV_M' }),
      expect.objectContaining({ code: 'value_not_allowed', characteristicKey: 'COLOUR', valueKey: 'RAL7016' }),
    ]);
    expect(opened.configuration).toMatchObject({ returnCode: 'conflict', price: null });
    expect(opened.configuration?.sapCharacteristics.find((c) => c.characteristicKey === 'COLOUR')).toMatchObject({
      valueKey: 'RAL7016',
      conflict: 'Only with Height: 900 mm',
    });
    expect(opened.priceChanged).toBe(false);
    // the list still shows it as it was saved
    const listed = (await app.app.inject({ url: API, headers: sales })).json() as SavedConfiguration[];
    expect(listed.find((s) => s.id === saved.id)?.materialVariante).toBe(VARIANT);
  });
});
