import { WATER_HEAT_CAPACITY } from '../physics/constants';
import { moistAirEnthalpy, moistAirHeatCapacity, moistAirVolume, saturationHumidityRatio } from './psychrometrics';

/**
 * The coil of a fan-assisted convector as a contact factor (1 − bypass factor): the air leaving
 * the coil is a mix of the room air and air at the coil surface state, in the share cf. The
 * surface is taken at the mean water temperature; below the room air's dew point it is saturated
 * there (wet coil: the air is dehumidified), above it only the temperature changes (dry coil).
 * cf follows from the rated output of each fan stage, so the calculation reproduces the rating
 * exactly and is linear in (water mean − air) for heating, as fan units behave (calculations.md
 * §3.2). Flows in kg/h, outputs in W.
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
 * sensible = ṁa·cp(W_in)·(t_in − t_out), latent = total − sensible = ṁa·ΔW·(2501 + 1.86·t_out)
 * (the r0 = 2501 kJ/kg form plus the vapour's sensible part, so the two add up to the total),
 * condensate = ṁa·ΔW.
 */
export function coolingAirSide(massFlow: number, inlet: AirState, outlet: AirState): CoolingAirSide {
  const toWatts = massFlow / 3.6; // kg/h · kJ/kg = kJ/h; / 3.6 = W
  const gesamtleistung = toWatts * (moistAirEnthalpy(inlet.t, inlet.w) - moistAirEnthalpy(outlet.t, outlet.w));
  const sensibleLeistung = toWatts * moistAirHeatCapacity(inlet.w) * (inlet.t - outlet.t);
  return {
    ausblasTemp: outlet.t,
    gesamtleistung,
    sensibleLeistung,
    latenteLeistung: gesamtleistung - sensibleLeistung,
    kondensat: massFlow * (inlet.w - outlet.w),
  };
}

/** Heating output in W of air warmed from inlet to outlet temperature. */
export function heatingAirSide(massFlow: number, inlet: AirState, outletTemp: number): number {
  return (massFlow / 3.6) * moistAirHeatCapacity(inlet.w) * (outletTemp - inlet.t);
}

/**
 * Contact factor that makes a coil deliver `rated` W (cooling) at the rating point; at most 1.
 * The output is not quite linear in cf (the vapour's 1.86·W·t term), so it is found by bisection.
 */
export function coolingContactFactor(rated: number, massFlow: number, inlet: AirState, surface: number): number {
  const output = (cf: number) => coolingAirSide(massFlow, inlet, coilOutlet(inlet, surface, cf)).gesamtleistung;
  if (!(output(1) > 0)) return 0;
  if (rated >= output(1)) return 1;
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (output(mid) < rated) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Contact factor that makes a coil deliver `rated` W (heating) at the rating point; at most 1. */
export function heatingContactFactor(rated: number, massFlow: number, inlet: AirState, surface: number): number {
  const full = heatingAirSide(massFlow, inlet, surface);
  return full > 0 ? Math.min(1, rated / full) : 0;
}

/**
 * The return temperature at which the coil's output (air side, a function of the return through
 * the mean water temperature) equals what the water carries, ṁw·c·|θR − θV|. The output falls as
 * the return nears the room temperature and the water's rises, so one root lies between flow and
 * room; bisection finds it to far below 0.001 K.
 */
export function returnTemperatureFor(
  outputAtReturn: (ret: number) => number,
  flow: number,
  room: number,
  waterMassFlow: number,
): number {
  const at = (s: number) => flow + s * (room - flow);
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    const ret = at(mid);
    if (outputAtReturn(ret) > waterMassFlow * WATER_HEAT_CAPACITY * Math.abs(ret - flow)) lo = mid;
    else hi = mid;
  }
  return at((lo + hi) / 2);
}
