import { calculateGrilleLoad } from '@portal/calc';
import { type GrilleLoadResult, grilleLoadInput } from '@portal/contracts/calc';
import { LineChart } from '../Chart';
import type { FlatCalculator } from '../flat';
import { type FieldSpec, specsOf } from '../form';
import { formatNumber } from '../format';
import { type CalculatorView, calculatorScreen, FieldGroups, type InputsProps, liveSentence } from '../frame';
import { type ResultProps, yesNo } from '../parts';
import { KeyFigures, ResultTable } from '../tables';

const SPECS: readonly FieldSpec[] = [
  ...specsOf('number', ['bautiefe']),
  ...specsOf('select', ['typAbdeckung', 'material']),
  ...specsOf('number', ['abstandzwischendenstaeben', 'lastflaeche']),
  ...specsOf('number', ['durchbiegungsgrenze'], { reciprocal: true }),
  ...specsOf('number', ['kurveVon', 'kurveBis', 'kurveSchritt']),
];

const GRILLE: FlatCalculator<GrilleLoadResult> = {
  screen: 'convectorLoadCalc',
  specs: SPECS,
  schema: grilleLoadInput,
  engine: calculateGrilleLoad,
};

/** The grille profiles and materials a template's `katalog` offers (GET /ConvectorLoadCalc/GetTemplate). */
interface GrilleKatalog {
  profile: Array<{ typAbdeckung: string; bezeichnung: string }>;
  materialien: Array<{ material: string; bezeichnung: string }>;
}

const VIEW: CalculatorView<GrilleLoadResult> = {
  id: 'grille',
  summarize: liveSentence('liveGrille', ({ result }) => ({
    n: result.belastungswert,
    q: [result.freierquerschnitt * 100, 1],
  })),
  Results: GrilleResults,
  exportKind: 'convectorLoadCalc',
};

export const ConvectorLoadCalc = calculatorScreen('/api/ConvectorLoadCalc/GetTemplate', GRILLE, VIEW, GrilleInputs);

function GrilleInputs({ t, template, form }: InputsProps<GrilleKatalog, GrilleLoadResult>) {
  const option = (value: string, label: string) => ({ value, label });
  return (
    <FieldGroups
      field={form.field}
      groups={[
        [
          t('grilleGroup'),
          [
            'bautiefe',
            form.field(
              'typAbdeckung',
              template.katalog.profile.map((p) => option(p.typAbdeckung, p.bezeichnung)),
            ),
            form.field(
              'material',
              template.katalog.materialien.map((m) => option(m.material, m.bezeichnung)),
            ),
            'abstandzwischendenstaeben',
            ['lastflaeche', 'durchbiegungsgrenze'],
          ],
        ],
        [t('curveGroup'), [['kurveVon', 'kurveBis'], 'kurveSchritt']],
      ]}
    />
  );
}

function GrilleResults({ result, input, locale, t }: ResultProps<GrilleLoadResult>) {
  const n = (v: number, d = 0) => formatNumber(v, locale, d);
  const limit = Math.round(1 / Number(input.durchbiegungsgrenze ?? 1 / 200));
  // The engine's curves in its order: strength, deflection, the smaller of both, then the area load.
  const [strength, deflection, governing, area] = result.kurve;
  const span = Number(input.bautiefe);
  return (
    <>
      <KeyFigures
        figures={[
          { label: t('belastungswert'), value: n(result.belastungswert) },
          { label: t('freierquerschnitt'), value: n(result.freierquerschnitt * 100, 1) },
          { label: t('begehbar'), value: yesNo(t, result.begehbar), ok: result.begehbar },
        ]}
      />
      <ResultTable
        caption={t('results')}
        rows={[
          [t('belastungswert'), n(result.belastungswert)],
          [t('freierquerschnitt'), n(result.freierquerschnitt * 100, 1)],
          [t('flaechenlast'), n(result.flaechenlast, 2)],
          [t('tragendeStaebe'), n(result.tragendeStaebe)],
          [t('massgebend'), result.massgebend === 'festigkeit' ? t('festigkeit') : t('durchbiegung')],
          [t('begehbar'), yesNo(t, result.begehbar)],
        ]}
      />
      {strength && deflection && governing && (
        <LineChart
          title={t('lastkurve')}
          xLabel={t('spannweite')}
          xAxisName={t('spannweiteAchse')}
          yLabel={t('einzellast')}
          series={[
            { name: t('einzellastFestigkeit'), points: strength.points },
            { name: t('einzellastDurchbiegung', { n: limit }), points: deflection.points },
            { name: t('einzellast'), points: governing.points },
          ]}
          markers={[{ label: t('bautiefe'), x: span, y: result.belastungswert / 1000 }]}
          locale={locale}
          t={t}
          yDigits={2}
        />
      )}
      {area && (
        <LineChart
          title={t('flaechenlastKurve')}
          xLabel={t('spannweite')}
          xAxisName={t('spannweiteAchse')}
          yLabel={t('flaechenlastSerie')}
          series={[{ name: t('flaechenlastSerie'), points: area.points }]}
          markers={[{ label: t('bautiefe'), x: span, y: result.flaechenlast }]}
          locale={locale}
          t={t}
          yDigits={2}
        />
      )}
    </>
  );
}
