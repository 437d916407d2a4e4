import { AIR_HEAT_CAPACITY } from './constants';

/**
 * Room heat load after EN 12831-1 in its simple form (calculations.md §5.1):
 * Φ_T = Σ A·(U + ΔU_TB)·f·(θint − θe), Φ_V = 0.34·n·V·(θint − θe), optional heat recovery
 * η_rec lowering the ventilation part to (1 − η)·Φ_V (θ_rec = θe + η·(θint − θe)).
 */
export interface HeatLoadElement {
  /** m² */
  area: number;
  /** W/(m²K) */
  u: number;
  /** ΔU_TB, W/(m²K) */
  thermalBridge?: number;
  /** adjacency factor f_x: 1 external air, 0.5 unheated space, 0.3 ground (Annex B) */
  factor?: number;
}

export interface RoomHeatLoadInput {
  elements: readonly HeatLoadElement[];
  /** m³ */
  volume: number;
  /** h⁻¹ */
  airChange: number;
  /** °C */
  inside: number;
  outside: number;
  /** heat-recovery efficiency 0…1 */
  heatRecovery?: number;
}

export function roomHeatLoad(input: RoomHeatLoadInput): { transmission: number; ventilation: number; total: number } {
  const dT = input.inside - input.outside;
  let transmission = 0;
  for (const e of input.elements) {
    transmission += e.area * (e.u + (e.thermalBridge ?? 0)) * (e.factor ?? 1) * dT;
  }
  const ventilation = AIR_HEAT_CAPACITY * input.airChange * input.volume * dT * (1 - (input.heatRecovery ?? 0));
  return { transmission, ventilation, total: transmission + ventilation };
}

/** f_ij = (θint − θadj)/(θint − θe) for an element towards a space at θadj. */
export function adjacencyFactor(inside: number, adjacent: number, outside: number): number {
  return (inside - adjacent) / (inside - outside);
}
