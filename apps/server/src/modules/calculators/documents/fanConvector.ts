import { coolingNormText, heatingNormText } from '@portal/calc';
import type { HpcParsed, HpcResult, KcModelParsed, KcModelResult, StufenLeistung } from '@portal/contracts';
import type { Texts } from '../i18n';
import type { Quantity, Report, Table } from '../report';
import { type DocumentContext, fileName, given } from './context';

/**
 * The documents of the fan-assisted convectors: the KC model (KCModel) and the heat-pump convector
 * (HPC). Inputs, the size with its catalogue fields, the assessment, one table each for the fan,
 * the cooling and the heating per fan stage, and the engine's tender text (in the document's
 * language: the service sets the input's sprache to it).
 */

type OperatingInput = Pick<
  KcModelParsed,
  | 'vorlaufTemp_kuehlen'
  | 'ruecklaufTemp_kuehlen'
  | 'wassermassenstrom_kuehlen'
  | 'raumTemp_kuehlen'
  | 'luftfeuchte_kuehlen'
  | 'vorlaufTemp_heizen'
  | 'ruecklaufTemp_heizen'
  | 'wassermassenstrom_heizen'
  | 'raumTemp_heizen'
  | 'raumvolumen'
  | 'nachhallzeit'
>;

function operatingInputs(x: Texts, p: OperatingInput): Quantity[] {
  const k = ` (${x.t('kuehlen')})`;
  const h = ` (${x.t('heizen')})`;
  return given([
    { label: x.t('vorlaufTemp') + k, value: p.vorlaufTemp_kuehlen, unit: '°C', digits: 1 },
    { label: x.t('ruecklaufTemp') + k, value: p.ruecklaufTemp_kuehlen, unit: '°C', digits: 1 },
    p.wassermassenstrom_kuehlen !== undefined && {
      label: x.t('wassermassenstrom') + k,
      value: p.wassermassenstrom_kuehlen,
      unit: 'kg/h',
    },
    { label: x.t('raumTemp') + k, value: p.raumTemp_kuehlen, unit: '°C', digits: 1 },
    { label: x.t('luftfeuchte') + k, value: p.luftfeuchte_kuehlen, unit: '%', digits: 1 },
    { label: x.t('vorlaufTemp') + h, value: p.vorlaufTemp_heizen, unit: '°C', digits: 1 },
    { label: x.t('ruecklaufTemp') + h, value: p.ruecklaufTemp_heizen, unit: '°C', digits: 1 },
    p.wassermassenstrom_heizen !== undefined && {
      label: x.t('wassermassenstrom') + h,
      value: p.wassermassenstrom_heizen,
      unit: 'kg/h',
    },
    { label: x.t('raumTemp') + h, value: p.raumTemp_heizen, unit: '°C', digits: 1 },
    { label: x.t('raumvolumen'), value: p.raumvolumen, unit: 'm³', digits: 1 },
    { label: x.t('nachhallzeit'), value: p.nachhallzeit, unit: 's', digits: 2 },
  ]);
}

type Assessed = Pick<
  KcModelResult,
  'taupunkt' | 'din16430Kuehlen' | 'din16430Heizen' | 'normpunkte' | 'kondensatHinweis'
>;

function assessment(x: Texts, r: Assessed): Quantity[] {
  return [
    { label: x.t('taupunkt'), value: r.taupunkt, unit: '°C', digits: 1 },
    { label: x.t('kondensatHinweis'), value: r.kondensatHinweis },
    { label: x.t('din16430Kuehlen'), value: r.din16430Kuehlen },
    { label: x.t('din16430Heizen'), value: r.din16430Heizen },
    { label: x.t('normKuehlen'), value: coolingNormText(r.normpunkte, x.locale) },
    { label: x.t('normHeizen'), value: heatingNormText(r.normpunkte, x.locale) },
  ];
}

/** The design stage's headline values. */
function designStage(x: Texts, s: StufenLeistung): Quantity[] {
  return [
    { label: x.t('leistungsstufe'), value: s.leistungsstufe },
    { label: x.t('luftvolumenstrom'), value: s.luftvolumenstrom, unit: 'm³/h' },
    { label: x.t('schalldruckpegel'), value: s.schalldruckpegel, unit: 'dB(A)', digits: 1 },
    { label: x.t('gesamtleistung'), value: s.kuehlen.gesamtleistung, unit: 'W' },
    { label: x.t('heizleistung'), value: s.heizen.leistung, unit: 'W' },
  ];
}

/** Three tables over the fan stages: fan and sound, cooling, heating. */
function stageTables(x: Texts, stufen: readonly StufenLeistung[]): Table[] {
  const stage = { header: x.t('leistungsstufe'), weight: 0.8 };
  return [
    {
      title: `${x.t('stufenTabelle')}: ${x.t('luftvolumenstrom')}, ${x.t('schallleistungspegel')}`,
      sheet: x.t('leistungsstufe'),
      columns: [
        stage,
        { header: x.t('steuerspannung'), unit: 'V', digits: 1 },
        { header: x.t('luftvolumenstrom'), unit: 'm³/h' },
        { header: x.t('schallleistungspegel'), unit: 'dB(A)', digits: 1 },
        { header: x.t('schalldruckpegel'), unit: 'dB(A)', digits: 1 },
      ],
      rows: stufen.map((s) => [
        s.leistungsstufe,
        s.steuerspannung,
        s.luftvolumenstrom,
        s.schallleistungspegel,
        s.schalldruckpegel,
      ]),
    },
    {
      title: `${x.t('stufenTabelle')}: ${x.t('kuehlen')}`,
      sheet: x.t('kuehlen'),
      columns: [
        stage,
        { header: x.t('ausblasTemp'), unit: '°C', digits: 1 },
        { header: x.t('gesamtleistung'), unit: 'W' },
        { header: x.t('sensibleLeistung'), unit: 'W' },
        { header: x.t('latenteLeistung'), unit: 'W' },
        { header: x.t('kondensat'), unit: 'kg/h', digits: 2 },
        { header: x.t('wassermassenstrom'), unit: 'kg/h' },
        { header: x.t('ruecklaufTemp'), unit: '°C', digits: 1 },
        { header: x.t('druckverlust'), unit: 'mbar', digits: 1 },
      ],
      rows: stufen.map((s) => [
        s.leistungsstufe,
        s.kuehlen.ausblasTemp,
        s.kuehlen.gesamtleistung,
        s.kuehlen.sensibleLeistung,
        s.kuehlen.latenteLeistung,
        s.kuehlen.kondensat,
        s.kuehlen.wassermassenstrom,
        s.kuehlen.ruecklaufTemp,
        s.kuehlen.druckverlust,
      ]),
    },
    {
      title: `${x.t('stufenTabelle')}: ${x.t('heizen')}`,
      sheet: x.t('heizen'),
      columns: [
        stage,
        { header: x.t('heizleistung'), unit: 'W' },
        { header: x.t('wassermassenstrom'), unit: 'kg/h' },
        { header: x.t('ruecklaufTemp'), unit: '°C', digits: 1 },
        { header: x.t('druckverlust'), unit: 'mbar', digits: 1 },
      ],
      rows: stufen.map((s) => [
        s.leistungsstufe,
        s.heizen.leistung,
        s.heizen.wassermassenstrom,
        s.heizen.ruecklaufTemp,
        s.heizen.druckverlust,
      ]),
    },
  ];
}

function frame(
  x: Texts,
  title: string,
  context: DocumentContext,
): Pick<Report, 'title' | 'filename' | 'project' | 'date' | 'inputTables' | 'charts' | 'basis' | 'sampleDataNote'> {
  return {
    title,
    filename: fileName(title, context),
    project: context.project,
    date: context.date,
    inputTables: [],
    charts: [],
    basis: [x.t('basisPsychrometrie'), x.t('basisKontaktfaktor'), x.t('basisEn16430'), x.t('basisSchallEinheiten')],
    sampleDataNote: x.t('sampleData'),
  };
}

/** The document of a KC model calculation. */
export function kcModelReport(input: KcModelParsed, result: KcModelResult, context: DocumentContext): Report {
  const x = context.texts;
  const b = result.baugroesse;
  const winkel = (w: string) => (w === 'ohne' ? x.t('ohneWinkel') : `${w}°`);
  return {
    ...frame(x, x.t('kcModelTitel'), context),
    inputs: [
      { label: x.t('bauhoehe'), value: input.bauhoehe, unit: 'mm' },
      { label: x.t('leitersystem'), value: input.leitersystem },
      { label: x.t('baulaenge'), value: input.baulaenge, unit: 'mm' },
      { label: x.t('leistungsstufe'), value: input.leistungsstufe },
      { label: x.t('winkelAnfang'), value: winkel(input.winkelAnfang) },
      { label: x.t('winkelEnde'), value: winkel(input.winkelEnde) },
      { label: x.t('rlt'), value: input.rlt },
      ...operatingInputs(x, input),
    ],
    results: [
      { label: x.t('modelltyp'), value: b.modelltyp },
      { label: x.t('modellnummer'), value: b.modellnummer },
      { label: x.t('modellgruppe'), value: b.modellgruppe },
      { label: x.t('geraetetiefe'), value: b.bautiefe, unit: 'mm' },
      { label: x.t('innenbaulaenge'), value: b.innenbaulaenge, unit: 'mm' },
      { label: x.t('konvektorgesamtlaenge'), value: b.konvektorgesamtlaenge, unit: 'mm' },
      { label: x.t('minLaenge'), value: b.minLaenge, unit: 'mm' },
      { label: x.t('maxLeistungsstufe'), value: b.maxLeistungsstufe },
      ...designStage(x, result.auslegung),
      ...assessment(x, result),
    ],
    resultTables: stageTables(x, result.stufen),
    tenderText: result.ausschreibungstext,
    hints: result.hinweise.map((h) => x.engineText(h)),
  };
}

/** The document of a heat-pump convector calculation. */
export function hpcReport(input: HpcParsed, result: HpcResult, context: DocumentContext): Report {
  const x = context.texts;
  const b = result.hpcBaugroesse;
  return {
    ...frame(x, x.t('hpcTitel'), context),
    inputs: given([
      { label: x.t('baulaenge'), value: input.baulaenge, unit: 'mm' },
      ...operatingInputs(x, input),
      input.zielSchalldruckpegel !== undefined && {
        label: x.t('zielSchalldruckpegel'),
        value: input.zielSchalldruckpegel,
        unit: 'dB(A)',
        digits: 1,
      },
      input.zielKuehlleistung !== undefined && {
        label: x.t('zielKuehlleistung'),
        value: input.zielKuehlleistung,
        unit: 'W',
      },
      input.zielHeizleistung !== undefined && {
        label: x.t('zielHeizleistung'),
        value: input.zielHeizleistung,
        unit: 'W',
      },
    ]),
    results: [
      { label: x.t('modellnummer'), value: b.modellnummer },
      { label: x.t('registerlaenge'), value: b.registerlaenge, unit: 'mm' },
      { label: x.t('luefteranzahl'), value: b.luefteranzahl },
      {
        label: x.t('gewaehlteLeistungsstufe'),
        value: result.gewaehlteLeistungsstufe ?? x.t('keineLeistungsstufe'),
      },
      ...(result.auslegung ? designStage(x, result.auslegung).slice(1) : []),
      ...assessment(x, result),
    ],
    resultTables: stageTables(x, result.stufen),
    tenderText: result.ausschreibungstext,
    hints: result.hinweise.map((h) => x.engineText(h)),
  };
}
