import { calculateRadiator } from '@portal/calc';
import { type RadiatorCalcResult, radiatorCalcInput } from '@portal/contracts/calc';
import { type FlatCalculator, useFlatCalculator } from '../flat';
import type { FieldSpec } from '../form';
import { formatNumber } from '../format';
import { CalculatorLayout, Hints, type ResultProps, type TemplateProps, withTemplate, yesNo } from '../parts';
import { choicesOf, keepConsistent, type RadiatorKatalog } from '../radiatorCatalogue';
import { excessMethodOptions, heatingMethodText, OutputChart, ValveSteps, valveRows } from '../radiatorParts';
import { DataTable, KeyFigures, ResultTable } from '../tables';
import type { Translate } from '../texts';

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

const RADIATOR: FlatCalculator<RadiatorCalcResult> = {
  screen: 'radiator',
  specs: SPECS,
  schema: radiatorCalcInput,
  engine: calculateRadiator,
  // A length belongs to a fixed height: without one the selection runs over all sizes.
  active: (v) => (v.bauhoehe === '' ? WITHOUT_LENGTH : SPECS),
};

export const Radiator = withTemplate('/api/XFlair/GetTemplate', RadiatorForm);

function RadiatorForm(props: TemplateProps<RadiatorKatalog>) {
  const { locale, t, template } = props;
  const { values, update, input, evaluation, messages, text, field } = useFlatCalculator(RADIATOR, props);
  const typ = text('heizkoerpertyp');
  const ausfuehrung = text('ausfuehrung');
  const choices = choicesOf(template.katalog, typ, ausfuehrung);
  const onTypeChange = (name: string, value: string | boolean) => {
    const next = keepConsistent(template.katalog, String(value), ausfuehrung, text('bauhoehe'));
    update({ [name]: String(value), ausfuehrung: next.ausfuehrung, bauhoehe: next.bauhoehe, baulaenge: '' });
  };
  const onHeightChange = (name: string, value: string | boolean) => update({ [name]: String(value), baulaenge: '' });
  const result = evaluation.result;

  const inputs = (
    <>
      <fieldset>
        <legend>{t('radiatorGroup')}</legend>
        {field('heizkoerpertyp', choices.types, onTypeChange)}
        {field('ausfuehrung', choices.executions)}
        <div className="calc-pair">
          {field('bauhoehe', [{ value: '', label: t('any') }, ...choices.heights], onHeightChange)}
          {values.bauhoehe !== '' && field('baulaenge', [{ value: '', label: t('any') }, ...choices.lengths])}
        </div>
        {field('auswahl', [
          { value: 'natuerlichZuerst', label: t('natuerlichZuerst') },
          { value: 'kleinsterHeizkoerper', label: t('kleinsterHeizkoerper') },
        ])}
        {choices.fanStages.length > 0 &&
          field('maxLuefterstufe', [{ value: '', label: t('all') }, ...choices.fanStages])}
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
        {field('methode', excessMethodOptions(t))}
      </fieldset>
      <fieldset>
        <legend>{t('valveGroup')}</legend>
        {field('ventil', choices.valves)}
        <div className="calc-pair">
          {field('differenzdruck')}
          {field('regeldifferenz')}
        </div>
        <div className="calc-pair">
          {field('raumvolumen')}
          {field('nachhallzeit')}
        </div>
      </fieldset>
    </>
  );
  return (
    <CalculatorLayout
      {...props}
      id="radiator"
      inputs={inputs}
      summary={
        result
          ? t('liveRadiator', {
              groesse: sizeText(t, result),
              leistung: formatNumber(result.heizleistung, locale),
              vl: formatNumber(Number(input.vorlaufTemp), locale, 1),
            })
          : undefined
      }
      messages={messages}
      exportKind="radiator"
      exportInput={result ? input : undefined}
    >
      {result && <RadiatorResults result={result} input={input} locale={locale} t={t} />}
    </CalculatorLayout>
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
