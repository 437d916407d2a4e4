import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as calc from './index';
import {
  hasRange,
  inUnit,
  numericFields,
  outUnit,
  UNIT_FIELD_KEY,
  UNIT_KEY,
  UNITS,
  unitFieldOf,
  unitFromField,
  unitOf,
} from './units';

/**
 * Issue 22 §1: every numeric input of every calculator carries its unit and its range (both a
 * lower and an upper bound) in the contract, and every numeric result its unit. The request
 * schemas are the calc contracts' exports named …Input or …Query, the responses those named
 * …Result and the KRN41 size (its /KRN41/calc answer), so a new calculator is held to it without
 * being listed here.
 */

const schemas = (pattern: RegExp) =>
  Object.entries(calc as Record<string, unknown>).filter(
    (entry): entry is [string, z.ZodType] => pattern.test(entry[0]) && entry[1] instanceof z.ZodType,
  );
const REQUESTS = schemas(/(Input|Query)$/);
const RESPONSES = schemas(/(Result|^krn41Size)$/);

/** A result's numbers that name no unit, neither their own nor one their curve carries. */
function withoutUnit(schema: z.ZodType, name: string): string[] {
  return numericFields(schema, name)
    .filter((f) => !unitOf(f.schema) && !unitFieldOf(f.schema))
    .map((f) => f.path);
}

/** A result's units that are not in the list. */
function unknownUnits(schema: z.ZodType, name: string): string[] {
  return numericFields(schema, name)
    .filter((f) => unitOf(f.schema) !== undefined && !(UNITS as readonly string[]).includes(unitOf(f.schema)!))
    .map((f) => `${f.path}: ${unitOf(f.schema)}`);
}

describe('every numeric calculator input has its unit and its range in the contract, every result its unit', () => {
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
    // A result: no range needed, but a number without its unit is named.
    const result = z.object({
      leistung: outUnit('W', z.number()),
      faktor: outUnit('1', z.number()),
      ohneEinheit: z.number().nullable(),
      stufen: z.array(z.object({ druckverlust: z.number() })),
      kurve: z.array(z.object({ points: z.array(z.object({ x: unitFromField('einheitX', z.number()) })) })),
    });
    expect(withoutUnit(result, 'ergebnis')).toEqual(['ergebnis.ohneEinheit', 'ergebnis.stufen[].druckverlust']);
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

  it('finds the response schemas of every calculator', () => {
    expect(RESPONSES.map(([name]) => name).sort()).toEqual(
      [
        'buildingCalcResult',
        'coverDesignResult',
        'efhResult',
        'grilleLoadResult',
        'heatPumpPlanningResult',
        'hpcResult',
        'investFbhResult',
        'investKwlResult',
        'investSystempackageResult',
        'kcModelResult',
        'kcModelSizeResult',
        'krn41Result',
        'krn41Size',
        'krn92Result',
        'radiatorCalcResult',
        'radiatorExchangeResult',
        'variantResult',
      ].sort(),
    );
  });

  it.each(RESPONSES)('%s: each numeric result names its unit', (name, schema) => {
    expect(numericFields(schema, name).length).toBeGreaterThan(0);
    expect(withoutUnit(schema, name), 'numeric results without a unit').toEqual([]);
    expect(unknownUnits(schema, name), 'units outside the list').toEqual([]);
  });

  it('a curve’s points are in the units the curve names, one of the list', () => {
    expect(calc.kurve.shape.einheitX.options).toEqual([...UNITS]);
    expect(calc.kurve.shape.einheitY.options).toEqual([...UNITS]);
    const point = z.toJSONSchema(calc.kurve, { io: 'output' }) as { properties: Record<string, any> };
    expect(point.properties.points.items.properties.y).toMatchObject({ [UNIT_FIELD_KEY]: 'einheitY' });
  });

  it('a result field says its unit in the form the OpenAPI document is written from', () => {
    const json = z.toJSONSchema(calc.radiatorCalcResult, { io: 'output' }) as { properties: Record<string, any> };
    expect(json.properties.heizleistung).toMatchObject({ [UNIT_KEY]: 'W', minimum: 0 });
    expect(json.properties.durchfluss).toMatchObject({ [UNIT_KEY]: 'l/h' });
    expect(json.properties.abweichung).toMatchObject({ [UNIT_KEY]: '1' });
    // Through nullable: null for natural convection, dB(A) otherwise.
    expect(JSON.stringify(json.properties.schalldruckpegel)).toContain('"x-unit":"dB(A)"');
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
