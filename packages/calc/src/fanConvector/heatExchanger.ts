/**
 * The coil of a fan-assisted convector as a counterflow heat exchanger, effectiveness–NTU method
 * (Incropera/DeWitt, Fundamentals of Heat and Mass Transfer, ch. 11.4, Table 11.3; wet coils
 * after Braun, Klein & Mitchell, "Effectiveness models for cooling towers and cooling coils",
 * ASHRAE Transactions 95(2), 1989). Whatever the flows, the output is ε·C_min·ΔT_max with ε < 1:
 * it never exceeds what the water can carry, ṁw·c·|θroom − θflow|, and the water and the air
 * carry the same heat. Capacity rates in W/K, enthalpy capacity rates in W per kJ/kg.
 */

/** ε of a counterflow exchanger with NTU = UA/C_min and Cr = C_min/C_max (0 ≤ Cr ≤ 1). */
export function counterflowEffectiveness(ntu: number, cr: number): number {
  if (!(ntu > 0)) return 0;
  if (Math.abs(1 - cr) < 1e-9) return ntu / (1 + ntu);
  const e = Math.exp(-ntu * (1 - cr));
  return (1 - e) / (1 - cr * e);
}

/** Heat in W between two streams of capacity rates a and b (W/K) over a potential difference, at conductance ua (W/K). */
export function exchangedHeat(ua: number, a: number, b: number, difference: number): number {
  const min = Math.min(a, b);
  const max = Math.max(a, b);
  if (!(min > 0) || !(difference > 0)) return 0;
  return counterflowEffectiveness(ua / min, min / max) * min * difference;
}

/**
 * The smallest x in [lo, hi] where an increasing function reaches `target` (bisection on a
 * logarithmic scale when `logScale`, for quantities spanning decades). 100 halvings: far below
 * any printed digit.
 */
export function solveIncreasing(f: (x: number) => number, target: number, lo: number, hi: number, logScale = false) {
  let a = logScale ? Math.log(lo) : lo;
  let b = logScale ? Math.log(hi) : hi;
  const at = (v: number) => (logScale ? Math.exp(v) : v);
  for (let i = 0; i < 100; i++) {
    const mid = (a + b) / 2;
    if (f(at(mid)) < target) a = mid;
    else b = mid;
  }
  return at((a + b) / 2);
}

/** Conductances (W/K) from a vanishing coil to one far beyond any catalogue's: the search range of UA. */
export const CONDUCTANCE_RANGE = [1e-6, 1e7] as const;
/** Water capacity rates (W/K) from a trickle to a flooded coil: the search range when the return temperature is given. */
export const WATER_CAPACITY_RANGE = [1e-6, 1e8] as const;

/**
 * The conductance UA that makes `output(ua)` (increasing in ua) equal the rated output; the
 * largest of the range when the rating asks for more than any conductance gives.
 */
export function conductanceFor(output: (ua: number) => number, rated: number): number {
  const [lo, hi] = CONDUCTANCE_RANGE;
  if (!(rated > 0)) return lo;
  if (output(hi) <= rated) return hi;
  return solveIncreasing(output, rated, lo, hi, true);
}

/**
 * The water capacity rate (W/K) at which the water changes its temperature by `spread` K while
 * the coil transfers `output(cw)` W: the water's temperature change output(cw)/cw falls as its
 * flow rises, so bisection finds it. `spread` must lie below the largest change possible.
 */
export function waterCapacityForSpread(output: (cw: number) => number, spread: number): number {
  const [lo, hi] = WATER_CAPACITY_RANGE;
  // g(cw) = −change(cw) rises with cw; find where it reaches −spread.
  return solveIncreasing((cw) => -output(cw) / cw, -spread, lo, hi, true);
}
