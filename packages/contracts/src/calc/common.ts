import { z } from 'zod';
import { inUnit, outUnit, UNITS, unitFromField } from './units';

/**
 * Building blocks shared by the calculator schemas. Every numeric input carries its unit as
 * metadata (`inUnit`) beside its range (min/max), so the published OpenAPI document states both
 * (`x-unit`, `minimum`, `maximum`); units.ts says how, and units.test.ts holds every input to it. Temperatures
 * in °C, outputs in W, flows in kg/h, pressures in mbar, lengths in mm unless a field says
 * otherwise; rates as plain numbers (0.08 for 8 %, 1.03 for a 3 % yearly rise) in unit "1".
 */

/** Water and room temperatures, °C. The bounds only catch typing errors (e.g. 705 for 70.5). */
export const temperatur = inUnit('°C', z.number().min(-60).max(130));

/** Output or heat load in W (results only: an input gives its own upper bound). */
export const leistung = outUnit('W', z.number().nonnegative());

/*
 * Result building blocks: a number the engine answers, in its unit (`outUnit`, no range needed).
 * units.test.ts walks every calculator result and names a number without one.
 */
/** An output, a load or a loss in W. */
export const watt = outUnit('W', z.number());
/** A water or air temperature, °C. */
export const grad = outUnit('°C', z.number());
/** A temperature difference (excess temperature, spread), K. */
export const kelvin = outUnit('K', z.number());
/** A water mass flow, kg/h. */
export const kgProStunde = outUnit('kg/h', z.number());
/** A water volume flow, l/h. */
export const literProStunde = outUnit('l/h', z.number());
/** A length, mm. */
export const millimeter = outUnit('mm', z.number());
/** A pressure difference, mbar. */
export const millibar = outUnit('mbar', z.number());
/** An amount, €. */
export const euroBetrag = outUnit('€', z.number());
/** A yearly amount, €/a. */
export const euroProJahr = outUnit('€/a', z.number());
/** A yearly energy, kWh/a. */
export const kWhImJahr = outUnit('kWh/a', z.number());
/** A plain number: a factor, a share as a fraction, a count. */
export const zahl = outUnit('1', z.number());
/** A count or a stage number. */
export const anzahl = outUnit('1', z.number().int());
/** A sound level, dB(A). */
export const dBA = outUnit('dB(A)', z.number());

/** A price or an amount in €, up to what a building's technology costs. */
export const euro = inUnit('€', z.number().nonnegative().max(1e8));

/** An energy price in €/kWh (household electricity ≈ 0.35, feed-in ≈ 0.08). */
export const preisProKWh = inUnit('€/kWh', z.number().nonnegative().max(10));

/** A yearly energy amount in kWh/a, up to what a large building uses. */
export const kWhProJahr = inUnit('kWh/a', z.number().nonnegative().max(1e7));

/** A CO2 price in €/t (BEHG: 55 €/t in 2025). */
export const co2Preis = inUnit('€/t', z.number().nonnegative().max(1000));

/** A fraction such as a tolerance or a share: 0.05 for 5 %. */
export const anteil = inUnit('1', z.number().min(0).max(1));
/**
 * Admissible deflection of a grille or cover as a fraction of its span (1/200 = L/200), L/10 000 …
 * L/10: "above 0" let 2.5·10⁻³²³ through, and the grille document said "L/Infinity".
 */
export const durchbiegungsgrenze = inUnit(
  '1',
  z
    .number()
    .min(1 / 10000)
    .max(0.1),
).default(1 / 200);

/** A yearly price change factor: 1.03 for a 3 % yearly rise (VDI 2067-1 "r"). */
export const preisaenderungsfaktor = inUnit('1', z.number().min(0.5).max(2));

/** Either the log mean (EN 442 practice) or the arithmetic mean excess temperature. */
export const uebertemperaturMethode = z.enum(['log', 'arithmetic']);
export type UebertemperaturMethode = z.infer<typeof uebertemperaturMethode>;

/** The most points a calculated curve has: enough for any chart, bounded work for any input. */
export const MAX_CURVE_POINTS = 500;

/**
 * A curve from `from` to `to` in steps of `step`: `to` must lie above `from`, and the step must
 * be wide enough for at most MAX_CURVE_POINTS points. The refusal names the smallest step as a
 * lower bound, so a form says it in the reader's language ("at least 1.4").
 */
export function curveRange(
  from: number,
  to: number,
  step: number,
  [fromField, toField, stepField]: readonly [string, string, string],
  ctx: z.RefinementCtx,
): void {
  if (!(to > from)) {
    ctx.addIssue({ code: 'custom', path: [toField], message: `${toField} must be above ${fromField}` });
    return;
  }
  const smallest = Math.ceil(((to - from) / (MAX_CURVE_POINTS - 1)) * 1000) / 1000;
  if (step < smallest)
    ctx.addIssue({
      code: 'too_small',
      origin: 'number',
      minimum: smallest,
      inclusive: true,
      input: step,
      path: [stepField],
      message: `must be at least ${smallest} for at most ${MAX_CURVE_POINTS} points`,
    });
}

/**
 * A labelled series for charts: the load curve, the EN 1264 curve, monthly PV figures. Its points
 * are in the units `einheitX` and `einheitY` name, given with each curve because one result may
 * hold curves in different units (the grille load's point loads in kN and area load in kN/m²).
 */
export const kurve = z.object({
  description: z.string(),
  einheitX: z.enum(UNITS),
  einheitY: z.enum(UNITS),
  points: z.array(z.object({ x: unitFromField('einheitX', z.number()), y: unitFromField('einheitY', z.number()) })),
});
export type Kurve = z.infer<typeof kurve>;

/** How a radiator delivers its output: natural convection or a fan stage (fan-assisted execution). */
export const heizmethode = z.enum(['natuerlicheKonvektion', 'luefter']);
export type Heizmethode = z.infer<typeof heizmethode>;

/** One presetting step of a valve insert with its kv and the flow it passes at the design pressure drop. */
export const ventilStufe = z.object({
  stufe: z.string(),
  kv: outUnit('m³/h', z.number()),
  /** l/h at the calculation's differential pressure */
  volumenstrom: literProStunde,
});
export type VentilStufe = z.infer<typeof ventilStufe>;
