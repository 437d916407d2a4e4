import { readFileSync } from 'node:fs';
import { calculateRadiator } from '@portal/calc';
import { RADIATOR_SAMPLE } from '@portal/calc/testing';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { startTestApp, type TestApp } from '../../../testing/app';
import { bearer, userWithoutRoles } from '../../../testing/users';
import { textsFor } from '../i18n';
import { multipart } from '../testing';
import { KRN41_SAMPLE } from '../trenchConvectors.fixtures';
import { GAEB_NAMESPACE, outlineOf } from './gaebX81';

const SCHEMA = readFileSync(new URL('./gaebX81.xsd', import.meta.url), 'utf8');

const radiator = { ...RADIATOR_SAMPLE, vorlaufTemp: 45, ruecklaufTemp: 38 };
const krn41 = KRN41_SAMPLE;

type Node = { [key: string]: unknown };
/** Reads a file back as an importer would: attributes as "@name", text as strings, entities decoded. */
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false });
const read = (xml: string) => parser.parse(xml) as Node;
const at = (node: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((n, key) => (n as Node | undefined)?.[key], node);
/** The text of a GAEB FText (p/span), one paragraph per line. */
const paragraphs = (ftext: unknown): string[] => {
  const p = at(ftext, 'p');
  return (Array.isArray(p) ? p : [p]).map((x) => String(at(x, 'span')));
};

async function validate(xml: string) {
  return validateXML({
    xml: [{ fileName: 'tender.X81', contents: xml }],
    schema: [{ fileName: 'gaebX81.xsd', contents: SCHEMA }],
  });
}

describe('GAEB DA XML X81 export', () => {
  let app: TestApp;
  let specialist: Record<string, string>;

  beforeAll(async () => {
    app = await startTestApp();
    specialist = await bearer(app, 'specialist');
  });
  afterAll(() => app.close());

  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = specialist) => {
    const form = multipart(fields);
    return app.app.inject({
      method: 'POST',
      url: `/portal/api/${url}`,
      headers: { ...headers, 'content-type': form.contentType },
      payload: form.payload,
    });
  };

  it('radiator tender text as X81: valid against the schema, read back item by item', async () => {
    const response = await post('XFlair/GenerateGAEB', {
      xflairData: JSON.stringify(radiator),
      projekt: 'Haus Müller & Söhne <Nord>',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.headers['content-disposition']).toMatch(/\.X81/);
    const xml = response.body;
    const validation = await validate(xml);
    expect(validation.errors).toEqual([]);
    expect(validation.valid).toBe(true);

    const doc = read(xml);
    const gaeb = at(doc, 'GAEB') as Node;
    expect(gaeb['@xmlns']).toBe(GAEB_NAMESPACE);
    expect(xml).toContain('&amp; Söhne &lt;Nord&gt;');
    expect(at(gaeb, 'GAEBInfo', 'Version')).toBe('3.3');
    expect(at(gaeb, 'Award', 'DP')).toBe('81');
    // the project name arrives as typed, markup characters included
    expect(at(gaeb, 'PrjInfo', 'LblPrj')).toBe('Heizkörperberechnung – Haus Müller & Söhne <Nord>');
    const ctgy = at(gaeb, 'Award', 'BoQ', 'BoQBody', 'BoQCtgy');
    expect(paragraphs(at(ctgy, 'LblTx'))).toEqual(['Heizkörperberechnung']);
    const item = at(ctgy, 'BoQBody', 'Itemlist', 'Item') as Node;
    expect(item['@RNoPart']).toBe('0001');
    expect(at(item, 'Qty')).toBe('1.000');
    expect(at(item, 'QU')).toBe('St');
    const long = paragraphs(at(item, 'Description', 'CompleteText', 'DetailTxt', 'Text'));
    // the long text is the tender text of the PDF, the selected radiator's output included
    const result = calculateRadiator(radiator);
    expect(long.join(' ')).toContain(`${textsFor('de').number(result.heizleistung)} W`);
    // sample ratings say so in the tendering software too
    expect(long.join(' ')).toMatch(/Musterdaten/);
    const short = paragraphs(at(item, 'Description', 'CompleteText', 'OutlineText', 'OutlTxt', 'TextOutlTxt'));
    expect(short).toHaveLength(1);
    expect(short[0]!.length).toBeLessThanOrEqual(70);
    expect(short[0]).toBe(outlineOf(long[0]!));
  });

  it('KRN41 in English: the tender text in the document language, valid too', async () => {
    const response = await post('KRN41/GenerateGAEB', { krn41Data: JSON.stringify(krn41), language: 'en' });
    expect(response.statusCode).toBe(200);
    expect((await validate(response.body)).valid).toBe(true);
    const doc = read(response.body);
    const item = at(doc, 'GAEB', 'Award', 'BoQ', 'BoQBody', 'BoQCtgy', 'BoQBody', 'Itemlist', 'Item');
    const long = paragraphs(at(item, 'Description', 'CompleteText', 'DetailTxt', 'Text')).join(' ');
    expect(long).toMatch(/trench/i);
  });

  it('the schema refuses a file that lacks the quantity: the check can fail', async () => {
    const response = await post('XFlair/GenerateGAEB', { xflairData: JSON.stringify(radiator) });
    const broken = response.body.replace(/<Qty>[^<]*<\/Qty>/, '');
    const validation = await validate(broken);
    expect(validation.valid).toBe(false);
    expect(validation.errors.map((e) => e.message).join(' ')).toMatch(/QU|Qty/);
  });

  it('only calculators with a tender text offer GAEB; bad input is 400 naming the field; no token 401, no role 403', async () => {
    expect((await post('BuildingCalc/GenerateGAEB', { buildingCalcData: '{}' })).statusCode).toBe(404);
    const bad = await post('XFlair/GenerateGAEB', { xflairData: JSON.stringify({ ...radiator, zielLeistung: -1 }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toContain('body.xflairData.zielLeistung');
    expect((await post('XFlair/GenerateGAEB', { xflairData: JSON.stringify(radiator) }, {})).statusCode).toBe(401);
    const { headers: none } = await userWithoutRoles(app);
    expect((await post('XFlair/GenerateGAEB', { xflairData: JSON.stringify(radiator) }, none)).statusCode).toBe(403);
  });
});
