import { calculateGrilleLoad } from '@portal/calc';
import { type GrilleLoadResult, grilleLoadInput } from '@portal/contracts/calc';
import { useCallback } from 'react';
import { LineChart } from '../Chart';
import { type catalogues, useFlatCalculator } from '../flat';
import type { FieldSpec } from '../form';
import { formatNumber } from '../format';
import {
  ExportBar,
  LiveSummary,
  Loading,
  ProblemList,
  ResultTable,
  type ScreenProps,
  SpecField,
  useLastInput,
  useTemplate,
  yesNo,
} from '../parts';
import type { TextKey, Translate } from '../texts';

const SPECS: readonly FieldSpec[] = [
  { name: 'bautiefe', kind: 'number' },
  { name: 'typAbdeckung', kind: 'select' },
  { name: 'material', kind: 'select' },
  { name: 'abstandzwischendenstaeben', kind: 'number' },
  { name: 'lastflaeche', kind: 'number' },
  { name: 'durchbiegungsgrenze', kind: 'number', reciprocal: true },
  { name: 'kurveVon', kind: 'number' },
  { name: 'kurveBis', kind: 'number' },
  { name: 'kurveSchritt', kind: 'number' },
];
const spec = (name: string) => SPECS.find((s) => s.name === name)!;
const LABELS: Record<string, TextKey> = Object.fromEntries(SPECS.map((s) => [s.name, s.name as TextKey]));
const engine = (input: never, c: ReturnType<typeof catalogues>) => calculateGrilleLoad(input, c);

interface Template {
  input: Record<string, unknown>;
  katalog: {
    profile: Array<{ typAbdeckung: string; bezeichnung: string }>;
    materialien: Array<{ material: string; bezeichnung: string }>;
  };
}

export function ConvectorLoadCalc(props: ScreenProps) {
  const { state, retry } = useTemplate<Template>(props.context, '/api/ConvectorLoadCalc/GetTemplate');
  if (state.status !== 'ready') return <Loading t={props.t} failed={state.status === 'failed'} onRetry={retry} />;
  return <GrilleForm {...props} template={state.data} />;
}

function GrilleForm({ context, locale, t, template }: ScreenProps & { template: Template }) {
  const store = useLastInput(context, 'convectorLoadCalc');
  const labelOf = useCallback((field: string) => (LABELS[field] ? t(LABELS[field]) : field), [t]);
  const { values, setValue, input, evaluation, messages } = useFlatCalculator({
    specs: SPECS,
    schema: grilleLoadInput,
    engine,
    template: template.input,
    store,
    locale,
    t,
    labelOf,
  });
  const field = (name: string, options?: { value: string; label: string }[]) => (
    <SpecField
      key={name}
      spec={spec(name)}
      label={t(LABELS[name]!)}
      values={values}
      onChange={setValue}
      error={messages.get(name)}
      {...(options ? { options } : {})}
    />
  );
  const result = evaluation.result;
  return (
    <div className="calc-layout">
      <form className="calc-form" aria-label={t('inputs')} onSubmit={(e) => e.preventDefault()} noValidate>
        <fieldset>
          <legend>{t('grilleGroup')}</legend>
          {field('bautiefe')}
          {field(
            'typAbdeckung',
            template.katalog.profile.map((p) => ({ value: p.typAbdeckung, label: p.bezeichnung })),
          )}
          {field(
            'material',
            template.katalog.materialien.map((m) => ({ value: m.material, label: m.bezeichnung })),
          )}
          {field('abstandzwischendenstaeben')}
          <div className="calc-pair">
            {field('lastflaeche')}
            {field('durchbiegungsgrenze')}
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('curveGroup')}</legend>
          <div className="calc-pair">
            {field('kurveVon')}
            {field('kurveBis')}
          </div>
          {field('kurveSchritt')}
        </fieldset>
      </form>
      <section className="calc-results" aria-labelledby="calc-grille-results">
        <h2 id="calc-grille-results">{t('results')}</h2>
        <LiveSummary
          text={
            result
              ? t('liveGrille', {
                  n: formatNumber(result.belastungswert, locale),
                  q: formatNumber(result.freierquerschnitt * 100, locale, 1),
                })
              : [...messages.values()].join(' ')
          }
        />
        <ProblemList t={t} messages={[...messages.values()]} />
        {result && <GrilleResults result={result} input={input} locale={locale} t={t} />}
        <p className="calc-note">{t('sampleData')}</p>
        <ExportBar
          context={context}
          locale={locale}
          t={t}
          kind="convectorLoadCalc"
          input={result ? input : undefined}
        />
      </section>
    </div>
  );
}

function GrilleResults({
  result,
  input,
  locale,
  t,
}: {
  result: GrilleLoadResult;
  input: Record<string, unknown>;
  locale: ScreenProps['locale'];
  t: Translate;
}) {
  const n = (v: number, d = 0) => formatNumber(v, locale, d);
  const limit = Math.round(1 / Number(input.durchbiegungsgrenze ?? 1 / 200));
  // The engine's curves in its order: strength, deflection, the smaller of both, then the area load.
  const [strength, deflection, governing, area] = result.kurve;
  const span = Number(input.bautiefe);
  return (
    <>
      <div className="calc-keyfigures">
        <p>
          <span>{t('belastungswert')}</span>
          <strong>{n(result.belastungswert)}</strong>
        </p>
        <p>
          <span>{t('freierquerschnitt')}</span>
          <strong>{n(result.freierquerschnitt * 100, 1)}</strong>
        </p>
        <p className={result.begehbar ? 'calc-ok' : 'calc-warn'}>
          <span>{t('begehbar')}</span>
          <strong>{yesNo(t, result.begehbar)}</strong>
        </p>
      </div>
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
