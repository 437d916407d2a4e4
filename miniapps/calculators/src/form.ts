import type { Locale } from '@portal/contracts';
import { numberToText, parseNumber } from './format';

/** What a form holds: the text typed into a number field, a select's value, a checkbox. */
export type FormValues = Record<string, string | boolean>;

/** One input of a flat calculator form, as data: the screen renders it, the conversion reads it. */
export interface FieldSpec {
  /** the engine's field name (spec §3) */
  readonly name: string;
  readonly kind: 'number' | 'select' | 'check' | 'text';
  /** the form shows a percentage where the engine takes a fraction (0.05 ↔ 5) */
  readonly percent?: boolean;
  /** the form shows the denominator of a fraction (1/200 ↔ 200) */
  readonly reciprocal?: boolean;
  /** the form shows a yearly change in percent where the engine takes a factor (1.03 ↔ 3) */
  readonly growth?: boolean;
  /** the form shows the value times this (0.35 €/kWh ↔ 35 ct/kWh) */
  readonly scale?: number;
  /** an empty field leaves the input out (the engine's default or "any") */
  readonly optional?: boolean;
  /** a select whose values are numbers (heights, lengths, fan stages) */
  readonly numeric?: boolean;
}

/** The specs of several fields of one kind, in the order given: `specsOf('number', ['vorlaufTemp', 'ruecklaufTemp'])`. */
export function specsOf(
  kind: FieldSpec['kind'],
  names: readonly string[],
  more: Omit<FieldSpec, 'name' | 'kind'> = {},
): FieldSpec[] {
  return names.map((name) => ({ name, kind, ...more }));
}

/** Why a field is not accepted; turned into a translated sentence naming the field by messages.ts. */
export type ProblemCode =
  | 'required'
  | 'notANumber'
  | 'min'
  | 'floorTooSmall'
  | 'above'
  | 'max'
  | 'belowLimit'
  | 'integer'
  | 'belowField'
  | 'aboveField'
  | 'between'
  | 'notInCatalogue'
  | 'noUValue'
  | 'noPackage'
  | 'invalid';

export interface FieldProblem {
  /** dotted path as the engines name it: `zielLeistung`, `raeume.0.bauteile.2.u` */
  readonly field: string;
  readonly code: ProblemCode;
  /** the limit in the form's units (a percentage for percent fields) */
  readonly limit?: number;
  /** the other field of a comparison (`ruecklaufTemp` must be below `vorlaufTemp`) */
  readonly other?: string;
  /** the upper field of a range between two fields (`other` the lower one) */
  readonly otherUpper?: string;
}

function toForm(spec: FieldSpec, value: number): number {
  if (spec.percent) return value * 100;
  if (spec.reciprocal) return value === 0 ? 0 : 1 / value;
  if (spec.growth) return (value - 1) * 100;
  if (spec.scale) return value * spec.scale;
  return value;
}

function fromForm(spec: FieldSpec, value: number): number {
  if (spec.percent) return value / 100;
  if (spec.reciprocal) return value === 0 ? 0 : 1 / value;
  if (spec.growth) return 1 + value / 100;
  if (spec.scale) return value / spec.scale;
  return value;
}

/** The form's values for an engine input (numbers as the language writes them). */
export function valuesFromInput(
  specs: readonly FieldSpec[],
  input: Record<string, unknown>,
  locale: Locale,
): FormValues {
  const values: FormValues = {};
  for (const spec of specs) {
    const v = input[spec.name];
    if (spec.kind === 'check') values[spec.name] = v === true;
    else if (spec.kind === 'select' || spec.kind === 'text')
      values[spec.name] = v === undefined || v === null ? '' : String(v);
    else values[spec.name] = typeof v === 'number' ? numberToText(toForm(spec, v), locale) : '';
  }
  return values;
}

/**
 * The engine input of a form: numbers parsed (either decimal mark), percentages and fractions
 * converted, empty optional fields left out. Fields that are not numbers are reported, not guessed.
 */
export function inputFromValues(
  specs: readonly FieldSpec[],
  values: FormValues,
): { input: Record<string, unknown>; problems: FieldProblem[] } {
  const input: Record<string, unknown> = {};
  const problems: FieldProblem[] = [];
  for (const spec of specs) {
    const v = values[spec.name];
    if (spec.kind === 'check') {
      input[spec.name] = v === true;
      continue;
    }
    const text = typeof v === 'string' ? v : '';
    if (spec.kind === 'text') {
      if (text.trim() === '') {
        if (!spec.optional) problems.push({ field: spec.name, code: 'required' });
      } else input[spec.name] = text;
      continue;
    }
    if (spec.kind === 'select') {
      if (text === '') {
        if (!spec.optional) problems.push({ field: spec.name, code: 'required' });
      } else input[spec.name] = spec.numeric ? Number(text) : text;
      continue;
    }
    const parsed = parseNumber(text);
    if (parsed.kind === 'empty') {
      if (!spec.optional) problems.push({ field: spec.name, code: 'required' });
    } else if (parsed.kind === 'invalid') {
      problems.push({ field: spec.name, code: 'notANumber' });
    } else {
      input[spec.name] = fromForm(spec, parsed.value);
    }
  }
  return { input, problems };
}

/** The limit a schema states, in the form's units (percent fields show 1 as 100). */
function limitInForm(spec: FieldSpec | undefined, limit: number): number {
  if (!spec) return limit;
  return Math.round(toForm(spec, limit) * 1e6) / 1e6;
}

interface SchemaIssue {
  readonly code: string;
  readonly path: ReadonlyArray<PropertyKey>;
  readonly message: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly inclusive?: boolean;
  readonly expected?: string;
  readonly input?: unknown;
}

/** Problems of a zod validation, one per field (the first issue of a field is the one to fix). */
export function problemsFromSchema(issues: readonly SchemaIssue[], specs: readonly FieldSpec[] = []): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (problems.some((p) => p.field === field)) continue;
    const spec = specs.find((s) => s.name === field);
    // A reciprocal field turns the schema's upper bound on the fraction into a lower one on the denominator.
    const flipped = spec?.reciprocal === true;
    if (issue.code === 'too_small' && issue.minimum !== undefined) {
      const limit = limitInForm(spec, Number(issue.minimum));
      problems.push(
        flipped
          ? { field, code: issue.inclusive === false ? 'belowLimit' : 'max', limit }
          : { field, code: issue.inclusive === false ? 'above' : 'min', limit },
      );
    } else if (issue.code === 'too_big' && issue.maximum !== undefined) {
      const limit = limitInForm(spec, Number(issue.maximum));
      problems.push(
        flipped
          ? { field, code: issue.inclusive === false ? 'above' : 'min', limit }
          : { field, code: issue.inclusive === false ? 'belowLimit' : 'max', limit },
      );
    } else if (issue.code === 'invalid_type' && issue.expected === 'int') {
      problems.push({ field, code: 'integer' });
    } else if (issue.code === 'invalid_type') {
      problems.push({ field, code: issue.input === undefined ? 'required' : 'notANumber' });
    } else if (issue.code === 'custom') {
      problems.push(problemFromMessage(field, issue.message));
    } else {
      problems.push({ field, code: 'invalid' });
    }
  }
  return problems;
}

/** An engine's or a refinement's message, read for the few shapes they have. */
export function problemFromMessage(field: string, message: string): FieldProblem {
  let m = message.match(/^must be at most (-?[\d.]+)\b/);
  if (m) return { field, code: 'max', limit: Number(m[1]) };
  m = message.match(/^must be at least (-?[\d.]+)\b/);
  if (m) return { field, code: 'min', limit: Number(m[1]) };
  // A comparison names the other field, with or without the field itself in front.
  m = message.match(/^(?:\w+ )?must be below (\w+)$/);
  if (m) return { field, code: 'belowField', other: m[1]! };
  m = message.match(/^(?:\w+ )?must be above (\w+)$/);
  if (m) return { field, code: 'aboveField', other: m[1]! };
  m = message.match(/^must lie between (\w+) and (\w+)$/);
  if (m) return { field, code: 'between', other: m[1]!, otherUpper: m[2]! };
  // An air source heat pump's outputs rise with the air temperature: A2 lies between A-7 and A7.
  if (/\(A-7 ≤ A2 ≤ A7\)$/.test(message))
    return { field, code: 'between', other: 'leistungA7', otherUpper: 'leistungAPlus7' };
  if (/not in the catalogue/.test(message)) return { field, code: 'notInCatalogue' };
  if (/^no U-value/.test(message)) return { field, code: 'noUValue' };
  if (/^no system package/.test(message)) return { field, code: 'noPackage' };
  if (/is required/.test(message)) return { field, code: 'required' };
  if (/expected int/i.test(message)) return { field, code: 'integer' };
  return { field, code: 'invalid' };
}

/** Problems of a nested part named by their full path (`raeume.0.` + `flaeche`). */
export function prefixed(problems: readonly FieldProblem[], prefix: string): FieldProblem[] {
  return problems.map((p) => ({ ...p, field: `${prefix}${p.field}` }));
}
