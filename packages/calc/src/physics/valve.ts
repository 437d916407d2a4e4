/**
 * Valve coefficient (Danfoss RA-N data sheet): kv = V̇[m³/h] / √Δp[bar]. The calculators work in
 * l/h and mbar, so these functions convert at the boundary.
 */

/** kv in m³/h needed to pass a volume flow (l/h) at a pressure drop (mbar). */
export function kvRequired(volumeFlowLitresPerHour: number, pressureDropMbar: number): number {
  if (!(pressureDropMbar > 0)) throw new RangeError('pressureDropMbar must be > 0');
  return volumeFlowLitresPerHour / 1000 / Math.sqrt(pressureDropMbar / 1000);
}

/** Volume flow in l/h that a kv (m³/h) passes at a pressure drop (mbar): V̇ = kv·√Δp. */
export function flowAtKv(kv: number, pressureDropMbar: number): number {
  if (!(pressureDropMbar >= 0)) throw new RangeError('pressureDropMbar must be ≥ 0');
  return kv * Math.sqrt(pressureDropMbar / 1000) * 1000;
}

export interface PresettingStep {
  stufe: string;
  /** kv at the catalogue's proportional band */
  kv: number;
  regeldifferenz: number;
}

/**
 * The steps of one valve insert at the design proportional band and pressure drop. Catalogue kv
 * values hold at their rated Xp (EN 215: 2 K); a thermostatic valve's opening is proportional to
 * the control deviation within its band, so the kv at another Xp is scaled by Xp/Xp,rated.
 * That scaling is an engineering assumption (manufacturers publish separate 1 K and 2 K tables);
 * give rated rows per Xp in the catalogue to avoid it.
 */
export function presettingSteps(steps: readonly PresettingStep[], regeldifferenz: number, pressureDropMbar: number) {
  const exact = steps.filter((s) => s.regeldifferenz === regeldifferenz);
  const source = exact.length > 0 ? exact : steps;
  return source.map((s) => {
    const kv = exact.length > 0 ? s.kv : (s.kv * regeldifferenz) / s.regeldifferenz;
    return { stufe: s.stufe, kv, volumenstrom: flowAtKv(kv, pressureDropMbar) };
  });
}

/** Smallest presetting whose kv reaches kvReq; null when the largest is too small. */
export function presettingFor<T extends { stufe: string; kv: number }>(steps: readonly T[], kvReq: number): T | null {
  return steps.find((s) => s.kv >= kvReq) ?? null;
}

/** Pressure drop in mbar of a volume flow (l/h) through a kv (m³/h): Δp = (V̇/kv)², the inverse of `flowAtKv`. */
export function pressureDropAtKv(kv: number, volumeFlowLitresPerHour: number): number {
  if (!(kv > 0)) throw new RangeError('kv must be > 0');
  return (volumeFlowLitresPerHour / 1000 / kv) ** 2 * 1000;
}
