import { calculateVariants, sampleCatalogues } from '@portal/calc';
import { variantInput } from '@portal/contracts/calc';
import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate';
import { inputFromValues, valuesFromInput } from './form';
import * as variants from './variants';

const catalogues = sampleCatalogues();
const renovation = variants.variantTemplate(catalogues, true);

/** The form's way from an input to the engine: fields, values as typed, the fields shown, back. */
function roundTrip(input: Record<string, unknown>, isSanierung = true) {
  const values = valuesFromInput(variants.VARIANT_SPECS, variants.variantFields(input, renovation), 'de');
  const read = inputFromValues(variants.activeVariantSpecs(values, isSanierung), values);
  return { values, read, input: variants.variantInputOf(read.input, isSanierung, renovation) };
}

describe('the variant form', () => {
  it('starts from the engine’s comparison set: reference gas boiler, heat pumps, PV and battery', () => {
    expect(renovation.numberOfVariants).toBe(5);
    expect(renovation.erzeuger?.slice(0, 5)).toEqual([
      'gasBrennwert',
      'luftWasserWP',
      'luftWasserWP',
      'luftWasserWP',
      'soleWasserWP',
    ]);
    expect(renovation.erzeuger).toHaveLength(variants.MAX_VARIANTS);
    expect(renovation.pvLeistungen?.slice(0, 5)).toEqual([0, 0, 8, 8, 8]);
    expect(variantInput.safeParse(renovation).success).toBe(true);
    // A new build: GEG 2020 with underfloor heating, so the heat pumps run at 35 °C.
    const newBuild = variants.variantTemplate(catalogues, false);
    expect(newBuild).toMatchObject({ isSanierung: false, gebaeudestandard: 'geg2020' });
    expect(newBuild.vorlaufTemps?.[1]).toBe(35);
  });

  it('the start comes back from its form values as the same input, and the engine takes it', () => {
    const { values, read, input } = roundTrip(renovation);
    expect(values['strom.arbeitspreis']).toBe('35');
    expect(values['gas.preissteigerung']).toBe('4');
    expect(values['zweitErzeuger.0']).toBe('');
    expect(read.problems).toEqual([]);
    expect(input).toMatchObject({
      isSanierung: true,
      isAnlageModified: false,
      isKostenModified: false,
      numberOfVariants: 5,
      erzeuger: renovation.erzeuger?.slice(0, 5),
      strom: renovation.strom,
    });
    // no secondary generator shown: the list goes as "none" for every variant
    expect(input.zweitErzeuger).toBeUndefined();
    const result = calculateVariants(input as never, catalogues);
    expect(result.varianten).toHaveLength(5);
  });

  it('a changed price or generator marks the input as modified and the comparison changes', () => {
    const { values } = roundTrip(renovation);
    const base = calculateVariants(roundTrip(renovation).input as never, catalogues);
    const cheaper = { ...values, 'strom.arbeitspreis': '25', 'erzeuger.0': 'pelletkessel' };
    const read = inputFromValues(variants.activeVariantSpecs(cheaper, true), cheaper);
    const input = variants.variantInputOf(read.input, true, renovation);
    expect(input).toMatchObject({ isAnlageModified: true, isKostenModified: true });
    const changed = calculateVariants(input as never, catalogues);
    expect(changed.varianten[0]?.erzeuger).toBe('pelletkessel');
    expect(changed.varianten[1]!.annuitaeten.bedarf).toBeLessThan(base.varianten[1]!.annuitaeten.bedarf);
  });

  it('a secondary generator shows its share; a variant without one goes as none with full share', () => {
    const { values } = roundTrip(renovation);
    const hybrid = { ...values, 'zweitErzeuger.1': 'gasBrennwert', 'deckungsanteile.1': '70' };
    const shown = variants.activeVariantSpecs(hybrid, true).map((s) => s.name);
    expect(shown).toContain('deckungsanteile.1');
    expect(shown).not.toContain('deckungsanteile.0');
    const input = variants.variantInputOf(
      inputFromValues(variants.activeVariantSpecs(hybrid, true), hybrid).input,
      true,
      renovation,
    );
    expect(input.zweitErzeuger).toEqual([null, 'gasBrennwert', null, null, null]);
    expect(input.deckungsanteile).toEqual([1, 0.7, 1, 1, 1]);
  });

  it('shows the old heating only in a renovation and a variant’s parts only when switched on', () => {
    const { values } = roundTrip(renovation);
    const names = (v: typeof values, s: boolean) => variants.activeVariantSpecs(v, s).map((x) => x.name);
    expect(names(values, true)).toContain('altKesselTyp');
    expect(names(values, false)).not.toContain('altKesselTyp');
    expect(names(values, true)).not.toContain('verbrauch');
    expect(names({ ...values, verbrauchBekannt: true }, true)).toContain('verbrauch');
    expect(names({ ...values, pv: false }, true)).not.toContain('pvLeistungen.0');
    expect(names({ ...values, numberOfVariants: '2' }, true)).not.toContain('erzeuger.2');
    expect(names({ ...values, numberOfVariants: '8' }, true)).toContain('erzeuger.7');
  });

  it('more variants than the last input had are taken from the start', () => {
    const kept = { ...renovation, numberOfVariants: 2, erzeuger: ['oelBrennwert', 'luftWasserWP'] };
    const fields = variants.variantFields(kept, renovation);
    expect(fields['erzeuger.0']).toBe('oelBrennwert');
    expect(fields['erzeuger.4']).toBe('soleWasserWP');
  });

  it('a problem names the variant or the energy carrier of its field', () => {
    const { values } = roundTrip(renovation);
    const typed = { ...values, 'vorlaufTemps.2': '200', 'gas.arbeitspreis': 'x' };
    const read = inputFromValues(variants.activeVariantSpecs(typed, true), typed);
    const e = evaluate(
      variantInput,
      calculateVariants,
      variants.variantInputOf(read.input, true, renovation),
      read.problems,
    );
    expect(e.problems).toEqual([
      { field: 'gas.arbeitspreis', code: 'notANumber' },
      { field: 'vorlaufTemps.2', code: 'max', limit: 130 },
    ]);
    expect(variants.fieldPlace('vorlaufTemps.2')).toEqual({ variant: 2 });
    expect(variants.fieldPlace('gas.arbeitspreis')).toEqual({ carrier: 'gas' });
    expect(variants.fieldPlace('wohnflaeche')).toBeUndefined();
    expect(variants.variantLabelKey('vorlaufTemps.2')).toBe('vorlaufTemp');
    expect(variants.variantLabelKey('gas.arbeitspreis')).toBe('arbeitspreis');
    expect(variants.variantLabelKey('foerderung')).toBe('mitFoerderung');
  });

  it('costs stack as capital, energy, operation and CO₂; the period total is the annuity times the years', () => {
    const v = calculateVariants(roundTrip(renovation).input as never, catalogues).varianten[0]!;
    const [capital, energy, operation, co2] = variants.costParts(v);
    expect(capital + energy + operation + co2 - v.annuitaeten.erloese).toBeCloseTo(v.annuitaeten.gesamt, 6);
    expect(variants.costOverPeriod(v, 20)).toBeCloseTo(v.annuitaeten.gesamt * 20, 6);
  });
});
