import { calculateRadiator } from '@portal/calc';
import { type RadiatorCalcResult, radiatorCalcInput } from '@portal/contracts/calc';
import { useCallback } from 'react';
import { LineChart, type Series } from '../Chart';
import { outputOverFlow } from '../curves';
import { catalogues, useFlatCalculator } from '../flat';
import type { FieldSpec, FormValues } from '../form';
import { formatNumber } from '../format';
import {
  DataTable,
  ExportBar,
  Hints,
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
import {
  executionOptions,
  fanStagesOf,
  keepConsistent,
  type RadiatorKatalog,
  sizesOf,
  typeOptions,
  valveOptions,
} from '../radiatorCatalogue';
import type { TextKey, Translate } from '../texts';

const SPECS: readonly FieldSpec[] = [
  { name: 'heizkoerpertyp', kind: 'select' },
  { name: 'ausfuehrung', kind: 'select' },
  { name: 'zielLeistung', kind: 'number' },
  { name: 'toleranz', kind: 'number', percent: true },
  { name: 'vorlaufTemp', kind: 'number' },
  { name: 'ruecklaufTemp', kind: 'number' },
  { name: 'raumTemp', kind: 'number' },
  { name: 'bauhoehe', kind: 'select', numeric: true, optional: true },
  { name: 'baulaenge', kind: 'select', numeric: true, optional: true },
  { name: 'auswahl', kind: 'select' },
  { name: 'maxLuefterstufe', kind: 'select', numeric: true, optional: true },
  { name: 'ventil', kind: 'select', optional: true },
  { name: 'differenzdruck', kind: 'number' },
  { name: 'regeldifferenz', kind: 'number' },
  { name: 'methode', kind: 'select' },
  { name: 'raumvolumen', kind: 'number' },
  { name: 'nachhallzeit', kind: 'number' },
  { name: 'waermepumpenGrenzTemp', kind: 'number' },
  { name: 'anzeigeLeistung', kind: 'check' },
];
const WITHOUT_LENGTH = SPECS.filter((s) => s.name !== 'baulaenge');
const spec = (name: string) => SPECS.find((s) => s.name === name)!;
const LABELS: Record<string, TextKey> = Object.fromEntries(SPECS.map((s) => [s.name, s.name as TextKey]));
const engine = (input: never, c: ReturnType<typeof catalogues>) => calculateRadiator(input, c);
// A length belongs to a fixed height: without one the selection runs over all sizes.
const activeSpecs = (v: FormValues) => (v.bauhoehe === '' ? WITHOUT_LENGTH : SPECS);

interface Template {
  input: Record<string, unknown>;
  katalog: RadiatorKatalog;
}

export function Radiator(props: ScreenProps) {
  const { state, retry } = useTemplate<Template>(props.context, '/api/XFlair/GetTemplate');
  if (state.status !== 'ready') return <Loading t={props.t} failed={state.status === 'failed'} onRetry={retry} />;
  return <RadiatorForm {...props} template={state.data} />;
}

function RadiatorForm({ context, locale, t, template }: ScreenProps & { template: Template }) {
  const store = useLastInput(context, 'radiator');
  const labelOf = useCallback((field: string) => (LABELS[field] ? t(LABELS[field]) : field), [t]);
  const { values, setValue, update, input, evaluation, messages } = useFlatCalculator({
    specs: SPECS,
    schema: radiatorCalcInput,
    engine,
    template: template.input,
    store,
    locale,
    t,
    labelOf,
    active: activeSpecs,
  });
  const k = template.katalog;
  const str = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');
  const typ = str('heizkoerpertyp');
  const ausfuehrung = str('ausfuehrung');
  const sizes = sizesOf(k, typ, ausfuehrung);
  const stages = fanStagesOf(k, typ, ausfuehrung);
  const field = (name: string, options?: { value: string; label: string }[], onChange = setValue) => (
    <SpecField
      key={name}
      spec={spec(name)}
      label={t(LABELS[name]!)}
      values={values}
      onChange={onChange}
      error={messages.get(name)}
      {...(options ? { options } : {})}
    />
  );
  const onTypeChange = (name: string, value: string | boolean) => {
    const next = keepConsistent(k, String(value), ausfuehrung, str('bauhoehe'));
    update({ [name]: String(value), ausfuehrung: next.ausfuehrung, bauhoehe: next.bauhoehe, baulaenge: '' });
  };
  const onHeightChange = (name: string, value: string | boolean) => update({ [name]: String(value), baulaenge: '' });
  const numbers = (list: number[]) => list.map((v) => ({ value: String(v), label: String(v) }));
  const result = evaluation.result;

  return (
    <div className="calc-layout">
      <form className="calc-form" aria-label={t('inputs')} onSubmit={(e) => e.preventDefault()} noValidate>
        <fieldset>
          <legend>{t('radiatorGroup')}</legend>
          {field('heizkoerpertyp', typeOptions(k), onTypeChange)}
          {field('ausfuehrung', executionOptions(k, typ))}
          <div className="calc-pair">
            {field('bauhoehe', [{ value: '', label: t('any') }, ...numbers(sizes.bauhoehen)], onHeightChange)}
            {values.bauhoehe !== '' &&
              field('baulaenge', [{ value: '', label: t('any') }, ...numbers(sizes.baulaengen)])}
          </div>
          {field('auswahl', [
            { value: 'natuerlichZuerst', label: t('natuerlichZuerst') },
            { value: 'kleinsterHeizkoerper', label: t('kleinsterHeizkoerper') },
          ])}
          {stages.length > 0 && field('maxLuefterstufe', [{ value: '', label: t('all') }, ...numbers(stages)])}
          {field('anzeigeLeistung')}
        </fieldset>
        <fieldset>
          <legend>{t('operatingGroup')}</legend>
          <div className="calc-pair">
            {field('zielLeistung')}
            {field('toleranz')}
          </div>
          <div className="calc-pair">
            {field('vorlaufTemp')}
            {field('ruecklaufTemp')}
          </div>
          <div className="calc-pair">
            {field('raumTemp')}
            {field('waermepumpenGrenzTemp')}
          </div>
          {field('methode', [
            { value: 'log', label: t('log') },
            { value: 'arithmetic', label: t('arithmetic') },
          ])}
        </fieldset>
        <fieldset>
          <legend>{t('valveGroup')}</legend>
          {field('ventil', valveOptions(k))}
          <div className="calc-pair">
            {field('differenzdruck')}
            {field('regeldifferenz')}
          </div>
          <div className="calc-pair">
            {field('raumvolumen')}
            {field('nachhallzeit')}
          </div>
        </fieldset>
      </form>

      <section className="calc-results" aria-labelledby="calc-radiator-results">
        <h2 id="calc-radiator-results">{t('results')}</h2>
        <LiveSummary
          text={
            result
              ? t('liveRadiator', {
                  groesse: sizeText(t, result),
                  leistung: formatNumber(result.heizleistung, locale),
                  vl: formatNumber(Number(input.vorlaufTemp), locale, 1),
                })
              : [...messages.values()].join(' ')
          }
        />
        <ProblemList t={t} messages={[...messages.values()]} />
        {result && <RadiatorResults result={result} input={input} locale={locale} t={t} />}
        <p className="calc-note">{t('sampleData')}</p>
        <ExportBar context={context} locale={locale} t={t} kind="radiator" input={result ? input : undefined} />
      </section>
    </div>
  );
}

const sizeText = (t: Translate, r: RadiatorCalcResult) =>
  t('groesse', {
    typ: r.heizkoerper.heizkoerpertyp,
    ausfuehrung: r.heizkoerper.ausfuehrung,
    h: r.heizkoerper.bauhoehe,
    l: r.heizkoerper.baulaenge,
  });

function RadiatorResults({
  result,
  input,
  locale,
  t,
}: {
  result: RadiatorCalcResult;
  input: Record<string, unknown>;
  locale: ScreenProps['locale'];
  t: Translate;
}) {
  const n = (v: number, d = 0) => formatNumber(v, locale, d);
  const methodOf = (m: string, stufe: number | null) =>
    m === 'luefter' ? t('luefterMethode', { n: stufe ?? '' }) : t('natuerlicheKonvektion');
  const h = result.heizkoerper;
  const spread = Number(input.vorlaufTemp) - Number(input.ruecklaufTemp);
  const room = Number(input.raumTemp ?? 20);
  const method = input.methode === 'arithmetic' ? 'arithmetic' : 'log';
  const stage =
    result.luefterstufe === null
      ? undefined
      : catalogues().fanStages.find(
          (s) =>
            s.heizkoerpertyp === h.heizkoerpertyp && s.ausfuehrung === h.ausfuehrung && s.stufe === result.luefterstufe,
        );
  const curve = (factor: number) =>
    outputOverFlow({ normleistung: h.normleistung, exponent: h.exponent, spread, room, method, factor });
  const series: Series[] = [
    { name: t('kurveNatuerlich'), points: curve(1) },
    ...(stage ? [{ name: t('kurveLuefter', { n: stage.stufe }), points: curve(stage.leistungsfaktor) }] : []),
  ];

  return (
    <>
      <div className="calc-keyfigures">
        <p>
          <span>{t('gewaehlterHeizkoerper')}</span>
          <strong>{sizeText(t, result)}</strong>
        </p>
        <p className={result.innerhalbToleranz ? 'calc-ok' : 'calc-warn'}>
          <span>{t('heizleistung')}</span>
          <strong>{n(result.heizleistung)}</strong>
        </p>
        <p>
          <span>{t('heizmethode')}</span>
          <strong>{methodOf(result.heizmethode, result.luefterstufe)}</strong>
        </p>
      </div>
      <ResultTable
        caption={t('results')}
        rows={[
          [t('gewaehlterHeizkoerper'), sizeText(t, result)],
          [t('normleistung'), n(h.normleistung)],
          [t('uebertempLog'), n(result.uebertemp_log, 2)],
          [t('uebertempArith'), n(result.uebertemp_arith, 2)],
          [t('umrechnungsfaktor'), n(result.umrechnungsfaktor, 3)],
          [t('heizmethode'), methodOf(result.heizmethode, result.luefterstufe)],
          [t('heizleistung'), n(result.heizleistung)],
          [t('abweichung'), n(result.abweichung * 100, 1)],
          [t('innerhalbToleranz'), yesNo(t, result.innerhalbToleranz)],
          [t('durchfluss'), n(result.durchfluss, 1)],
          [t('wassermassenstrom'), n(result.wassermassenstrom, 1)],
          [t('ventil'), result.ventil],
          [t('kvErforderlich'), n(result.kvErforderlich, 3)],
          [t('ventilvoreinstellung'), result.ventilvoreinstellung ?? t('keineVoreinstellung')],
          [t('maxVentilDurchfluss'), n(result.maximalZulaessigerVentilDurchfluss, 1)],
          [t('schallleistungspegel'), result.schallleistungspegel === null ? '–' : n(result.schallleistungspegel, 1)],
          [t('schalldruckpegel'), result.schalldruckpegel === null ? '–' : n(result.schalldruckpegel, 1)],
          [t('waermepumpenGeeignet'), yesNo(t, result.waermepumpenGeeignet)],
        ]}
      />
      <Hints t={t} hints={result.hinweise} locale={locale} />
      <LineChart
        title={t('leistungskurve', { s: n(spread, 1) })}
        xLabel={t('vorlaufTemp')}
        xAxisName={t('flowAxis')}
        yLabel={t('heizleistung')}
        series={series}
        markers={[
          { label: t('kurveZiel'), y: Number(input.zielLeistung) },
          { label: t('designPoint'), x: Number(input.vorlaufTemp), y: result.heizleistung },
        ]}
        locale={locale}
        t={t}
      />
      <DataTable
        caption={t('ventilStufen')}
        columns={[t('stufe'), t('kv'), t('volumenstrom')]}
        rows={result.ventilVolumenstromStufen.map((s) => [s.stufe, n(s.kv, 3), n(s.volumenstrom, 1)])}
      />
      {result.kandidaten.length > 0 && (
        <DataTable
          caption={t('kandidaten')}
          columns={[t('bauhoehe'), t('baulaenge'), t('normleistung'), t('heizleistung'), t('heizmethode')]}
          rows={result.kandidaten.map((c) => [
            n(c.bauhoehe),
            n(c.baulaenge),
            n(c.normleistung),
            n(c.heizleistung),
            methodOf(c.heizmethode, c.luefterstufe),
          ])}
        />
      )}
    </>
  );
}
