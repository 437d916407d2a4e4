/**
 * Moist-air properties (calculations.md §3.2) after the ASHRAE Handbook – Fundamentals 2017,
 * ch. 1, as psychrolib implements and tests them. SI: temperatures °C, pressures Pa, humidity
 * ratio kg water per kg dry air, enthalpy kJ per kg dry air.
 */

/** Standard atmosphere at sea level, Pa. */
export const STANDARD_PRESSURE = 101325;

/** Ratio of the molar masses of water vapour and dry air (ASHRAE 2017 eq. 20). */
const MOLAR_MASS_RATIO = 0.621945;

/** Triple point of water, °C: below it the vapour is in equilibrium with ice. */
const TRIPLE_POINT = 0.01;

/**
 * Saturation vapour pressure in Pa, Hyland–Wexler (ASHRAE 2017 eqs. 5 and 6): over ice below the
 * triple point, over liquid water above; valid −100…200 °C, within 300 ppm of Table 3.
 */
export function saturationPressure(t: number): number {
  const T = t + 273.15;
  const ln =
    t < TRIPLE_POINT
      ? -5.6745359e3 / T +
        6.3925247 -
        9.677843e-3 * T +
        6.2215701e-7 * T ** 2 +
        2.0747825e-9 * T ** 3 -
        9.484024e-13 * T ** 4 +
        4.1635019 * Math.log(T)
      : -5.8002206e3 / T +
        1.3914993 -
        4.8640239e-2 * T +
        4.1764768e-5 * T ** 2 -
        1.4452093e-8 * T ** 3 +
        6.5459673 * Math.log(T);
  return Math.exp(ln);
}

/** Humidity ratio from the vapour partial pressure: W = 0.621945·pw/(p − pw). */
export function humidityRatioFromVapourPressure(vapourPressure: number, pressure = STANDARD_PRESSURE): number {
  return (MOLAR_MASS_RATIO * vapourPressure) / (pressure - vapourPressure);
}

/** Humidity ratio of air at t with relative humidity rh (fraction 0–1). */
export function humidityRatio(t: number, rh: number, pressure = STANDARD_PRESSURE): number {
  return humidityRatioFromVapourPressure(rh * saturationPressure(t), pressure);
}

/** Humidity ratio of saturated air at t. */
export function saturationHumidityRatio(t: number, pressure = STANDARD_PRESSURE): number {
  return humidityRatio(t, 1, pressure);
}

/** Vapour partial pressure of air with humidity ratio W. */
export function vapourPressure(w: number, pressure = STANDARD_PRESSURE): number {
  return (pressure * w) / (MOLAR_MASS_RATIO + w);
}

/** Moist-air enthalpy h = 1.006·t + W·(2501 + 1.86·t), kJ/kg dry air (ASHRAE 2017 eq. 30). */
export function moistAirEnthalpy(t: number, w: number): number {
  return 1.006 * t + w * (2501 + 1.86 * t);
}

/** Specific heat of moist air per kg dry air, kJ/(kg·K): 1.006 + 1.86·W. */
export function moistAirHeatCapacity(w: number): number {
  return 1.006 + 1.86 * w;
}

/** Volume of moist air per kg dry air, m³/kg (ASHRAE 2017 eq. 26). */
export function moistAirVolume(t: number, w: number, pressure = STANDARD_PRESSURE): number {
  return (287.042 * (t + 273.15) * (1 + 1.607858 * w)) / pressure;
}

/**
 * Dew point in °C of air whose vapour pressure is given: the temperature at which it saturates.
 * Bisection on the monotonic saturation curve (psychrolib iterates Newton on its logarithm);
 * 60 halvings of the −100…200 °C range leave far less than 0.001 K.
 */
export function dewPointFromVapourPressure(vapour: number): number {
  if (!(vapour > 0)) throw new RangeError('vapour pressure must be > 0');
  let lo = -100;
  let hi = 200;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (saturationPressure(mid) < vapour) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Dew point of air at t with relative humidity rh (fraction 0–1). */
export function dewPoint(t: number, rh: number): number {
  return dewPointFromVapourPressure(rh * saturationPressure(t));
}
