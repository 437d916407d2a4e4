import { calculateRadiator } from '@portal/calc';
import { type RadiatorCalcResult, radiatorCalcInput } from '@portal/contracts/calc';
import type { FlatCalculator } from '../flat';
import { type FieldSpec, specsOf } from '../form';
import { formatNumber } from '../format';
import { type CalculatorView, calculatorScreen, FieldGroups, type InputsProps, liveSentence } from '../frame';
import { Hints, type ResultProps, yesNo } from '../parts';
import { choicesOf, keepConsistent, type RadiatorKatalog } from '../radiatorCatalogue';
import { excessMethodOptions, heatingMethodText, OutputChart, ValveSteps, valveRows } from '../radiatorParts';
import { DataTable, KeyFigures, ResultTable } from '../tables';
import type { Translate } from '../texts';

const SPECS: readonly FieldSpec[] = [
  ...specsOf('select', ['heizkoerpertyp', 'ausfuehrung']),
  ...specsOf('number', ['zielLeistung']),
  ...specsOf('number', ['toleranz'], { percent: true }),
  ...specsOf('number', ['vorlaufTemp', 'ruecklaufTemp', 'raumTemp']),
  ...specsOf('select', ['bauhoehe', 'baulaenge'], { numeric: true, optional: true }),
  ...specsOf('select', ['auswahl']),
  ...specsOf('select', ['maxLuefterstufe'], { numeric: true, optional: true }),
  ...specsOf('select', ['ventil'], { optional: true }),
  ...specsOf('number', ['differenzdruck', 'regeldifferenz']),
  ...specsOf('select', ['methode']),
  ...specsOf('number', ['raumvolumen', 'nachhallzeit', 'waermepumpenGrenzTemp']),
  ...specsOf('check', ['anzeigeLeistung']),
];
const WITHOUT_LENGTH = SPECS.filter((s) => s.name !== 'baulaenge');

const RADIATOR: FlatCalculator<RadiatorCalcResult> = {
  screen: 'radiator',
  specs: SPECS,
  schema: radiatorCalcInput,
  engine: calculateRadiator,
  // A length belongs to a fixed height: without one the selection runs over all sizes.
  active: (v) => (v.bauhoehe === '' ? WITHOUT_LENGTH : SPECS),
};

const VIEW: CalculatorView<RadiatorCalcResult> = {
  id: 'radiator',
  summarize: liveSentence('liveRadiator', ({ result, input, t }) => ({
    groesse: sizeText(t, result),
    leistung: result.heizleistung,
    vl: [Number(input.vorlaufTemp), 1],
  })),
  Results: RadiatorResults,
  exportKind: 'radiator',
};

export const Radiator = calculatorScreen('/api/XFlair/GetTemplate', RADIATOR, VIEW, RadiatorInputs);

function RadiatorInputs({ t, template, form }: InputsProps<RadiatorKatalog, RadiatorCalcResult>) {
  const { values, update, text, field } = form;
  const typ = text('heizkoerpertyp');
  const ausfuehrung = text('ausfuehrung');
  const choices = choicesOf(template.katalog, typ, ausfuehrung);
  const onTypeChange = (name: string, value: string | boolean) => {
    const next = keepConsistent(template.katalog, String(value), ausfuehrung, text('bauhoehe'));
    update({ [name]: String(value), ausfuehrung: next.ausfuehrung, bauhoehe: next.bauhoehe, baulaenge: '' });
  };
  const onHeightChange = (name: string, value: string | boolean) => update({ [name]: String(value), baulaenge: '' });
  const any = { value: '', label: t('any') };
  const selection = [
    { value: 'natuerlichZuerst', label: t('natuerlichZuerst') },
    { value: 'kleinsterHeizkoerper', label: t('kleinsterHeizkoerper') },
  ];

  return (
    <FieldGroups
      field={field}
      groups={[
        [
          t('radiatorGroup'),
          [
            field('heizkoerpertyp', choices.types, onTypeChange),
            field('ausfuehrung', choices.executions),
            [
              field('bauhoehe', [any, ...choices.heights], onHeightChange),
              values.bauhoehe !== '' && field('baulaenge', [any, ...choices.lengths]),
            ],
            field('auswahl', selection),
            choices.fanStages.length > 0 &&
              field('maxLuefterstufe', [{ value: '', label: t('all') }, ...choices.fanStages]),
            'anzeigeLeistung',
          ],
        ],
        [
          t('operatingGroup'),
          [
            ['zielLeistung', 'toleranz'],
            ['vorlaufTemp', 'ruecklaufTemp'],
            ['raumTemp', 'waermepumpenGrenzTemp'],
            field('methode', excessMethodOptions(t)),
          ],
        ],
        [
          t('valveGroup'),
          [field('ventil', choices.valves), ['differenzdruck', 'regeldifferenz'], ['raumvolumen', 'nachhallzeit']],
        ],
      ]}
    />
  );
}

const sizeText = (t: Translate, r: RadiatorCalcResult) =>
  t('groesse', {
    typ: r.heizkoerper.heizkoerpertyp,
    ausfuehrung: r.heizkoerper.ausfuehrung,
    h: r.heizkoerper.bauhoehe,
    l: r.heizkoerper.baulaenge,
  });

function RadiatorResults({ result, input, locale, t }: ResultProps<RadiatorCalcResult>) {
  const n = (v: number, d = 0) => formatNumber(v, locale, d);
  const h = result.heizkoerper;
  const method = heatingMethodText(t, result.heizmethode, result.luefterstufe);

  return (
    <>
      <KeyFigures
        figures={[
          { label: t('gewaehlterHeizkoerper'), value: sizeText(t, result) },
          { label: t('heizleistung'), value: n(result.heizleistung), ok: result.innerhalbToleranz },
          { label: t('heizmethode'), value: method },
        ]}
      />
      <ResultTable
        caption={t('results')}
        rows={[
          [t('gewaehlterHeizkoerper'), sizeText(t, result)],
          [t('normleistung'), n(h.normleistung)],
          [t('uebertempLog'), n(result.uebertemp_log, 2)],
          [t('uebertempArith'), n(result.uebertemp_arith, 2)],
          [t('umrechnungsfaktor'), n(result.umrechnungsfaktor, 3)],
          [t('heizmethode'), method],
          [t('heizleistung'), n(result.heizleistung)],
          [t('abweichung'), n(result.abweichung * 100, 1)],
          [t('innerhalbToleranz'), yesNo(t, result.innerhalbToleranz)],
          [t('durchfluss'), n(result.durchfluss, 1)],
          [t('wassermassenstrom'), n(result.wassermassenstrom, 1)],
          ...valveRows(t, locale, result),
          [t('schallleistungspegel'), result.schallleistungspegel === null ? '–' : n(result.schallleistungspegel, 1)],
          [t('schalldruckpegel'), result.schalldruckpegel === null ? '–' : n(result.schalldruckpegel, 1)],
          [t('waermepumpenGeeignet'), yesNo(t, result.waermepumpenGeeignet)],
        ]}
      />
      <Hints t={t} hints={result.hinweise} locale={locale} />
      <OutputChart
        t={t}
        locale={locale}
        radiator={h}
        operation={{
          spread: Number(input.vorlaufTemp) - Number(input.ruecklaufTemp),
          room: Number(input.raumTemp ?? 20),
          method: input.methode === 'arithmetic' ? 'arithmetic' : 'log',
          stage: result.luefterstufe,
        }}
        markers={[
          { label: t('kurveZiel'), y: Number(input.zielLeistung) },
          { label: t('designPoint'), x: Number(input.vorlaufTemp), y: result.heizleistung },
        ]}
      />
      <ValveSteps t={t} locale={locale} steps={result.ventilVolumenstromStufen} />
      {result.kandidaten.length > 0 && (
        <DataTable
          caption={t('kandidaten')}
          columns={[t('bauhoehe'), t('baulaenge'), t('normleistung'), t('heizleistung'), t('heizmethode')]}
          rows={result.kandidaten.map((c) => [
            n(c.bauhoehe),
            n(c.baulaenge),
            n(c.normleistung),
            n(c.heizleistung),
            heatingMethodText(t, c.heizmethode, c.luefterstufe),
          ])}
        />
      )}
    </>
  );
}
