import type { Catalogues } from '../catalogues';
import { notInCatalogue } from '../input';
import { kvRequired, presettingFor, presettingSteps } from '../physics/valve';

/**
 * Valve presetting of a radiator (calculations.md §1.2): the kv the design flow needs at the
 * differential pressure, the smallest presetting reaching it, the flow of every step, and the
 * largest admissible flow (largest presetting at that pressure).
 */
export function valvePresetting(
  catalogues: Catalogues,
  ventil: string | undefined,
  field: string,
  durchfluss: number,
  differenzdruck: number,
  regeldifferenz: number,
) {
  const name = ventil ?? catalogues.valveInserts[0]?.ventil;
  const rows = catalogues.valveInserts.filter((v) => v.ventil === name);
  if (name === undefined || rows.length === 0)
    throw notInCatalogue(field, `valve insert "${ventil}" is not in the catalogue`);
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
