import {
  calcInvestFbhHydraulics,
  calcInvestKwl,
  calcInvestSystempackage,
  calculateBuildingHeatLoad,
  calculateGrilleLoad,
  calculateRadiator,
  calculateVariants,
  exchangeRadiator,
  planHeatPump,
} from '@portal/calc';
import { BUILDING_SAMPLE, GRILLE_SAMPLE, RADIATOR_EXCHANGE_SAMPLE, RADIATOR_SAMPLE } from '@portal/calc/testing';
import type { Problem } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app';
import { bearer, userWithoutRoles } from '../../testing/users';
import { CROSS_DESIGNER_CALCULATION } from './crossDesigner.fixtures';
import { FAN_CONVECTOR_CALCULATIONS, FAN_CONVECTOR_EXPORTS, FAN_CONVECTOR_TEMPLATES } from './fanConvectors.fixtures';

const radiator = RADIATOR_SAMPLE;
const exchange = RADIATOR_EXCHANGE_SAMPLE;
/** The exchange from an old cast-iron radiator of ten 600/500/160 sections (DIN 4703-1 sizes). */
const castIronExchange = { ...exchange, heizkoerpertypAlt: 'guss', blAlt: 600, bautiefeAlt: 160, gliederAlt: 10 };
const building = BUILDING_SAMPLE;
const systempackage = { heizlast: 8200, anzahlHeizkoerper: 6, preisHeizkoerper: 400, montage: 2000, foerderquote: 0.3 };
const fbh = { heizkreise: [{ name: 'Wohnen', flaeche: 20, heizlast: 2000 }], spreizung: 5 };
const kwl = { wohnflaeche: 120, waermerueckgewinnung: 0.8 };
const variants = {
  numberOfVariants: 2,
  wohnflaeche: 140,
  erzeuger: ['gasBrennwert', 'luftWasserWP'],
};
const heatPump = { heizlast: 12000, betriebsweise: 'bivalentParallel' as const, neubau: true };
const grille = GRILLE_SAMPLE;

interface CalcRoute {
  readonly url: string;
  readonly body: object;
  readonly engine: () => unknown;
  /** Invalid inputs and the field the 400 must name: one the schema refuses, one only the engine can judge. */
  readonly invalid: ReadonlyArray<readonly [body: object, path: string]>;
}

const CALCULATIONS: CalcRoute[] = [
  {
    url: '/portal/api/XFlair/calcOutput',
    body: radiator,
    engine: () => calculateRadiator(radiator),
    invalid: [
      [{ ...radiator, zielLeistung: -5 }, 'body.zielLeistung'],
      [{ ...radiator, ruecklaufTemp: 60 }, 'body.ruecklaufTemp'],
      [{ ...radiator, heizkoerpertyp: '99' }, 'body.heizkoerpertyp'],
    ],
  },
  {
    url: '/portal/api/XFlairTausch/calcOutput',
    body: exchange,
    engine: () => exchangeRadiator(exchange),
    invalid: [
      [{ ...exchange, spreizungNeu: 'viel' }, 'body.spreizungNeu'],
      [{ ...exchange, zielLeistungBekannt: true }, 'body.zielleistung'],
      [{ ...exchange, ausfuehrungNeu: 'gold' }, 'body.ausfuehrungNeu'],
    ],
  },
  {
    url: '/portal/api/XFlairTausch/calcOutput',
    body: castIronExchange,
    engine: () => exchangeRadiator(castIronExchange),
    invalid: [
      [{ ...castIronExchange, gliederAlt: 0 }, 'body.gliederAlt'],
      [{ ...castIronExchange, bautiefeAlt: 250 }, 'body.bautiefeAlt'],
      [{ ...castIronExchange, heizkoerpertypAlt: 'holz' }, 'body.heizkoerpertypAlt'],
      [{ ...castIronExchange, heizkoerpertypAlt: 'stahlglieder', bautiefeAlt: undefined }, 'body.bautiefeAlt'],
    ],
  },
  {
    url: '/portal/api/BuildingCalc/calc',
    body: building,
    engine: () => calculateBuildingHeatLoad(building),
    invalid: [
      [{ ...building, raeume: [] }, 'body.raeume'],
      [{ ...building, standort: 'Atlantis' }, 'body.standort'],
      [
        { ...building, raeume: [{ ...building.raeume[0], bauteile: [{ bauteilart: 'glasdach', flaeche: 5 }] }] },
        'body.raeume.0.bauteile.0.u',
      ],
    ],
  },
  {
    url: '/portal/api/BuildingCalc/calcInvestSystempackage',
    body: systempackage,
    engine: () => calcInvestSystempackage(systempackage),
    invalid: [
      [{ ...systempackage, foerderquote: 2 }, 'body.foerderquote'],
      [{ ...systempackage, heizlast: 50000 }, 'body.heizlast'],
    ],
  },
  {
    url: '/portal/api/BuildingCalc/calcInvestFBHhydrl',
    body: fbh,
    engine: () => calcInvestFbhHydraulics(fbh),
    invalid: [[{ ...fbh, heizkreise: [{ name: 'Bad', flaeche: 0, heizlast: 100 }] }, 'body.heizkreise.0.flaeche']],
  },
  {
    url: '/portal/api/BuildingCalc/calcInvestKWL',
    body: kwl,
    engine: () => calcInvestKwl(kwl),
    invalid: [[{ ...kwl, wohnflaeche: 0 }, 'body.wohnflaeche']],
  },
  {
    url: '/portal/api/BuildingCalc/calcHeatPump',
    body: heatPump,
    engine: () => planHeatPump(heatPump),
    invalid: [
      [{ ...heatPump, vorlaufTemp: 90 }, 'body.vorlaufTemp'],
      [{ ...heatPump, leistungA7: 12, leistungA2: 9 }, 'body.leistungA2'],
    ],
  },
  {
    url: '/portal/api/BuildingCalcV2',
    body: variants,
    engine: () => calculateVariants(variants),
    invalid: [
      [{ ...variants, numberOfVariants: 9 }, 'body.numberOfVariants'],
      [{ ...variants, erzeuger: ['gasBrennwert', 'kaminofen'] }, 'body.erzeuger.1'],
    ],
  },
  {
    url: '/portal/api/ConvectorLoadCalc/calc',
    body: grille,
    engine: () => calculateGrilleLoad(grille),
    invalid: [
      [{ ...grille, bautiefe: -1 }, 'body.bautiefe'],
      [{ ...grille, material: 'gold' }, 'body.material'],
    ],
  },
  ...FAN_CONVECTOR_CALCULATIONS,
];

const TEMPLATES = [
  ['/portal/api/XFlair/GetTemplate', '/portal/api/XFlair/calcOutput'],
  ['/portal/api/XFlairTausch/GetTemplate', '/portal/api/XFlairTausch/calcOutput'],
  ['/portal/api/BuildingCalc/GetTemplate', '/portal/api/BuildingCalc/calc'],
  ['/portal/api/ConvectorLoadCalc/GetTemplate', '/portal/api/ConvectorLoadCalc/calc'],
  ...FAN_CONVECTOR_TEMPLATES,
] as const;

const EXPORTS = [
  ['XFlair', 'xflairData', radiator],
  ['XFlairTausch', 'xflairTauschData', exchange],
  ['BuildingCalc', 'buildingCalcData', building],
  ['ConvectorLoadCalc', 'convectorLoadCalcData', grille],
  ...FAN_CONVECTOR_EXPORTS,
] as const;

/** Every calculator route, with a request that succeeds for a holder of the resource. */
const EVERY_ROUTE: ReadonlyArray<{ method: 'GET' | 'POST'; url: string; payload?: object }> = [
  ...CALCULATIONS.map((r) => ({ method: 'POST' as const, url: r.url, payload: r.body })),
  ...TEMPLATES.map(([url]) => ({ method: 'GET' as const, url })),
  ...EXPORTS.flatMap(([path, field, input]) =>
    ['GeneratePDF', 'GenerateXLSX'].map((kind) => ({
      method: 'POST' as const,
      url: `/portal/api/${path}/${kind}`,
      payload: { [field]: input },
    })),
  ),
];

type Actor = 'no token' | 'no role' | 'specialist' | 'partner' | 'sales' | 'kitchen';

/**
 * The seed grants the calculators to specialists, partners and every staff role (the kitchen role
 * includes the staff resources); a user without a role holds none of them.
 */
const EXPECTED: Record<Actor, number> = {
  'no token': 401,
  'no role': 403,
  specialist: 200,
  partner: 200,
  sales: 200,
  kitchen: 200,
};

describe('calculator API', () => {
  let app: TestApp;
  const headers = {} as Record<Actor, Record<string, string>>;

  beforeAll(async () => {
    app = await startTestApp();
    headers['no token'] = {};
    headers['no role'] = (await userWithoutRoles(app)).headers;
    for (const login of ['specialist', 'partner', 'sales', 'kitchen'] as const)
      headers[login] = await bearer(app, login);
  });
  afterAll(() => app.close());

  describe('permission matrix', () => {
    for (const route of EVERY_ROUTE) {
      for (const actor of Object.keys(EXPECTED) as Actor[]) {
        it(`${route.method} ${route.url}: ${actor} → ${EXPECTED[actor]}`, async () => {
          const response = await app.app.inject({
            method: route.method,
            url: route.url,
            headers: headers[actor],
            ...(route.payload ? { payload: route.payload } : {}),
          });
          expect(response.statusCode, response.body.slice(0, 300)).toBe(EXPECTED[actor]);
          if (actor === 'no role') {
            const denied = app.logs.find((l) => l.event === 'authz.denied' && l.route === route.url);
            expect(denied?.resource).toMatch(/^api\./);
          }
        });
      }
    }
  });

  describe.each([...CALCULATIONS, CROSS_DESIGNER_CALCULATION])('$url', (route) => {
    it('answers the engine’s result for a valid input', async () => {
      const response = await app.app.inject({
        method: 'POST',
        url: route.url,
        headers: headers.specialist,
        payload: route.body,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual(JSON.parse(JSON.stringify(route.engine())));
    });

    it.each(route.invalid)('answers 400 naming the field (%#: %s)', async (body, path) => {
      const response = await app.app.inject({
        method: 'POST',
        url: route.url,
        headers: headers.specialist,
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      const problem = response.json<Problem>();
      expect(problem.code).toBe('validation_failed');
      expect(problem.errors?.map((e) => e.path)).toContain(path);
      expect(problem.detail).toContain(path);
    });

    it('ignores fields the contract does not name (no mass assignment, T21)', async () => {
      const response = await app.app.inject({
        method: 'POST',
        url: route.url,
        headers: headers.specialist,
        payload: { ...route.body, userId: 'someone-else', price: 0 },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(JSON.parse(JSON.stringify(route.engine())));
    });
  });

  it('documents every calculator route in the OpenAPI description, exports as multipart or JSON', async () => {
    const response = await app.app.inject({ method: 'GET', url: '/portal/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, { requestBody?: { content: object } }>>;
    for (const route of EVERY_ROUTE) expect(Object.keys(paths)).toContain(route.url);
    expect(Object.keys(paths['/portal/api/XFlair/GeneratePDF']!.post!.requestBody!.content)).toEqual([
      'multipart/form-data',
      'application/json',
    ]);
  });

  it('refuses a multipart body on a calculation route (JSON only there)', async () => {
    const response = await app.app.inject({
      method: 'POST',
      url: '/portal/api/XFlair/calcOutput',
      headers: { ...headers.specialist, 'content-type': 'multipart/form-data; boundary=b' },
      payload: '--b\r\nContent-Disposition: form-data; name="zielLeistung"\r\n\r\n1200\r\n--b--\r\n',
    });
    expect(response.statusCode).toBe(415);
  });

  it('refuses a load curve to 1e9 mm in steps of 0.001 mm at once, naming the fields, and stays ready (issue 22)', async () => {
    const started = performance.now();
    const response = await app.app.inject({
      method: 'POST',
      url: '/portal/api/ConvectorLoadCalc/calc',
      headers: { ...headers.specialist, 'accept-language': 'en' },
      payload: { ...grille, kurveBis: 1e9, kurveSchritt: 0.001 },
    });
    const elapsed = performance.now() - started;
    expect(response.statusCode, response.body).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const problem = response.json<Problem>();
    expect(problem.code).toBe('validation_failed');
    const paths = problem.errors?.map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['body.kurveBis', 'body.kurveSchritt']));
    // The refusal says the range: at most 5000 (mm) for the curve's end, at least 1 for its step.
    const said = (path: string) => problem.errors?.find((e) => e.path === path)?.message ?? '';
    expect(said('body.kurveBis')).toMatch(/5[,.\u202f\u00a0]?000/);
    expect(said('body.kurveSchritt')).toMatch(/\b1\b/);
    // Refused before any point is calculated (it took 6–10 s and 3.6 GB before issue 22).
    expect(elapsed).toBeLessThan(1000);

    const ready = await app.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    const next = await app.app.inject({
      method: 'POST',
      url: '/portal/api/ConvectorLoadCalc/calc',
      headers: headers.specialist,
      payload: grille,
    });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json()).toEqual(JSON.parse(JSON.stringify(calculateGrilleLoad(grille))));
  });

  describe.each(TEMPLATES)('%s', (templateUrl, calcUrl) => {
    it('gives a filled example from the sample catalogues that the calculation takes as it is', async () => {
      const template = await app.app.inject({ method: 'GET', url: templateUrl, headers: headers.specialist });
      expect(template.statusCode, template.body).toBe(200);
      const { input, katalog } = template.json();
      expect(katalog.beispieldaten).toBe(true);
      const calc = await app.app.inject({ method: 'POST', url: calcUrl, headers: headers.specialist, payload: input });
      expect(calc.statusCode, calc.body).toBe(200);
    });
  });

  it('the radiator template lists each type and execution with its heights, lengths, fan stages and valves', async () => {
    const { input, katalog } = (
      await app.app.inject({ method: 'GET', url: '/portal/api/XFlair/GetTemplate', headers: headers.specialist })
    ).json();
    const model = katalog.heizkoerper.find(
      (m: { heizkoerpertyp: string; ausfuehrung: string }) =>
        m.heizkoerpertyp === input.heizkoerpertyp && m.ausfuehrung === input.ausfuehrung,
    );
    expect(model.bauhoehen).toContain(600);
    expect(katalog.luefterstufen.length).toBeGreaterThan(0);
    expect(katalog.ventile.map((v: { ventil: string }) => v.ventil)).toContain('RA-N');
    // Defaults are filled, so a form shows every field
    expect(input).toMatchObject({ toleranz: 0.05, differenzdruck: 100, regeldifferenz: 2, raumTemp: 20 });
  });
});
