import { isSampleData } from '@portal/calc';
import type { RadiatorExchangeParsed, RadiatorExchangeResult } from '@portal/contracts';
import type { Report } from '../report';
import { exchangeTenderText } from '../tender';
import { type DocumentContext, fileName, given } from './context';
import { outputChart } from './xflair';

/** The document of a radiator exchange (XFlairTausch): the old radiator, the new one, the new temperatures. */
export function xflairTauschReport(
  input: RadiatorExchangeParsed,
  result: RadiatorExchangeResult,
  context: DocumentContext,
): Report {
  const x = context.texts;
  const title = x.t('xflairTauschTitle');
  const alt = (label: string) => `${label} (${x.t('alt')})`;
  const neu = (label: string) => `${label} (${x.t('neu')})`;
  // The exponent of the new size (one per type, execution and height in the catalogue).
  const exponentNeu = context.catalogues.radiators.find(
    (r) =>
      r.heizkoerpertyp === input.heizkoerpertypNeu &&
      r.ausfuehrung === input.ausfuehrungNeu &&
      r.bauhoehe === input.bhNeu,
  )?.exponent;
  return {
    title,
    filename: fileName(title, context),
    project: context.project,
    date: context.date,
    inputs: given([
      { label: x.t('zielLeistungBekannt'), value: input.zielLeistungBekannt },
      input.zielleistung !== undefined && { label: x.t('zielLeistung'), value: input.zielleistung, unit: 'W' },
      { label: alt(x.t('heizkoerpertyp')), value: oldTypeName(input.heizkoerpertypAlt, x) },
      { label: alt(x.t('ausfuehrung')), value: input.ausfuehrungAlt },
      { label: alt(x.t('bauhoehe')), value: input.bhAlt, unit: 'mm' },
      { label: alt(x.t('baulaenge')), value: input.blAlt, unit: 'mm' },
      // An old sectional radiator is rated from its sections (cast iron) or its outer size (steel).
      input.bautiefeAlt !== undefined && { label: alt(x.t('gliedBautiefe')), value: input.bautiefeAlt, unit: 'mm' },
      input.gliederAlt !== undefined && { label: alt(x.t('gliederAnzahl')), value: input.gliederAlt },
      { label: alt(x.t('vorlaufTemp')), value: input.vorlaufTempAlt, unit: '°C', digits: 1 },
      { label: alt(x.t('ruecklaufTemp')), value: input.ruecklaufTempAlt, unit: '°C', digits: 1 },
      { label: alt(x.t('raumTemp')), value: input.raumTempAlt, unit: '°C', digits: 1 },
      { label: neu(x.t('heizkoerpertyp')), value: input.heizkoerpertypNeu },
      { label: neu(x.t('ausfuehrung')), value: input.ausfuehrungNeu },
      { label: neu(x.t('bauhoehe')), value: input.bhNeu, unit: 'mm' },
      { label: neu(x.t('baulaenge')), value: input.blNeu, unit: 'mm' },
      { label: neu(x.t('raumTemp')), value: input.raumTempNeu, unit: '°C', digits: 1 },
      { label: neu(x.t('spreizung')), value: input.spreizungNeu, unit: 'K', digits: 1 },
      { label: x.t('differenzdruck'), value: input.differenzdruckNeu, unit: 'mbar' },
      { label: x.t('regeldifferenz'), value: input.regeldifferenzNeu, unit: 'K', digits: 1 },
      { label: x.t('ventil'), value: input.varianteNeu ?? result.ventil },
      { label: x.t('methode'), value: x.t(input.methode) },
      { label: x.t('waermepumpenGrenzTemp'), value: input.waermepumpenGrenzTemp, unit: '°C', digits: 1 },
      { label: x.t('maxVorlaufTemp'), value: input.maxVorlaufTemp, unit: '°C', digits: 1 },
      { label: x.t('normAussenTemp'), value: input.normAussenTemp, unit: '°C', digits: 1 },
      { label: x.t('luefterNutzen'), value: input.luefterNutzen },
    ]),
    inputTables: [],
    results: [
      { label: alt(x.t('heizleistung')), value: result.zielleistungAlt, unit: 'W' },
      { label: alt(x.t('spreizung')), value: result.spreizungAlt, unit: 'K', digits: 1 },
      { label: alt(x.t('uebertempLog')), value: result.logUeberTempAlt, unit: 'K', digits: 2 },
      { label: alt(x.t('normleistung')), value: result.normleistungAlt, unit: 'W' },
      { label: x.t('normleistungGeschaetzt'), value: result.normleistungAltGeschaetzt },
      { label: x.t('waermebedarfNeu'), value: result.waermebedarfNeu, unit: 'W' },
      { label: neu(x.t('normleistung')), value: result.normleistungNeu, unit: 'W' },
      { label: x.t('heizmethode'), value: x.t(result.heizmethode) },
      { label: x.t('luefterstufe'), value: result.luefterstufe },
      { label: neu(x.t('vorlaufTemp')), value: result.vorlaufTempNeu, unit: '°C', digits: 1 },
      { label: neu(x.t('ruecklaufTemp')), value: result.ruecklaufTempNeu, unit: '°C', digits: 1 },
      { label: neu(x.t('uebertempLog')), value: result.logUeberTempNeu, unit: 'K', digits: 2 },
      { label: neu(x.t('heizleistung')), value: result.heizleistungNeu, unit: 'W' },
      { label: x.t('durchfluss'), value: result.durchflussNeu, unit: 'l/h', digits: 1 },
      { label: x.t('wassermassenstrom'), value: result.wassermassenstromNeu, unit: 'kg/h', digits: 1 },
      { label: x.t('ventil'), value: result.ventil },
      { label: x.t('ventilvoreinstellung'), value: result.ventilvoreinstellung },
      { label: x.t('maxVentilDurchfluss'), value: result.maximalZulaessigerVentilDurchfluss, unit: 'l/h' },
      { label: x.t('erreichbar'), value: result.erreichbar },
      { label: x.t('waermepumpenGeeignet'), value: result.waermepumpenGeeignet },
    ],
    resultTables: [
      {
        title: `${x.t('ventilStufen')} (${result.ventil}, ${x.number(input.differenzdruckNeu)} mbar)`,
        sheet: x.t('ventilvoreinstellung'),
        columns: [
          { header: x.t('stufe') },
          { header: 'kv', unit: 'm³/h', digits: 2 },
          { header: x.t('volumenstrom'), unit: 'l/h', digits: 0 },
        ],
        rows: result.ventilVolumenstromStufen.map((s) => [s.stufe, s.kv, s.volumenstrom]),
      },
    ],
    charts:
      exponentNeu === undefined
        ? []
        : [
            outputChart(x, context, {
              typ: input.heizkoerpertypNeu,
              ausfuehrung: input.ausfuehrungNeu,
              normleistung: result.normleistungNeu,
              exponent: exponentNeu,
              spread: input.spreizungNeu,
              room: input.raumTempNeu,
              method: input.methode,
              stage: result.luefterstufe,
              required: result.zielleistungAlt,
              design: result.vorlaufTempNeu,
            }),
          ],
    tenderText: exchangeTenderText(input, result, x, isSampleData(context.catalogues.radiators), exponentNeu),
    hints: result.hinweise.map((h) => x.engineText(h)),
    basis: [
      x.t('basisEn442'),
      x.t('basisLogMean'),
      x.t('basisExchange'),
      x.t('basisWater'),
      x.t('basisValve'),
      x.t('basisHeatPump'),
    ],
    sampleDataNote: x.t('sampleData'),
  };
}

/** The old radiator's type as a reader names it: a sectional radiator by its kind, a panel by its type number. */
function oldTypeName(heizkoerpertyp: string, x: DocumentContext['texts']): string {
  if (heizkoerpertyp === 'guss') return x.t('gussGlieder');
  if (heizkoerpertyp === 'stahlglieder') return x.t('stahlGlieder');
  return heizkoerpertyp;
}
