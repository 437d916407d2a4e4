import { type Catalogues, calculateVariants } from '@portal/calc';
import { type VariantErgebnis, type VariantInput, variantInput } from '@portal/contracts/calc';
import type { FieldSpec, FormValues } from './form';

/*
 * The variant calculator (BuildingCalcV2) as a flat form: the per-variant lists of the input are
 * fields named `erzeuger.0`, `vorlaufTemps.2`, the energy prices `strom.arbeitspreis`, so a
 * problem's path is the field's name.
 */

/** The most variants the contract allows. */
export const MAX_VARIANTS = variantInput.shape.numberOfVariants.maxValue ?? 8;
/** The engine's default comparison set has five variants: the form starts by showing them. */
const VARIANTS_AT_START = 5;

/** Each per-variant list, its field and the value a variant takes when its field is not shown. */
export const VARIANT_LISTS = [
  { list: 'erzeuger', field: { kind: 'select' } },
  { list: 'zweitErzeuger', field: { kind: 'select', optional: true }, neutral: null },
  { list: 'deckungsanteile', field: { kind: 'number', percent: true }, neutral: 1 },
  { list: 'vorlaufTemps', field: { kind: 'number' } },
  { list: 'pvLeistungen', field: { kind: 'number' }, neutral: 0 },
  { list: 'batterieKapazitaeten', field: { kind: 'number' }, neutral: 0 },
  { list: 'foerderungen', field: { kind: 'number', percent: true }, neutral: 0 },
] as const satisfies ReadonlyArray<{ list: keyof VariantInput; field: Omit<FieldSpec, 'name'>; neutral?: unknown }>;
type VariantList = (typeof VARIANT_LISTS)[number]['list'];

export const CARRIERS = ['strom', 'gas', 'oel', 'pellets'] as const;
const PRICE_FIELDS: ReadonlyArray<Omit<FieldSpec, 'name'> & { part: string }> = [
  { part: 'grundpreis', kind: 'number' },
  { part: 'arbeitspreis', kind: 'number', scale: 100 },
  { part: 'preissteigerung', kind: 'number', growth: true },
];

const spec = (name: string, kind: FieldSpec['kind'], more: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  kind,
  ...more,
});

export const BUILDING_SPECS: readonly FieldSpec[] = [
  spec('gebaeudestandard', 'select'),
  spec('wohnflaeche', 'number'),
  spec('postleitzahl', 'text', { optional: true }),
  spec('fussbodenheizungAnteil', 'number', { percent: true }),
  spec('bewohnerTyp', 'select'),
  spec('warmwasserbedarf', 'number', { optional: true }),
  spec('haushaltsstrombedarf', 'number', { optional: true }),
  spec('eMobilitaet', 'check'),
  spec('kilometer', 'number'),
];
/** The heating in place, asked of a renovation only. */
export const OLD_HEATING_SPECS: readonly FieldSpec[] = [
  spec('altKesselTyp', 'select'),
  spec('altKesselBaujahr', 'number', { optional: true }),
  spec('verbrauchBekannt', 'check'),
  spec('verbrauch', 'number'),
  spec('pvAlt', 'number'),
];
export const SYSTEM_SPECS: readonly FieldSpec[] = [
  spec('heizen', 'check'),
  spec('kuehlen', 'check'),
  spec('lueften', 'check'),
  spec('pv', 'check'),
  spec('pvNeu', 'check'),
  spec('batterie', 'check'),
  spec('foerderung', 'check'),
  spec('numberOfVariants', 'select', { numeric: true }),
];
export const PRICE_SPECS: readonly FieldSpec[] = CARRIERS.flatMap((c) =>
  PRICE_FIELDS.map(({ part, ...field }) => ({ ...field, name: `${c}.${part}` })),
);
export const ECONOMY_SPECS: readonly FieldSpec[] = [
  spec('einspeiseverguetung', 'number', { scale: 100 }),
  spec('co2Steuer', 'check'),
  spec('co2Preis', 'number'),
  spec('preissteigerungCo2', 'number', { growth: true }),
  spec('zins', 'number', { percent: true }),
  spec('betrachtungszeitraum', 'number'),
  spec('pvProKWp', 'number'),
  spec('batterieProKWh', 'number'),
];
/** The fields of variant `i` (0-based). */
export const variantSpecs = (i: number): FieldSpec[] =>
  VARIANT_LISTS.map(({ list, field }) => ({ ...field, name: `${list}.${i}` }));

export const VARIANT_SPECS: readonly FieldSpec[] = [
  ...BUILDING_SPECS,
  ...OLD_HEATING_SPECS,
  ...SYSTEM_SPECS,
  ...Array.from({ length: MAX_VARIANTS }, (_, i) => variantSpecs(i)).flat(),
  ...PRICE_SPECS,
  ...ECONOMY_SPECS,
];

/** The label text of each field where it is not the field's own name (a list entry, a price, a word taken). */
export function variantLabelKey(field: string): string {
  const [head = field, tail] = field.split('.');
  if (tail !== undefined) {
    const list = VARIANT_LISTS.find((l) => l.list === head);
    return list ? LIST_LABELS[list.list] : tail;
  }
  return OWN_LABELS[field] ?? field;
}
const LIST_LABELS: Record<VariantList, string> = {
  erzeuger: 'erzeuger',
  zweitErzeuger: 'zweitErzeuger',
  deckungsanteile: 'deckungsanteil',
  vorlaufTemps: 'vorlaufTemp',
  pvLeistungen: 'pvLeistung',
  batterieKapazitaeten: 'batterieKapazitaet',
  foerderungen: 'foerderquote',
};
const OWN_LABELS: Record<string, string> = {
  wohnflaeche: 'wohnflaecheHaus',
  pv: 'mitPv',
  batterie: 'mitBatterie',
  foerderung: 'mitFoerderung',
};

/** Where a field sits, for a problem that must say which one is meant: a variant (0-based) or an energy carrier. */
export function fieldPlace(field: string): { variant: number } | { carrier: string } | undefined {
  const [head, tail] = field.split('.');
  if (tail === undefined) return undefined;
  if (VARIANT_LISTS.some((l) => l.list === head)) return { variant: Number(tail) };
  return head ? { carrier: head } : undefined;
}

/** The fields the form shows for these values: the old heating in a renovation, a variant's parts as switched on. */
export function activeVariantSpecs(values: FormValues, isSanierung: boolean): FieldSpec[] {
  const on = (name: string) => values[name] === true;
  const count = Math.min(MAX_VARIANTS, Math.max(1, Number(values.numberOfVariants) || 1));
  const building = BUILDING_SPECS.filter((s) => s.name !== 'kilometer' || on('eMobilitaet'));
  const old = isSanierung ? OLD_HEATING_SPECS.filter((s) => s.name !== 'verbrauch' || on('verbrauchBekannt')) : [];
  const variants = Array.from({ length: count }, (_, i) =>
    variantSpecs(i).filter((s) => {
      const list = s.name.split('.')[0];
      if (list === 'deckungsanteile') return values[`zweitErzeuger.${i}`] !== '';
      if (list === 'pvLeistungen') return on('pv') && on('pvNeu');
      if (list === 'batterieKapazitaeten') return on('batterie');
      if (list === 'foerderungen') return on('foerderung');
      return true;
    }),
  ).flat();
  const economy = ECONOMY_SPECS.filter((s) => !['co2Preis', 'preissteigerungCo2'].includes(s.name) || on('co2Steuer'));
  return [...building, ...old, ...SYSTEM_SPECS, ...variants, ...PRICE_SPECS, ...economy];
}

/**
 * The form's start: the contract's defaults and the engine's default comparison set (reference gas
 * boiler, air and ground heat pumps, with PV and battery), for every variant the form may show.
 * A new build starts as GEG 2020 with underfloor heating, a renovation as the contract's partly
 * renovated house. The living area has no default in the contract: 150 m² is a typical house.
 */
export function variantTemplate(catalogues: Catalogues, isSanierung: boolean): VariantInput {
  const start: VariantInput = {
    isDefaultRun: true,
    numberOfVariants: MAX_VARIANTS,
    isSanierung,
    wohnflaeche: 150,
    pv: true,
    batterie: true,
    ...(isSanierung ? {} : { gebaeudestandard: 'geg2020', fussbodenheizungAnteil: 1 }),
  };
  const parsed = variantInput.parse(start);
  const { varianten } = calculateVariants(start, catalogues);
  return {
    ...parsed,
    isDefaultRun: false,
    numberOfVariants: VARIANTS_AT_START,
    erzeuger: varianten.map((v) => v.erzeuger),
    zweitErzeuger: varianten.map((v) => v.zweitErzeuger),
    deckungsanteile: varianten.map((v) => v.deckungsanteil),
    vorlaufTemps: varianten.map((v) => v.vorlaufTemp),
    pvLeistungen: varianten.map((v) => v.pvLeistung - parsed.pvAlt),
    batterieKapazitaeten: varianten.map((v) => v.batterieKapazitaet),
    foerderungen: varianten.map(() => 0),
  };
}

/** The form's fields of an input: lists and prices spread out, a variant the input lacks taken from the template. */
export function variantFields(input: Record<string, unknown>, template: VariantInput): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...input };
  const t = template as Record<string, unknown>;
  for (const { list } of VARIANT_LISTS) {
    const own = Array.isArray(input[list]) ? (input[list] as unknown[]) : [];
    const fallback = Array.isArray(t[list]) ? (t[list] as unknown[]) : [];
    for (let i = 0; i < MAX_VARIANTS; i++) fields[`${list}.${i}`] = i < own.length ? own[i] : fallback[i];
    delete fields[list];
  }
  for (const carrier of CARRIERS) {
    const prices = (input[carrier] ?? t[carrier]) as Record<string, unknown> | undefined;
    for (const { part } of PRICE_FIELDS) fields[`${carrier}.${part}`] = prices?.[part];
    delete fields[carrier];
  }
  return fields;
}

/**
 * The engine input of the form's fields: one list entry per variant shown (a part not shown takes
 * its neutral value, a list with nothing shown is left to the engine), the prices as objects, the
 * kind of project from the page, and whether the plant or the costs differ from the start.
 */
export function variantInputOf(
  fields: Record<string, unknown>,
  isSanierung: boolean,
  template: VariantInput,
): Record<string, unknown> {
  const input: Record<string, unknown> = { isDefaultRun: false, isSanierung };
  for (const [name, value] of Object.entries(fields)) if (!name.includes('.')) input[name] = value;
  const count = typeof fields.numberOfVariants === 'number' ? fields.numberOfVariants : 1;
  for (const entry of VARIANT_LISTS) {
    const values = Array.from({ length: count }, (_, i) => fields[`${entry.list}.${i}`]);
    if (values.every((v) => v === undefined) && 'neutral' in entry) continue;
    input[entry.list] = values.map((v) => (v === undefined && 'neutral' in entry ? entry.neutral : v));
  }
  for (const carrier of CARRIERS) {
    input[carrier] = Object.fromEntries(PRICE_FIELDS.map(({ part }) => [part, fields[`${carrier}.${part}`]]));
  }
  const differs = (names: readonly string[]) =>
    names.some(
      (name) => name in input && JSON.stringify(input[name]) !== JSON.stringify(startOf(template, name, count)),
    );
  input.isAnlageModified = differs(VARIANT_LISTS.map((l) => l.list));
  input.isKostenModified = differs([...CARRIERS, ...ECONOMY_SPECS.map((s) => s.name)]);
  return input;
}

function startOf(template: VariantInput, name: string, count: number): unknown {
  const value = (template as Record<string, unknown>)[name];
  return Array.isArray(value) ? value.slice(0, count) : value;
}

/** A variant's yearly costs in the order the chart stacks them: capital, energy, operation, CO2 price. */
export function costParts(v: VariantErgebnis): [number, number, number, number] {
  const a = v.annuitaeten;
  return [a.kapital, a.bedarf, a.betrieb, a.co2];
}

/** The net yearly cost summed over the period (annuity × years), as a customer compares totals. */
export const costOverPeriod = (v: VariantErgebnis, years: number) => v.annuitaeten.gesamt * years;
