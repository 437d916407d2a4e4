import {
  ESTIMATED_SECTIONAL_TYPES,
  exchangeRadiator,
  GUSS_GLIEDER,
  OLD_SECTIONAL_RADIATORS,
  sectionSizes,
} from '@portal/calc';
import { type RadiatorExchangeResult, radiatorExchangeInput } from '@portal/contracts/calc';
import { catalogues, type FlatCalculator } from '../flat';
import { type FieldSpec, specsOf } from '../form';
import { formatNumber } from '../format';
import { type CalculatorView, calculatorScreen, FieldGroups, type InputsProps, liveSentence } from '../frame';
import { Hints, type ResultProps, yesNo } from '../parts';
import { choicesOf, keepConsistent, type RadiatorKatalog } from '../radiatorCatalogue';
import { excessMethodOptions, heatingMethodText, OutputChart, ValveSteps, valveRows } from '../radiatorParts';
import { KeyFigures, ResultTable } from '../tables';

const SPECS: readonly FieldSpec[] = [
  ...specsOf('check', ['zielLeistungBekannt']),
  ...specsOf('number', ['zielleistung']),
  ...specsOf('select', ['heizkoerpertypAlt', 'ausfuehrungAlt']),
  ...specsOf('number', ['bhAlt', 'blAlt', 'vorlaufTempAlt', 'ruecklaufTempAlt', 'raumTempAlt']),
  ...specsOf('select', ['bautiefeAlt'], { numeric: true }),
  ...specsOf('number', ['gliederAlt']),
  ...specsOf('select', ['heizkoerpertypNeu', 'ausfuehrungNeu']),
  ...specsOf('select', ['bhNeu'], { numeric: true }),
  ...specsOf('number', ['blNeu', 'raumTempNeu', 'spreizungNeu']),
  ...specsOf('select', ['varianteNeu'], { optional: true }),
  ...specsOf('number', ['differenzdruckNeu', 'regeldifferenzNeu']),
  ...specsOf('select', ['methode']),
  ...specsOf('number', ['waermepumpenGrenzTemp', 'maxVorlaufTemp', 'normAussenTemp']),
  ...specsOf('check', ['luefterNutzen']),
];
/** Old types rated from a published table of sections instead of the catalogue (DIN 4703 sizes). */
const hasTable = (typ: unknown) => typeof typ === 'string' && typ in OLD_SECTIONAL_RADIATORS;
/** Old sectional types without a table, estimated from height × length × depth. */
const isEstimated = (typ: unknown) => typeof typ === 'string' && ESTIMATED_SECTIONAL_TYPES.includes(typ);
const isSectional = (typ: unknown) => hasTable(typ) || isEstimated(typ);
const SECTION_FIELDS = ['bautiefeAlt', 'gliederAlt'];
/** The section depths DIN 4703-1 radiators come in, as the cast-iron table has them: the choices for a steel radiator. */
const DIN_DEPTHS = [...new Set(GUSS_GLIEDER.glieder.map((g) => g.bautiefe))].sort((a, b) => a - b);

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
    bautiefeAlt: 'gliedBautiefe',
    gliederAlt: 'gliederAnzahl',
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
  // A sectional radiator has depth (and, rated from a table, sections) instead of an execution;
  // a panel the other way round. An estimated one is measured by its length, not counted.
  active: (v) =>
    SPECS.filter(
      (s) =>
        (s.name !== 'zielleistung' || v.zielLeistungBekannt === true) &&
        (isSectional(v.heizkoerpertypAlt) ? s.name !== 'ausfuehrungAlt' : !SECTION_FIELDS.includes(s.name)) &&
        (s.name !== 'gliederAlt' || hasTable(v.heizkoerpertypAlt)),
    ),
};

const VIEW: CalculatorView<RadiatorExchangeResult> = {
  id: 'exchange',
  summarize: liveSentence('liveExchange', ({ result }) => ({
    vl: [result.vorlaufTempNeu, 1],
    rl: [result.ruecklaufTempNeu, 1],
  })),
  Results: ExchangeResults,
  exportKind: 'radiatorExchange',
};

export const RadiatorExchange = calculatorScreen('/api/XFlairTausch/GetTemplate', EXCHANGE, VIEW, ExchangeInputs);

function ExchangeInputs({ t, template, form }: InputsProps<RadiatorKatalog, RadiatorExchangeResult>) {
  const { values, update, text, field } = form;
  const alt = choicesOf(template.katalog, text('heizkoerpertypAlt'), text('ausfuehrungAlt'));
  const oldTypes = [
    ...alt.types,
    ...Object.keys(OLD_SECTIONAL_RADIATORS).map((typ) => ({ value: typ, label: t('gussGlieder') })),
    ...ESTIMATED_SECTIONAL_TYPES.map((typ) => ({ value: typ, label: t('stahlGlieder') })),
  ];
  const estimated = isEstimated(text('heizkoerpertypAlt'));
  const sectionTable = OLD_SECTIONAL_RADIATORS[text('heizkoerpertypAlt')];
  // The depths of the typed height; all the table's depths while the height is not one of its.
  const depths = (() => {
    if (estimated) return DIN_DEPTHS.map((d) => ({ value: String(d), label: String(d) }));
    if (!sectionTable) return [];
    const sizes = sectionSizes(sectionTable);
    const ofHeight = sizes.bautiefen(Number(values.bhAlt));
    const all = sizes.bauhoehen.flatMap((h) => sizes.bautiefen(h));
    return [...new Set(ofHeight.length > 0 ? ofHeight : all)]
      .sort((a, b) => a - b)
      .map((d) => ({ value: String(d), label: String(d) }));
  })();
  const neu = choicesOf(template.katalog, text('heizkoerpertypNeu'), text('ausfuehrungNeu'));
  const onTypeChange = (suffix: 'Alt' | 'Neu') => (name: string, value: string | boolean) => {
    const typ = String(value);
    const table = suffix === 'Alt' ? OLD_SECTIONAL_RADIATORS[typ] : undefined;
    if (suffix === 'Alt' && isEstimated(typ)) {
      // Measured, not looked up: keep the typed size and start from a common depth.
      const depth = DIN_DEPTHS.includes(Number(values.bautiefeAlt)) ? Number(values.bautiefeAlt) : 160;
      update({ [name]: typ, bautiefeAlt: String(depth) });
      return;
    }
    if (table) {
      // A sectional radiator starts from a size its table has (the typed height if it is one), so
      // the planner sees a result at once instead of two empty required fields.
      const sizes = sectionSizes(table);
      const typed = Number(values.bhAlt);
      const height = sizes.bauhoehen.includes(typed) ? typed : sizes.bauhoehen.at(-1)!;
      const heightDepths = sizes.bautiefen(height);
      const depth = heightDepths.includes(Number(values.bautiefeAlt)) ? Number(values.bautiefeAlt) : heightDepths[0]!;
      update({
        [name]: typ,
        bhAlt: String(height),
        bautiefeAlt: String(depth),
        gliederAlt: text('gliederAlt') || '10',
      });
      return;
    }
    const bauhoehe = suffix === 'Neu' ? text('bhNeu') : '';
    const next = keepConsistent(template.katalog, typ, text(`ausfuehrung${suffix}`), bauhoehe);
    update({
      [name]: typ,
      [`ausfuehrung${suffix}`]: next.ausfuehrung,
      ...(suffix === 'Neu' ? { bhNeu: next.bauhoehe } : {}),
    });
  };

  return (
    <FieldGroups
      field={field}
      groups={[
        [
          t('altHeizkoerper'),
          [
            'zielLeistungBekannt',
            values.zielLeistungBekannt === true && 'zielleistung',
            field('heizkoerpertypAlt', oldTypes, onTypeChange('Alt')),
            sectionTable
              ? [field('bautiefeAlt', depths), 'gliederAlt']
              : estimated
                ? field('bautiefeAlt', depths)
                : field('ausfuehrungAlt', alt.executions),
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
