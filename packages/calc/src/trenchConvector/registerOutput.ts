import { logMeanExcessTemperature } from '../physics/excessTemperature';

/** The output characteristic of a size: Φ/L = k·ΔT^n, k in W/(m·K^n). */
export interface RegisterCharacteristic {
  readonly k: number;
  readonly n: number;
}

/**
 * Output per metre of register at the water temperatures (calculations.md §4): the log mean
 * excess temperature, as trench convectors are rated (EN 16430-2), in Φ/L = k·ΔT^n.
 */
export function outputPerMetre(
  size: RegisterCharacteristic,
  flow: number,
  ret: number,
  room: number,
): { excess: number; perMetre: number } {
  const excess = logMeanExcessTemperature(flow, ret, room);
  return { excess, perMetre: size.k * excess ** size.n };
}
