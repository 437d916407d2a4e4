import type { InfoText, Kmat, ProductGroup, SapConfigResponse, SelectStep } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app';
import { bearer, userWithoutRoles } from '../../testing/users';

const API = '/portal/api/DynamicConfigurator';

/** The tubular radiator of the demo data, chosen step by step (docs/configurator.md). */
const STEP_1 = { HEIGHT: '600', COLUMNS: '3', LENGTH: '1000' };
const STEP_2 = { COLOUR: 'RAL7016' };
const STEP_3 = { CONNECTION: 'M', VALVE: 'TRV_M' };
/** 45 base + 0.12 €/mm × 1000 mm (600 mm high) + 20 (3 columns) + 35 (anthracite) + 25 (centre) + 42 (valve block). */
const LIST_PRICE = 287;

const characteristics = (choices: Record<string, string>) =>
  Object.entries(choices).map(([characteristicKey, valueKey]) => ({ characteristicKey, valueKey }));

describe('the product configurator API (spec §7 DynamicConfigurator, docs/configurator.md)', () => {
  let app: TestApp;
  let sales: Record<string, string>;
  let partner: Record<string, string>;
  let admin: Record<string, string>;
  let specialist: Record<string, string>;

  beforeAll(async () => {
    app = await startTestApp();
    [sales, partner, admin, specialist] = await Promise.all([
      bearer(app, 'sales'),
      bearer(app, 'partner'),
      bearer(app, 'admin'),
      bearer(app, 'specialist'),
    ]);
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = sales) =>
    app.app.inject({ url: `${API}${url}`, headers });
  const post = (body: unknown, headers: Record<string, string> = sales) =>
    app.app.inject({ method: 'POST', url: API, headers, payload: body as object });
  const configure = async (choices: Record<string, string>, headers = sales, extra: object = {}) => {
    const response = await post(
      { bauform: 'KMAT-KRN', sprache: 'en', sapCharacteristics: characteristics(choices), ...extra },
      headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SapConfigResponse;
  };
  const of = (r: SapConfigResponse, key: string) => r.sapCharacteristics.find((c) => c.characteristicKey === key)!;

  const CALLS: Array<
    [string, () => Promise<{ statusCode: number }>, (h: Record<string, string>) => Promise<{ statusCode: number }>]
  > = [
    ['GET /GetProductGroupsData', () => get('/GetProductGroupsData', {}), (h) => get('/GetProductGroupsData', h)],
    ['GET /GetKMat', () => get('/GetKMat?sparte=RAD', {}), (h) => get('/GetKMat?sparte=RAD', h)],
    [
      'GET /GetSelectStepData',
      () => get('/GetSelectStepData?bauform=KMAT-KRN', {}),
      (h) => get('/GetSelectStepData?bauform=KMAT-KRN', h),
    ],
    ['GET /GetCustomerNumber', () => get('/GetCustomerNumber', {}), (h) => get('/GetCustomerNumber', h)],
    [
      'GET /GetCharacteristicListFirst',
      () => get('/GetCharacteristicListFirst?bauform=KMAT-KRN', {}),
      (h) => get('/GetCharacteristicListFirst?bauform=KMAT-KRN', h),
    ],
    [
      'GET /GetInfoText',
      () => get('/GetInfoText?bauform=KMAT-KRN&language=fr', {}),
      (h) => get('/GetInfoText?bauform=KMAT-KRN', h),
    ],
    ['POST', () => post({ bauform: 'KMAT-KRN' }, {}), (h) => post({ bauform: 'KMAT-KRN' }, h)],
  ];

  it('authorization: no token 401, a role without DynamicConfigurator 403, Vertrieb, Partner and Administrator 200', async () => {
    const nobody = (await userWithoutRoles(app)).headers;
    for (const [name, anonymous, as] of CALLS) {
      expect((await anonymous()).statusCode, name).toBe(401);
      expect((await as(specialist)).statusCode, name).toBe(403);
      expect((await as(nobody)).statusCode, name).toBe(403);
      for (const allowed of [sales, partner, admin]) expect((await as(allowed)).statusCode, name).toBe(200);
    }
  });

  it('lists product groups, their KMATs and steps in the asked language, German where a text is missing', async () => {
    const groups = (await get('/GetProductGroupsData?language=cs')).json() as ProductGroup[];
    expect(groups.map((g) => [g.sparte, g.spartenName])).toEqual([
      ['RAD', 'Otopná tělesa'],
      ['KON', 'Konvektory'],
      ['HTW', 'Koupelnové radiátory'],
    ]);
    const kmats = (await get('/GetKMat?sparte=RAD&language=en')).json() as Kmat[];
    expect(kmats.map((k) => [k.bauform, k.materialText])).toEqual([
      ['KMAT-KRN', 'Tubular radiator'],
      ['KMAT-KV', 'Panel radiator'],
    ]);
    const steps = (await get('/GetSelectStepData?bauform=KMAT-KRN&language=it')).json() as SelectStep[];
    expect(steps).toEqual([
      { step: 1, name: 'Dimensioni', merkmale: ['HEIGHT', 'COLUMNS', 'LENGTH'] },
      { step: 2, name: 'Finitura', merkmale: ['COLOUR'] },
      { step: 3, name: 'Attacco', merkmale: ['CONNECTION', 'VALVE'] },
    ]);
    const info = (await get('/GetInfoText?bauform=KMAT-KRN&merkmal=VALVE&language=fr')).json() as InfoText[];
    expect(info).toEqual([
      { merkmal: 'VALVE', language: 'fr', text: expect.stringContaining('Vanne montée en usine') },
    ]);
  });

  it('a sales employee goes through the steps to a complete configuration at the list price', async () => {
    const first = (await get('/GetCharacteristicListFirst?bauform=KMAT-KRN&language=en')).json() as SapConfigResponse;
    expect(first).toMatchObject({ returnCode: 'incomplete', kundenNummer: null, price: null });
    expect(of(first, 'COLOUR')).toMatchObject({ valueKey: 'RAL9016', source: 'default' });

    const afterStep1 = await configure(STEP_1);
    expect(afterStep1.returnCode).toBe('complete'); // the defaults complete it already
    expect(of(afterStep1, 'COLOUR').values.find((v) => v.valueKey === 'CHROME')).toMatchObject({ allowed: true });

    const afterStep2 = await configure({ ...STEP_1, ...STEP_2, CONNECTION: 'M' });
    expect(of(afterStep2, 'VALVE').values.map((v) => [v.valueKey, v.allowed])).toEqual([
      ['NONE', true],
      ['TRV', false],
      ['TRV_M', true],
    ]);
    expect(of(afterStep2, 'VALVE').values[1]!.reason).toBe('Only with Connection: Right, Left');

    const done = await configure({ ...STEP_1, ...STEP_2, ...STEP_3 });
    expect(done).toMatchObject({
      returnCode: 'complete',
      complete: true,
      consistent: true,
      materialText: 'Tubular radiator',
      materialVariante: 'KMAT-KRN-600-3-1000-RAL7016-M-TRV_M',
      price: {
        brutto: LIST_PRICE,
        netto: LIST_PRICE,
        currency: 'EUR',
        message: 'List price without customer discount',
      },
    });
  });

  it('a partner gets their customer’s discount, and may not ask for another customer’s prices', async () => {
    expect((await get('/GetCustomerNumber', partner)).json()).toEqual({
      kundenNummer: '100001',
      name: 'Haustechnik Müller GmbH',
    });
    expect((await get('/GetCustomerNumber')).json()).toEqual({ kundenNummer: null, name: null });
    const done = await configure({ ...STEP_1, ...STEP_2, ...STEP_3 }, partner);
    // customer 100001 has 32 % on radiators
    expect(done.price).toMatchObject({ brutto: LIST_PRICE, netto: 195.16 });
    expect(done.kundenNummer).toBe('100001');
    const other = await post({ bauform: 'KMAT-KRN', kundenNummer: '100002' }, partner);
    expect(other.statusCode).toBe(403);
  });

  it('a sales employee may quote for a named customer; an unknown one is 400 unknown_customer', async () => {
    const quoted = await configure({ ...STEP_1, ...STEP_2, ...STEP_3 }, sales, { kundenNummer: '100001' });
    expect(quoted.price?.netto).toBe(195.16);
    const unknown = await post({ bauform: 'KMAT-KRN', kundenNummer: '999999' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'unknown_customer' });
  });

  it('a value the earlier choices rule out is refused: conflict, no variant, no price, a message naming it', async () => {
    const refused = await configure({ ...STEP_1, ...STEP_2, CONNECTION: 'R', VALVE: 'TRV_M' });
    expect(refused).toMatchObject({
      returnCode: 'conflict',
      complete: false,
      consistent: false,
      price: null,
      materialVariante: null,
    });
    expect(of(refused, 'VALVE').conflict).toBe('Only with Connection: Bottom centre connection');
    expect(refused.messages.find((m) => m.code === 'value_not_allowed')).toMatchObject({
      msgNumber: 101,
      characteristicKey: 'VALVE',
    });
    const tooLong = await configure({ HEIGHT: '1800', LENGTH: '2000' });
    expect(of(tooLong, 'LENGTH')).toMatchObject({
      range: { min: 400, max: 1500, increment: 50 },
      conflict: 'Allowed from 400 to 1500 mm',
    });
  });

  it('the client’s state is not trusted: only the choices count, evaluated from scratch', async () => {
    const response = await post({
      bauform: 'KMAT-KRN',
      sapCharacteristics: characteristics({ ...STEP_1, ...STEP_2, ...STEP_3 }),
      price: { brutto: 1, netto: 1 },
      complete: true,
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as SapConfigResponse).price?.brutto).toBe(LIST_PRICE);
  });

  it.each([
    [
      'an unknown characteristic',
      { bauform: 'KMAT-KRN', sapCharacteristics: characteristics({ WIDTH: '500' }) },
      'unknown_characteristic',
      'body.sapCharacteristics.WIDTH',
    ],
    [
      'an unknown value',
      { bauform: 'KMAT-KRN', sapCharacteristics: characteristics({ HEIGHT: '650' }) },
      'unknown_value',
      'body.sapCharacteristics.HEIGHT',
    ],
    [
      'a length off the 50 mm grid',
      { bauform: 'KMAT-KRN', sapCharacteristics: characteristics({ LENGTH: '1010' }) },
      'unknown_value',
      'body.sapCharacteristics.LENGTH',
    ],
    ['an unknown KMAT', { bauform: 'KMAT-XYZ' }, 'unknown_kmat', 'body.bauform'],
    ['a malformed KMAT', { bauform: "KRN'; drop table" }, 'validation_failed', 'body.bauform'],
    [
      'a language the portal does not have',
      { bauform: 'KMAT-KRN', sprache: 'es' },
      'validation_failed',
      'body.sprache',
    ],
    [
      'a characteristic named twice',
      {
        bauform: 'KMAT-KRN',
        sapCharacteristics: [...characteristics({ HEIGHT: '600' }), ...characteristics({ HEIGHT: '900' })],
      },
      'validation_failed',
      'body.sapCharacteristics.1.characteristicKey',
    ],
  ])('refuses %s with 400 and a stable code', async (_, body, code, path) => {
    const response = await post(body);
    expect(response.statusCode, response.body).toBe(400);
    const problem = response.json() as { code: string; errors?: Array<{ path: string }> };
    expect(problem.code).toBe(code);
    expect(problem.errors?.map((e) => e.path)).toContain(path);
  });

  it('refuses unknown query values with 400', async () => {
    expect((await get('/GetSelectStepData?bauform=KMAT-NONE')).json()).toMatchObject({ code: 'unknown_kmat' });
    expect((await get('/GetInfoText?bauform=KMAT-KRN&merkmal=WIDTH')).json()).toMatchObject({
      code: 'unknown_characteristic',
    });
    expect((await get('/GetSelectStepData')).statusCode).toBe(400);
    expect((await get('/GetKMat?sparte=rad;')).statusCode).toBe(400);
  });
});
