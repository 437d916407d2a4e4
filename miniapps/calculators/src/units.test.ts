import * as calc from '@portal/contracts/calc';
import { numericFields, unitOf } from '@portal/contracts/calc';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import de from './locales/de.json';
import en from './locales/en.json';

/**
 * Issue 22: the unit a calculator screen writes beside an input ("Flow temperature (°C)") is the
 * unit of that field in the contract, which the API document publishes. The labels are keyed by
 * the contract's field names, so each numeric input is looked up by its name.
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

const fields = Object.entries(calc as Record<string, unknown>)
  .filter((entry): entry is [string, z.ZodType] => /(Input|Query)$/.test(entry[0]) && entry[1] instanceof z.ZodType)
  .flatMap(([request, schema]) => numericFields(schema, request).map((f) => ({ ...f, unit: unitOf(f.schema) })))
  .filter((f) => !RESULT_LABELS.has(f.name));

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
