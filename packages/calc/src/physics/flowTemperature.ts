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
