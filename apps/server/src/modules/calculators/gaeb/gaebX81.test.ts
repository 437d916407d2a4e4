import { readFileSync } from 'node:fs';
import { calculateRadiator } from '@portal/calc';
import { RADIATOR_SAMPLE } from '@portal/calc/testing';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { startTestApp, type TestApp } from '../../../testing/app';
import { bearer, userWithoutRoles } from '../../../testing/users';
import { hpc, kc } from '../fanConvectors.fixtures';
import { textsFor } from '../i18n';
import { CalculatorService, TENDER_KINDS } from '../service';
import { multipart } from '../testing';
import { KRN41_SAMPLE, KRN92_SAMPLE } from '../trenchConvectors.fixtures';
import { GAEB_LENGTHS, GAEB_NAMESPACE, outlineOf } from './gaebX81';

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

describe('GAEB X81 of every calculator with a tender text, in every language, with hostile names', () => {
  const service = new CalculatorService();
  const INPUTS: Record<string, unknown> = {
    xflair: RADIATOR_SAMPLE,
    xflairTausch: { ...service.xflairTauschTemplate().input, vorlaufTempAlt: 90, ruecklaufTempAlt: 80 },
    krn41,
    krn92: KRN92_SAMPLE,
    kcModel: kc,
    hpc,
  };
  const items = (doc: Node) => {
    const ctgy = at(doc, 'GAEB', 'Award', 'BoQ', 'BoQBody', 'BoQCtgy');
    return (Array.isArray(ctgy) ? ctgy : [ctgy]) as Node[];
  };
  /** The file as an importer reads it, after it validates: and the widths its BoQBkdn gives category and item. */
  const readValid = async (body: Buffer) => {
    const xml = body.toString('utf8');
    expect((await validate(xml)).errors).toEqual([]);
    const doc = read(xml);
    const widths = (at(doc, 'GAEB', 'Award', 'BoQ', 'BoQInfo', 'BoQBkdn') as Node[]).map((b) => [
      b.Type,
      Number(b.Length),
    ]);
    return { xml, doc, widths: Object.fromEntries(widths) as Record<string, number> };
  };

  it.each(
    [...TENDER_KINDS].flatMap((kind) => (['de', 'en', 'cs', 'fr', 'it'] as const).map((l) => [kind, l] as const)),
  )(
    '%s in %s: valid, one item 01.0001 of 1 St with its long and short text, numbered as BoQBkdn says',
    async (kind, language) => {
      const file = await service.document(kind, 'gaeb', { data: INPUTS[kind], language, projekt: 'Objekt 7' });
      const { doc, widths } = await readValid(file.body);
      expect(widths).toEqual({ BoQLevel: 2, Item: 4 });
      const [ctgy] = items(doc);
      expect(ctgy!['@RNoPart']).toBe('01');
      const item = at(ctgy, 'BoQBody', 'Itemlist', 'Item') as Node;
      expect([item['@RNoPart'], at(item, 'Qty'), at(item, 'QU')]).toEqual(['0001', '1.000', 'St']);
      const long = paragraphs(at(item, 'Description', 'CompleteText', 'DetailTxt', 'Text'));
      expect(long.length).toBeGreaterThan(1);
      const short = paragraphs(at(item, 'Description', 'CompleteText', 'OutlineText', 'OutlTxt', 'TextOutlTxt'));
      expect(short).toEqual([outlineOf(long[0]!)]);
      expect(short[0]!.length).toBeLessThanOrEqual(70);
    },
  );

  const HOSTILE = [
    'Haus <b> & "Söhne" \'Nord\' ]]> Ende',
    'Steuer\u0000zeichen\u0001\u0007\u000b\u001f\tTab\nZeile',
    '\u200f\u202eרחוב\u202c 🔥𝄞 Dach',
    `${'🔥'.repeat(40)}${'x'.repeat(150)}`,
  ];
  it.each(HOSTILE)(
    'a project named %j: valid, read back as typed (less what XML cannot carry), within GAEB lengths',
    async (projekt) => {
      const file = await service.document('xflair', 'gaeb', { data: RADIATOR_SAMPLE, language: 'de', projekt });
      const xml = file.body.toString('utf8');
      expect((await validate(xml)).errors).toEqual([]);
      // no character is cut in half (an emoji's halves become U+FFFD in UTF-8)
      expect(xml).not.toContain('\ufffd');
      const doc = read(xml);
      // what a reader sees: control characters left out, tabs and line breaks as one space
      const typed = `Heizkörperberechnung – ${projekt.trim()}`
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML 1.0 cannot carry
        .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
        .replace(/\s+/g, ' ');
      const cut = (n: number) => Array.from(typed).slice(0, n).join('').trimEnd();
      expect(at(doc, 'GAEB', 'PrjInfo', 'LblPrj')).toBe(cut(GAEB_LENGTHS.lblPrj));
      expect(at(doc, 'GAEB', 'PrjInfo', 'NamePrj')).toBe(cut(GAEB_LENGTHS.namePrj));
      expect(at(doc, 'GAEB', 'Award', 'BoQ', 'BoQInfo', 'LblBoQ')).toBe(cut(GAEB_LENGTHS.lblBoQ));
    },
  );

  it('a project of 100 positions: categories 001 … 100, as wide as BoQBkdn says, each with item 0001', async () => {
    const positionen = Array.from({ length: 100 }, (_, i) => ({
      rechner: 'krn41' as const,
      bezeichnung: `Raum ${i + 1} <&>`,
      input: krn41,
    }));
    const file = await service.projectDocument({ name: 'Hochhaus', positionen }, 'gaeb', 'de');
    const { doc, widths } = await readValid(file.body);
    expect(widths).toEqual({ BoQLevel: 3, Item: 4 });
    const categories = items(doc);
    expect(categories.map((c) => c['@RNoPart'])).toEqual(
      Array.from({ length: 100 }, (_, i) => String(i + 1).padStart(3, '0')),
    );
    expect(categories.map((c) => at(c, 'BoQBody', 'Itemlist', 'Item', '@RNoPart'))).toEqual(Array(100).fill('0001'));
    expect(paragraphs(at(categories[99], 'LblTx'))[0]).toMatch(/^Raum 100 <&> – /);
  });
});
