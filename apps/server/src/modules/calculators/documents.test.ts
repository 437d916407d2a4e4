import { exchangeRadiator, sampleCatalogues } from '@portal/calc';
import { LOCALES, radiatorExchangeInput } from '@portal/contracts';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { readXlsx } from '../../exports/testing';
import { buildingCalcReport } from './documents/buildingCalc';
import { convectorLoadCalcReport } from './documents/convectorLoadCalc';
import { xflairReport } from './documents/xflair';
import { xflairTauschReport } from './documents/xflairTausch';
import { textsFor } from './i18n';
import { axis, renderPdf } from './pdf';
import type { Report } from './report';
import { CalculatorService } from './service';
import { renderXlsx } from './workbook';

const service = new CalculatorService();
const date = new Date('2026-03-02T10:00:00Z');

function reports(locale: (typeof LOCALES)[number]): Report[] {
  const context = { texts: textsFor(locale), project: 'Objekt 7', date, catalogues: sampleCatalogues() };
  const radiator = service.xflairTemplate().input;
  const exchange = {
    ...service.xflairTauschTemplate().input,
    vorlaufTempAlt: 90,
    ruecklaufTempAlt: 80,
    bhNeu: 300,
    blNeu: 400,
  };
  const building = service.buildingCalcTemplate().input;
  const grille = service.convectorLoadCalcTemplate().input;
  return [
    xflairReport(radiator, service.radiator(radiator), context),
    xflairTauschReport(exchange, service.radiatorExchange(exchange), context),
    buildingCalcReport(
      building,
      {
        heizlast: service.buildingHeatLoad(building),
        systempaket: service.investSystempackage({ heizlast: 6000 }),
        fussbodenheizung: service.investFbh({ heizkreise: [{ name: 'Bad', flaeche: 8, heizlast: 700, zone: 'bad' }] }),
        kwl: service.investKwl({ wohnflaeche: 100 }),
      },
      context,
    ),
    convectorLoadCalcReport(grille, service.grilleLoad(grille), context),
  ];
}

/** Every text a document shows. */
function textsOf(report: Report): string[] {
  return [
    report.title,
    report.filename,
    ...report.inputs.flatMap((q) => [q.label, String(q.value)]),
    ...report.results.flatMap((q) => [q.label, String(q.value)]),
    ...[...report.inputTables, ...report.resultTables].flatMap((t) => [
      t.title,
      t.sheet,
      ...t.columns.map((c) => c.header),
    ]),
    ...report.charts.flatMap((c) => [c.title, c.xLabel, c.yLabel, ...c.series.map((s) => s.name)]),
    ...report.tenderText,
    ...report.hints,
    ...report.basis,
    report.sampleDataNote,
  ];
}

describe('calculator documents in the five languages', () => {
  it.each(LOCALES)('%s: every text is filled in and the workbook has unique sheet names', async (locale) => {
    for (const report of reports(locale)) {
      for (const text of textsOf(report)) expect(text).not.toMatch(/\{\w+\}|undefined|NaN/);
      const sheets = await readXlsx(await renderXlsx(report, textsFor(locale)));
      expect(Object.keys(sheets).length).toBeGreaterThanOrEqual(4);
    }
  });

  it.each(LOCALES)('%s: the exchange hint about a flow above the heat-pump limit is in the language', (locale) => {
    const report = reports(locale)[1]!;
    expect(report.hints.length).toBeGreaterThan(0);
    if (locale !== 'de') for (const hint of report.hints) expect(hint).not.toMatch(/Vorlauftemperatur|Heizkörper/);
  });

  /** The exchange's document from the template with an old sectional radiator, and a look-up of its input rows. */
  function sectionalExchange(locale: (typeof LOCALES)[number], old: Record<string, unknown>) {
    const texts = textsFor(locale);
    const input = radiatorExchangeInput.parse({ ...service.xflairTauschTemplate().input, ...old });
    const report = xflairTauschReport(input, exchangeRadiator(input), {
      texts,
      project: undefined,
      date,
      catalogues: sampleCatalogues(),
    });
    const row = (key: Parameters<typeof texts.t>[0]) => report.inputs.find((q) => q.label.startsWith(texts.t(key)));
    return { report, row, texts };
  }

  it.each(LOCALES)('%s: an exchange from an old cast-iron radiator names its section depth and number', (locale) => {
    const { report, row, texts } = sectionalExchange(locale, {
      heizkoerpertypAlt: 'guss',
      bautiefeAlt: 160,
      gliederAlt: 10,
    });
    expect(row('heizkoerpertyp')?.value).toBe(texts.t('gussGlieder'));
    expect(row('gliedBautiefe')?.value).toBe(160);
    expect(row('gliederAnzahl')?.value).toBe(10);
    expect(report.results[0]?.value).toBeCloseTo(590, 6);
  });

  it.each(LOCALES)(
    '%s: an exchange from an old steel sectional radiator names its kind and depth and says it is estimated',
    (locale) => {
      const old = { heizkoerpertypAlt: 'stahlglieder', bhAlt: 600, blAlt: 1000, bautiefeAlt: 160 };
      const { report, row, texts } = sectionalExchange(locale, old);
      expect(row('heizkoerpertyp')?.value).toBe(texts.t('stahlGlieder'));
      expect(row('gliedBautiefe')?.value).toBe(160);
      expect(row('gliederAnzahl')).toBeUndefined();
      expect(report.hints.some((h) => h.includes('±30 %'))).toBe(true);
      if (locale !== 'de') expect(report.hints.join(' ')).not.toMatch(/Stahlgliederheizkörper/);
    },
  );

  it('the German and English tender texts of an exchange name removal, the new radiator and its temperatures', () => {
    const input = radiatorExchangeInput.parse(service.xflairTauschTemplate().input);
    const result = exchangeRadiator(input);
    const context = { project: undefined, date, catalogues: sampleCatalogues() };
    const de = xflairTauschReport(input, result, { ...context, texts: textsFor('de') }).tenderText.join(' ');
    const en = xflairTauschReport(input, result, { ...context, texts: textsFor('en') }).tenderText.join(' ');
    const flow = (l: 'de' | 'en') => textsFor(l).number(result.vorlaufTempNeu, 1);
    expect(de).toMatch(
      /^Vorhandenen Heizkörper Typ \S+ \(600 × 1\.000 mm, Wärmeleistung [\d.]+ W bei 70,0\/55,0\/20,0 °C\)/,
    );
    expect(de).toContain(`Auslegungspunkt ${flow('de')}/`);
    expect(de).toContain('Heizkörperexponent n = ');
    expect(de).toContain('oder gleichwertig');
    expect(en).toMatch(/^Drain, remove and dispose of the existing radiator/);
    expect(en).toContain(`design point ${flow('en')}/`);
    expect(en).toContain('Suitable for operation with a heat pump');
  });

  it('a document made just after midnight in Germany is named after the day it prints, not the UTC day', () => {
    const justAfterMidnight = new Date('2026-11-25T23:30:00Z'); // 00:30 on 26 November in Berlin
    const input = service.xflairTemplate().input;
    const report = xflairReport(input, service.radiator(input), {
      texts: textsFor('de'),
      project: 'Objekt 7',
      date: justAfterMidnight,
      catalogues: sampleCatalogues(),
    });
    expect(report.filename).toBe('Heizkörperberechnung Objekt 7 2026-11-26');
    expect(textsFor('de').date(justAfterMidnight)).toBe('26. November 2026');
  });

  it.each([
    ['de', ['Außenwand', 'Fenster']],
    ['en', ['External wall', 'Window']],
  ] as const)('%s: the elements table of a building document names each element kind in words', (locale, words) => {
    const building = service.buildingCalcTemplate().input;
    const report = buildingCalcReport(
      building,
      { heizlast: service.buildingHeatLoad(building) },
      { texts: textsFor(locale), project: undefined, date, catalogues: sampleCatalogues() },
    );
    const elements = report.inputTables.find((t) => t.title === textsFor(locale).t('bauteile'))!;
    const kinds = elements.rows.map((row) => row[2]);
    expect(kinds).toEqual(words);
  });

  it('an element kind the texts do not know (a catalogue loaded from a file) is written as it is', () => {
    expect(textsFor('de').catalogueWord('glasfassade')).toBe('glasfassade');
  });

  it('a PDF of many rooms breaks tables across pages and numbers every page', async () => {
    const building = service.buildingCalcTemplate().input;
    const many = {
      ...building,
      raeume: Array.from({ length: 60 }, (_, i) => ({ ...building.raeume[0]!, name: `Raum ${i + 1}` })),
    };
    const report = buildingCalcReport(
      many,
      { heizlast: service.buildingHeatLoad(many) },
      { texts: textsFor('de'), project: undefined, date, catalogues: sampleCatalogues() },
    );
    const pdf = await getDocumentProxy(new Uint8Array(await renderPdf(report, textsFor('de'))));
    const { text, totalPages } = await extractText(pdf, { mergePages: false });
    expect(totalPages).toBeGreaterThan(3);
    text.forEach((page, i) => {
      expect(page).toContain(`Seite ${i + 1} von ${totalPages}`);
      expect(page).toContain('2. März 2026');
    });
    expect(text.join(' ')).toContain('Raum 60');
  });

  it.each([
    [0, 1, { min: 0, max: 1, ticks: [0, 0.2, 0.4, 0.6, 0.8, 1] }],
    [28, 80, { min: 20, max: 80, ticks: [20, 40, 60, 80] }],
    [0, 1937, { min: 0, max: 2000, ticks: [0, 500, 1000, 1500, 2000] }],
  ])('chart axis from %d to %d has round ticks', (min, max, expected) => {
    expect(axis(min, max)).toMatchObject(expected);
  });
});
