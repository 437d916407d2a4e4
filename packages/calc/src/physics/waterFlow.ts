import { WATER_HEAT_CAPACITY } from './constants';

/** ṁ [kg/h] = Φ[W] / (1.163·Δθ[K]) (calculations.md §1.1; SBZ: 1221 W at 15 K gives 70 l/h). */
export function waterMassFlow(output: number, spread: number): number {
  if (!(spread > 0)) throw new RangeError('spread must be > 0');
  return output / (WATER_HEAT_CAPACITY * spread);
}

/** V̇ [l/h] with 1 kg = 1 l, as catalogues calculate (≈0.86·Φ/Δθ). */
export function waterVolumeFlow(output: number, spread: number): number {
  return waterMassFlow(output, spread);
}
