import { exchangeRadiator } from '@portal/calc';
import { type RadiatorExchangeResult, radiatorExchangeInput } from '@portal/contracts/calc';
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
  keepConsistent,
  type RadiatorKatalog,
  sizesOf,
  typeOptions,
  valveOptions,
} from '../radiatorCatalogue';
import type { TextKey } from '../texts';

const SPECS: readonly FieldSpec[] = [
  { name: 'zielLeistungBekannt', kind: 'check' },
  { name: 'zielleistung', kind: 'number' },
  { name: 'heizkoerpertypAlt', kind: 'select' },
  { name: 'ausfuehrungAlt', kind: 'select' },
  { name: 'bhAlt', kind: 'number' },
  { name: 'blAlt', kind: 'number' },
  { name: 'vorlaufTempAlt', kind: 'number' },
  { name: 'ruecklaufTempAlt', kind: 'number' },
  { name: 'raumTempAlt', kind: 'number' },
  { name: 'heizkoerpertypNeu', kind: 'select' },
  { name: 'ausfuehrungNeu', kind: 'select' },
  { name: 'bhNeu', kind: 'select', numeric: true },
  { name: 'blNeu', kind: 'number' },
  { name: 'raumTempNeu', kind: 'number' },
  { name: 'spreizungNeu', kind: 'number' },
  { name: 'varianteNeu', kind: 'select', optional: true },
  { name: 'differenzdruckNeu', kind: 'number' },
  { name: 'regeldifferenzNeu', kind: 'number' },
  { name: 'methode', kind: 'select' },
  { name: 'waermepumpenGrenzTemp', kind: 'number' },
  { name: 'luefterNutzen', kind: 'check' },
];
const WITHOUT_TARGET = SPECS.filter((s) => s.name !== 'zielleistung');
const spec = (name: string) => SPECS.find((s) => s.name === name)!;

/** Field → label key; the old and new radiator's fields share labels inside their fieldsets. */
const LABELS: Record<string, TextKey> = {
  zielLeistungBekannt: 'zielLeistungBekannt',
  zielleistung: 'zielleistung',
  heizkoerpertypAlt: 'heizkoerpertyp',
  ausfuehrungAlt: 'ausfuehrung',
  bhAlt: 'bauhoehe',
  blAlt: 'baulaenge',
  vorlaufTempAlt: 'vorlaufTemp',
  ruecklaufTempAlt: 'ruecklaufTemp',
  raumTempAlt: 'raumTemp',
  heizkoerpertypNeu: 'heizkoerpertyp',
  ausfuehrungNeu: 'ausfuehrung',
  bhNeu: 'bauhoehe',
  blNeu: 'baulaenge',
  raumTempNeu: 'raumTemp',
  spreizungNeu: 'spreizungNeu',
  varianteNeu: 'ventil',
  differenzdruckNeu: 'differenzdruck',
  regeldifferenzNeu: 'regeldifferenz',
  methode: 'methode',
  waermepumpenGrenzTemp: 'waermepumpenGrenzTemp',
  luefterNutzen: 'luefterNutzen',
};

const engine = (input: never, c: ReturnType<typeof catalogues>) => exchangeRadiator(input, c);
const activeSpecs = (v: FormValues) => (v.zielLeistungBekannt === true ? SPECS : WITHOUT_TARGET);

interface Template {
  input: Record<string, unknown>;
  katalog: RadiatorKatalog;
}

export function RadiatorExchange(props: ScreenProps) {
  const { state, retry } = useTemplate<Template>(props.context, '/api/XFlairTausch/GetTemplate');
  if (state.status !== 'ready') return <Loading t={props.t} failed={state.status === 'failed'} onRetry={retry} />;
  return <ExchangeForm {...props} template={state.data} />;
}

function ExchangeForm({ context, locale, t, template }: ScreenProps & { template: Template }) {
  const store = useLastInput(context, 'radiatorExchange');
  const labelOf = useCallback(
    (field: string) => {
      const key = LABELS[field];
      const label = key ? t(key) : field;
      if (field.endsWith('Alt')) return `${t('altHeizkoerper')} – ${label}`;
      if (field.endsWith('Neu')) return `${t('neuHeizkoerper')} – ${label}`;
      return label;
    },
    [t],
  );
  const { values, setValue, update, input, evaluation, messages } = useFlatCalculator({
    specs: SPECS,
    schema: radiatorExchangeInput,
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
  const onTypeChange = (suffix: 'Alt' | 'Neu') => (name: string, value: string | boolean) => {
    const typ = String(value);
    const next = keepConsistent(k, typ, str(`ausfuehrung${suffix}`), suffix === 'Neu' ? str('bhNeu') : '');
    update({
      [name]: typ,
      [`ausfuehrung${suffix}`]: next.ausfuehrung,
      ...(suffix === 'Neu' ? { bhNeu: next.bauhoehe } : {}),
    });
  };
  const methodOptions = [
    { value: 'log', label: t('log') },
    { value: 'arithmetic', label: t('arithmetic') },
  ];
  const heightsNeu = sizesOf(k, str('heizkoerpertypNeu'), str('ausfuehrungNeu')).bauhoehen.map((h) => ({
    value: String(h),
    label: String(h),
  }));
  const result = evaluation.result;

  return (
    <div className="calc-layout">
      <form className="calc-form" aria-label={t('inputs')} onSubmit={(e) => e.preventDefault()} noValidate>
        <fieldset>
          <legend>{t('altHeizkoerper')}</legend>
          {field('zielLeistungBekannt')}
          {values.zielLeistungBekannt === true && field('zielleistung')}
          <SpecField
            spec={spec('heizkoerpertypAlt')}
            label={t('heizkoerpertyp')}
            values={values}
            onChange={onTypeChange('Alt')}
            error={messages.get('heizkoerpertypAlt')}
            options={typeOptions(k)}
          />
          {field('ausfuehrungAlt', executionOptions(k, str('heizkoerpertypAlt')))}
          <div className="calc-pair">
            {field('bhAlt')}
            {field('blAlt')}
          </div>
          <div className="calc-pair">
            {field('vorlaufTempAlt')}
            {field('ruecklaufTempAlt')}
          </div>
          {field('raumTempAlt')}
        </fieldset>
        <fieldset>
          <legend>{t('neuHeizkoerper')}</legend>
          <SpecField
            spec={spec('heizkoerpertypNeu')}
            label={t('heizkoerpertyp')}
            values={values}
            onChange={onTypeChange('Neu')}
            error={messages.get('heizkoerpertypNeu')}
            options={typeOptions(k)}
          />
          {field('ausfuehrungNeu', executionOptions(k, str('heizkoerpertypNeu')))}
          <div className="calc-pair">
            {field('bhNeu', heightsNeu)}
            {field('blNeu')}
          </div>
          <div className="calc-pair">
            {field('spreizungNeu')}
            {field('raumTempNeu')}
          </div>
          {field('luefterNutzen')}
        </fieldset>
        <fieldset>
          <legend>{t('valveSettings')}</legend>
          {field('varianteNeu', valveOptions(k))}
          <div className="calc-pair">
            {field('differenzdruckNeu')}
            {field('regeldifferenzNeu')}
          </div>
          {field('waermepumpenGrenzTemp')}
          {field('methode', methodOptions)}
        </fieldset>
      </form>

      <section className="calc-results" aria-labelledby="calc-exchange-results">
        <h2 id="calc-exchange-results">{t('results')}</h2>
        <LiveSummary
          text={
            result
              ? t('liveExchange', {
                  vl: formatNumber(result.vorlaufTempNeu, locale, 1),
                  rl: formatNumber(result.ruecklaufTempNeu, locale, 1),
                })
              : [...messages.values()].join(' ')
          }
        />
        <ProblemList t={t} messages={[...messages.values()]} />
        {result && <ExchangeResults result={result} input={input} locale={locale} t={t} />}
        <p className="calc-note">{t('sampleData')}</p>
        <ExportBar context={context} locale={locale} t={t} kind="radiatorExchange" input={result ? input : undefined} />
      </section>
    </div>
  );
}

function ExchangeResults({
  result,
  input,
  locale,
  t,
}: {
  result: RadiatorExchangeResult;
  input: Record<string, unknown>;
  locale: ScreenProps['locale'];
  t: ScreenProps['t'];
}) {
  const n = (v: number, d = 0) => formatNumber(v, locale, d);
  const method =
    result.heizmethode === 'luefter'
      ? t('luefterMethode', { n: result.luefterstufe ?? '' })
      : t('natuerlicheKonvektion');
  const c = catalogues();
  const row = c.radiators.find(
    (r) =>
      r.heizkoerpertyp === input.heizkoerpertypNeu &&
      r.ausfuehrung === input.ausfuehrungNeu &&
      r.bauhoehe === input.bhNeu,
  );
  const stage =
    result.luefterstufe === null
      ? undefined
      : c.fanStages.find(
          (s) =>
            s.heizkoerpertyp === input.heizkoerpertypNeu &&
            s.ausfuehrung === input.ausfuehrungNeu &&
            s.stufe === result.luefterstufe,
        );
  const spread = Number(input.spreizungNeu);
  const room = Number(input.raumTempNeu ?? 20);
  const method442 = input.methode === 'arithmetic' ? 'arithmetic' : 'log';
  const series: Series[] = row
    ? [
        {
          name: t('kurveNatuerlich'),
          points: outputOverFlow({
            normleistung: result.normleistungNeu,
            exponent: row.exponent,
            spread,
            room,
            method: method442,
          }),
        },
        ...(stage
          ? [
              {
                name: t('kurveLuefter', { n: stage.stufe }),
                points: outputOverFlow({
                  normleistung: result.normleistungNeu,
                  exponent: row.exponent,
                  spread,
                  room,
                  method: method442,
                  factor: stage.leistungsfaktor,
                }),
              },
            ]
          : []),
      ]
    : [];
  const limit = Number(input.waermepumpenGrenzTemp ?? 55);

  return (
    <>
      <div className="calc-keyfigures">
        <p>
          <span>{t('vorlaufTempNeu')}</span>
          <strong data-testid="vorlaufTempNeu">{n(result.vorlaufTempNeu, 1)}</strong>
        </p>
        <p>
          <span>{t('ruecklaufTempNeu')}</span>
          <strong data-testid="ruecklaufTempNeu">{n(result.ruecklaufTempNeu, 1)}</strong>
        </p>
        <p className={result.waermepumpenGeeignet ? 'calc-ok' : 'calc-warn'}>
          <span>{t('waermepumpenGeeignet')}</span>
          <strong>{yesNo(t, result.waermepumpenGeeignet)}</strong>
        </p>
      </div>
      <ResultTable
        caption={t('results')}
        rows={[
          [t('zielleistungAlt'), n(result.zielleistungAlt)],
          [t('spreizungAlt'), n(result.spreizungAlt, 1)],
          [
            t('normleistungAlt'),
            `${n(result.normleistungAlt)}${result.normleistungAltGeschaetzt ? ` (${t('geschaetzt')})` : ''}`,
          ],
          [t('normleistungNeu'), n(result.normleistungNeu)],
          [t('heizmethode'), method],
          [t('vorlaufTempNeu'), n(result.vorlaufTempNeu, 1)],
          [t('ruecklaufTempNeu'), n(result.ruecklaufTempNeu, 1)],
          [t('uebertempLog'), n(result.logUeberTempNeu, 1)],
          [t('heizleistungNeu'), n(result.heizleistungNeu)],
          [t('durchfluss'), n(result.durchflussNeu, 1)],
          [t('wassermassenstrom'), n(result.wassermassenstromNeu, 1)],
          [t('ventil'), result.ventil],
          [t('kvErforderlich'), n(result.kvErforderlich, 3)],
          [t('ventilvoreinstellung'), result.ventilvoreinstellung ?? t('keineVoreinstellung')],
          [t('maxVentilDurchfluss'), n(result.maximalZulaessigerVentilDurchfluss, 1)],
          [t('waermepumpenGeeignet'), yesNo(t, result.waermepumpenGeeignet)],
        ]}
      />
      <Hints t={t} hints={result.hinweise} locale={locale} />
      {series.length > 0 && (
        <LineChart
          title={t('leistungskurve', { s: n(spread, 1) })}
          xLabel={t('vorlaufTemp')}
          xAxisName={t('flowAxis')}
          yLabel={t('heizleistung')}
          series={series}
          markers={[
            { label: t('benoetigt'), x: result.vorlaufTempNeu, y: result.heizleistungNeu },
            { label: t('wpGrenze'), x: limit },
          ]}
          locale={locale}
          t={t}
        />
      )}
      <DataTable
        caption={t('ventilStufen')}
        columns={[t('stufe'), t('kv'), t('volumenstrom')]}
        rows={result.ventilVolumenstromStufen.map((s) => [s.stufe, n(s.kv, 3), n(s.volumenstrom, 1)])}
      />
    </>
  );
}
