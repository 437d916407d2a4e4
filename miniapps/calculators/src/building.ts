import type { Locale } from '@portal/contracts';
import {
  type FieldProblem,
  type FieldSpec,
  type FormValues,
  inputFromValues,
  prefixed,
  specsOf,
  valuesFromInput,
} from './form';

/**
 * The building form as data: general inputs, rooms with their building elements, and the three
 * optional investments. It converts to the inputs of the building routes and back, so the last
 * input and the export share one shape: the building input with `investition` (docs/calculators.md).
 */
export const GENERAL_SPECS: readonly FieldSpec[] = [
  ...specsOf('select', ['standort'], { optional: true }),
  ...specsOf('number', ['normAussenTemp'], { optional: true }),
  ...specsOf('number', ['baujahr', 'waermebrueckenzuschlag']),
  ...specsOf('number', ['waermerueckgewinnung'], { percent: true }),
];
export const ROOM_SPECS: readonly FieldSpec[] = [
  ...specsOf('text', ['name']),
  ...specsOf('number', ['innenTemp', 'flaeche', 'volumen']),
  ...specsOf('number', ['luftwechsel'], { optional: true }),
];
export const ELEMENT_SPECS: readonly FieldSpec[] = [
  ...specsOf('text', ['bezeichnung'], { optional: true }),
  ...specsOf('select', ['bauteilart']),
  ...specsOf('number', ['flaeche']),
  ...specsOf('number', ['u'], { optional: true }),
  ...specsOf('select', ['angrenzung']),
];
export const SYSTEMPAKET_SPECS: readonly FieldSpec[] = [
  ...specsOf('number', ['anzahlHeizkoerper', 'preisHeizkoerper', 'montage']),
  ...specsOf('number', ['foerderquote'], { percent: true }),
];
export const FBH_SPECS: readonly FieldSpec[] = [
  ...specsOf('number', ['spreizung', 'verlegeabstand', 'maxKreislaenge']),
  ...specsOf('number', ['bodenbelag'], { optional: true }),
  ...specsOf('number', [
    'rohrAussendurchmesser',
    'estrichUeberdeckung',
    'estrichWaermeleitfaehigkeit',
    'preisRohrProMeter',
    'preisProHeizkreis',
    'preisSystemProM2',
  ]),
];
export const KWL_SPECS: readonly FieldSpec[] = [
  ...specsOf('number', ['wohnflaeche'], { optional: true }),
  ...specsOf('number', ['raumhoehe', 'nennLuftwechsel']),
  ...specsOf('number', ['waermerueckgewinnung'], { percent: true }),
  ...specsOf('number', ['preisGeraet', 'preisLeitungProM2', 'montage']),
];

/** The schemas' defaults, so a switched-on investment starts filled. */
export const INVEST_DEFAULTS = {
  systempaket: { anzahlHeizkoerper: 0, preisHeizkoerper: 450, montage: 3000, foerderquote: 0 },
  fussbodenheizung: {
    spreizung: 5,
    verlegeabstand: 0.15,
    maxKreislaenge: 120,
    rohrAussendurchmesser: 16,
    estrichUeberdeckung: 0.045,
    estrichWaermeleitfaehigkeit: 1.2,
    preisRohrProMeter: 3.5,
    preisProHeizkreis: 90,
    preisSystemProM2: 30,
  },
  kwl: {
    raumhoehe: 2.5,
    nennLuftwechsel: 0.5,
    waermerueckgewinnung: 0.8,
    preisGeraet: 4500,
    preisLeitungProM2: 35,
    montage: 1500,
  },
} as const;

export interface ElementForm {
  readonly key: number;
  readonly values: FormValues;
}
export interface RoomForm {
  readonly key: number;
  readonly values: FormValues;
  readonly elements: readonly ElementForm[];
}
export interface BuildingForm {
  readonly general: FormValues;
  readonly rooms: readonly RoomForm[];
  readonly invest: {
    readonly systempaket: FormValues | null;
    readonly fussbodenheizung: FormValues | null;
    readonly kwl: FormValues | null;
  };
}

/** The form with room `i` changed; the other rooms stay as they are. */
export function withRoom(form: BuildingForm, i: number, change: (room: RoomForm) => RoomForm): BuildingForm {
  return { ...form, rooms: form.rooms.map((r, k) => (k === i ? change(r) : r)) };
}

/** The form with building element `j` of room `i` changed. */
export function withElement(
  form: BuildingForm,
  i: number,
  j: number,
  change: (element: ElementForm) => ElementForm,
): BuildingForm {
  return withRoom(form, i, (r) => ({ ...r, elements: r.elements.map((e, m) => (m === j ? change(e) : e)) }));
}

/** A room or building element with one field's value set. */
export function withValue<P extends { readonly values: FormValues }>(
  part: P,
  name: string,
  value: string | boolean,
): P {
  return { ...part, values: { ...part.values, [name]: value } };
}

let nextKey = 1;
export const newKey = () => nextKey++;

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** The form of a building input (a template or the last input); `investition` switches investments on. */
export function formFromInput(input: Obj, locale: Locale): BuildingForm {
  const invest = obj(input.investition);
  const part = (specs: readonly FieldSpec[], value: unknown, defaults: Obj) =>
    value === undefined ? null : valuesFromInput(specs, { ...defaults, ...obj(value) }, locale);
  return {
    general: valuesFromInput(GENERAL_SPECS, input, locale),
    rooms: list(input.raeume).map((r) => ({
      key: newKey(),
      values: valuesFromInput(ROOM_SPECS, obj(r), locale),
      elements: list(obj(r).bauteile).map((b) => ({
        key: newKey(),
        values: valuesFromInput(ELEMENT_SPECS, { angrenzung: 'aussen', ...obj(b) }, locale),
      })),
    })),
    invest: {
      systempaket: part(SYSTEMPAKET_SPECS, invest.systempaket, INVEST_DEFAULTS.systempaket),
      fussbodenheizung: part(FBH_SPECS, invest.fussbodenheizung, INVEST_DEFAULTS.fussbodenheizung),
      kwl: part(KWL_SPECS, invest.kwl, INVEST_DEFAULTS.kwl),
    },
  };
}

/** The heat-load input of the form (modus from the route), with the problems found reading it. */
export function heatLoadInputOf(form: BuildingForm, modus: 'neubau' | 'sanierung') {
  const problems: FieldProblem[] = [];
  const general = inputFromValues(GENERAL_SPECS, form.general);
  problems.push(...general.problems);
  if (general.input.standort !== undefined) delete general.input.normAussenTemp;
  else if (general.input.normAussenTemp === undefined && !problems.some((p) => p.field === 'normAussenTemp'))
    problems.push({ field: 'normAussenTemp', code: 'required' });
  const raeume = form.rooms.map((room, i) => {
    const r = inputFromValues(ROOM_SPECS, room.values);
    problems.push(...prefixed(r.problems, `raeume.${i}.`));
    const bauteile = room.elements.map((el, j) => {
      const e = inputFromValues(ELEMENT_SPECS, el.values);
      problems.push(...prefixed(e.problems, `raeume.${i}.bauteile.${j}.`));
      return e.input;
    });
    return { ...r.input, bauteile };
  });
  return { input: { modus, ...general.input, raeume }, problems };
}

/**
 * The circuits of the underfloor heating: one per room with an area, carrying that room's heat load,
 * each with the form's floor covering R_λ,B when one is given (else the engine's EN 1264 default).
 */
export function heatingCircuits(
  rooms: ReadonlyArray<{ name?: unknown; flaeche?: unknown; innenTemp?: unknown }>,
  loads: ReadonlyArray<{ heizlast: number }>,
  belagWiderstand?: unknown,
) {
  return rooms.flatMap((r, i) =>
    typeof r.flaeche === 'number' && r.flaeche > 0
      ? [
          {
            name: String(r.name ?? `${i + 1}`),
            flaeche: r.flaeche,
            heizlast: loads[i]?.heizlast ?? 0,
            ...(typeof r.innenTemp === 'number' ? { innenTemp: r.innenTemp } : {}),
            ...(typeof belagWiderstand === 'number' ? { belagWiderstand } : {}),
          },
        ]
      : [],
  );
}

/**
 * The form has one floor covering for every circuit: a problem with a circuit's covering is shown
 * once, at the form's `bodenbelag` field.
 */
export function coveringOnForm(problems: readonly FieldProblem[]): FieldProblem[] {
  const covering = /heizkreise\.\d+\.belagWiderstand$/;
  const mapped = problems.map((p) =>
    covering.test(p.field) ? { ...p, field: p.field.replace(/heizkreise\.\d+\.belagWiderstand$/, 'bodenbelag') } : p,
  );
  return mapped.filter((p, i) => mapped.findIndex((q) => q.field === p.field) === i);
}

/**
 * What an investment takes from the rooms (the underfloor circuits, the living area summed) is
 * refused at the rooms' areas, the fields the user can change: without a room with an area there
 * is no circuit and no living area.
 */
export function atRoomAreas(
  problems: readonly FieldProblem[],
  derived: string,
  rooms: ReadonlyArray<{ flaeche?: unknown }>,
): FieldProblem[] {
  const empty = rooms.flatMap((r, i) => (typeof r.flaeche === 'number' && r.flaeche > 0 ? [] : [i]));
  return problems.flatMap((p) =>
    p.field === derived && empty.length > 0
      ? empty.map((i): FieldProblem => ({ field: `raeume.${i}.flaeche`, code: 'above', limit: 0 }))
      : [p],
  );
}

/**
 * A circuit's heat load the floor cannot give with water of at most 70 °C (the engine's "must be at
 * most N" on `heizkreise.k.heizlast`) is the room's: its load comes from the building calculation, so
 * the field the user can change is the room's area. The floor's output grows with its area, so the
 * area that carries the load is at least load × area / N (rounded up to 0.1 m²).
 */
export function circuitLoadsAtRoomAreas(
  problems: readonly FieldProblem[],
  rooms: ReadonlyArray<{ flaeche?: unknown }>,
  loads: ReadonlyArray<{ heizlast: number }>,
): FieldProblem[] {
  const withArea = rooms.flatMap((r, i) => (typeof r.flaeche === 'number' && r.flaeche > 0 ? [i] : []));
  return problems.map((p) => {
    const circuit = /heizkreise\.(\d+)\.heizlast$/.exec(p.field);
    const i = circuit ? withArea[Number(circuit[1])] : undefined;
    if (i === undefined || p.code !== 'max' || !p.limit || p.limit <= 0) return p;
    const area = rooms[i]!.flaeche as number;
    const load = loads[i]?.heizlast ?? 0;
    if (load <= 0) return p;
    return { field: `raeume.${i}.flaeche`, code: 'floorTooSmall', limit: Math.ceil((load * area * 10) / p.limit) / 10 };
  });
}

/** The living area for the ventilation: given, or the sum of the rooms' areas. */
export function livingArea(given: unknown, rooms: ReadonlyArray<{ flaeche?: unknown }>): number {
  if (typeof given === 'number') return given;
  return rooms.reduce((sum, r) => sum + (typeof r.flaeche === 'number' ? r.flaeche : 0), 0);
}
