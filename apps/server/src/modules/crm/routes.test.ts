import type { DealerEntry } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app';
import { bearer } from '../../testing/users';
import { kmBetween } from './greatCircle.testing';
import { SAMPLE_PRODUCTS, sampleDealers } from './seed';
import { SEARCH_RADIUS_KM } from './store';

const MUNICH = { latitude: 48.1374, longitude: 11.5755 };

describe('CRM dealer finder and value lists (spec §7 CRM backend)', () => {
  let app: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.app.inject({ method: 'GET', url: `/webcrmapi/api${url}`, headers });

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('is public: the same answer without a token and with one', async () => {
    const anonymous = await get('/DealerSearch/products');
    const signedIn = await get('/DealerSearch/products', await bearer(app, 'employee'));
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual(signedIn.json());
    expect(anonymous.json()).toHaveLength(SAMPLE_PRODUCTS.length);
  });

  it('lists the products of a division or a branch sub-code, and answers 204 when none match', async () => {
    const sanitary = (await get('/DealerSearch/products?division=sanitary')).json() as Array<{ productKey: string }>;
    expect(sanitary.map((p) => p.productKey).sort()).toEqual(['DUSCH', 'TASSE', 'WANNE']);
    const radiators = (await get('/DealerSearch/products?branchSubCodeKey=HZ01')).json() as Array<{
      productKey: string;
    }>;
    expect(radiators.map((p) => p.productKey).sort()).toEqual(['DESIGN', 'RAD']);
    const none = await get('/DealerSearch/products?branchSubCodeKey=ZZ99');
    expect(none.statusCode).toBe(204);
    expect(none.body).toBe('');
  });

  it('names the products in the language asked for, German without one or for a language without names', async () => {
    const names = async (query: string) =>
      ((await get(`/DealerSearch/products?division=sanitary${query}`)).json() as Array<{ productName: string }>).map(
        (p) => p.productName,
      );
    expect(await names('')).toEqual(['Badewannenaufsätze', 'Duschabtrennungen', 'Duschwannen']);
    expect(await names('&cultureCode=fr-FR')).toEqual(['Pare-baignoires', 'Parois de douche', 'Receveurs de douche']);
    expect(await names('&cultureCode=it')).toEqual(['Box doccia', 'Pareti per vasca', 'Piatti doccia']);
    expect(await names('&cultureCode=cs-CZ')).toEqual(['Sprchové vaničky', 'Sprchové zástěny', 'Vanové zástěny']);
    expect(await names('&cultureCode=pl-PL')).toEqual(['Badewannenaufsätze', 'Duschabtrennungen', 'Duschwannen']);

    // A dealer's products as well.
    const dealers = (await get('/DealerSearch/dealers?division=sanitary&cultureCode=en-GB')).json() as DealerEntry[];
    const shown = new Set(dealers.flatMap((d) => d.products.map((p) => p.productName)));
    expect([...shown].sort()).toEqual(['Bath screens', 'Shower enclosures', 'Shower trays']);
  });

  it('finds the nearest dealers first, each with its distance, none beyond the search radius', async () => {
    const response = await get(`/DealerSearch/dealers?latitude=${MUNICH.latitude}&longitude=${MUNICH.longitude}`);
    expect(response.statusCode).toBe(200);
    const dealers = response.json() as DealerEntry[];
    expect(dealers[0]!.city).toBe('München');
    // Augsburg about 57 km, Innsbruck about 98, Salzburg about 117; Stuttgart (about 190) and Bolzano are too far.
    expect(new Set(dealers.map((d) => d.city))).toEqual(new Set(['München', 'Augsburg', 'Innsbruck', 'Salzburg']));
    for (const dealer of dealers) {
      expect(dealer.radius).toBeCloseTo(kmBetween(MUNICH, dealer), 0);
      expect(dealer.radius).toBeLessThanOrEqual(SEARCH_RADIUS_KM);
    }
    const distances = dealers.map((d) => d.radius);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('keeps only dealers carrying every product asked for, taking on the project, in the country', async () => {
    const both = (await get('/DealerSearch/dealers?country=de&productKeys=WP&productKeys=KWL')).json() as DealerEntry[];
    expect(both.length).toBeGreaterThan(0);
    for (const dealer of both) {
      expect(dealer.country).toBe('DE');
      expect(dealer.products.map((p) => p.productKey)).toEqual(expect.arrayContaining(['WP', 'KWL']));
    }
    const joined = (await get('/DealerSearch/dealers?country=DE&productKeys=WP,KWL')).json() as DealerEntry[];
    expect(joined.map((d) => d.accountName)).toEqual(both.map((d) => d.accountName));

    const newBuild = (await get('/DealerSearch/dealers?country=CH&project=newBuilding')).json() as DealerEntry[];
    const notForNewBuildings = new Set(
      sampleDealers()
        .filter((d) => !d.projects.includes('newBuilding'))
        .map((d) => d.accountName),
    );
    expect(newBuild.length).toBeGreaterThan(0);
    expect(newBuild.some((d) => notForNewBuildings.has(d.accountName))).toBe(false);
    expect(newBuild.map((d) => d.accountName)).toEqual(
      [...newBuild.map((d) => d.accountName)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
  });

  it('names only the products of the division searched for', async () => {
    const dealers = (await get('/DealerSearch/dealers?country=AT&division=sanitary')).json() as DealerEntry[];
    expect(dealers.length).toBeGreaterThan(0);
    const sanitary = new Set(SAMPLE_PRODUCTS.filter((p) => p.division === 'sanitary').map((p) => p.productKey));
    for (const dealer of dealers) {
      expect(dealer.products.length).toBeGreaterThan(0);
      for (const product of dealer.products) expect(sanitary.has(product.productKey!)).toBe(true);
    }
  });

  it('searches around a postal code or a town, each dealer with its distance from that place', async () => {
    // 80331 is Munich's old town; 86150 Augsburg's centre; the table knows them from the shipped places.
    const byCode = (await get('/DealerSearch/dealers?postalCode=80331')).json() as DealerEntry[];
    expect(byCode[0]!.city).toBe('München');
    expect(byCode[0]!.radius).toBeLessThan(1.5);
    for (const dealer of byCode) expect(dealer.radius).toBeCloseTo(kmBetween(MUNICH, dealer), 0);
    expect(new Set(byCode.map((d) => d.city))).toEqual(new Set(['München', 'Augsburg', 'Innsbruck', 'Salzburg']));

    const augsburg = (await get('/DealerSearch/dealers?postalCode=86150&country=DE')).json() as DealerEntry[];
    expect(augsburg[0]!.city).toBe('Augsburg');
    const augsburgDistances = augsburg.map((d) => d.radius);
    expect(augsburgDistances).toEqual([...augsburgDistances].sort((a, b) => a - b));
    // München is about 57 km from Augsburg.
    const munich = augsburg.find((d) => d.city === 'München')!;
    expect(munich.radius).toBeGreaterThan(50);
    expect(munich.radius).toBeLessThan(65);

    // A town by its own name, in any case and without its accents; the country narrows the search.
    const wien = (
      await get(`/DealerSearch/dealers?city=${encodeURIComponent('wien')}&country=AT`)
    ).json() as DealerEntry[];
    expect(wien.map((d) => d.country)).toEqual(wien.map(() => 'AT'));
    expect(wien[0]!.city).toBe('Wien');
    const zurich = (await get('/DealerSearch/dealers?city=Zurich')).json() as DealerEntry[];
    expect(zurich[0]!.city).toBe('Zürich');
    const praha = (await get(`/DealerSearch/dealers?city=${encodeURIComponent('Praha')}`)).json() as DealerEntry[];
    expect(praha[0]!.city).toBe('Praha');
    // A small town: Freising, about 33 km north of Munich; nearest are the Munich dealers.
    const freising = (await get('/DealerSearch/dealers?city=Freising')).json() as DealerEntry[];
    expect(freising[0]!.city).toBe('München');
    expect(freising[0]!.radius).toBeGreaterThan(25);
    expect(freising[0]!.radius).toBeLessThan(40);
  });

  it('searches around postal codes of AT, CH, CZ, FR, IT and PL, in the country chosen, each dealer with its distance', async () => {
    for (const [code, country, town] of [
      ['1010', 'AT', 'Wien'],
      ['8001', 'CH', 'Zürich'],
      ['602 00', 'CZ', 'Brno'],
      ['60200', 'CZ', 'Brno'],
      ['69001', 'FR', 'Lyon'],
      ['20121', 'IT', 'Milano'],
      ['00-950', 'PL', 'Warszawa'],
    ] as const) {
      const label = `${code} ${country}`;
      const response = await get(`/DealerSearch/dealers?postalCode=${encodeURIComponent(code)}&country=${country}`);
      expect(response.statusCode, label).toBe(200);
      const dealers = response.json() as DealerEntry[];
      expect(dealers[0]!.city, label).toBe(town);
      expect(dealers[0]!.radius, label).toBeLessThan(15);
      expect(
        dealers.map((d) => d.country),
        label,
      ).toEqual(dealers.map(() => country));
      const distances = dealers.map((d) => d.radius);
      expect(distances, label).toEqual([...distances].sort((a, b) => a - b));
    }
    // 1010 is Vienna in Austria and Lausanne in Switzerland: the country chosen decides.
    const lausanne = (await get('/DealerSearch/dealers?postalCode=1010&country=CH')).json() as DealerEntry[];
    expect(lausanne[0]!.city).toBe('Lausanne');
  });

  it('refuses a postal code not written as the chosen country writes its codes, naming the field', async () => {
    for (const query of ['postalCode=602-00&country=CZ', 'postalCode=12345&country=AT', 'postalCode=1010&country=PL']) {
      const response = await get(`/DealerSearch/dealers?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().code).toBe('validation_failed');
      expect(response.json().errors[0].path, query).toBe('query.postalCode');
      expect(response.json().errors[0].message, query).toMatch(/^not written as a postal code of the country/);
    }
  });

  it('says which postal code or town it does not know, and refuses a position given twice', async () => {
    for (const [query, field] of [
      ['postalCode=00000', 'query.postalCode'],
      ['postalCode=80331&country=AT', 'query.postalCode'],
      ['city=Atlantis', 'query.city'],
      ['city=Wien&country=DE', 'query.city'],
    ] as const) {
      const response = await get(`/DealerSearch/dealers?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('validation_failed');
      expect(response.json().errors[0].path, query).toBe(field);
    }
    for (const query of ['postalCode=80331&city=Wien', 'postalCode=80331&latitude=48&longitude=11', 'city=80331']) {
      const response = await get(`/DealerSearch/dealers?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
  });

  it('tells the finder that no map is configured (the list only), to anyone', async () => {
    for (const headers of [{}, await bearer(app, 'employee')]) {
      const response = await get('/DealerSearch/map', headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ tileUrl: null, attribution: '', maxZoom: 18 });
    }
  });

  it('answers 204 where no dealer is near', async () => {
    const atSea = await get('/DealerSearch/dealers?latitude=45&longitude=-30');
    expect(atSea.statusCode).toBe(204);
  });

  it('refuses malformed searches with a problem naming the field, and searches nothing', async () => {
    for (const [query, field] of [
      ['latitude=91&longitude=10', 'latitude'],
      ['latitude=48', 'latitude'],
      ['division=garden', 'division'],
      ['country=Germany', 'country'],
    ] as const) {
      const response = await get(`/DealerSearch/dealers?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().code).toBe('validation_failed');
      expect(JSON.stringify(response.json())).toContain(field);
    }
  });

  it('gives the value lists in the language of the culture code, German when it is unknown', async () => {
    const countries = await get('/Localization/countries?cultureCode=cs-CZ');
    expect(countries.statusCode).toBe(200);
    expect(countries.headers['cache-control']).toBe('public, max-age=3600');
    const czech = countries.json().translationData as Array<{ value: string; translatedValue: string }>;
    expect(czech).toContainEqual({ value: 'CH', translatedValue: 'Švýcarsko' });
    const names = czech.map((c) => c.translatedValue);
    expect(names).toEqual([...names].sort(new Intl.Collator('cs').compare));

    const french = (await get('/Localization/salutations?cultureCode=fr-CH')).json().translationData;
    expect(french).toContainEqual({ value: 'ms', translatedValue: 'Madame' });
    const fallback = (await get('/Localization/divisions?cultureCode=xx')).json().translationData;
    expect(fallback).toEqual([
      { value: 'heating', translatedValue: 'Heizung' },
      { value: 'sanitary', translatedValue: 'Sanitär' },
    ]);
    const targetGroups = (await get('/Localization/targetGroups?cultureCode=en')).json().translationData;
    expect(targetGroups.map((g: { value: string }) => g.value)).toEqual(['FGH', 'FHW', 'PRS']);
    expect((await get('/Localization/projects?cultureCode=it')).json().translationData).toContainEqual({
      value: 'renovation',
      translatedValue: 'Ristrutturazione',
    });
    expect((await get('/Localization/countries?cultureCode=1234')).statusCode).toBe(400);
  });
});
