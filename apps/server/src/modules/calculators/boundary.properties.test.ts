import { BUILDING_SAMPLE, GRILLE_SAMPLE, RADIATOR_EXCHANGE_SAMPLE, RADIATOR_SAMPLE } from '@portal/calc/testing';
import {
  buildingCalcInput,
  coverDesignInput,
  grilleLoadInput,
  heatPumpPlanningInput,
  hpcInput,
  investFbhInput,
  investKwlInput,
  investSystempackageInput,
  kcModelInput,
  krn41Input,
  krn41SizeInput,
  krn92Input,
  krn92Query,
  LOCALES,
  type Problem,
  radiatorCalcInput,
  radiatorExchangeInput,
  variantInput,
} from '@portal/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { readXlsx } from '../../exports/testing';
import { startTestApp, type TestApp } from '../../testing/app';
import { bearer } from '../../testing/users';
import { CROSS_DESIGNER_CALCULATION } from './crossDesigner.fixtures';
import { hpc, kc } from './fanConvectors.fixtures';
import { multipart, pdfText } from './testing';
import { KRN41_SAMPLE, KRN92_SAMPLE } from './trenchConvectors.fixtures';

/**
 * Issue 22 at the HTTP boundary: every calculation route gets generated bodies (values at and just
 * beyond each contract bound, wrong JSON types, null, huge arrays and strings, nested objects,
 * numbers as text, negative zero, unicode, unknown and missing fields). Whatever arrives, the answer
 * is 200 with a sane result or a 400 problem naming the field the contract (checked here with the
 * same schema) or the engine refuses; never 500, never a negative load. Seeded, so a failure repeats.
 */

/** A wider search than the suite's: FUZZ_SEED shifts every route's seed, FUZZ_RUNS sets the runs. */
const EXPLORE = Number(process.env.FUZZ_SEED ?? 0) | 0;
const RUNS = Number(process.env.FUZZ_RUNS ?? 150) || 150;

interface Route {
  readonly url: string;
  readonly schema: ZodType;
  readonly base: Record<string, unknown>;
  /** GET with the input in the query string (KRN92) instead of a JSON body. */
  readonly query?: boolean;
}

const ROUTES: Route[] = [
  { url: '/portal/api/XFlair/calcOutput', schema: radiatorCalcInput, base: RADIATOR_SAMPLE },
  { url: '/portal/api/XFlairTausch/calcOutput', schema: radiatorExchangeInput, base: RADIATOR_EXCHANGE_SAMPLE },
  { url: '/portal/api/BuildingCalc/calc', schema: buildingCalcInput, base: BUILDING_SAMPLE },
  {
    url: '/portal/api/BuildingCalc/calcInvestSystempackage',
    schema: investSystempackageInput,
    base: { heizlast: 8200, anzahlHeizkoerper: 6, preisHeizkoerper: 400, montage: 2000, foerderquote: 0.3 },
  },
  {
    url: '/portal/api/BuildingCalc/calcInvestFBHhydrl',
    schema: investFbhInput,
    base: { heizkreise: [{ name: 'Wohnen', flaeche: 20, heizlast: 2000 }], spreizung: 5 },
  },
  {
    url: '/portal/api/BuildingCalc/calcInvestKWL',
    schema: investKwlInput,
    base: { wohnflaeche: 120, waermerueckgewinnung: 0.8 },
  },
  {
    url: '/portal/api/BuildingCalc/calcHeatPump',
    schema: heatPumpPlanningInput,
    base: { heizlast: 12000, betriebsweise: 'bivalentParallel', neubau: true },
  },
  {
    url: '/portal/api/BuildingCalcV2',
    schema: variantInput,
    base: { numberOfVariants: 2, wohnflaeche: 140, erzeuger: ['gasBrennwert', 'luftWasserWP'] },
  },
  { url: '/portal/api/ConvectorLoadCalc/calc', schema: grilleLoadInput, base: GRILLE_SAMPLE },
  {
    url: CROSS_DESIGNER_CALCULATION.url,
    schema: coverDesignInput,
    base: CROSS_DESIGNER_CALCULATION.body as Record<string, unknown>,
  },
  { url: '/portal/api/KCModel/calc', schema: kcModelInput, base: kc },
  { url: '/portal/api/KCModel/calcOutput', schema: kcModelInput, base: kc },
  { url: '/portal/api/HPC/calc', schema: hpcInput, base: hpc },
  { url: '/portal/api/KRN41/calc', schema: krn41SizeInput, base: KRN41_SAMPLE },
  { url: '/portal/api/KRN41/calcOutput', schema: krn41Input, base: KRN41_SAMPLE },
  { url: '/portal/api/PM/KRN92', schema: krn92Query, base: KRN92_SAMPLE, query: true },
];

// ---------------------------------------------------------------------------------------------
// The contract's leaves: where a value can be changed, and what its bounds and choices are.

type Path = ReadonlyArray<string | number>;
interface Leaf {
  readonly path: Path;
  readonly kind: 'number' | 'string' | 'enum' | 'boolean' | 'array' | 'object' | 'other';
  readonly min?: number;
  readonly max?: number;
  readonly int?: boolean;
  readonly options?: readonly unknown[];
}

interface Def {
  type: string;
  innerType?: ZodLike;
  in?: ZodLike;
  out?: ZodLike;
  shape?: Record<string, ZodLike>;
  element?: ZodLike;
  entries?: Record<string, unknown>;
  values?: unknown[];
  options?: ZodLike[];
}
interface ZodLike {
  _zod: { def: Def };
  minValue?: number | null;
  maxValue?: number | null;
  isInt?: boolean;
}

const WRAPPERS = new Set(['optional', 'default', 'nullable', 'prefault', 'readonly', 'catch', 'nonoptional']);

function unwrap(schema: ZodLike): ZodLike {
  let s = schema;
  for (;;) {
    const def = s._zod.def;
    if (WRAPPERS.has(def.type) && def.innerType) s = def.innerType;
    // z.preprocess (the query's numbers) is a pipe from a transform into the field's own schema
    else if (def.type === 'pipe' && def.in) s = def.in._zod.def.type === 'transform' && def.out ? def.out : def.in;
    else return s;
  }
}

function leaves(schema: ZodLike, value: unknown, path: Path = []): Leaf[] {
  const s = unwrap(schema);
  const def = s._zod.def;
  switch (def.type) {
    case 'number':
      return [
        {
          path,
          kind: 'number',
          min: s.minValue ?? undefined,
          max: s.maxValue ?? undefined,
          int: s.isInt === true,
        },
      ];
    case 'string':
      return [{ path, kind: 'string' }];
    case 'boolean':
      return [{ path, kind: 'boolean' }];
    case 'enum':
      return [{ path, kind: 'enum', options: Object.values(def.entries ?? {}) }];
    case 'literal':
      return [{ path, kind: 'enum', options: def.values ?? [] }];
    case 'object': {
      const here: Leaf[] = path.length ? [{ path, kind: 'object' }] : [];
      const object = (value ?? {}) as Record<string, unknown>;
      return [
        ...here,
        ...Object.entries(def.shape ?? {}).flatMap(([key, field]) => leaves(field, object[key], [...path, key])),
      ];
    }
    case 'array': {
      const items = Array.isArray(value) ? value : [];
      const inner = def.element && items.length ? leaves(def.element, items[0], [...path, 0]) : [];
      return [{ path, kind: 'array' }, ...inner];
    }
    case 'union': {
      const first = def.options?.[0];
      return first ? leaves(first, value, path) : [{ path, kind: 'other' }];
    }
    default:
      return [{ path, kind: 'other' }];
  }
}

// ---------------------------------------------------------------------------------------------
// What an outside engineer or attacker sends instead of a value.

const DELETE = Symbol('delete');
type Replacement = unknown | typeof DELETE;

const just = (x: number, up: boolean, int?: boolean) =>
  int ? x + (up ? 1 : -1) : x + (up ? 1 : -1) * Math.max(Math.abs(x) * 1e-9, 1e-9);

const HOSTILE_TEXT = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-0',
  '0x10',
  '１２',
  '<script>alert(1)</script>',
  "=cmd|'/c calc'!A1",
  'Ünïcödé 😀 \u202e\u0000',
  'x'.repeat(20_000),
];
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -0,
  -1,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER + 2,
  [],
  [1, 2],
  {},
  { $gt: 0 },
  { valueOf: 1e9, toString: '9' },
  [[[[[[[[[[1]]]]]]]]]],
  ...HOSTILE_TEXT,
];

function replacements(leaf: Leaf, current: unknown): Replacement[] {
  const out: Replacement[] = [DELETE, ...HOSTILE_VALUES];
  if (leaf.kind === 'number') {
    const { min, max, int } = leaf;
    for (const edge of [min, max]) if (edge !== undefined) out.push(edge, String(edge), -edge);
    if (min !== undefined) out.push(just(min, false, int));
    if (max !== undefined) out.push(just(max, true, int));
    if (min !== undefined && max !== undefined) out.push((min + max) / 2, just(min, true), just(max, false));
  }
  if (leaf.kind === 'enum') out.push(...(leaf.options ?? []), `${String(current)} `, String(current).toUpperCase());
  if (leaf.kind === 'array' && Array.isArray(current) && current.length) {
    out.push(Array.from({ length: 1001 }, () => current[0]));
    out.push(Array.from({ length: 40_000 }, () => current[0]));
    out.push([current[0], null]);
  }
  if (leaf.kind === 'string') out.push('a'.repeat(1000), 'Büro <&> "Süd"');
  return out;
}

function setAt(target: unknown, path: Path, value: Replacement): unknown {
  if (!path.length) return value === DELETE ? undefined : value;
  const [head, ...rest] = path;
  const container =
    target && typeof target === 'object'
      ? Array.isArray(target)
        ? [...target]
        : { ...(target as object) }
      : typeof head === 'number'
        ? []
        : {};
  const record = container as Record<string | number, unknown>;
  const next = setAt(record[head as string], rest, value);
  if (next === undefined && rest.length === 0 && value === DELETE) {
    if (Array.isArray(container)) container.splice(head as number, 1);
    else delete record[head as string];
  } else record[head as string] = next;
  return container;
}

const pathText = (path: Path) => path.join('.');

// ---------------------------------------------------------------------------------------------
// What a sane answer looks like.

/** Results that are amounts of heat, flow, length or area: none of them is ever negative. */
const NEVER_NEGATIVE =
  /(leistung|heizlast|waermebedarf|durchfluss|volumenstrom|massenstrom|laenge|flaeche|menge|anzahl|kreise|gewicht|pegel)/i;
/** Results that may be signed although their name says otherwise (a deviation, a difference, a net figure). */
const SIGNED =
  /(abweichung|differenz|delta|reserve|ueberschuss|saldo|einspeis|gesamt$|annuit|netto|ersparnis|mehr|minder)/i;

function insane(value: unknown, path = ''): string[] {
  if (typeof value === 'number') {
    const key = path.split('.').pop() ?? '';
    if (!Number.isFinite(value)) return [`${path}=${value}`];
    // a temperature is within the contracts' −60 … 130 °C give or take what a coil or floor adds
    if (/temp/i.test(key) && !/leistung/i.test(key)) return value < -100 || value > 200 ? [`${path}=${value}`] : [];
    if (value < 0 && NEVER_NEGATIVE.test(key) && !SIGNED.test(key)) return [`${path}=${value}`];
    return [];
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => insane(v, `${path}.${i}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => insane(v, path ? `${path}.${k}` : k));
  return [];
}

function nulPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path] : [];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => nulPaths(v, [...path, Array.isArray(value) ? Number(k) : k]));
  return [];
}

function queryString(input: unknown): string {
  const params = new URLSearchParams();
  if (input && typeof input === 'object' && !Array.isArray(input))
    for (const [k, v] of Object.entries(input)) {
      if (v === undefined) continue;
      if (Array.isArray(v)) for (const item of v) params.append(k, String(item));
      else params.append(k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
    }
  return params.toString();
}

/** The query string as the server reads it: one value a string, repeated ones an array. */
function parsedQuery(input: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of new URLSearchParams(queryString(input))) {
    const had = out[k];
    out[k] = had === undefined ? v : Array.isArray(had) ? [...had, v] : [had, v];
  }
  return out;
}

let app: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  app = await startTestApp();
  headers = await bearer(app, 'sales');
});
afterAll(() => app.close());

describe('every calculation route at its boundary (issue 22)', () => {
  describe.each(ROUTES)('$url', (route) => {
    const base = route.schema.parse(route.query ? parsedQuery(route.base) : route.base) as Record<string, unknown>;
    const all = leaves(route.schema as unknown as ZodLike, base);
    const edits = all.flatMap((leaf) =>
      replacements(
        leaf,
        leaf.path.reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], base),
      ).map((value) => ({ leaf, value })),
    );

    it('answers any generated body with a sane 200 or a 400 naming the field, never a 500', async () => {
      const seed = [...route.url].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7);
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.constantFrom(...edits), { minLength: 1, maxLength: 3 }),
          fc.constantFrom('none', 'unknown', 'poisoned'),
          async (chosen, extra) => {
            let body: unknown = base;
            for (const { leaf, value } of chosen) body = setAt(body, leaf.path, value);
            const poisoned = extra === 'poisoned' && !route.query;
            if (extra === 'unknown' && body && typeof body === 'object' && !Array.isArray(body))
              body = { ...body, userId: 'someone-else', preis: 0, rabatt: { $gt: 0 } };
            const sent = route.query ? parsedQuery(body) : body;
            const expected = route.schema.safeParse(sent);
            const response = await app.app.inject(
              route.query
                ? { method: 'GET', url: `${route.url}?${queryString(body)}`, headers }
                : {
                    method: 'POST',
                    url: route.url,
                    headers: { ...headers, 'content-type': 'application/json' },
                    // a prototype-polluting key as JSON.parse would make an own property of it
                    payload: poisoned
                      ? `{"__proto__":{"isAdmin":true},${JSON.stringify(body).slice(1)}`
                      : JSON.stringify(body),
                  },
            );
            const what = `${chosen.map((c) => `${pathText(c.leaf.path)}←${JSON.stringify(c.value)?.slice(0, 60) ?? 'deleted'}`).join(', ')}: ${response.statusCode} ${response.body.slice(0, 400)}`;
            expect([200, 400, 413], what).toContain(response.statusCode);
            if (response.statusCode === 413) return;
            if (poisoned) {
              // refused as a whole before any field is read (Fastify's prototype-poisoning guard)
              expect(response.statusCode, what).toBe(400);
              expect(response.json<Problem>().code, what).toBe('validation_failed');
              return;
            }
            if (response.statusCode === 200) {
              expect(expected.success, `accepted what the contract refuses: ${what}`).toBe(true);
              expect(insane(response.json()), what).toEqual([]);
              return;
            }
            expect(response.headers['content-type'], what).toContain('application/problem+json');
            const problem = response.json<Problem>();
            expect(problem.code, what).toBe('validation_failed');
            const named = problem.errors?.map((e) => e.path) ?? [];
            const prefix = route.query ? 'querystring' : 'body';
            expect(named.length, what).toBeGreaterThan(0);
            for (const p of named) expect(p.startsWith(prefix), what).toBe(true);
            // The server refuses a NUL character in any text before the contract reads it.
            const nul = nulPaths(body).map((p) => [prefix, ...p].join('.'));
            if (!expected.success || nul.length) {
              // The contract's own verdict: the 400 names at least one of the fields it names.
              const contract = [...(expected.error?.issues ?? []).map((i) => [prefix, ...i.path].join('.')), ...nul];
              expect(
                named.some((p) => contract.some((c) => c === p || c.startsWith(`${p}.`) || p.startsWith(`${c}.`))),
                `${what}\ncontract names ${contract.join(', ')}`,
              ).toBe(true);
            }
          },
        ),
        { numRuns: RUNS, seed: seed + EXPLORE },
      );
    }, 120_000);
  });
});

// ---------------------------------------------------------------------------------------------
// The documents at arbitrary accepted inputs: numbers anywhere in their range (edges included),
// names and project texts with markup, formula injection and long unicode, in all five languages.

const byUrl = (url: string) => ROUTES.find((r) => r.url === url)!;
const EXPORTS: ReadonlyArray<{ path: string; field: string; route: Route }> = [
  { path: 'XFlair', field: 'xflairData', route: byUrl('/portal/api/XFlair/calcOutput') },
  { path: 'XFlairTausch', field: 'xflairTauschData', route: byUrl('/portal/api/XFlairTausch/calcOutput') },
  { path: 'BuildingCalc', field: 'buildingCalcData', route: byUrl('/portal/api/BuildingCalc/calc') },
  { path: 'BuildingCalc/HeatPump', field: 'heatPumpData', route: byUrl('/portal/api/BuildingCalc/calcHeatPump') },
  { path: 'ConvectorLoadCalc', field: 'convectorLoadCalcData', route: byUrl('/portal/api/ConvectorLoadCalc/calc') },
  { path: 'CrossDesigner', field: 'crossDesignerData', route: byUrl(CROSS_DESIGNER_CALCULATION.url) },
  { path: 'KCModel', field: 'kcModelData', route: byUrl('/portal/api/KCModel/calcOutput') },
  { path: 'HPC', field: 'hpcData', route: byUrl('/portal/api/HPC/calc') },
  { path: 'KRN41', field: 'krn41Data', route: byUrl('/portal/api/KRN41/calcOutput') },
  { path: 'PM/KRN92', field: 'krn92Data', route: { url: '', schema: krn92Input, base: KRN92_SAMPLE } },
];

/** Texts a planner or an attacker types into a name or the project. */
const TEXTS = [
  "=cmd|'/c calc'!A1",
  '+SUM(A1:A9)',
  '-2+3',
  '@HYPERLINK("http://x")',
  '\t=1+1',
  '<b>Büro</b> & "Süd" <script>',
  'Žluťoučký kůň — été — città ✓ 😀',
  '\u202eevil.exe',
  'Ü'.repeat(190),
];
const FORMULA = /^[=+\-@\t\r\0]/;
const NAMES = /^(name|bezeichnung|projekt)$/;

describe('every calculator document at accepted inputs (issue 22)', () => {
  describe.each(EXPORTS)('$path', ({ path, field, route }) => {
    const base = route.schema.parse(route.base) as Record<string, unknown>;
    const all = leaves(route.schema as unknown as ZodLike, base);
    const numbers = all.filter((l) => l.kind === 'number' && l.min !== undefined && l.max !== undefined);
    const names = all.filter((l) => l.kind === 'string' && NAMES.test(String(l.path.at(-1))));
    const edit = fc.oneof(
      fc.record({
        leaf: fc.constantFrom(...numbers),
        share: fc.oneof(fc.constantFrom(0, 1), fc.double({ min: 0, max: 1, noNaN: true })),
      }),
      ...(names.length ? [fc.record({ leaf: fc.constantFrom(...names), text: fc.constantFrom(...TEXTS) })] : []),
    );

    it.each([
      ['GeneratePDF', 'pdf'],
      ['GenerateXLSX', 'xlsx'],
    ] as const)(
      '%s: any accepted input gives a readable file, formula-safe and in every language',
      async (kind, format) => {
        const seed = [...path, ...kind].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 11);
        await fc.assert(
          fc.asyncProperty(
            fc.array(edit, { minLength: 1, maxLength: 3 }),
            fc.constantFrom(...LOCALES),
            fc.constantFrom(...TEXTS),
            async (edits, language, projekt) => {
              let data: unknown = base;
              for (const e of edits) {
                const { min = 0, max = 0, int } = e.leaf;
                const value =
                  'text' in e ? e.text : int ? Math.round(min + (max - min) * e.share) : min + (max - min) * e.share;
                data = setAt(data, e.leaf.path, value);
              }
              // accepted inputs only: what the contract refuses is the route test's business above
              fc.pre(route.schema.safeParse(data).success);
              const form = multipart({ [field]: JSON.stringify(data), language, projekt });
              const response = await app.app.inject({
                method: 'POST',
                url: `/portal/api/${path}/${kind}`,
                headers: { ...headers, 'content-type': form.contentType },
                payload: form.payload,
              });
              const what = `${language} ${JSON.stringify(projekt)} ${edits
                .map((e) => `${pathText(e.leaf.path)}←${'text' in e ? JSON.stringify(e.text) : e.share}`)
                .join(', ')}: ${response.statusCode} ${response.body.slice(0, 300)}`;
              expect([200, 400], what).toContain(response.statusCode);
              if (response.statusCode === 400) {
                // an engine's refusal of a combination, naming a field of the data
                const problem = response.json<Problem>();
                expect(problem.code, what).toBe('validation_failed');
                expect(problem.errors?.[0]?.path ?? '', what).toMatch(new RegExp(`^body\\.${field}\\.`));
                return;
              }
              if (format === 'pdf') {
                const { text, pages } = await pdfText(response.rawPayload);
                expect(pages, what).toBeGreaterThan(0);
                expect(text, what).not.toMatch(/NaN|Infinity|undefined|\[object/);
                return;
              }
              const sheets = await readXlsx(response.rawPayload);
              const cells = Object.values(sheets).flat(2);
              const texts = cells.filter((c): c is string => typeof c === 'string');
              expect(
                texts.filter((t) => FORMULA.test(t)),
                what,
              ).toEqual([]);
              expect(
                texts.filter((t) => /NaN|Infinity|undefined|\[object/.test(t)),
                what,
              ).toEqual([]);
              expect(
                cells.filter((c) => typeof c === 'number' && !Number.isFinite(c)),
                what,
              ).toEqual([]);
            },
          ),
          { numRuns: Math.max(8, Math.round(RUNS / 20)), seed: seed + EXPLORE },
        );
      },
      180_000,
    );
  });
});
