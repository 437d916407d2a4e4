/**
 * Constants of the heating calculators (calculations.md §0). Temperatures °C, outputs W.
 */

/** EN 442 standard point 75/65/20 °C. */
export const NOMINAL_FLOW = 75;
export const NOMINAL_RETURN = 65;
export const NOMINAL_ROOM = 20;

/** ΔT_ar at the EN 442 point, K. */
export const NOMINAL_ARITHMETIC_EXCESS = 50;

/** ΔT_ln at the EN 442 point: 10 / ln(55/45) = 49.83 K (derived, calculations.md §0). */
export const NOMINAL_LOG_EXCESS =
  (NOMINAL_FLOW - NOMINAL_RETURN) / Math.log((NOMINAL_FLOW - NOMINAL_ROOM) / (NOMINAL_RETURN - NOMINAL_ROOM));

/**
 * Specific heat of water in Wh/(kg·K): 4.186 kJ/(kg·K) / 3.6 = 1.163. Catalogue practice takes
 * 1 kg = 1 l, so the same number turns W and K into l/h (the "0.86" rule is its inverse).
 */
export const WATER_HEAT_CAPACITY = 1.163;

/** ρ·cp of air, Wh/(m³·K) (EN 12831 practice). */
export const AIR_HEAT_CAPACITY = 0.34;

/** Flow temperature up to which a heat pump works well (IKZ recommendation), °C. */
export const HEAT_PUMP_FLOW_LIMIT = 55;
