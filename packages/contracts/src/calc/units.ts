import { z } from 'zod';

/*
 * The unit of each numeric calculator input (issue 22): kept on the zod schema as metadata, so the
 * OpenAPI document the server writes from the contracts shows it beside the range.
 */

/**
 * The units a calculator input is given in: SI and HVAC symbols, "1" for counts, fractions and
 * factors (a share 0.05, a COP, a calendar year).
 */
export const UNITS = [
  '1',
  '%',
  '°C',
  'K',
  'W',
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
  'm³/h',
  'h⁻¹',
  'mbar',
  'kN',
  'mm',
  'm',
  'm²',
  'm³',
  's',
  'a',
  'km/a',
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

/** The unit a numeric schema was given with `inUnit`, if any. */
export function unitOf(schema: z.ZodType): string | undefined {
  const unit = z.globalRegistry.get(schema)?.[UNIT_KEY];
  return typeof unit === 'string' ? unit : undefined;
}

/** A number a request may carry, with its path (`raeume[].bauteile[].u`) and its last name (`u`). */
export interface NumericField {
  path: string;
  name: string;
  schema: z.ZodNumber;
}

/**
 * Every number a request schema may carry: through optional and default wrappers, objects,
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
