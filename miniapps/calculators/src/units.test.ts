import * as calc from '@portal/contracts/calc';
import { numericFields, UNITS, unitFieldOf, unitOf } from '@portal/contracts/calc';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import de from './locales/de.json';
import en from './locales/en.json';

/**
 * Issue 22: the unit a calculator screen writes beside an input ("Flow temperature (°C)") or a
 * result ("Heat output (W)") is the unit of that field in the contract, which the API document
 * publishes. The labels are keyed by the contract's field names, so each number is looked up by
 * its name; a result the screen labels under another key is listed in SHOWN_UNDER.
 */

/**
 * How a screen may write a contract's unit: a fraction as a percentage (0.05 ↔ 5 %) or a yearly
 * percentage (1.03 ↔ 3 %/a), an energy price in cents, h⁻¹ as 1/h, years in words, and a price
 * per metre or per m² with "per …" in the words before "(€)".
 */
const SHOWN_AS: Record<string, readonly string[]> = {
  '1': ['%', '%/a'],
  '€/kWh': ['ct/kWh'],
  'h⁻¹': ['1/h'],
  a: ['years', 'Jahre'],
  '€/m': ['€'],
  '€/m²': ['€'],
};

/**
 * Label keys a result uses under the same name as an input no screen shows: `lueftung` is the
 * ventilation heat loss (W) of the heat load, while the house economics' `investition.lueftung`
 * (€) has no field on a screen.
 */
const RESULT_LABELS = new Set(['lueftung']);

/**
 * The unit in a label's closing brackets, without a note after a comma ("kWh/a, empty: …"); a
 * bracket that is only a note ("(optional)") holds no unit.
 */
function unitInLabel(label: unknown): string | undefined {
  if (typeof label !== 'string') return undefined;
  const bracket = label.match(/\(((?:[^()]|\([^()]*\))*)\)\s*$/);
  const unit = bracket?.[1]?.split(',')[0]?.trim();
  return unit === 'optional' ? undefined : unit;
}

const numbersOf = (pattern: RegExp) =>
  Object.entries(calc as Record<string, unknown>)
    .filter((entry): entry is [string, z.ZodType] => pattern.test(entry[0]) && entry[1] instanceof z.ZodType)
    .flatMap(([name, schema]) => numericFields(schema, name).map((f) => ({ ...f, unit: unitOf(f.schema) })));

const fields = numbersOf(/(Input|Query)$/).filter((f) => !RESULT_LABELS.has(f.name));

/**
 * The screens label some results under a key of their own: the key that carries the unit in its
 * name (`taupunktC`, `druckverlustMbar`, the fan-convector tables), or a shorter one. Taken from
 * the screens' result tables; a result moved to another label belongs here.
 */
const UNIT_SUFFIXES = ['C', 'W', 'V', 'Mm', 'M3h', 'Kgh', 'Mbar', 'Euro'] as const;
const SHOWN_UNDER: Record<string, string> = {
  'radiatorCalcResult.uebertemp_log': 'uebertempLog',
  'radiatorCalcResult.uebertemp_arith': 'uebertempArith',
  'radiatorCalcResult.maximalZulaessigerVentilDurchfluss': 'maxVentilDurchfluss',
  'radiatorExchangeResult.logUeberTempNeu': 'uebertempLog',
  'radiatorExchangeResult.durchflussNeu': 'durchfluss',
  'radiatorExchangeResult.wassermassenstromNeu': 'wassermassenstrom',
  'radiatorExchangeResult.maximalZulaessigerVentilDurchfluss': 'maxVentilDurchfluss',
  'investKwlResult.lueftungswaermeverlustOhneWrg': 'ohneWrg',
  'investKwlResult.lueftungswaermeverlustMitWrg': 'mitWrg',
  'investKwlResult.volumenstroeme.nenn': 'luftmenge',
  'heatPumpPlanningResult.heizlastKW': 'wpHeizlastKW',
  'heatPumpPlanningResult.leistungBeiNormAussenTemp': 'wpLeistungNorm',
  'heatPumpPlanningResult.bivalenzpunkt': 'wpBivalenzpunkt',
  'heatPumpPlanningResult.deckungsanteil': 'wpDeckungsanteil',
  'heatPumpPlanningResult.jahresHeizwaerme': 'wpJahresHeizwaerme',
  'heatPumpPlanningResult.waermeZweiterzeuger': 'wpZweiterzeuger',
  'heatPumpPlanningResult.geg.erneuerbarerAnteil': 'wpErneuerbar',
  'heatPumpPlanningResult.foerderung.quote': 'wpFoerderquote',
  'heatPumpPlanningResult.foerderung.foerderfaehigeKosten': 'wpFoerderfaehig',
  'heatPumpPlanningResult.foerderung.betrag': 'wpFoerderbetrag',
  'heatPumpPlanningResult.kurve[].aussenTemp': 'wpAussenTemp',
  'heatPumpPlanningResult.kurve[].waermepumpe': 'wpLeistungKW',
  'variantResult.varianten[].annuitaeten.gesamt': 'gesamtkosten',
};

/**
 * Result names whose same-named label shows another quantity: the heat pump's curve gives its load
 * in kW (the chart's axis says so), the building's `heizlast` label is the room's load in W.
 */
const OTHER_QUANTITY = new Set(['heatPumpPlanningResult.kurve[].heizlast']);

/** Every number a calculator answers, with its unit; a curve's points say theirs in the data. */
const results = numbersOf(/(Result|^krn41Size)$/).filter((f) => !unitFieldOf(f.schema) && !OTHER_QUANTITY.has(f.path));

/**
 * The label a result is shown under: SHOWN_UNDER's, else its name with a unit suffix where the
 * screens have one (they made it for the value, "Inner length (coil) (mm)"), else its name.
 */
function labelKeys(path: string, name: string, labels: Record<string, unknown>): string[] {
  const own = SHOWN_UNDER[path];
  if (own) return [own];
  const suffixed = UNIT_SUFFIXES.map((suffix) => `${name}${suffix}`).filter((key) => key in labels);
  return suffixed.length > 0 ? suffixed : [name].filter((key) => key in labels);
}

/** A result label's unit: the closing bracket when it holds a unit or its shown form, not a note ("(spread)"). */
const SYMBOLS = new Set<string>([...UNITS, ...Object.values(SHOWN_AS).flat()]);
function resultUnitInLabel(label: unknown): string | undefined {
  const unit = unitInLabel(label);
  return unit !== undefined && SYMBOLS.has(unit) ? unit : undefined;
}

/**
 * Labels that name a result without its unit on purpose: a heading or a word in a sentence, not a
 * value's label (the ventilation levels head a table whose column says m³/h; "deflection" names the
 * governing limit; the intake temperature is the room's and not shown).
 */
const NOT_A_VALUE_LABEL = new Set(['feuchteschutz', 'reduziert', 'nenn', 'intensiv', 'durchbiegung', 'ansaugTemp']);

describe('the calculator screens write the contract’s unit beside an input', () => {
  it.each([
    ['en', en as Record<string, unknown>],
    ['de', de as Record<string, unknown>],
  ] as const)('%s labels', (_language, labels) => {
    const compared = fields.filter((f) => unitInLabel(labels[f.name]) !== undefined);
    // Most numeric inputs have a label with a unit (temperatures, outputs, lengths, prices …).
    expect(compared.length).toBeGreaterThan(60);
    const disagreeing = compared
      .filter((f) => {
        const shown = unitInLabel(labels[f.name])!;
        return shown !== f.unit && !(SHOWN_AS[f.unit ?? '']?.includes(shown) ?? false);
      })
      .map((f) => `${f.path}: contract ${f.unit}, screen "${labels[f.name]}"`);
    expect(disagreeing).toEqual([]);
  });

  it.each([
    ['en', en as Record<string, unknown>],
    ['de', de as Record<string, unknown>],
  ] as const)('%s result labels', (_language, labels) => {
    const shown = results.flatMap((f) =>
      labelKeys(f.path, f.name, labels).map((key) => ({ ...f, key, label: labels[key] as string })),
    );
    const compared = shown.filter((f) => resultUnitInLabel(f.label) !== undefined);
    // Outputs, temperatures, flows, lengths, prices: most results a screen shows carry a unit.
    expect(compared.length).toBeGreaterThan(120);
    const disagreeing = compared
      .filter((f) => {
        const unit = resultUnitInLabel(f.label)!;
        return unit !== f.unit && !(SHOWN_AS[f.unit ?? '']?.includes(unit) ?? false);
      })
      .map((f) => `${f.path}: contract ${f.unit}, screen "${f.label}"`);
    expect(disagreeing).toEqual([]);
    // A result with a physical unit is never labelled without it (a count or a factor may be).
    const unitless = shown
      .filter((f) => f.unit !== '1' && !NOT_A_VALUE_LABEL.has(f.key))
      .filter((f) => resultUnitInLabel(f.label) === undefined)
      .map((f) => `${f.path}: contract ${f.unit}, screen "${f.label}"`);
    expect(unitless).toEqual([]);
  });

  it('a result shown without its unit, or under a label with another, is noticed', () => {
    const labels = { waermebedarfNeu: 'Heat demand at the new room temperature', taupunktC: 'Dew point (K)' };
    const demand = results.find((f) => f.path === 'radiatorExchangeResult.waermebedarfNeu')!;
    expect(demand.unit).toBe('W');
    expect(
      labelKeys(demand.path, demand.name, labels).map((k) => resultUnitInLabel(labels[k as keyof typeof labels])),
    ).toEqual([undefined]);
    expect(resultUnitInLabel('F_P (source pump)')).toBeUndefined();
    const dewPoint = results.find((f) => f.path === 'kcModelResult.taupunkt')!;
    expect(labelKeys(dewPoint.path, dewPoint.name, labels)).toEqual(['taupunktC']);
    expect(resultUnitInLabel(labels.taupunktC)).toBe('K');
    expect(resultUnitInLabel(labels.taupunktC)).not.toBe(dewPoint.unit);
  });

  it('a label with another unit than the contract’s is noticed', () => {
    expect(unitInLabel('Flow temperature (°C)')).toBe('°C');
    expect(unitInLabel('U-value (W/(m²·K), empty: by year)')).toBe('W/(m²·K)');
    expect(unitInLabel('Number of radiators')).toBeUndefined();
    expect(unitInLabel('Year the generator was installed (optional)')).toBeUndefined();
    const flow = fields.find((f) => f.path === 'radiatorCalcInput.vorlaufTemp');
    expect(flow?.unit).toBe('°C');
    expect(unitInLabel('Flow temperature (K)')).not.toBe(flow?.unit);
  });
});
