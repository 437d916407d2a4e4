import type { HeatPumpPlanningParsed, HeatPumpPlanningResult } from '@portal/contracts';
import type { TextKey } from '../i18n';
import type { Report } from '../report';
import { type DocumentContext, documentHead, given } from './context';

type HeatPumpKey = Extract<TextKey, `heatPump.${string}`> extends `heatPump.${infer K}` ? K : never;

/**
 * The document of a heat pump planning (POST /api/BuildingCalc/HeatPump/GeneratePDF, …): the
 * building and the data sheet, the bivalence point, the share of the year's heat, the seasonal
 * performance factor after VDI 4650 with its factors, the GEG §71 check, the BEG EM subsidy and
 * its parts, and the bivalence diagram.
 */
export function heatPumpReport(
  input: HeatPumpPlanningParsed,
  result: HeatPumpPlanningResult,
  context: DocumentContext,
): Report {
  const x = context.texts;
  const w = (key: HeatPumpKey) => x.t(`heatPump.${key}` as TextKey);
  const air = input.art === 'luftWasser';
  const geg = result.geg.pflicht
    ? w(result.geg.erfuellt ? 'wpGegErfuellt' : 'wpGegNichtErfuellt')
    : w(result.geg.erfuellt ? 'wpGegKeinePflicht' : 'wpGegKeinePflichtNicht');
  return {
    ...documentHead(w('partHeatPump'), context),
    inputs: given([
      { label: w('heizlast'), value: input.heizlast, unit: 'W' },
      { label: w('normAussenTemp'), value: input.normAussenTemp, unit: '°C', digits: 1 },
      { label: w('heizgrenzTemp'), value: input.heizgrenzTemp, unit: '°C', digits: 1 },
      { label: w('jahresmittelTemp'), value: input.jahresmittelTemp, unit: '°C', digits: 1 },
      { label: w('wpNeubau'), value: x.yesNo(input.neubau) },
      { label: w('wpArt'), value: w(input.art) },
      { label: w('wpBetriebsweise'), value: w(input.betriebsweise) },
      { label: w('leistungA7'), value: input.leistungA7, unit: 'kW', digits: 1 },
      air && { label: w('leistungA2'), value: input.leistungA2, unit: 'kW', digits: 1 },
      air && { label: w('leistungAPlus7'), value: input.leistungAPlus7, unit: 'kW', digits: 1 },
      { label: w('copA7'), value: input.copA7, digits: 2 },
      air && { label: w('copA2'), value: input.copA2, digits: 2 },
      air && { label: w('copAPlus7'), value: input.copAPlus7, digits: 2 },
      !air && input.quellTemp !== undefined && { label: w('quellTemp'), value: input.quellTemp, unit: '°C', digits: 1 },
      { label: w('vorlaufTempAuslegung'), value: input.vorlaufTemp, unit: '°C', digits: 1 },
      { label: w('wpSpreizung'), value: input.spreizung, unit: 'K', digits: 1 },
      { label: w('wpFoerderung'), value: x.yesNo(input.foerderung) },
      { label: w('natuerlichesKaeltemittel'), value: x.yesNo(input.natuerlichesKaeltemittel) },
      { label: w('geschwindigkeitsbonus'), value: x.yesNo(input.geschwindigkeitsbonus) },
      { label: w('einkommensbonus'), value: x.yesNo(input.einkommensbonus) },
      { label: w('investition'), value: input.investition, unit: '€' },
      { label: w('wohneinheiten'), value: input.wohneinheiten },
    ]),
    inputTables: [],
    results: [
      { label: w('wpHeizlastKW'), value: result.heizlastKW, unit: 'kW', digits: 2 },
      { label: w('wpLeistungNorm'), value: result.leistungBeiNormAussenTemp, unit: 'kW', digits: 2 },
      { label: w('wpBivalenzpunkt'), value: result.bivalenzpunkt, unit: '°C', digits: 1 },
      { label: w('wpDeckungsanteil'), value: result.deckungsanteil * 100, unit: '%', digits: 1 },
      { label: w('wpJahresHeizwaerme'), value: result.jahresHeizwaerme, unit: 'kWh/a' },
      { label: w('wpZweiterzeuger'), value: result.waermeZweiterzeuger, unit: 'kWh/a' },
      { label: w('wpJaz'), value: result.jaz, digits: 2 },
      { label: w('fSpreizung'), value: result.jazFaktoren.fSpreizung, digits: 3 },
      { label: w('fVorlauf'), value: result.jazFaktoren.fVorlauf, digits: 3 },
      { label: w('fPumpe'), value: result.jazFaktoren.fPumpe, digits: 3 },
      { label: w('wpGeg'), value: geg },
      { label: w('wpErneuerbar'), value: result.geg.erneuerbarerAnteil * 100, unit: '%', digits: 1 },
      { label: w('geeignet'), value: x.yesNo(result.waermepumpenGeeignet) },
      { label: w('wpFoerderquote'), value: result.foerderung.quote * 100, unit: '%' },
      { label: w('wpFoerderfaehig'), value: result.foerderung.foerderfaehigeKosten, unit: '€' },
      { label: w('wpFoerderbetrag'), value: result.foerderung.betrag, unit: '€' },
    ],
    resultTables:
      result.foerderung.bestandteile.length === 0
        ? []
        : [
            {
              title: w('wpBestandteile'),
              sheet: w('wpBestandteile').slice(0, 31),
              columns: [
                { header: w('wpBonus'), weight: 2 },
                { header: w('wpQuote'), unit: '%' },
              ],
              rows: result.foerderung.bestandteile.map((b) => [w(b.art as HeatPumpKey), b.quote * 100]),
            },
          ],
    charts: [
      {
        title: w('wpKurve'),
        sheet: w('partHeatPump').slice(0, 31),
        xLabel: `${w('wpAussenTemp')} [°C]`,
        yLabel: `${w('wpLeistungKW')} [kW]`,
        series: [
          { name: w('wpLastlinie'), points: result.kurve.map((k) => ({ x: k.aussenTemp, y: k.heizlast })) },
          { name: w('wpWaermepumpe'), points: result.kurve.map((k) => ({ x: k.aussenTemp, y: k.waermepumpe })) },
        ],
        marker: { x: result.bivalenzpunkt, label: `${w('wpBivalenzpunkt')} ${x.number(result.bivalenzpunkt, 1)} °C` },
      },
    ],
    tenderText: [],
    hints: result.hinweise.map((h) => x.engineText(h)),
    basis: [w('basisBivalenz'), w('basisJahr'), w('basisVdi4650'), x.t('basisHeatPump'), w('basisGeg'), w('basisBeg')],
    sampleDataNote: x.t('sampleData'),
  };
}
