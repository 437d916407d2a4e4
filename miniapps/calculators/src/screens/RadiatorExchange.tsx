import { exchangeRadiator } from '@portal/calc';
import { type RadiatorExchangeResult, radiatorExchangeInput } from '@portal/contracts/calc';
import { catalogues, type FlatCalculator, useFlatCalculator } from '../flat';
import type { FieldSpec } from '../form';
import { formatNumber } from '../format';
import { CalculatorFrame, type CalculatorView, FieldGroups } from '../frame';
import { Hints, type ResultProps, type TemplateProps, withTemplate, yesNo } from '../parts';
import { choicesOf, keepConsistent, type RadiatorKatalog } from '../radiatorCatalogue';
import { excessMethodOptions, heatingMethodText, OutputChart, ValveSteps, valveRows } from '../radiatorParts';
import { KeyFigures, ResultTable } from '../tables';

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
  { name: 'maxVorlaufTemp', kind: 'number' },
  { name: 'normAussenTemp', kind: 'number' },
  { name: 'luefterNutzen', kind: 'check' },
];
const WITHOUT_TARGET = SPECS.filter((s) => s.name !== 'zielleistung');

const EXCHANGE: FlatCalculator<RadiatorExchangeResult> = {
  screen: 'radiatorExchange',
  specs: SPECS,
  schema: radiatorExchangeInput,
  engine: exchangeRadiator,
  // The old and the new radiator's fields share labels inside their fieldsets.
  labels: {
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
    varianteNeu: 'ventil',
    differenzdruckNeu: 'differenzdruck',
    regeldifferenzNeu: 'regeldifferenz',
  },
  // Outside their fieldsets, in the list of problems, they say which radiator they belong to.
  nameInProblems: (field, label, t) => {
    if (field.endsWith('Alt')) return `${t('altHeizkoerper')} – ${label}`;
    if (field.endsWith('Neu')) return `${t('neuHeizkoerper')} – ${label}`;
    return label;
  },
  active: (v) => (v.zielLeistungBekannt === true ? SPECS : WITHOUT_TARGET),
};

const VIEW: CalculatorView<RadiatorExchangeResult> = {
  id: 'exchange',
  summarize: ({ result, locale, t }) =>
    t('liveExchange', {
      vl: formatNumber(result.vorlaufTempNeu, locale, 1),
      rl: formatNumber(result.ruecklaufTempNeu, locale, 1),
    }),
  Results: ExchangeResults,
  exportKind: 'radiatorExchange',
};

export const RadiatorExchange = withTemplate('/api/XFlairTausch/GetTemplate', ExchangeForm);

function ExchangeForm(props: TemplateProps<RadiatorKatalog>) {
  const { t, template } = props;
  const form = useFlatCalculator(EXCHANGE, props);
  const { values, update, text, field } = form;
  const alt = choicesOf(template.katalog, text('heizkoerpertypAlt'), text('ausfuehrungAlt'));
  const neu = choicesOf(template.katalog, text('heizkoerpertypNeu'), text('ausfuehrungNeu'));
  const onTypeChange = (suffix: 'Alt' | 'Neu') => (name: string, value: string | boolean) => {
    const typ = String(value);
    const bauhoehe = suffix === 'Neu' ? text('bhNeu') : '';
    const next = keepConsistent(template.katalog, typ, text(`ausfuehrung${suffix}`), bauhoehe);
    update({
      [name]: typ,
      [`ausfuehrung${suffix}`]: next.ausfuehrung,
      ...(suffix === 'Neu' ? { bhNeu: next.bauhoehe } : {}),
    });
  };

  const inputs = (
    <FieldGroups
      field={field}
      groups={[
        [
          t('altHeizkoerper'),
          [
            'zielLeistungBekannt',
            values.zielLeistungBekannt === true && 'zielleistung',
            field('heizkoerpertypAlt', alt.types, onTypeChange('Alt')),
            field('ausfuehrungAlt', alt.executions),
            ['bhAlt', 'blAlt'],
            ['vorlaufTempAlt', 'ruecklaufTempAlt'],
            'raumTempAlt',
          ],
        ],
        [
          t('neuHeizkoerper'),
          [
            field('heizkoerpertypNeu', neu.types, onTypeChange('Neu')),
            field('ausfuehrungNeu', neu.executions),
            [field('bhNeu', neu.heights), 'blNeu'],
            ['spreizungNeu', 'raumTempNeu'],
            'luefterNutzen',
          ],
        ],
        [
          t('valveSettings'),
          [
            field('varianteNeu', neu.valves),
            ['differenzdruckNeu', 'regeldifferenzNeu'],
            ['waermepumpenGrenzTemp', 'maxVorlaufTemp'],
            'normAussenTemp',
            field('methode', excessMethodOptions(t)),
          ],
        ],
      ]}
    />
  );
  return <CalculatorFrame {...props} view={VIEW} form={form} inputs={inputs} />;
}

function ExchangeResults({ result, input, locale, t }: ResultProps<RadiatorExchangeResult>) {
  const n = (v: number, d = 0) => formatNumber(v, locale, d);
  // The exponent of the new radiator's catalogue row draws its curves; without a row there is no chart.
  const row = catalogues().radiators.find(
    (r) =>
      r.heizkoerpertyp === input.heizkoerpertypNeu &&
      r.ausfuehrung === input.ausfuehrungNeu &&
      r.bauhoehe === input.bhNeu,
  );
  const newRadiator = row && {
    heizkoerpertyp: input.heizkoerpertypNeu,
    ausfuehrung: input.ausfuehrungNeu,
    normleistung: result.normleistungNeu,
    exponent: row.exponent,
  };
  const limit = Number(input.waermepumpenGrenzTemp ?? 55);

  return (
    <>
      <KeyFigures
        figures={[
          { label: t('vorlaufTempNeu'), value: n(result.vorlaufTempNeu, 1), testId: 'vorlaufTempNeu' },
          { label: t('ruecklaufTempNeu'), value: n(result.ruecklaufTempNeu, 1), testId: 'ruecklaufTempNeu' },
          { label: t('erreichbar'), value: yesNo(t, result.erreichbar), ok: result.erreichbar },
          {
            label: t('waermepumpenGeeignet'),
            value: yesNo(t, result.waermepumpenGeeignet),
            ok: result.waermepumpenGeeignet,
          },
        ]}
      />
      <ResultTable
        caption={t('results')}
        rows={[
          [t('zielleistungAlt'), n(result.zielleistungAlt)],
          [t('waermebedarfNeu'), n(result.waermebedarfNeu)],
          [t('spreizungAlt'), n(result.spreizungAlt, 1)],
          [
            t('normleistungAlt'),
            `${n(result.normleistungAlt)}${result.normleistungAltGeschaetzt ? ` (${t('geschaetzt')})` : ''}`,
          ],
          [t('normleistungNeu'), n(result.normleistungNeu)],
          [t('heizmethode'), heatingMethodText(t, result.heizmethode, result.luefterstufe)],
          [t('vorlaufTempNeu'), n(result.vorlaufTempNeu, 1)],
          [t('ruecklaufTempNeu'), n(result.ruecklaufTempNeu, 1)],
          [t('uebertempLog'), n(result.logUeberTempNeu, 1)],
          [t('heizleistungNeu'), n(result.heizleistungNeu)],
          [t('durchfluss'), n(result.durchflussNeu, 1)],
          [t('wassermassenstrom'), n(result.wassermassenstromNeu, 1)],
          ...valveRows(t, locale, result),
          [t('erreichbar'), yesNo(t, result.erreichbar)],
          [t('waermepumpenGeeignet'), yesNo(t, result.waermepumpenGeeignet)],
        ]}
      />
      <Hints t={t} hints={result.hinweise} locale={locale} />
      {newRadiator && (
        <OutputChart
          t={t}
          locale={locale}
          radiator={newRadiator}
          operation={{
            spread: Number(input.spreizungNeu),
            room: Number(input.raumTempNeu ?? 20),
            method: input.methode === 'arithmetic' ? 'arithmetic' : 'log',
            stage: result.luefterstufe,
          }}
          markers={[
            { label: t('benoetigt'), x: result.vorlaufTempNeu, y: result.heizleistungNeu },
            { label: t('wpGrenze'), x: limit },
          ]}
        />
      )}
      <ValveSteps t={t} locale={locale} steps={result.ventilVolumenstromStufen} />
    </>
  );
}
