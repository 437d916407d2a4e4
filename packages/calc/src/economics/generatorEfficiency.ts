import type { HeatGeneratorRow } from '../catalogues';

/**
 * Seasonal performance factor of a heat pump at a flow temperature (catalogue value at 35 °C,
 * falling linearly per K above it), or a boiler's annual efficiency. The linear fall is a sizing
 * simplification of manufacturer curves; the floor of 1.5 keeps absurd inputs from dividing by ~0.
 */
export function seasonalEfficiency(generator: HeatGeneratorRow, flowTemp: number): number {
  if (!generator.waermepumpe) return generator.wirkungsgrad;
  return Math.max(1.5, generator.wirkungsgrad - generator.jazAbfallProK * Math.max(0, flowTemp - 35));
}
