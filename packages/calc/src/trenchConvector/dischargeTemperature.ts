import { AIR_HEAT_CAPACITY, NOMINAL_LOG_EXCESS } from '../physics/constants';

/**
 * Temperature of the air leaving a natural-convection trench convector, °C. The air flow per
 * metre is known at the rating point (V̇n, catalogue); buoyancy makes it grow with the excess
 * temperature as V̇ = V̇n·(ΔT/ΔTn)^(n−1), the share of Φ/L = k·ΔT^n the air heating cannot
 * explain otherwise. The energy balance Φ/L = 0.34·V̇·(θaus − θi) then gives
 * θaus = θi + k·ΔTn^(n−1)·ΔT / (0.34·V̇n).
 */
export function dischargeTemperature(
  size: { k: number; n: number; luftvolumenstrom: number },
  excess: number,
  room: number,
): number {
  if (!(size.luftvolumenstrom > 0)) return room;
  return room + (size.k * NOMINAL_LOG_EXCESS ** (size.n - 1) * excess) / (AIR_HEAT_CAPACITY * size.luftvolumenstrom);
}
