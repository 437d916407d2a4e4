import { CalcInputError, designCover, materialsFor, parseNumber, VERSION_FEATURES } from '@portal/calc';
import { INTL_LOCALE, type Locale } from '@portal/contracts';
import {
  COVER_FINISHES,
  type CoverDesignInput,
  type CoverDesignResult,
  type CoverType,
  type CoverVersion,
  coverDesignInput,
} from '@portal/contracts/calc';
import type { TextKey, Translate } from './texts';

/** The numeric fields of the form, as the contract names them. */
export const NUMBER_FIELDS = [
  'breite',
  'laenge',
  'laenge2',
  'stabbreite',
  'stabhoehe',
  'teilung',
  'stuetzabstand',
  'maxSegmentlaenge',
  'einzellast',
  'lastflaeche',
  'durchbiegungsgrenze',
] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];

/** What the user has typed and chosen: numbers as typed (a comma is a decimal separator), choices as values. */
export interface Draft {
  readonly numbers: Readonly<Record<NumberField, string>>;
  readonly form: 'gerade' | 'lForm';
  readonly typ: CoverType;
  readonly material: CoverDesignInput['material'];
  readonly oberflaeche: string;
  /** RAL colour of a powder coating, as typed */
  readonly farbe: string;
  readonly lastklasse: string;
}

export type Field = NumberField | 'form' | 'typ' | 'material' | 'oberflaeche' | 'farbe';

/** The deflection limit is typed as the n of L/n, which is how engineers say it. */
const RECIPROCAL: ReadonlySet<NumberField> = new Set(['durchbiegungsgrenze']);

/**
 * A new design from a complete input (the sample design of @portal/calc), its numbers written as
 * the language writes them without grouping ("1,5" in German), so they read as a person types them.
 */
export function startDraft(start: CoverDesignInput, locale: Locale): Draft {
  const written = new Intl.NumberFormat(INTL_LOCALE[locale], { useGrouping: false, maximumFractionDigits: 6 });
  const numbers = {} as Record<NumberField, string>;
  for (const field of NUMBER_FIELDS) {
    const value = start[field] ?? coverDesignInput.shape[field].safeParse(undefined).data;
    numbers[field] = value === undefined ? '' : written.format(RECIPROCAL.has(field) ? Math.round(1 / value) : value);
  }
  numbers.laenge2 ||= '2500';
  return {
    numbers,
    form: start.form ?? 'gerade',
    typ: start.typ,
    material: start.material,
    oberflaeche: start.oberflaeche,
    farbe: start.farbe ?? 'RAL 9016',
    lastklasse: start.lastklasse ?? '',
  };
}

/** A choice changed: keep the other choices where they still fit (material to type, finish to material). */
export function choose(draft: Draft, change: Partial<Omit<Draft, 'numbers'>>): Draft {
  const next = { ...draft, ...change };
  const materials = materialsFor(next.typ);
  const material = materials.includes(next.material) ? next.material : materials[0]!;
  const finishes: readonly string[] = COVER_FINISHES[material];
  const oberflaeche = finishes.includes(next.oberflaeche) ? next.oberflaeche : finishes[0]!;
  return { ...next, material, oberflaeche, ...(next.typ === 'rollrost' ? { form: 'gerade' as const } : {}) };
}

export interface Evaluation {
  readonly input?: CoverDesignInput;
  readonly result?: CoverDesignResult;
  /** One message per field, in the user's language. */
  readonly errors: Partial<Record<Field, string>>;
}

/**
 * Reads the draft for a version, checks it as the server will (the contract's schema, then the
 * engine's rules) and designs the cover. Every refusal is a message tied to its field.
 */
export function evaluate(version: CoverVersion, draft: Draft, t: Translate): Evaluation {
  const lForm = draft.form === 'lForm' && VERSION_FEATURES[version].lForm;
  const raw: Record<string, unknown> = {
    version,
    form: lForm ? 'lForm' : 'gerade',
    typ: draft.typ,
    material: draft.material,
    oberflaeche: draft.oberflaeche,
    ...(draft.oberflaeche === 'pulver' ? { farbe: ralColour(draft.farbe) } : {}),
    ...(draft.lastklasse ? { lastklasse: draft.lastklasse } : {}),
  };
  const errors: Partial<Record<Field, string>> = {};
  for (const field of NUMBER_FIELDS) {
    if (field === 'laenge2' && !lForm) continue;
    // Read as the calculators read a field: either decimal mark, no hexadecimal, exponents or words.
    const parsed = parseNumber(draft.numbers[field]);
    const value = parsed.kind === 'number' ? parsed.value : Number.NaN;
    raw[field] = RECIPROCAL.has(field) && value > 0 ? 1 / value : value;
  }
  const parsed = coverDesignInput.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as Field;
      errors[field] ??= rangeMessage(field, t);
    }
    return { errors };
  }
  const input = raw as CoverDesignInput;
  try {
    return { input, result: designCover(input), errors };
  } catch (error) {
    if (!(error instanceof CalcInputError)) throw error;
    for (const issue of error.issues) errors[issue.field as Field] ??= ruleMessage(issue.field, t);
    return { errors };
  }
}

/** The range a number field takes, from the contract's schema, in the field's own form (L/n for the limit). */
function rangeMessage(field: Field, t: Translate): string {
  if (field === 'farbe') return t('errFarbe');
  if (!(NUMBER_FIELDS as readonly string[]).includes(field)) return t('errChoice');
  let schema: unknown = coverDesignInput.shape[field as NumberField];
  while (schema && typeof (schema as { unwrap?: unknown }).unwrap === 'function')
    schema = (schema as { unwrap: () => unknown }).unwrap();
  const { minValue, maxValue, isInt } = schema as { minValue: number | null; maxValue: number | null; isInt: boolean };
  if (RECIPROCAL.has(field as NumberField)) return t('errNumber', { min: Math.round(1 / (maxValue ?? 1)), max: 1000 });
  return t(isInt ? 'errWhole' : 'errNumber', { min: minValue ?? 0, max: maxValue ?? 0 });
}

const RULE_MESSAGES: Partial<Record<string, TextKey>> = {
  teilung: 'errTeilung',
  breite: 'errEckSegment',
  farbe: 'errFarbe',
};

function ruleMessage(field: string, t: Translate): string {
  return t(RULE_MESSAGES[field] ?? 'errChoice');
}

/** "ral9016" and "RAL 9016" are the same colour: written the way the contract takes it. */
export function ralColour(typed: string): string {
  const digits = /^\s*ral\s*(\d{4})\s*$/i.exec(typed);
  return digits ? `RAL ${digits[1]}` : typed.trim();
}
