import { planHeatPump } from '@portal/calc';
import type { Problem } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../../exports/testing';
import { startTestApp, type TestApp } from '../../testing/app';
import { bearer, userWithoutRoles } from '../../testing/users';
import { textsFor } from './i18n';
import { multipart, pdfText, table } from './testing';

/*
 * The heat pump planning's documents (issue 22): POST /api/BuildingCalc/HeatPump/GeneratePDF and
 * …/GenerateXLSX with the form field heatPumpData, read back as a planner would read them.
 */

// An air-to-water heat pump in parallel with a boiler at 60 °C flow: a bivalence point above the
// design temperature, heat from the second generator, and the note above 55 °C.
const planning = { heizlast: 12000, betriebsweise: 'bivalentParallel', vorlaufTemp: 60, neubau: false } as const;
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('heat pump planning documents', () => {
  let app: TestApp;
  let specialist: Record<string, string>;

  beforeAll(async () => {
    app = await startTestApp();
    specialist = await bearer(app, 'specialist');
  });
  afterAll(() => app.close());

  const post = (format: 'PDF' | 'XLSX', fields: Record<string, string>, headers = specialist) => {
    const form = multipart(fields);
    return app.app.inject({
      method: 'POST',
      url: `/portal/api/BuildingCalc/HeatPump/Generate${format}`,
      headers: { ...headers, 'content-type': form.contentType },
      payload: form.payload,
    });
  };

  it('PDF: the bivalence point, the seasonal performance factor, the grant, the 55 °C note and the basis', async () => {
    const result = planHeatPump(planning);
    expect(result.bivalenzpunkt).toBeGreaterThan(-12);
    const response = await post('PDF', { heatPumpData: JSON.stringify(planning), projekt: 'Haus Müller' });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain(
      'Wärmepumpenplanung Haus Müller',
    );
    const text = flat((await pdfText(response.rawPayload)).text);
    const de = textsFor('de');
    expect(text).toContain('Wärmepumpenplanung');
    expect(text).toContain(`Bivalenzpunkt ${de.number(result.bivalenzpunkt, 1)} °C`);
    expect(text).toContain(`Jahresarbeitszahl (VDI 4650 Blatt 1) ${de.number(result.jaz, 2)}`);
    expect(text).toContain(`Zuschuss ${de.number(result.foerderung.betrag)} €`);
    expect(text).toContain('Bivalenzdiagramm');
    expect(text).toContain('VDI 4650 Blatt 1 (Kurzverfahren)');
    // the engine's note on the flow temperature above 55 °C, as the engine words it
    const note = result.hinweise.find((h) => h.includes('55'));
    expect(note).toBeDefined();
    expect(text).toContain(flat(de.engineText(note!)).slice(0, 40));
  });

  it('XLSX in English: results as numbers with units, the curve as data, the subsidy parts', async () => {
    const input = { ...planning, geschwindigkeitsbonus: true };
    const result = planHeatPump(input);
    const response = await post('XLSX', { heatPumpData: JSON.stringify(input), language: 'en' });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const sheets = await readXlsx(response.rawPayload);
    const results = table(sheets.Results!, 'Heat load [kW]');
    const value = (header: string) => results.rows[0]![results.headers.indexOf(header)];
    expect(value('Bivalence point [°C]')).toBeCloseTo(result.bivalenzpunkt, 9);
    expect(value('Seasonal performance factor (VDI 4650 part 1)')).toBeCloseTo(result.jaz, 9);
    expect(value('Grant [€]')).toBeCloseTo(result.foerderung.betrag, 9);
    expect(result.foerderung.quote).toBeCloseTo(0.5, 9);
    const parts = table(sheets['Parts of the subsidy rate']!, 'Part');
    expect(parts.rows).toEqual([
      ['Basic rate', 30],
      ['Climate speed bonus', 20],
    ]);
    const curve = table(sheets['Heat pump planning']!, 'Outdoor temperature [°C]');
    expect(curve.rows.length).toBe(result.kurve.length);
    expect(curve.rows[0]![1]).toBeCloseTo(result.kurve[0]!.heizlast, 9);
  });

  it('refuses a flow temperature outside the range naming the field, and checks access', async () => {
    const bad = await post('PDF', { heatPumpData: JSON.stringify({ ...planning, vorlaufTemp: 90 }) });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as Problem).errors?.map((e) => e.path)).toContain('body.heatPumpData.vorlaufTemp');

    const form = multipart({ heatPumpData: JSON.stringify(planning) });
    const anonymous = await app.app.inject({
      method: 'POST',
      url: '/portal/api/BuildingCalc/HeatPump/GeneratePDF',
      headers: { 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(anonymous.statusCode).toBe(401);
    const { headers } = await userWithoutRoles(app);
    expect((await post('PDF', { heatPumpData: JSON.stringify(planning) }, headers)).statusCode).toBe(403);
  });
});
