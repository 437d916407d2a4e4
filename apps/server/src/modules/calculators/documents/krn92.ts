import { inLanguage, KRN92_ERROR_TEXTS, krn92TenderText, sizeKeyOf, trenchSizes } from '@portal/calc';
import type { Krn92Parsed, Krn92Result } from '@portal/contracts';
import type { Report } from '../report';
import { type DocumentContext, documentHead } from './context';
import { trenchSizeInputs, trenchSizeResults } from './trenchConvector';

/** The document of a KRN92 (trench convector with primary air): inputs, the output split, error text, tender text. */
export function krn92Report(input: Krn92Parsed, result: Krn92Result, context: DocumentContext): Report {
  const x = context.texts;
  const size = trenchSizes(context.catalogues, 'KRN92').find(
    (r) => r.bauhoehe === input.Bauhoehe && r.bautiefe === input.Bautiefe,
  );
  return {
    ...documentHead(x.t('krn92Title'), context),
    inputs: [
      ...trenchSizeInputs(x, {
        bauhoehe: input.Bauhoehe,
        bautiefe: input.Bautiefe,
        baulaenge: input.Baulaenge,
        winkelAnfang: input.WinkelAnfang,
        winkelEnde: input.WinkelEnde,
        sizeKey: size && sizeKeyOf(size),
      }),
      { label: x.t('vorlaufTemp'), value: input.VorlaufTemp, unit: '°C', digits: 1 },
      { label: x.t('ruecklaufTemp'), value: input.RuecklaufTemp, unit: '°C', digits: 1 },
      { label: x.t('raumTemp'), value: input.RaumTemp, unit: '°C', digits: 1 },
      { label: x.t('primaerluftTemp'), value: input.PrimaerluftTemp, unit: '°C', digits: 1 },
      { label: x.t('primaerluftVolumenstrom'), value: input.PrimaerluftVolumenstrom, unit: 'm³/h' },
    ],
    inputTables: [],
    results: [
      ...trenchSizeResults(x, result),
      { label: x.t('wasserUebertemp'), value: result.wasserUebertemp, unit: 'K', digits: 2 },
      { label: x.t('qGesamtleistungReg1m'), value: result.qGesamtleistungReg1m, unit: 'W/m', digits: 1 },
      { label: x.t('qZuluftanteilReg1m'), value: result.qZuluftanteilReg1m, unit: 'W/m', digits: 1 },
      { label: x.t('qfreieKonvektion1m'), value: result.qfreieKonvektion1m, unit: 'W/m', digits: 1 },
      { label: x.t('qGesamtleistung'), value: result.qGesamtleistung, unit: 'W' },
      { label: x.t('leistungTempDiffLuftRaum'), value: result.leistungTempDiffLuftRaum, unit: 'W' },
      { label: x.t('gesamtleistungRaum'), value: result.gesamtleistungRaum, unit: 'W' },
      { label: x.t('wassermassenstrom'), value: result.wassermassenstrom, unit: 'kg/h', digits: 1 },
      { label: x.t('volumenstromProMeterReg'), value: result.volumenstromProMeterReg, unit: 'm³/(h·m)', digits: 1 },
      { label: x.t('mindestanzahlStutzen'), value: result.mindestanzahlStutzen },
      { label: x.t('fehlercode'), value: result.errorCode },
    ],
    resultTables: [],
    charts: [],
    tenderText: krn92TenderText(input, result, x.locale, context.catalogues),
    hints: result.errorCodes.flatMap((code) => {
      const text = KRN92_ERROR_TEXTS[code];
      return text ? [`${x.t('fehlercode')} ${code}: ${inLanguage(text, x.locale)}`] : [];
    }),
    basis: [x.t('basisTrench'), x.t('basisPrimaerluft')],
    sampleDataNote: x.t('sampleData'),
  };
}
