import type { GrilleLoadParsed, GrilleLoadResult } from '@portal/contracts';
import type { Report } from '../report';
import { type DocumentContext, fileName } from './context';

/** The document of a grille load calculation (ConvectorLoadCalc): load value, cross-section, load curves. */
export function convectorLoadCalcReport(
  input: GrilleLoadParsed,
  result: GrilleLoadResult,
  context: DocumentContext,
): Report {
  const x = context.texts;
  const title = x.t('convectorLoadCalcTitle');
  const profile = context.catalogues.grilleProfiles.find((p) => p.typAbdeckung === input.typAbdeckung);
  const material = context.catalogues.grilleMaterials.find((m) => m.material === input.material);
  // Point loads (kN) and the area load (kN/m²) do not share an axis.
  const areaLoads = result.kurve.filter((k) => k.description.includes('kN/m²'));
  const pointLoads = result.kurve.filter((k) => !areaLoads.includes(k));
  const marker = { x: input.bautiefe, label: `${x.t('bautiefe')} ${x.number(input.bautiefe)} mm` };
  return {
    title,
    filename: fileName(title, context),
    project: context.project,
    date: context.date,
    inputs: [
      { label: x.t('bautiefe'), value: input.bautiefe, unit: 'mm' },
      {
        label: x.t('typAbdeckung'),
        value: profile ? `${profile.bezeichnung} (${input.typAbdeckung})` : input.typAbdeckung,
      },
      { label: x.t('material'), value: material ? `${material.bezeichnung} (${input.material})` : input.material },
      { label: x.t('abstand'), value: input.abstandzwischendenstaeben, unit: 'mm', digits: 1 },
      { label: x.t('lastflaeche'), value: input.lastflaeche, unit: 'mm' },
      { label: x.t('durchbiegungsgrenze'), value: `L/${Math.round(1 / input.durchbiegungsgrenze)}` },
    ],
    inputTables: [],
    results: [
      { label: x.t('belastungswert'), value: result.belastungswert, unit: 'N' },
      { label: x.t('freierquerschnitt'), value: result.freierquerschnitt * 100, unit: '%', digits: 1 },
      { label: x.t('flaechenlast'), value: result.flaechenlast, unit: 'kN/m²', digits: 2 },
      { label: x.t('tragendeStaebe'), value: result.tragendeStaebe },
      { label: x.t('massgebend'), value: x.t(result.massgebend) },
      { label: x.t('begehbar'), value: result.begehbar },
    ],
    resultTables: [],
    charts: [
      {
        title: `${x.t('lastkurve')}: ${x.t('einzellast')}`,
        sheet: x.t('einzellast'),
        xLabel: `${x.t('spannweite')} [mm]`,
        yLabel: `${x.t('einzellast')} [kN]`,
        series: pointLoads.map((k) => ({ name: x.engineText(k.description), points: k.points })),
        marker,
      },
      {
        title: `${x.t('lastkurve')}: ${x.t('flaechenlastKurve')}`,
        sheet: x.t('flaechenlastKurve'),
        xLabel: `${x.t('spannweite')} [mm]`,
        yLabel: `${x.t('flaechenlastKurve')} [kN/m²]`,
        series: areaLoads.map((k) => ({ name: x.engineText(k.description), points: k.points })),
        marker,
      },
    ].filter((chart) => chart.series.length > 0),
    tenderText: [],
    hints: [],
    basis: [x.t('basisGrille'), x.t('basisRalGz638')],
    sampleDataNote: x.t('sampleData'),
  };
}
