import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as calc from './index';
import { hasRange, inUnit, numericFields, UNIT_KEY, UNITS, unitOf } from './units';

/**
 * Issue 22 §1: every numeric input of every calculator carries its unit and its range (both a
 * lower and an upper bound) in the contract. The request schemas are the calc contracts' exports
 * named …Input or …Query, so a new calculator is held to it without being listed here.
 */

const REQUESTS = Object.entries(calc as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] => /(Input|Query)$/.test(entry[0]) && entry[1] instanceof z.ZodType,
);

describe('every numeric calculator input has its unit and its range in the contract', () => {
  it('finds the request schemas of every calculator', () => {
    const names = REQUESTS.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'radiatorCalcInput',
        'radiatorExchangeInput',
        'kcModelInput',
        'hpcInput',
        'grilleLoadInput',
        'coverDesignInput',
        'krn41Input',
        'krn92Input',
        'krn92Query',
        'buildingCalcInput',
        'investSystempackageInput',
        'investFbhInput',
        'investKwlInput',
        'efhInput',
        'heatPumpPlanningInput',
        'variantInput',
        'calcProjectInput',
      ]),
    );
  });

  it.each(REQUESTS)('%s: each numeric field names a unit', (name, schema) => {
    const fields = numericFields(schema, name);
    expect(fields.length).toBeGreaterThan(0);
    const withoutUnit = fields.filter((f) => !unitOf(f.schema)).map((f) => f.path);
    expect(withoutUnit, 'numeric fields without a unit').toEqual([]);
    const unknown = fields
      .filter((f) => !(UNITS as readonly string[]).includes(unitOf(f.schema)!))
      .map((f) => `${f.path}: ${unitOf(f.schema)}`);
    expect(unknown, 'units outside the list').toEqual([]);
  });

  it.each(REQUESTS)('%s: each numeric field has a lower and an upper bound', (name, schema) => {
    const unbounded = numericFields(schema, name)
      .filter((f) => !hasRange(f.schema))
      .map((f) => `${f.path}: ${f.schema.minValue} … ${f.schema.maxValue}`);
    expect(unbounded).toEqual([]);
  });

  it('the walk notices a field without a unit or without a bound, and names it', () => {
    const loose = z.object({
      ok: inUnit('mm', z.number().min(1).max(2)),
      ohneEinheit: z.number().min(0).max(1),
      ohneObergrenze: inUnit('W', z.number().positive()),
      liste: z.array(z.object({ tief: z.number().int().min(1) })).optional(),
    });
    const fields = numericFields(loose, 'probe');
    expect(fields.filter((f) => !unitOf(f.schema)).map((f) => f.path)).toEqual([
      'probe.ohneEinheit',
      'probe.liste[].tief',
    ]);
    expect(fields.filter((f) => !hasRange(f.schema)).map((f) => f.path)).toEqual([
      'probe.ohneObergrenze',
      'probe.liste[].tief',
    ]);
  });

  it('the unit survives a narrowed range and a default, and a shared schema takes a use’s own unit', () => {
    expect(unitOf(calc.temperatur)).toBe('°C');
    expect(unitOf(calc.temperatur.max(90))).toBe('°C');
    expect(unitOf(inUnit('€/m', calc.euro))).toBe('€/m');
    expect(unitOf(calc.euro)).toBe('€');
    // The form the OpenAPI document is written from: unit, range and default side by side.
    const field = z.toJSONSchema(z.object({ t: calc.temperatur.default(20) }), { io: 'input' }).properties?.t;
    expect(field).toMatchObject({ [UNIT_KEY]: '°C', minimum: -60, maximum: 130, default: 20 });
  });
});
