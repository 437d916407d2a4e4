import { SAMPLE_COVER, sampleCatalogues } from '@portal/calc';
import { LOCALES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { textsFor } from './i18n';
import { renderPdf } from './pdf';
import { withUnit } from './report';
import { CalculatorService, EXPORT_FIELDS, type ExportKind } from './service';
import { pdfText } from './testing';
import { KRN41_SAMPLE, KRN92_SAMPLE } from './trenchConvectors.fixtures';

const service = new CalculatorService();

/** Each calculator's document with everything it can show: the building one with all three investments. */
const INPUTS: Record<ExportKind, unknown> = {
  xflair: service.xflairTemplate().input,
  xflairTausch: { ...service.xflairTauschTemplate().input, vorlaufTempAlt: 90, ruecklaufTempAlt: 80 },
  buildingCalc: {
    ...service.buildingCalcTemplate().input,
    investition: {
      systempaket: {},
      fussbodenheizung: { heizkreise: [{ name: 'Bad', flaeche: 8, heizlast: 700, zone: 'bad' }] },
      kwl: { wohnflaeche: 100 },
    },
  },
  convectorLoadCalc: service.convectorLoadCalcTemplate().input,
  krn41: KRN41_SAMPLE,
  krn92: KRN92_SAMPLE,
  kcModel: service.kcModelTemplate().input,
  hpc: service.hpcTemplate().input,
  crossDesigner: SAMPLE_COVER,
  // a bivalent air-to-water heat pump at 60 °C flow: bivalence point, second generator, the 55 °C note
  heatPump: { heizlast: 12000, betriebsweise: 'bivalentParallel', vorlaufTemp: 60 },
};

/** The PDF's text with words broken at a line end by a hyphen joined again ("Leis- tungs- stufe"). */
const joined = (text: string) => text.replace(/(\p{L})- (?=\p{Ll})/gu, '$1');

describe('column headings in calculator PDFs', () => {
  it.each(LOCALES)(
    '%s: every word of every column heading is printed whole, in every calculator',
    async (locale) => {
      const context = { texts: textsFor(locale), project: 'P', date: new Date(), catalogues: sampleCatalogues() };
      for (const kind of Object.keys(EXPORT_FIELDS) as ExportKind[]) {
        const report = service.report(kind, INPUTS[kind], context, 'body');
        const text = joined((await pdfText(await renderPdf(report, context.texts))).text);
        const headings = [
          context.texts.t('quantity'),
          context.texts.t('value'),
          ...[...report.inputTables, ...report.resultTables].flatMap((t) =>
            t.columns.map((c) => withUnit(c.header, c.unit)),
          ),
        ];
        for (const word of headings.flatMap((h) => h.split(/\s+/)).filter((w) => /\p{L}{3}/u.test(w)))
          expect(text, `${kind}: "${word}"`).toContain(word);
      }
    },
    60_000,
  );
});

describe('rating points in the fan convector PDFs', () => {
  it.each([
    ['de', '46,9 % r. F.'],
    ['cs', '46,9 % r. v.'],
    ['it', '46,9 % UR'],
  ] as const)('%s: the cooling rating point is written in the language (%s)', async (locale, humidity) => {
    const context = { texts: textsFor(locale), project: 'P', date: new Date(), catalogues: sampleCatalogues() };
    for (const kind of ['hpc', 'kcModel'] as const) {
      const report = service.report(kind, INPUTS[kind], context, 'body');
      const { text } = await pdfText(await renderPdf(report, context.texts));
      // once among the results, once in the tender text
      expect(text.split(`EN 16430-3: 7/12/27 °C, ${humidity}`).length - 1, kind).toBe(2);
      expect(text, kind).not.toContain('% rh');
    }
  });
});
