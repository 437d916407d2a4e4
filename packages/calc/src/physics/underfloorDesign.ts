/**
 * EN 1264 design of an underfloor heating, type A (pipes inside the screed).
 *
 * EN 1264-2 (Annex A) gives the heat flux as q = K_H·ΔθH with the log-mean excess temperature of
 * the heating medium ΔθH and the equivalent heat transmission coefficient
 *   K_H = B·a_B·a_T^mT·a_u^mu·a_D^mD,
 * B = 6.7 W/(m²K) for a pipe of λ 0.35 W/(mK) and 2 mm wall, a_B the floor covering factor
 * (1/α + s_u0/λ_u0)/(1/α + s_u0/λ_E + R_λ,B) with α = 10.8 W/(m²K), s_u0 = 0.045 m, λ_u0 = 1 W/(mK),
 * mT = 1 − T/0.075, mu = 100·(0.045 − s_u), mD = 250·(D − 0.020), a_T, a_u, a_D from
 * Tables A.1–A.3 (interpolated linearly in the spacing T and the covering's resistance R_λ,B).
 * Spacings above 0.375 m scale K_H by 0.375/T; screeds thicker than 0.065 m (and than s_u*)
 * add their resistance (s_u − s_u*)/λ_E to 1/K_H*.
 *
 * EN 1264-3 (4.3): the room that needs the highest flow temperature sets the design flow
 * temperature θV,des = θi + ΔθH + σ/2 (σ/ΔθH ≤ 0.5) or θi + ΔθH + σ/2 + σ²/(12·ΔθH) (≤ 1); every other
 * room then gets the spread σj = 3·ΔθH,j·(√(1 + 4·(θV,des − θi − ΔθH,j)/(3·ΔθH,j)) − 1).
 *
 * Table values as printed in EN 1264-2:2008 Annex A, transcribed in RWTH-EBC/AixLib
 * (UnderfloorHeating/BaseClasses/EN1264/TablesAndParameters/K_H_TypeA.mo).
 */

const B0 = 6.7;
const ALPHA = 10.8;
const S_U0 = 0.045;
const LAMBDA_U0 = 1;
/** EN 1264: the floor covering's resistance is at most 0.15 m²K/W. */
export const MAX_COVERING_RESISTANCE = 0.15;

const R_COLUMNS = [0, 0.05, 0.1, 0.15] as const;
const T_ROWS = [0.05, 0.075, 0.1, 0.15, 0.2, 0.225, 0.3, 0.375] as const;

/** Table A.1: a_T over R_λ,B. */
const A_T = [1.23, 1.188, 1.156, 1.134] as const;
/** Table A.2: a_u over T (rows) and R_λ,B (columns). */
const A_U = [
  [1.069, 1.056, 1.043, 1.037],
  [1.066, 1.053, 1.041, 1.035],
  [1.063, 1.05, 1.039, 1.0335],
  [1.057, 1.046, 1.035, 1.0305],
  [1.051, 1.041, 1.0315, 1.0275],
  [1.048, 1.038, 1.0295, 1.026],
  [1.0395, 1.031, 1.024, 1.021],
  [1.03, 1.0221, 1.0181, 1.015],
] as const;
/** Table A.3: a_D over T (rows) and R_λ,B (columns). */
const A_D = [
  [1.013, 1.013, 1.012, 1.011],
  [1.021, 1.019, 1.016, 1.014],
  [1.029, 1.025, 1.022, 1.018],
  [1.04, 1.034, 1.029, 1.024],
  [1.046, 1.04, 1.035, 1.03],
  [1.049, 1.043, 1.038, 1.033],
  [1.053, 1.049, 1.044, 1.039],
  [1.056, 1.051, 1.046, 1.042],
] as const;

/** Index i and weight w so that x lies between axis[i] and axis[i+1] (clamped to the axis). */
function bracket(axis: readonly number[], x: number): [number, number] {
  const last = axis.length - 1;
  if (x <= (axis[0] ?? 0)) return [0, 0];
  if (x >= (axis[last] ?? 0)) return [last - 1, 1];
  let i = 0;
  while (i < last - 1 && x > (axis[i + 1] ?? 0)) i += 1;
  const lo = axis[i] ?? 0;
  const hi = axis[i + 1] ?? lo;
  return [i, (x - lo) / (hi - lo)];
}

function lerp(a: number, b: number, w: number): number {
  return a + (b - a) * w;
}

function table1(values: readonly number[], r: number): number {
  const [i, w] = bracket(R_COLUMNS, r);
  return lerp(values[i] ?? 0, values[i + 1] ?? values[i] ?? 0, w);
}

function table2(values: readonly (readonly number[])[], t: number, r: number): number {
  const [i, wt] = bracket(T_ROWS, t);
  const lo = values[i] ?? [];
  const hi = values[i + 1] ?? lo;
  return lerp(table1(lo, r), table1(hi, r), wt);
}

export interface FloorBuildUp {
  /** pipe spacing T, m */
  spacing: number;
  /** screed above the pipe s_u, m */
  screedCover: number;
  /** screed conductivity λ_E, W/(mK) */
  screedConductivity: number;
  /** pipe outer diameter D, m */
  pipeOuterDiameter: number;
  /** floor covering resistance R_λ,B, m²K/W */
  coveringResistance: number;
}

function coefficientUpTo65(b: FloorBuildUp, screedCover: number): number {
  const t = Math.min(b.spacing, 0.375);
  const r = Math.min(Math.max(b.coveringResistance, 0), MAX_COVERING_RESISTANCE);
  const aB = (1 / ALPHA + S_U0 / LAMBDA_U0) / (1 / ALPHA + S_U0 / b.screedConductivity + r);
  const mT = 1 - t / 0.075;
  const mu = 100 * (0.045 - screedCover);
  const mD = 250 * (b.pipeOuterDiameter - 0.02);
  return B0 * aB * table1(A_T, r) ** mT * table2(A_U, t, r) ** mu * table2(A_D, t, r) ** mD;
}

/** Equivalent heat transmission coefficient K_H of a type A floor, W/(m²K) (EN 1264-2 Annex A). */
export function floorTransmissionCoefficient(b: FloorBuildUp): number {
  const thickLimit = b.spacing > 0.2 ? 0.5 * b.spacing : 0.1;
  if (b.screedCover > 0.065 && b.screedCover > thickLimit) {
    const star = coefficientUpTo65(b, thickLimit);
    return 1 / (1 / star + (b.screedCover - thickLimit) / b.screedConductivity);
  }
  const k = coefficientUpTo65(b, b.screedCover);
  return b.spacing > 0.375 ? (k * 0.375) / b.spacing : k;
}

/** The approximation's excess over the exact log-mean form at σ = ΔθH, per K of ΔθH: 19/12 − 1/(1 − e^(−1)). */
const BRANCH_OFFSET = 19 / 12 + 1 / Math.expm1(-1);

/**
 * EN 1264-3: design flow temperature of the room that sets it, from its ΔθH and the design spread σ:
 * θV = θi + ΔθH + σ/2 + σ²/(12·ΔθH), the standard's approximation of the log mean. The standard drops
 * the σ² term for σ/ΔθH ≤ 0.5; that step makes the flow temperature fall by up to σ/24 as the load
 * rises past 0.5, so the term is kept there too (nearer the exact log mean, and the same form the
 * standard's further-room spread σj inverts). Beyond σ/ΔθH = 1 (a nearly unloaded room) the σ² term
 * grows without bound, so there the exact log-mean form θV − θi = σ/(1 − e^(−σ/ΔθH)) is used, raised
 * by the approximation's excess over it at σ/ΔθH = 1 (ΔθH·(19/12 − 1/(1 − e^(−1))) = 0.00136·ΔθH) so
 * the two meet: without it a wider spread lowered the flow temperature where it crossed σ = ΔθH
 * (1.68409 W on 1 m² of the default carpet floor, ΔθH just above 0.5 K: a 0.5 K spread gave 20.7917 °C,
 * a 0.500001 K spread 20.7910 °C; a property test found it).
 */
export function designFlowTemperature(room: number, heatingExcess: number, spread: number): number {
  if (!(heatingExcess > 0)) return room + spread;
  const ratio = spread / heatingExcess;
  if (ratio <= 1) return room + heatingExcess + spread / 2 + spread ** 2 / (12 * heatingExcess);
  return room + spread / -Math.expm1(-ratio) + BRANCH_OFFSET * heatingExcess;
}

/**
 * EN 1264-3: the spread of a further room at the design flow temperature, the σ at which the room's
 * own design flow temperature (above) equals θV,des (0 for a room without load). For σ/ΔθH ≤ 1 this
 * is the standard's σj = 3·ΔθH·(√(1 + 4·(θV,des − θi − ΔθH)/(3·ΔθH)) − 1); solved by bisection over
 * 0 … θV,des − θi so that the exact branch is inverted the same way (at most 80 steps).
 */
export function roomSpread(flow: number, room: number, heatingExcess: number): number {
  if (!(heatingExcess > 0) || !(flow > room)) return 0;
  let lo = 0;
  let hi = flow - room;
  for (let i = 0; i < 80 && hi - lo > 1e-9 * (flow - room); i += 1) {
    const mid = (lo + hi) / 2;
    if (designFlowTemperature(room, heatingExcess, mid) <= flow) lo = mid;
    else hi = mid;
  }
  return lo;
}
