import { moistAirHeatCapacity, moistAirVolume, saturationHumidityRatio } from './psychrometrics';

/**
 * The air side of a fan-assisted convector's coil (calculations.md §3.2): the air leaving the coil
 * is a mix of the room air and air at an effective coil surface state, in the share cf (contact
 * factor, 1 − bypass factor). Below the room air's dew point the surface is saturated (wet coil:
 * the air is dehumidified), above it only the temperature changes (dry coil). How much heat the
 * coil moves is the heat exchanger's business (heatExchanger.ts); these functions turn it into
 * the air's states. Flows in kg/h, outputs in W.
 */

/** Moist air: temperature °C and humidity ratio kg/kg dry air. */
export interface AirState {
  readonly t: number;
  readonly w: number;
}

/** Mass flow of dry air in kg/h carried by a volume flow (m³/h) of air in the given state. */
export function dryAirMassFlow(volumeFlow: number, air: AirState): number {
  return volumeFlow / moistAirVolume(air.t, air.w);
}

/** The state the air leaves a coil with surface temperature `surface` and contact factor `cf`. */
export function coilOutlet(inlet: AirState, surface: number, cf: number): AirState {
  const wSurface = Math.min(inlet.w, saturationHumidityRatio(surface));
  return { t: inlet.t + cf * (surface - inlet.t), w: inlet.w + cf * (wSurface - inlet.w) };
}

export interface CoolingAirSide {
  ausblasTemp: number;
  /** W */
  gesamtleistung: number;
  sensibleLeistung: number;
  latenteLeistung: number;
  /** kg/h */
  kondensat: number;
}

/**
 * Air-side cooling between inlet and outlet (calculations.md §3.2): total = ṁa·(h_in − h_out),
 * sensible = ṁa·cp(W_in)·(t_in − t_out), latent = ṁa·ΔW·(2501 + 1.86·t_out), their sum the total
 * (the r0 = 2501 kJ/kg form plus the vapour's sensible part, so the two add up to the total),
 * condensate = ṁa·ΔW.
 */
export function coolingAirSide(massFlow: number, inlet: AirState, outlet: AirState): CoolingAirSide {
  const toWatts = massFlow / 3.6; // kg/h · kJ/kg = kJ/h; / 3.6 = W
  const sensibleLeistung = toWatts * moistAirHeatCapacity(inlet.w) * (inlet.t - outlet.t);
  // The latent part from its own formula, not as total − sensible: on a dry coil that difference
  // was rounding noise below zero (−1.1·10⁻¹³ W, written "latent -0 W" in the tender text).
  const latenteLeistung = toWatts * (inlet.w - outlet.w) * (2501 + 1.86 * outlet.t);
  return {
    ausblasTemp: outlet.t,
    gesamtleistung: sensibleLeistung + latenteLeistung,
    sensibleLeistung,
    latenteLeistung,
    kondensat: massFlow * (inlet.w - outlet.w),
  };
}
