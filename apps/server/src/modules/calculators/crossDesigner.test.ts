import { designCover, SAMPLE_COVER } from '@portal/calc';
import type { Problem } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../../exports/testing';
import { accessMatrix, actorHeaders, type MatrixActor, type MatrixRoute } from '../../testing/access-matrix';
import { startTestApp, type TestApp } from '../../testing/app';
import { textsFor } from './i18n';
import { multipart, pdfText, table } from './testing';

const L_SHAPE = { ...SAMPLE_COVER, version: '2.1', form: 'lForm', laenge: 3000, laenge2: 2500 } as const;

const ROUTES: MatrixRoute[] = [
  { method: 'POST', url: '/portal/api/CrossDesigner/calc', payload: SAMPLE_COVER, resource: 'api.crossDesigner' },
  ...['GeneratePDF', 'GenerateXLSX'].map((kind) => ({
    method: 'POST' as const,
    url: `/portal/api/CrossDesigner/${kind}`,
    payload: { crossDesignerData: SAMPLE_COVER },
    resource: 'api.crossDesigner',
  })),
];

/**
 * The seed grants the Cross-Designer to sales engineers and trade specialists (docs/cross-designer.md);
 * employees and partners use the calculators but not the designer.
 */
const EXPECTED: Partial<Record<MatrixActor, number>> = {
  'no token': 401,
  'no role': 403,
  employee: 403,
  partner: 403,
  specialist: 200,
  sales: 200,
};

describe('Cross-Designer API and documents', () => {
  let app: TestApp;
  let headers: Record<MatrixActor, Record<string, string>>;

  beforeAll(async () => {
    app = await startTestApp();
    headers = await actorHeaders(app, Object.keys(EXPECTED) as MatrixActor[]);
  });
  afterAll(() => app.close());

  const post = (url: string, fields: Record<string, string>) => {
    const form = multipart(fields);
    return app.app.inject({
      method: 'POST',
      url: `/portal/api/CrossDesigner/${url}`,
      headers: { ...headers.specialist, 'content-type': form.contentType },
      payload: form.payload,
    });
  };

  describe('permission matrix', () => {
    accessMatrix(ROUTES, EXPECTED, () => ({ app, headers }));
  });

  it('as PDF: the design, the verdict in words, the segments and the parts list', async () => {
    const result = designCover(SAMPLE_COVER);
    const response = await post('GeneratePDF', { crossDesignerData: JSON.stringify(SAMPLE_COVER), projekt: 'Foyer' });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.headers['content-disposition']).toMatch(
      /Cross-Designer Rostabdeckung V2\.0 Foyer \d{4}-\d\d-\d\d\.pdf/,
    );
    const { text } = await pdfText(response.rawPayload);
    const de = textsFor('de');
    expect(text).toContain('Cross-Designer Rostabdeckung V2.0');
    expect(text).toContain('Innenbreite 300 mm');
    expect(text).toContain(`Freier Querschnitt ${de.number(result.freierquerschnitt * 100, 1)} %`);
    expect(text).toContain('Nachweis erfüllt');
    expect(text).toContain('Die Einzellast von 1,50 kN wird getragen; zulässig sind 11,73 kN.');
    expect(text).toContain('Stückliste');
    expect(text).toContain('Auflagerprofil (Längskante)');
    expect(text).not.toContain('Beta');
  });

  it('as XLSX in English: an L of V2.1 with its mitred segments, the parts as numbers, the beta note', async () => {
    const response = await post('GenerateXLSX', { crossDesignerData: JSON.stringify(L_SHAPE), language: 'en' });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    const sheets = await readXlsx(response.rawPayload);
    const results = table(sheets.Results!, 'Free cross-section [%]');
    const column = (header: string) => results.rows[0]![results.headers.indexOf(header)];
    expect(column('Number of segments')).toBe(4);
    expect(column('Joints')).toBe(3);
    expect(column('Load check')).toBe('passed');
    const parts = table(sheets['Parts list']!, 'Item');
    expect(parts.headers).toEqual(['Item', 'Part', 'Length [mm]', 'Quantity']);
    expect(parts.rows).toContainEqual([3, 'Grille segment, one end mitred at 45°', 1500, 1]);
    const corner = parts.rows.find((r) => r[0] === 10);
    expect([corner?.[1], corner?.[3]]).toEqual(['Corner connector (mitre)', 1]);
    const basis = sheets['Calculation basis']!.flat().join('\n');
    expect(basis).toContain('Beta version: have the results checked before ordering.');
  });

  it('a failing design says why in the document; a powder coating names its colour', async () => {
    const wide = { ...SAMPLE_COVER, breite: 1200, oberflaeche: 'pulver', farbe: 'RAL 9016' };
    const response = await post('GeneratePDF', { crossDesignerData: JSON.stringify(wide) });
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain('Oberfläche pulverbeschichtet');
    expect(text).toContain('RAL-Farbe RAL 9016');
    expect(text).toContain('Nachweis nicht erfüllt');
    expect(text).toContain(
      'Die Durchbiegung von 9,64 mm überschreitet die zulässige Durchbiegung von 6,00 mm (L/200).',
    );
  });

  it('issue 22: a D400 grille rated 11.73 kN is not "Nachweis erfüllt": the PDF names the test load it misses', async () => {
    const d400 = { ...SAMPLE_COVER, lastklasse: 'D400' };
    const response = await post('GeneratePDF', { crossDesignerData: JSON.stringify(d400) });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain('Nachweis nicht erfüllt');
    expect(text).not.toContain('Nachweis erfüllt');
    expect(text).toContain('Die Lastklasse D400 verlangt eine Prüfkraft von 400 kN; der Rost trägt nur 11,73 kN.');
  });

  it('refuses a roll grille in V1.5 with a problem naming the field', async () => {
    const response = await post('GeneratePDF', {
      crossDesignerData: JSON.stringify({ ...SAMPLE_COVER, version: '1.5', typ: 'rollrost' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const problem = response.json<Problem>();
    expect(problem.code).toBe('validation_failed');
    expect(problem.errors?.map((e) => e.path)).toEqual(['body.crossDesignerData.typ']);
  });
});
