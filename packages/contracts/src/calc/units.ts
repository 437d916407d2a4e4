import { z } from 'zod';

/*
 * The unit of each numeric calculator input (issue 22): kept on the zod schema as metadata, so the
 * OpenAPI document the server writes from the contracts shows it beside the range.
 */

/**
 * The units a calculator input or result is given in: SI and HVAC symbols, "1" for counts,
 * fractions and factors (a share 0.05, a COP, a calendar year, a fan stage).
 */
export const UNITS = [
  '1',
  '%',
  '°C',
  'K',
  'W',
  'W/m',
  'W/m²',
  'kW',
  'kWp',
  'kWh',
  'kWh/a',
  'kWh/kWp',
  'kWh/(m²·a)',
  'K·h/a',
  'W/(m²·K)',
  'W/(m·K)',
  'm²·K/W',
  'kg/h',
  'l/h',
  'm³/h',
  'm³/(h·m)',
  'h⁻¹',
  'mbar',
  'V',
  'N',
  'kN',
  'kN/m²',
  'N/mm²',
  'mm',
  'm',
  'm²',
  'm³',
  's',
  'a',
  'km/a',
  't/a',
  'dB(A)',
  '€',
  '€/a',
  '€/kWh',
  '€/kWp',
  '€/t',
  '€/m',
  '€/m²',
] as const;
export type Unit = (typeof UNITS)[number];

/** The metadata key of a field's unit in the contracts and in the OpenAPI document (an extension). */
export const UNIT_KEY = 'x-unit';

/**
 * A numeric input in its unit: the schema (with its range) carries the unit as metadata, and
 * API readers see it as `x-unit` and in the field's description. Applied to a shared schema
 * (`euro`), it gives that use its own unit (`€/m`).
 */
export function inUnit<T extends z.ZodType>(unit: Unit, schema: T): T {
  const description = unit === '1' ? 'a plain number (a count, a fraction or a factor)' : `in ${unit}`;
  return schema.meta({ [UNIT_KEY]: unit, description }) as T;
}

/**
 * A number a calculator answers, in its unit: the OpenAPI document shows it as `x-unit` on the
 * response field. A result needs no range (the engine computes it), but it must say its unit, "1"
 * where it has none (a factor, a share, a count). No description beside it: the hundreds of result
 * numbers would repeat "in W" and grow the document past its budget, and `x-unit` says it already.
 */
export function outUnit<T extends z.ZodType>(unit: Unit, schema: T): T {
  return schema.meta({ [UNIT_KEY]: unit }) as T;
}

/**
 * The metadata key of a number whose unit travels with the data: a curve's points are in the
 * units its own `einheitX`/`einheitY` name, because one result may hold curves in kN and in kN/m².
 */
export const UNIT_FIELD_KEY = 'x-unit-field';

/** A curve coordinate whose unit is the value of the sibling field `field` (one of UNITS). */
export function unitFromField<T extends z.ZodType>(field: string, schema: T): T {
  return schema.meta({ [UNIT_FIELD_KEY]: field }) as T;
}

/** The unit a numeric schema was given with `inUnit` or `outUnit`, if any. */
export function unitOf(schema: z.ZodType): string | undefined {
  const unit = z.globalRegistry.get(schema)?.[UNIT_KEY];
  return typeof unit === 'string' ? unit : undefined;
}

/** The sibling field naming a number's unit (`unitFromField`), if any. */
export function unitFieldOf(schema: z.ZodType): string | undefined {
  const field = z.globalRegistry.get(schema)?.[UNIT_FIELD_KEY];
  return typeof field === 'string' ? field : undefined;
}

/** A number a request or a result may carry, with its path (`raeume[].bauteile[].u`) and its last name (`u`). */
export interface NumericField {
  path: string;
  name: string;
  schema: z.ZodNumber;
}

/**
 * Every number a request or result schema may carry: through optional and default wrappers, objects,
 * lists (`[]`), records (`{}`), unions and pipes (a query's text is read as a number first; the
 * number it becomes is the field).
 */
export function numericFields(schema: z.ZodType, path = '', name = ''): NumericField[] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case 'number':
      return [{ path, name, schema: schema as z.ZodNumber }];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
      return numericFields(def.innerType as z.ZodType, path, name);
    case 'pipe':
      return numericFields(def.out as z.ZodType, path, name);
    case 'object':
      return Object.entries((schema as z.ZodObject).shape).flatMap(([key, field]) =>
        numericFields(field as z.ZodType, path ? `${path}.${key}` : key, key),
      );
    case 'array':
      return numericFields(def.element as z.ZodType, `${path}[]`, name);
    case 'record':
      return numericFields(def.valueType as z.ZodType, `${path}{}`, name);
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => numericFields(option, path, name));
    default:
      return [];
  }
}

/** Bounds at or beyond the safe integers are what `.int()` sets on its own: no physical range. */
export function hasRange(schema: z.ZodNumber): boolean {
  const bounded = (value: number | null) => value !== null && Math.abs(value) < Number.MAX_SAFE_INTEGER;
  return bounded(schema.minValue) && bounded(schema.maxValue);
}
