import { inLanguage, SAMPLE_COVER, TERMS } from '@portal/calc';
import { describe, expect, it } from 'vitest';
import { readXlsx } from '../../exports/testing';
import { germanPhrases, isPhrase, phrasesIn } from '../../testing/german-phrases';
import { hpc, kc } from './fanConvectors.fixtures';
import { CalculatorService, type ExportFormat, type ExportKind, TENDER_KINDS } from './service';
import { pdfText } from './testing';
import { KRN41_SAMPLE, KRN92_SAMPLE } from './trenchConvectors.fixtures';

/*
 * A person reading French never sees a German text where a French one exists: every calculator
 * document, written in French as PDF, XLSX and (with a tender text) GAEB, and read back, shows
 * no German phrase of the documents' catalogue (namespace `calculators`) nor of the shared terms.
 */
const service = new CalculatorService();
const INPUTS: Record<ExportKind, unknown> = {
  xflair: service.xflairTemplate().input,
  xflairTausch: { ...service.xflairTauschTemplate().input, vorlaufTempAlt: 90, ruecklaufTempAlt: 80 },
  buildingCalc: service.buildingCalcTemplate().input,
  convectorLoadCalc: service.convectorLoadCalcTemplate().input,
  krn41: KRN41_SAMPLE,
  krn92: KRN92_SAMPLE,
  kcModel: kc,
  hpc,
  crossDesigner: SAMPLE_COVER,
  // a bivalent air-to-water heat pump at 60 °C flow: bivalence point, second generator, the 55 °C note
  heatPump: { heizlast: 12000, betriebsweise: 'bivalentParallel', vorlaufTemp: 60 },
};

/** German terms French writes otherwise, as phrases. */
const termPhrases = Object.values(TERMS)
  .filter((term) => inLanguage(term, 'fr') !== inLanguage(term, 'de'))
  .map((term) =>
    inLanguage(term, 'de')
      .replace(/\{\w+\}/g, ' ')
      .trim(),
  )
  .filter((phrase) => !phrase.includes('  ') && isPhrase(phrase));
const PHRASES = [...germanPhrases('calculators', 'fr'), ...termPhrases];

async function shownText(format: ExportFormat, body: Buffer): Promise<string> {
  if (format === 'pdf') return (await pdfText(body)).text;
  if (format === 'xlsx')
    return Object.entries(await readXlsx(body))
      .flatMap(([sheet, rows]) => [sheet, ...rows.flat().map(String)])
      .join('\n');
  return body.toString('utf8').replace(/<[^>]+>/g, ' ');
}

describe('calculator documents in French', () => {
  it('look for the German phrases a French document must not show', () => {
    expect(PHRASES).toEqual(
      expect.arrayContaining([
        'Berechnungsgrundlagen',
        'Zulässige Einzellast',
        'Fabrikat wie berechnet oder gleichwertig',
      ]),
    );
  });

  const cases = (Object.keys(INPUTS) as ExportKind[]).flatMap((kind) =>
    (['pdf', 'xlsx', ...(TENDER_KINDS.has(kind) ? (['gaeb'] as const) : [])] as const).map(
      (format) => [kind, format] as const,
    ),
  );
  it.each(cases)('%s as %s shows no German phrase', async (kind, format) => {
    const file = await service.document(kind, format, { data: INPUTS[kind], language: 'fr', projekt: 'Objet 7' });
    const text = await shownText(format, file.body);
    expect(text.length).toBeGreaterThan(100);
    expect(phrasesIn(text, PHRASES)).toEqual([]);
  });

  it('finds a German phrase where one is left', async () => {
    const file = await service.document('xflair', 'pdf', { data: INPUTS.xflair, language: 'de', projekt: 'P' });
    expect(phrasesIn(await shownText('pdf', file.body), PHRASES)).toContain('Berechnungsgrundlagen');
  });
});
