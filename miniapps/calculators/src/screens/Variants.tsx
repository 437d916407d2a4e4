import { calculateVariants } from '@portal/calc';
import { type VariantErgebnis, type VariantResult, variantInput } from '@portal/contracts/calc';
import type { SelectOption } from '@portal/ui';
import { useMemo } from 'react';
import { StackedBars } from '../Chart';
import { catalogues, type FlatCalculator, useFlatCalculator } from '../flat';
import { formatNumber } from '../format';
import { CalculatorLayout, type CalculatorTemplate, type ResultProps, type ScreenProps } from '../parts';
import { DataTable, KeyFigures } from '../tables';
import { hasText, type TextKey, type Translate } from '../texts';
import {
  activeVariantSpecs,
  CARRIERS,
  costOverPeriod,
  costParts,
  fieldPlace,
  MAX_VARIANTS,
  VARIANT_SPECS,
  variantFields,
  variantInputOf,
  variantLabelKey,
  variantSpecs,
  variantTemplate,
} from '../variants';

const LABELS = Object.fromEntries(VARIANT_SPECS.map((s) => [s.name, variantLabelKey(s.name) as TextKey]));

/** A catalogue key in the user's language where the texts have it, else the catalogue's own name. */
const named = (t: Translate, key: string, fallback = key) => (hasText(key) ? t(key) : fallback);

/**
 * The variant comparison of the building calculation (engine of POST /api/BuildingCalcV2, run in
 * the browser): the house once, up to eight heating variants, prices and economics; the variants
 * side by side with their annuities after VDI 2067-1, CO₂ and PV figures. Renovation or new build
 * follows the page.
 */
export function VariantComparison(props: ScreenProps & { isSanierung: boolean; screen: string }) {
  const { isSanierung, screen } = props;
  const calculator = useMemo(() => {
    // No template route serves the variant calculator: the form starts from the contract's defaults
    // and the engine's comparison set, on the catalogues the engine runs with in the browser.
    const first = variantTemplate(catalogues(), isSanierung);
    const calc: FlatCalculator<VariantResult> = {
      screen,
      specs: VARIANT_SPECS,
      schema: variantInput,
      engine: calculateVariants,
      labels: LABELS,
      nameInProblems: (field, label, t) => {
        const place = fieldPlace(field);
        if (!place) return label;
        const where = 'variant' in place ? t('varianteN', { n: place.variant + 1 }) : named(t, place.carrier);
        return `${where} – ${label}`;
      },
      active: (values) => activeVariantSpecs(values, isSanierung),
      toInput: (fields) => variantInputOf(fields, isSanierung, first),
      fromInput: (input) => variantFields(input, first),
    };
    return { calc, start: { input: first as Record<string, unknown>, katalog: null } };
  }, [isSanierung, screen]);
  return <VariantForm key={screen} {...props} calculator={calculator.calc} template={calculator.start} />;
}

function VariantForm(
  props: ScreenProps & {
    isSanierung: boolean;
    calculator: FlatCalculator<VariantResult>;
    template: CalculatorTemplate<unknown>;
  },
) {
  const { locale, t, isSanierung, calculator } = props;
  const { values, input, evaluation, messages, field } = useFlatCalculator(calculator, props);
  const c = catalogues();
  const generators: SelectOption[] = c.heatGenerators.map((g) => ({
    value: g.erzeuger,
    label: named(t, g.erzeuger, g.bezeichnung),
  }));
  const standards = c.buildingStandards.map((b) => ({
    value: b.gebaeudestandard,
    label: named(t, b.gebaeudestandard, b.bezeichnung),
  }));
  const households = c.households.map((h) => ({ value: h.bewohnerTyp, label: named(t, h.bewohnerTyp) }));
  const counts = Array.from({ length: MAX_VARIANTS }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
  const shown = new Set(activeVariantSpecs(values, isSanierung).map((s) => s.name));
  const show = (name: string, options?: readonly SelectOption[]) => (shown.has(name) ? field(name, options) : null);
  /** Two short fields side by side. */
  const pair = (a: string, b: string) => (
    <div className="calc-pair">
      {show(a)}
      {show(b)}
    </div>
  );
  const count = Math.min(MAX_VARIANTS, Math.max(1, Number(values.numberOfVariants) || 1));
  const result = evaluation.result;

  const inputs = (
    <>
      <fieldset>
        <legend>
          {t('gebaeudeGroup')}: {t(isSanierung ? 'sanierung' : 'neubau')}
        </legend>
        {show('gebaeudestandard', standards)}
        {pair('wohnflaeche', 'postleitzahl')}
        {show('fussbodenheizungAnteil')}
        {show('bewohnerTyp', households)}
        {pair('warmwasserbedarf', 'haushaltsstrombedarf')}
        {show('eMobilitaet')}
        {show('kilometer')}
      </fieldset>
      {isSanierung && (
        <fieldset>
          <legend>{t('altanlageGroup')}</legend>
          {show('altKesselTyp', generators)}
          {show('altKesselBaujahr')}
          {show('verbrauchBekannt')}
          {show('verbrauch')}
          {show('pvAlt')}
        </fieldset>
      )}
      <fieldset>
        <legend>{t('anlageGroup')}</legend>
        {['heizen', 'kuehlen', 'lueften', 'pv', 'pvNeu', 'batterie', 'foerderung'].map((name) => show(name))}
      </fieldset>
      <fieldset className="calc-rooms">
        <legend>{t('partVariants')}</legend>
        {show('numberOfVariants', counts)}
        {Array.from({ length: count }, (_, i) => {
          const generator = values[`erzeuger.${i}`];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a variant is its position in the parallel lists
            <fieldset key={i}>
              <legend>
                {t('varianteN', { n: i + 1 })}
                {typeof generator === 'string' && generator ? `: ${named(t, generator)}` : ''}
              </legend>
              {variantSpecs(i).map((s) =>
                show(
                  s.name,
                  s.name.startsWith('erzeuger.')
                    ? generators
                    : s.name.startsWith('zweitErzeuger.')
                      ? [{ value: '', label: t('keiner') }, ...generators]
                      : undefined,
                ),
              )}
            </fieldset>
          );
        })}
      </fieldset>
      <fieldset>
        <legend>{t('preiseGroup')}</legend>
        {CARRIERS.map((carrier) => (
          <fieldset key={carrier}>
            <legend>{t(carrier)}</legend>
            <div className="calc-pair">
              {['grundpreis', 'arbeitspreis', 'preissteigerung'].map((part) => show(`${carrier}.${part}`))}
            </div>
          </fieldset>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('wirtschaftGroup')}</legend>
        {show('einspeiseverguetung')}
        {show('co2Steuer')}
        {pair('co2Preis', 'preissteigerungCo2')}
        {pair('zins', 'betrachtungszeitraum')}
        {pair('pvProKWp', 'batterieProKWh')}
      </fieldset>
    </>
  );

  const cheapest = result?.varianten[result.guenstigsteVariante];
  const summary = cheapest && {
    v: cheapest.variante + 1,
    name: generatorName(t, cheapest, locale),
    cost: formatNumber(cheapest.annuitaeten.gesamt, locale),
    co2: formatNumber(cheapest.co2Emissionen, locale, 1),
  };
  return (
    <CalculatorLayout
      {...props}
      id="variants"
      inputs={inputs}
      summary={summary && t('liveVariants', summary)}
      messages={messages}
    >
      {result && <VariantResults result={result} input={input} locale={locale} t={t} />}
      <p className="calc-note">{t('methodNote')}</p>
    </CalculatorLayout>
  );
}

/** A variant's generators as a customer reads them: "Luft/Wasser-Wärmepumpe + Gas-Brennwertkessel (70 %)". */
function generatorName(t: Translate, v: VariantErgebnis, locale: ScreenProps['locale']): string {
  const main = named(t, v.erzeuger);
  if (v.zweitErzeuger === null) return main;
  return t('mitZweit', { a: main, b: named(t, v.zweitErzeuger), p: formatNumber(v.deckungsanteil * 100, locale) });
}

function VariantResults({ result, input, locale, t }: ResultProps<VariantResult>) {
  const n = (v: number, d = 0) => formatNumber(v, locale, d);
  const variants = result.varianten;
  const cheapest = variants[result.guenstigsteVariante]!;
  const reference = variants[0]!;
  const years = Number(input.betrachtungszeitraum ?? 20);
  const withPv = variants.some((v) => v.pvLeistung > 0);
  const withBattery = variants.some((v) => v.batterieKapazitaet > 0);
  const row = (label: string, value: (v: VariantErgebnis) => string) => [label, ...variants.map(value)];
  const rows = [
    row(t('erzeuger'), (v) => generatorName(t, v, locale)),
    row(t('vorlaufTemp'), (v) => n(v.vorlaufTemp)),
    row(t('jahresarbeitszahl'), (v) => n(v.energie.jahresarbeitszahl, 2)),
    ...(withPv ? [row(t('pvLeistung'), (v) => n(v.pvLeistung, 1))] : []),
    ...(withBattery ? [row(t('batterieKapazitaet'), (v) => n(v.batterieKapazitaet, 1))] : []),
    row(t('investition'), (v) => n(v.investition)),
    row(t('foerderung'), (v) => n(v.foerderung)),
    row(t('kapital'), (v) => n(v.annuitaeten.kapital)),
    row(t('bedarf'), (v) => n(v.annuitaeten.bedarf)),
    row(t('betrieb'), (v) => n(v.annuitaeten.betrieb)),
    row(t('co2Kosten'), (v) => n(v.annuitaeten.co2)),
    row(t('erloese'), (v) => n(v.annuitaeten.erloese)),
    row(t('gesamtkosten'), (v) => n(v.annuitaeten.gesamt)),
    row(t('summeZeitraum', { n: years }), (v) => n(costOverPeriod(v, years))),
    row(t('laufendeKosten'), (v) => n(v.laufendeKostenErstesJahr)),
    row(t('co2Emissionen'), (v) => n(v.co2Emissionen, 1)),
    row(t('strombedarf'), (v) => n(v.energie.strombedarf)),
    ...(withPv
      ? [
          row(t('pvErzeugung'), (v) => n(v.pv.erzeugung)),
          row(t('eigenverbrauchsanteil'), (v) => n(v.pv.eigenverbrauchsanteil * 100)),
          row(t('autarkiegrad'), (v) => n(v.pv.autarkiegrad * 100)),
        ]
      : []),
    row(t('rang'), (v) => String(v.rang)),
  ];
  const label = (v: VariantErgebnis) => `${v.variante + 1}: ${named(t, v.erzeuger)}`;
  return (
    <>
      <KeyFigures
        figures={[
          {
            label: t('guenstigste'),
            value: `${t('varianteN', { n: cheapest.variante + 1 })}`,
            ok: true,
            testId: 'variantCheapest',
          },
          { label: t('gesamtkosten'), value: n(cheapest.annuitaeten.gesamt), testId: 'variantCost' },
          ...(variants.length > 1
            ? [{ label: t('ersparnis'), value: n(reference.annuitaeten.gesamt - cheapest.annuitaeten.gesamt) }]
            : []),
          { label: t('co2Emissionen'), value: n(cheapest.co2Emissionen, 1) },
          { label: t('heizwaermebedarf'), value: n(result.heizwaermebedarf) },
        ]}
      />
      <DataTable
        caption={t('vergleich')}
        columns={[t('quantity'), ...variants.map((v) => t('varianteN', { n: v.variante + 1 }))]}
        rows={rows}
      />
      <StackedBars
        title={t('kostenChart')}
        bars={variants.map((v) => ({
          label: label(v),
          parts: costParts(v),
          total: t('netto', { v: n(v.annuitaeten.gesamt) }),
        }))}
        series={[t('kapital'), t('bedarf'), t('betrieb'), t('co2Kosten')]}
      />
      <StackedBars
        title={t('co2Chart')}
        bars={variants.map((v) => ({
          label: label(v),
          parts: [v.co2Emissionen],
          total: `${n(v.co2Emissionen, 1)} t/a`,
        }))}
        series={[t('co2Emissionen')]}
      />
    </>
  );
}
