import type { Catalogues } from '../catalogues';
import { CalcInputError, notInCatalogue } from '../input';
import { kvRequired, presettingFor, presettingSteps } from '../physics/valve';

/**
 * Differential pressure across a thermostatic valve above which flow noise is to be expected
 * (TA/IMI: noise risk above 20–30 kPa; Danfoss RA-N recommends 0.05–0.2 bar), mbar.
 */
export const NOISE_PRESSURE = 200;

/** The note for a differential pressure above NOISE_PRESSURE, or none. */
export function pressureNotes(differenzdruck: number): string[] {
  return differenzdruck > NOISE_PRESSURE
    ? [`Differenzdruck über ${NOISE_PRESSURE} mbar: Strömungsgeräusche am Ventil möglich.`]
    : [];
}

/**
 * Valve presetting of a radiator (calculations.md §1.2): the kv the design flow needs at the
 * differential pressure, the smallest presetting reaching it, the flow of every step, and the
 * largest admissible flow (largest presetting at that pressure). A differential pressure above
 * the valve's maximum is refused, naming `pressureField`.
 */
export function valvePresetting(
  catalogues: Catalogues,
  ventil: string | undefined,
  field: string,
  durchfluss: number,
  differenzdruck: number,
  regeldifferenz: number,
  pressureField = 'differenzdruck',
) {
  const name = ventil ?? catalogues.valveInserts[0]?.ventil;
  const rows = catalogues.valveInserts.filter((v) => v.ventil === name);
  if (name === undefined || rows.length === 0)
    throw notInCatalogue(field, `valve insert "${ventil}" is not in the catalogue`);
  const limits = rows.flatMap((r) => (r.maxDifferenzdruck === undefined ? [] : [r.maxDifferenzdruck]));
  const maximum = limits.length > 0 ? Math.min(...limits) : undefined;
  if (maximum !== undefined && differenzdruck > maximum)
    throw new CalcInputError([
      { field: pressureField, message: `must be at most ${maximum} for valve insert ${name}` },
    ]);
  const steps = presettingSteps(rows, regeldifferenz, differenzdruck);
  const kv = kvRequired(durchfluss, differenzdruck);
  const chosen = presettingFor(steps, kv);
  const largest = steps[steps.length - 1];
  return {
    ventil: name,
    kvErforderlich: kv,
    ventilvoreinstellung: chosen?.stufe ?? null,
    ventilVolumenstromStufen: steps,
    maximalZulaessigerVentilDurchfluss: largest?.volumenstrom ?? 0,
  };
}
