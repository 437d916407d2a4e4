import { type ExcessMethod, nominalExcessTemperature } from './output';

/** ΔT* = ΔTn·(Φreq/Φn)^(1/n): the excess temperature at which the radiator gives Φreq. */
export function requiredExcessTemperature(
  requiredOutput: number,
  nominalOutput: number,
  exponent: number,
  method: ExcessMethod = 'log',
): number {
  if (!(requiredOutput > 0)) throw new RangeError('requiredOutput must be > 0');
  if (!(nominalOutput > 0)) throw new RangeError('nominalOutput must be > 0');
  return nominalExcessTemperature(method) * (requiredOutput / nominalOutput) ** (1 / exponent);
}

/**
 * Flow and return temperature at which a radiator (Φn at 75/65/20, exponent n) gives the
 * required output with the given spread σ = θV − θR. Closed form (calculations.md §2, derived):
 * θV − θi = σ / (1 − exp(−σ/ΔT*)), θR = θV − σ; for the arithmetic method θV = θi + ΔT* + σ/2.
 */
export function flowTemperatureFor(
  requiredOutput: number,
  nominalOutput: number,
  exponent: number,
  spread: number,
  room: number,
  method: ExcessMethod = 'log',
): { flow: number; ret: number } {
  if (!(spread > 0)) throw new RangeError('spread must be > 0');
  const excess = requiredExcessTemperature(requiredOutput, nominalOutput, exponent, method);
  const flow = method === 'log' ? room + spread / -Math.expm1(-spread / excess) : room + excess + spread / 2;
  return { flow, ret: flow - spread };
}

/**
 * The largest spread σ at which a radiator giving `requiredOutput` still returns its water at
 * least `returnExcess` K above the room. With a small load on a large radiator the log-mean
 * return, θR − θi = σ/(e^(σ/ΔT*) − 1), falls towards the room temperature as σ grows (and the
 * arithmetic one, ΔT* − σ/2, below it); 0 when no spread gets there.
 */
export function largestSpread(
  requiredOutput: number,
  nominalOutput: number,
  exponent: number,
  returnExcess: number,
  method: ExcessMethod = 'log',
): number {
  const excess = requiredExcessTemperature(requiredOutput, nominalOutput, exponent, method);
  if (method === 'arithmetic') return Math.max(0, 2 * (excess - returnExcess));
  if (excess <= returnExcess) return 0;
  // σ/(e^(σ/ΔT*) − 1) falls from ΔT* (σ → 0) towards 0: bisect where it meets returnExcess.
  const returnAbove = (spread: number) => spread / Math.expm1(spread / excess);
  let lo = 0;
  let hi = excess;
  while (returnAbove(hi) > returnExcess) hi *= 2;
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (returnAbove(mid) > returnExcess) lo = mid;
    else hi = mid;
  }
  return lo;
}
