import { calculateKrn41, calculateKrn92 } from '@portal/calc';
import type { Problem } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../../exports/testing';
import { startTestApp, type TestApp } from '../../testing/app';
import { bearer } from '../../testing/users';
import { textsFor } from './i18n';
import { multipart, pdfText, table } from './testing';
import { KRN41_SAMPLE, KRN92_SAMPLE } from './trenchConvectors.fixtures';

const krn41 = KRN41_SAMPLE;
const krn92 = KRN92_SAMPLE;

describe('trench convector documents (KRN41, KRN92)', () => {
  let app: TestApp;
  let specialist: Record<string, string>;

  beforeAll(async () => {
    app = await startTestApp();
    specialist = await bearer(app, 'specialist');
  });
  afterAll(() => app.close());

  const post = (url: string, fields: Record<string, string>) => {
    const form = multipart(fields);
    return app.app.inject({
      method: 'POST',
      url: `/portal/api/${url}`,
      headers: { ...specialist, 'content-type': form.contentType },
      payload: form.payload,
    });
  };

  it('KRN41 as PDF: inputs, the output, the discharge temperature and the German tender text', async () => {
    const result = calculateKrn41(krn41);
    const response = await post('KRN41/GeneratePDF', { krn41Data: JSON.stringify(krn41), projekt: 'Foyer' });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(response.rawPayload);
    const de = textsFor('de');
    expect(text).toContain('Unterflurkonvektor KRN41');
    expect(text).toContain('Projekt: Foyer');
    expect(text).toContain('Bautiefe 260 mm');
    expect(text).toContain(`Wärmeleistung ${de.number(result.heizleistung)} W`);
    expect(text).toContain(`Ausblastemperatur ${de.number(result.ausblastemperatur, 1)} °C`);
    expect(text).toContain('Ausschreibungstext');
    expect(text).toContain('mit Winkelstück am Ende');
    expect(text).toContain('Beispieldaten');
  });

  it('KRN41 in English: the tender text follows the document language, not the input', async () => {
    const response = await post('KRN41/GeneratePDF', {
      krn41Data: JSON.stringify({ ...krn41, sprache: 'de' }),
      language: 'en',
    });
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain('Trench convector KRN41');
    expect(text).toContain('Supply and install ready for operation a trench convector for natural convection');
    expect(text).not.toContain('Unterflurkonvektor für natürliche Konvektion');
  });

  it('KRN92 as XLSX: inputs and every output as numbers, with units in the headers', async () => {
    const result = calculateKrn92(krn92);
    const response = await post('PM/KRN92/GenerateXLSX', { krn92Data: JSON.stringify(krn92) });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const sheets = await readXlsx(response.rawPayload);
    const inputs = table(sheets.Eingaben!, 'Größe');
    expect(inputs.rows).toContainEqual(['Primärluftvolumenstrom', 60, 'm³/h']);
    expect(inputs.rows).toContainEqual(['Primärlufttemperatur', 18, '°C']);
    const results = table(sheets.Ergebnisse!, 'Innenbaulänge [mm]');
    const column = (header: string) => results.rows[0]![results.headers.indexOf(header)];
    expect(column('Zuluftanteil je Meter [W/m]')).toBeCloseTo(result.qZuluftanteilReg1m!, 9);
    expect(column('Freie Konvektion je Meter [W/m]')).toBeCloseTo(result.qfreieKonvektion1m!, 9);
    expect(column('Wärmetauscherleistung [W]')).toBeCloseTo(result.qGesamtleistung!, 9);
    expect(column('Mindestanzahl Anschlüsse')).toBe(1);
    expect(column('Fehlercode')).toBe(0);
    expect(sheets.Ausschreibungstext!.flat().join(' ')).toContain('Unterflurkonvektor mit Primärluftanschluss KRN92');
  });

  it('KRN92 in Italian with an errorCode: the translated error text instead of a tender text', async () => {
    const response = await post('PM/KRN92/GeneratePDF', {
      krn92Data: JSON.stringify({ ...krn92, Baulaenge: 500 }),
      language: 'it',
    });
    expect(response.statusCode).toBe(200);
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain('Convettore a pavimento KRN92 con aria primaria');
    expect(text).toContain('Codice di errore 2: La lunghezza è fuori dall’intervallo della grandezza.');
  });

  it.each([
    ['KRN41/GeneratePDF', { krn41Data: JSON.stringify({ ...krn41, bautiefe: 999 }) }, 'body.krn41Data.bautiefe'],
    [
      'PM/KRN92/GenerateXLSX',
      { krn92Data: JSON.stringify({ ...krn92, VorlaufTemp: 'heiß' }) },
      'body.krn92Data.VorlaufTemp',
    ],
    ['PM/KRN92/GeneratePDF', { krn41Data: JSON.stringify(krn41) }, 'body.krn92Data'],
  ])('%s answers 400 naming the field', async (url, fields, path) => {
    const response = await post(url, fields);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<Problem>().errors?.map((e) => e.path)).toContain(path);
  });
});
