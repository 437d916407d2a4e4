import {
  COVER_FINISH_TERMS,
  COVER_MATERIAL_TERMS,
  COVER_TYPE_TERMS,
  partTerm,
  TRENCH_SHAPE_TERMS,
  VERSION_FEATURES,
  verdictOf,
} from '@portal/calc';
import type { CoverDesignParsed, CoverDesignResult } from '@portal/contracts';
import type { Report } from '../report';
import { type DocumentContext, documentHead, given } from './context';

/**
 * The document of a Cross-Designer cover: the trench, cover and load as put in; the load check
 * with its verdict in words; the segments of each leg and the parts list as tables.
 */
export function crossDesignerReport(
  input: CoverDesignParsed,
  result: CoverDesignResult,
  context: DocumentContext,
): Report {
  const x = context.texts;
  const lForm = input.form === 'lForm';
  const title = `${x.t('crossDesignerTitle')} V${input.version}`;
  return {
    ...documentHead(title, context),
    inputs: given([
      { label: x.t('cdVersion'), value: input.version, plain: true },
      { label: x.t('cdForm'), value: x.t(TRENCH_SHAPE_TERMS[input.form]) },
      { label: x.t('cdBreite'), value: input.breite, unit: 'mm' },
      { label: x.t(lForm ? 'cdLaenge1' : 'cdLaenge'), value: input.laenge, unit: 'mm' },
      lForm && { label: x.t('cdLaenge2'), value: input.laenge2 ?? null, unit: 'mm' },
      { label: x.t('cdTyp'), value: x.t(COVER_TYPE_TERMS[input.typ]) },
      { label: x.t('material'), value: x.t(COVER_MATERIAL_TERMS[input.material]) },
      {
        label: x.t('cdOberflaeche'),
        value: x.t(COVER_FINISH_TERMS[input.oberflaeche as keyof typeof COVER_FINISH_TERMS]),
      },
      input.oberflaeche === 'pulver' && { label: x.t('cdFarbe'), value: input.farbe ?? null },
      { label: x.t('cdStabbreite'), value: input.stabbreite, unit: 'mm', digits: 1 },
      { label: x.t('cdStabhoehe'), value: input.stabhoehe, unit: 'mm', digits: 1 },
      { label: x.t('cdTeilung'), value: input.teilung, unit: 'mm', digits: 1 },
      input.typ === 'linearLaengs' && { label: x.t('cdStuetzabstand'), value: input.stuetzabstand, unit: 'mm' },
      { label: x.t('cdMaxSegmentlaenge'), value: input.maxSegmentlaenge, unit: 'mm' },
      { label: x.t('cdEinzellast'), value: input.einzellast, unit: 'kN', digits: 2 },
      { label: x.t('cdLastflaeche'), value: input.lastflaeche, unit: 'mm' },
      { label: x.t('cdDurchbiegungsgrenze'), value: `L/${Math.round(1 / input.durchbiegungsgrenze)}` },
      { label: x.t('cdLastklasse'), value: input.lastklasse ?? x.t('cdKeine') },
    ]),
    inputTables: [],
    results: [
      { label: x.t('freierquerschnitt'), value: result.freierquerschnitt * 100, unit: '%', digits: 1 },
      { label: x.t('cdNachweis'), value: x.t(result.bestanden ? 'cdBestanden' : 'cdNichtBestanden') },
      { label: x.t('spannweite'), value: result.spannweite, unit: 'mm', digits: 1 },
      { label: x.t('tragendeStaebe'), value: result.tragendeStaebe },
      { label: x.t('cdBelastungswert'), value: result.belastungswert / 1000, unit: 'kN', digits: 2 },
      { label: x.t('massgebend'), value: x.t(result.massgebend) },
      { label: x.t('cdLastJeStab'), value: result.lastJeStab, unit: 'N', digits: 1 },
      { label: x.t('cdSpannung'), value: result.spannung, unit: 'N/mm²', digits: 1 },
      { label: x.t('cdZulaessigeSpannung'), value: result.zulaessigeSpannung, unit: 'N/mm²', digits: 1 },
      { label: x.t('cdDurchbiegung'), value: result.durchbiegung, unit: 'mm', digits: 2 },
      { label: x.t('cdZulaessigeDurchbiegung'), value: result.zulaessigeDurchbiegung, unit: 'mm', digits: 2 },
      { label: x.t('cdAuslastung'), value: result.auslastung * 100, unit: '%', digits: 0 },
      { label: x.t('cdSegmentanzahl'), value: result.segmentanzahl },
      { label: x.t('cdStoesse'), value: result.stoesse },
    ],
    resultTables: [
      {
        title: x.t('cdSegmente'),
        sheet: x.t('cdSegmente'),
        columns: [
          { header: x.t('cdSchenkel', { n: '' }).trim(), weight: 1 },
          { header: x.t('cdLaenge'), unit: 'mm', weight: 1 },
          { header: x.t('cdAnzahl'), weight: 1 },
          { header: x.t('cdGehrung'), weight: 1 },
        ],
        rows: result.schenkel.flatMap((leg, index) =>
          leg.segmente.map((s) => [index + 1, s.laenge, s.anzahl, s.gehrung]),
        ),
      },
      {
        title: x.t('cdStueckliste'),
        sheet: x.t('cdStueckliste'),
        columns: [
          { header: x.t('cdPosition'), weight: 1 },
          { header: x.t('cdTeil'), weight: 4 },
          { header: x.t('cdLaenge'), unit: 'mm', weight: 1.5 },
          { header: x.t('cdAnzahl'), weight: 1 },
        ],
        rows: result.stueckliste.map((p) => [p.position, x.t(partTerm(p)), p.laenge ?? null, p.anzahl]),
      },
    ],
    charts: [],
    tenderText: [],
    hints: [...verdictOf(input, result, x.locale), ...(VERSION_FEATURES[input.version].beta ? [x.t('cdBeta')] : [])],
    basis: [x.t('cdBasisLast'), x.t('cdBasisSegmente'), x.t('cdBasisLastklasse'), x.t('basisRalGz638')],
    sampleDataNote: x.t('sampleData'),
  };
}
