import { calculateHpc, calculateKcModel } from '@portal/calc';
import { LOCALES, type Problem } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../../exports/testing';
import { startTestApp, type TestApp } from '../../testing/app';
import { bearer } from '../../testing/users';
import { hpc, kc } from './fanConvectors.fixtures';
import { textsFor } from './i18n';
import { pdfText } from './testing';

/**
 * What only the fan-assisted convectors do: the KC template's choices, the documents fetched as a
 * browser sends the form and read back. The permission matrix and the common route checks run in
 * routes.test.ts with the fixtures.
 */
describe('fan-assisted convector API and documents (KC model, HPC)', () => {
  let app: TestApp;
  let specialist: Record<string, string>;

  beforeAll(async () => {
    app = await startTestApp();
    specialist = await bearer(app, 'specialist');
  });
  afterAll(() => app.close());

  const post = (url: string, payload: Record<string, unknown>) =>
    app.app.inject({ method: 'POST', url: `/portal/api/${url}`, headers: specialist, payload });

  it('KC model as PDF in English: the tender text, the size from the catalogue and every fan stage', async () => {
    const result = calculateKcModel({ ...kc, sprache: 'en' });
    const response = await post('KCModel/GeneratePDF', { kcModelData: JSON.stringify(kc), language: 'en' });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain('Fan convector (KC)');
    expect(text).toContain('Tender text');
    expect(text).toContain('Supply and install ready for operation a fan convector for heating and cooling');
    expect(text).toContain(`total ${textsFor('en').number(result.auslegung.kuehlen.gesamtleistung)} W`);
    expect(text).toContain('KC 130.2.1000');
    expect(text).toContain('Output per fan stage: Cooling');
    expect(text).toContain('Cooling coil below the dew point (14.7 °C): provide a condensate drain.');
    // issue 22: the sample ratings say so in the PDF's tender text, not "Outputs to EN 16430"
    expect(text).not.toContain('Outputs to EN 16430');
    expect(text.replace(/\s+/g, ' ')).toContain('Outputs from sample data, not tested manufacturer values');
  });

  it('KC model as XLSX: inputs, results and one row per fan stage with the engine’s numbers', async () => {
    const result = calculateKcModel(kc);
    const response = await post('KCModel/GenerateXLSX', { kcModelData: JSON.stringify(kc) });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const sheets = await readXlsx(response.rawPayload);
    expect(Object.keys(sheets)).toEqual(expect.arrayContaining(['Eingaben', 'Ergebnisse', 'Kühlen', 'Heizen']));
    const cooling = sheets.Kühlen!;
    const header = cooling.findIndex((r) => r[0] === 'Leistungsstufe');
    expect(cooling[header]).toContain('Kühlleistung gesamt [W]');
    const rows = cooling.slice(header + 1).filter((r) => typeof r[0] === 'number');
    expect(rows.map((r) => r[0])).toEqual([1, 2, 3, 4, 5]);
    expect(rows[2]![2]).toBeCloseTo(result.stufen[2]!.kuehlen.gesamtleistung, 9);
  });

  it('HPC as PDF and XLSX: the chosen stage and the German tender text', async () => {
    const result = calculateHpc(hpc);
    const pdf = await post('HPC/GeneratePDF', { hpcData: JSON.stringify(hpc) });
    expect(pdf.statusCode, pdf.body.slice(0, 300)).toBe(200);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Wärmepumpenkonvektor (HPC)');
    expect(text).toContain(`Gewählte Leistungsstufe ${result.gewaehlteLeistungsstufe}`);
    expect(text).toContain(
      'Wärmepumpenkonvektor für Heizen und Kühlen, HPC 10, Baulänge 1.000 mm, Registerlänge 800 mm',
    );
    const xlsx = await post('HPC/GenerateXLSX', { hpcData: hpc, language: 'fr' });
    expect(xlsx.statusCode, xlsx.body.slice(0, 300)).toBe(200);
    expect(Object.keys(await readXlsx(xlsx.rawPayload))).toEqual(
      expect.arrayContaining(['Rafraîchissement', 'Chauffage']),
    );
  });

  it.each(LOCALES)(
    '%s: the KC document has no untranslated placeholder and its tender text is in the language',
    async (locale) => {
      const response = await post('KCModel/GeneratePDF', { kcModelData: kc, language: locale });
      expect(response.statusCode).toBe(200);
      const { text } = await pdfText(response.rawPayload);
      expect(text).not.toMatch(/\{\w+\}|undefined|NaN/);
      if (locale !== 'de') expect(text).not.toContain('liefern und betriebsfertig montieren');
    },
  );

  it('the KC template lists each height and pipe system with its lengths', async () => {
    const { katalog } = (
      await app.app.inject({ method: 'GET', url: '/portal/api/KCModel/GetTemplate', headers: specialist })
    ).json();
    expect(katalog.baugroessen).toContainEqual({
      bauhoehe: 130,
      leitersystem: '4-Leiter',
      baulaengen: [800, 1000, 1250, 1500, 2000, 2500],
    });
    expect(katalog.winkel).toEqual(['ohne', '90', '135']);
  });

  it('an export with a size the catalogue lacks answers 400 naming the field inside the form field', async () => {
    const response = await app.app.inject({
      method: 'POST',
      url: '/portal/api/KCModel/GeneratePDF',
      headers: specialist,
      payload: { kcModelData: JSON.stringify({ ...kc, baulaenge: 900 }) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json<Problem>().errors?.map((e) => e.path)).toContain('body.kcModelData.baulaenge');
  });
});
