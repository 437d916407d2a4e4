import { calculateBuildingHeatLoad, calculateGrilleLoad, calculateRadiator, exchangeRadiator } from '@portal/calc';
import { BUILDING_SAMPLE, GRILLE_SAMPLE, RADIATOR_EXCHANGE_SAMPLE, RADIATOR_SAMPLE } from '@portal/calc/testing';
import type { Problem } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../../exports/testing';
import { contentDisposition } from '../../http/download';
import { startTestApp, type TestApp } from '../../testing/app';
import { bearer } from '../../testing/users';
import { wallClock } from '../../time/zone';
import { DOCUMENT_TIME_ZONE, textsFor } from './i18n';
import { multipart, pdfText, table } from './testing';

const exchange = RADIATOR_EXCHANGE_SAMPLE;
const radiator = { ...RADIATOR_SAMPLE, vorlaufTemp: 45, ruecklaufTemp: 38, anzeigeLeistung: true };
const HOSTILE = '=HYPERLINK("http://x","klick")';
const [room] = BUILDING_SAMPLE.raeume;
const building = {
  ...BUILDING_SAMPLE,
  raeume: [
    { ...room!, bauteile: room!.bauteile.map((b, i) => ({ bezeichnung: ['Wand Süd', 'Fenster'][i], ...b })) },
    { name: HOSTILE, flaeche: 12, volumen: 30, bauteile: [{ bauteilart: 'aussenwand', flaeche: 8 }] },
  ],
};
const grille = GRILLE_SAMPLE;

/** The day a document made now is named after: the day in the documents' zone. */
const TODAY = () => wallClock(Date.now(), DOCUMENT_TIME_ZONE).date;

describe('calculator documents', () => {
  let app: TestApp;
  let specialist: Record<string, string>;

  beforeAll(async () => {
    app = await startTestApp();
    specialist = await bearer(app, 'specialist');
  });
  afterAll(() => app.close());

  const post = (url: string, fields: Record<string, string>, query = '') => {
    const form = multipart(fields);
    return app.app.inject({
      method: 'POST',
      url: `/portal/api/${url}${query}`,
      headers: { ...specialist, 'content-type': form.contentType },
      payload: form.payload,
    });
  };

  it('radiator exchange as PDF: the new flow temperature, the tender text, the basis, page numbers and the date', async () => {
    const result = exchangeRadiator(exchange);
    const response = await post('XFlairTausch/GeneratePDF', {
      xflairTauschData: JSON.stringify(exchange),
      projekt: 'Haus Müller',
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(
      contentDisposition(`Heizkörpertausch Haus Müller ${TODAY()}.pdf`),
    );
    expect(response.headers['content-disposition']).toContain(`filename="Heizkorpertausch Haus Muller ${TODAY()}.pdf"`);

    const { text, pages } = await pdfText(response.rawPayload);
    const de = textsFor('de');
    expect(text).toContain('Heizkörpertausch');
    expect(text).toContain('Projekt: Haus Müller');
    expect(text).toContain(`Vorlauftemperatur (neu) ${de.number(result.vorlaufTempNeu, 1)} °C`);
    expect(text).toContain(`Rücklauftemperatur (neu) ${de.number(result.ruecklaufTempNeu, 1)} °C`);
    expect(text).toContain('Ausschreibungstext');
    expect(text).toContain('demontieren und fachgerecht entsorgen');
    expect(text).toContain(`Auslegungspunkt ${de.number(result.vorlaufTempNeu, 1)}/`);
    expect(text).toContain('Für den Betrieb mit Wärmepumpe geeignet');
    expect(text).toContain('Berechnungsgrundlagen');
    expect(text).toContain('Beispieldaten');
    expect(text).toContain(`Seite 1 von ${pages}`);
    expect(text).toContain(de.date(new Date()));
  });

  it('radiator exchange as XLSX: inputs and results with numbers as numbers and units in the headers', async () => {
    const result = exchangeRadiator(exchange);
    const response = await post('XFlairTausch/GenerateXLSX', { xflairTauschData: JSON.stringify(exchange) });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain(`filename="Heizkorpertausch ${TODAY()}.xlsx"`);

    const sheets = await readXlsx(response.rawPayload);
    expect(Object.keys(sheets)).toEqual(
      expect.arrayContaining(['Eingaben', 'Ergebnisse', 'Ausschreibungstext', 'Berechnungsgrundlagen']),
    );
    const inputs = table(sheets.Eingaben!, 'Größe');
    expect(inputs.headers).toEqual(['Größe', 'Wert', 'Einheit']);
    expect(inputs.rows).toContainEqual(['Vorlauftemperatur (alt)', 70, '°C']);
    expect(inputs.rows).toContainEqual(['Spreizung (neu)', 7, 'K']);

    const results = table(sheets.Ergebnisse!, 'Wärmeleistung (alt) [W]');
    const column = (header: string) => results.rows[0]![results.headers.indexOf(header)];
    expect(column('Vorlauftemperatur (neu) [°C]')).toBeCloseTo(result.vorlaufTempNeu, 9);
    expect(column('Heizwasserdurchfluss [l/h]')).toBeCloseTo(result.durchflussNeu, 9);
    expect(column('Ventilvoreinstellung')).toBe(result.ventilvoreinstellung);
    expect(column('Für Wärmepumpe geeignet')).toBe('ja');

    const tender = sheets.Ausschreibungstext!.flat().join(' ');
    expect(tender).toContain('Heizkörper Typ 22, Ausführung xflair, Bauhöhe 600 mm, Baulänge 1.200 mm');
  });

  it('radiator calculation as PDF and XLSX in English: results, candidates and the tender text', async () => {
    const result = calculateRadiator(radiator);
    const en = textsFor('en');
    const pdf = await post('XFlair/GeneratePDF', { xflairData: JSON.stringify(radiator), language: 'en' });
    expect(pdf.statusCode, pdf.body.slice(0, 300)).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`filename="Radiator calculation ${TODAY()}.pdf"`);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Radiator calculation');
    expect(text).toContain(`Heat output ${en.number(result.heizleistung)} W`);
    expect(text).toContain('Tender text');
    expect(text).toContain('Supply and install ready for operation a radiator type 22');
    expect(text).toContain(`presetting ${result.ventilvoreinstellung} at 100 mbar`);
    expect(text).toContain('Fitting sizes');
    expect(text).toContain('Heat output against flow temperature');
    expect(text).toContain('sample data');
    expect(text).toContain('Page 1 of');

    const xlsx = await post('XFlair/GenerateXLSX', { xflairData: JSON.stringify(radiator), language: 'en' });
    const sheets = await readXlsx(xlsx.rawPayload);
    const results = table(sheets.Results!, 'Selected radiator');
    expect(results.rows[0]![results.headers.indexOf('Heat output [W]')]).toBeCloseTo(result.heizleistung, 9);
    const steps = table(sheets['Valve presetting']!, 'Step');
    expect(steps.headers).toEqual(['Step', 'kv [m³/h]', 'Volume flow [l/h]']);
    expect(steps.rows.length).toBe(result.ventilVolumenstromStufen.length);
    expect(steps.rows[0]![1]).toBe(result.ventilVolumenstromStufen[0]!.kv);
    expect(table(sheets['Fitting sizes']!, 'Height [mm]').rows.length).toBe(result.kandidaten.length);
  });

  it('writes Czech letters (č, ř, ě) into a cs document', async () => {
    const response = await post('XFlair/GeneratePDF', { xflairData: JSON.stringify(radiator), language: 'cs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(`Výpočet otopného tělesa ${TODAY()}.pdf`)}`,
    );
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain('Výpočet otopného tělesa');
    expect(text).toMatch(/č/);
    expect(text).toContain('Text pro výběrové řízení');
    expect(text).toContain('Dodávka a montáž otopného tělesa typ 22');
    expect(text).toContain('Teplota přívodu 45,0 °C');
  });

  it.each([
    ['fr', 'Calcul de radiateur', 'Fourniture et pose'],
    ['it', 'Calcolo del radiatore', 'Fornitura e posa in opera'],
  ])('takes the language from the query (%s)', async (language, title, tender) => {
    const response = await post(
      'XFlair/GeneratePDF',
      { xflairData: JSON.stringify(radiator) },
      `?language=${language}`,
    );
    expect(response.statusCode).toBe(200);
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain(title);
    expect(text).toContain(tender);
  });

  it('building calculation: the heat load total in PDF and XLSX, a formula in a room name arrives as text (T27)', async () => {
    const result = calculateBuildingHeatLoad(building);
    const data = JSON.stringify({
      ...building,
      investition: { systempaket: { anzahlHeizkoerper: 4 }, kwl: { wohnflaeche: 120 } },
    });
    const pdf = await post('BuildingCalc/GeneratePDF', { buildingCalcData: data, projekt: HOSTILE });
    expect(pdf.statusCode, pdf.body.slice(0, 300)).toBe(200);
    const { text } = await pdfText(pdf.rawPayload);
    const de = textsFor('de');
    expect(text).toContain('Gebäudeheizlast – Sanierung');
    expect(text).toContain(`Heizlast ${de.number(result.heizlast)} W`);
    expect(text).toContain('Baujahr 1960');
    expect(text).toContain('Systempaket WP-Paket');
    expect(text).toContain('Kontrollierte Wohnraumlüftung');

    const xlsx = await post('BuildingCalc/GenerateXLSX', { buildingCalcData: data, projekt: HOSTILE });
    expect(xlsx.statusCode).toBe(200);
    const sheets = await readXlsx(xlsx.rawPayload);
    const results = table(sheets.Ergebnisse!, 'Normaußentemperatur [°C]');
    expect(results.rows[0]![results.headers.indexOf('Heizlast [W]')]).toBeCloseTo(result.heizlast, 9);
    const rooms = table(sheets.Heizlast!, 'Raum');
    expect(rooms.rows.map((r) => r[0])).toEqual(['Wohnen', `'${HOSTILE}`, 'Summe']);
    expect(rooms.rows[2]![4]).toBeCloseTo(result.heizlast, 9);
    expect(table(sheets.Räume!, 'Raum').rows[1]![0]).toBe(`'${HOSTILE}`);
    expect(sheets.Eingaben![1]).toEqual([`Projekt: ${HOSTILE}`]);
    expect(xlsx.headers['content-disposition']).not.toMatch(/[\r\n]/);
  });

  it('grille load: load value and free cross-section, the curves as data and as charts', async () => {
    const result = calculateGrilleLoad(grille);
    const pdf = await post('ConvectorLoadCalc/GeneratePDF', { convectorLoadCalcData: JSON.stringify(grille) });
    expect(pdf.statusCode, pdf.body.slice(0, 300)).toBe(200);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain(`Belastungswert (Einzellast) ${textsFor('de').number(result.belastungswert)} N`);
    expect(text).toContain('Freier Querschnitt 50,0 %');
    expect(text).toContain('Belastbarkeit über der Stützweite');

    const xlsx = await post('ConvectorLoadCalc/GenerateXLSX', { convectorLoadCalcData: JSON.stringify(grille) });
    const sheets = await readXlsx(xlsx.rawPayload);
    const results = table(sheets.Ergebnisse!, 'Belastungswert (Einzellast) [N]');
    expect(results.rows[0]![0]).toBeCloseTo(result.belastungswert, 9);
    const curve = table(sheets['Zulässige Einzellast']!, 'Stützweite [mm]');
    const first = result.kurve[0]!;
    expect(curve.rows.length).toBe(first.points.length);
    expect(curve.rows[0]![0]).toBe(first.points[0]!.x);
    expect(curve.rows[0]![1]).toBeCloseTo(first.points[0]!.y, 9);
  });

  it('accepts a JSON body with the input as an object', async () => {
    const response = await app.app.inject({
      method: 'POST',
      url: '/portal/api/ConvectorLoadCalc/GenerateXLSX',
      headers: specialist,
      payload: { convectorLoadCalcData: grille, language: 'en' },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(Object.keys(await readXlsx(response.rawPayload))).toContain('Results');
  });

  it.each([
    ['the data field is missing', { language: 'de' }, '', 'body.xflairData'],
    ['the data is not JSON', { xflairData: '{zielLeistung: 1200' }, '', 'body.xflairData'],
    ['the data is not an object', { xflairData: '[1,2]' }, '', 'body.xflairData'],
    [
      'a field is invalid',
      { xflairData: JSON.stringify({ ...radiator, zielLeistung: 0 }) },
      '',
      'body.xflairData.zielLeistung',
    ],
    [
      'the type is not in the catalogue',
      { xflairData: JSON.stringify({ ...radiator, heizkoerpertyp: '99' }) },
      '',
      'body.xflairData.heizkoerpertyp',
    ],
    ['the language is unknown', { xflairData: JSON.stringify(radiator), language: 'xx' }, '', 'body.language'],
    ['the query language is unknown', { xflairData: JSON.stringify(radiator) }, '?language=pl', 'querystring.language'],
  ])('answers 400 when %s', async (_case, fields, query, path) => {
    const response = await post('XFlair/GeneratePDF', fields as Record<string, string>, query);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<Problem>().errors?.map((e) => e.path)).toContain(path);
  });

  it('names the field of an investment a building document could not calculate', async () => {
    const data = JSON.stringify({ ...building, investition: { kwl: { wohnflaeche: -1 } } });
    const response = await post('BuildingCalc/GeneratePDF', { buildingCalcData: data });
    expect(response.statusCode).toBe(400);
    expect(response.json<Problem>().errors?.map((e) => e.path)).toContain(
      'body.buildingCalcData.investition.kwl.wohnflaeche',
    );
  });

  it('refuses a building document of more rooms than one document holds', async () => {
    const room = building.raeume[0]!;
    const data = JSON.stringify({ ...building, raeume: Array.from({ length: 301 }, () => room) });
    const response = await post('BuildingCalc/GeneratePDF', { buildingCalcData: data });
    expect(response.statusCode).toBe(400);
    expect(response.json<Problem>().errors?.[0]?.path).toBe('body.buildingCalcData.raeume');
  });

  it('refuses a malformed form: boundary over 70 characters, a file, no closing boundary', async () => {
    const inject = (contentType: string, payload: string) =>
      app.app.inject({
        method: 'POST',
        url: '/portal/api/XFlair/GeneratePDF',
        headers: { ...specialist, 'content-type': contentType },
        payload,
      });
    const long = 'x'.repeat(71);
    expect((await inject(`multipart/form-data; boundary=${long}`, `--${long}--\r\n`)).statusCode).toBe(400);
    const file = await inject(
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="xflairData"; filename="a.json"\r\n\r\n{}\r\n--b--\r\n',
    );
    expect(file.statusCode).toBe(400);
    expect(file.json<Problem>().errors?.[0]?.path).toBe('body.xflairData');
    const open = await inject(
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1',
    );
    expect(open.statusCode).toBe(400);
    expect(open.headers['content-type']).toContain('application/problem+json');
  });

  it('takes a quoted boundary as browsers may send it', async () => {
    const boundary = 'form boundary:1';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="convectorLoadCalcData"\r\n\r\n${JSON.stringify(grille)}\r\n--${boundary}--\r\n`;
    const response = await app.app.inject({
      method: 'POST',
      url: '/portal/api/ConvectorLoadCalc/GeneratePDF',
      headers: { ...specialist, 'content-type': `multipart/form-data; boundary="${boundary}"` },
      payload: body,
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  });

  it('logs each export with who, which calculator, format and outcome (T35)', async () => {
    await post('XFlair/GenerateXLSX', { xflairData: JSON.stringify(radiator), language: 'it' });
    await post('XFlair/GenerateXLSX', { xflairData: JSON.stringify({ ...radiator, heizkoerpertyp: '99' }) });
    const lines = app.logs.filter(
      (l) => l.event === 'calc.export' && l.format === 'xlsx' && l.resource === 'api.xflair',
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ outcome: 'success', language: 'it', sub: expect.any(String), iss: expect.any(String) }),
    );
    expect(lines).toContainEqual(expect.objectContaining({ outcome: 'refused' }));
    expect(lines.every((l) => typeof l.reqId === 'string')).toBe(true);
    expect(JSON.stringify(lines)).not.toContain(specialist.authorization!.slice(7));
  });
});
