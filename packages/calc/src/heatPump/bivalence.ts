import { outdoorTemperature, seeded } from '../economics/hourlyProfiles';

/*
 * The bivalence diagram: the building's load line and the heat pump's output over the outdoor
 * temperature, and a year of hourly outdoor temperatures to weigh them with.
 */

export interface LoadLine {
  /** heat load at the design outdoor temperature, kW */
  heizlastKW: number;
  normAussenTemp: number;
  heizgrenzTemp: number;
}

/**
 * The load at an outdoor temperature: the straight line of the bivalence diagram from the heat
 * load at the design temperature to none at the heating limit (internal and solar gains carry
 * the house above it); colder than the design temperature it goes on rising.
 */
export function loadAt(l: LoadLine, t: number): number {
  if (t >= l.heizgrenzTemp) return 0;
  return (l.heizlastKW * (l.heizgrenzTemp - t)) / (l.heizgrenzTemp - l.normAussenTemp);
}

/** Output over outdoor temperature through the data sheet's points, linear between and beyond, never below 0. */
export function outputCurve(points: ReadonlyArray<readonly [number, number]>): (t: number) => number {
  if (points.length === 1) {
    const only = points[0]?.[1] ?? 0;
    return () => only;
  }
  return (t) => {
    let i = 1;
    while (i < points.length - 1 && t > (points[i]?.[0] ?? 0)) i++;
    const [x0, y0] = points[i - 1] as readonly [number, number];
    const [x1, y1] = points[i] as readonly [number, number];
    return Math.max(0, y0 + ((y1 - y0) * (t - x0)) / (x1 - x0));
  };
}

/**
 * The bivalence point: the outdoor temperature where the output meets the load. Output rises and
 * load falls with the outdoor temperature, so there is one crossing; bisection finds it in a fixed
 * number of steps. Below `lowest` (the output covers the load at any real temperature) it answers
 * `lowest`; when the output never reaches the load it answers the heating limit.
 */
export function bivalencePoint(l: LoadLine, output: (t: number) => number, lowest: number): number {
  const gap = (t: number) => output(t) - loadAt(l, t);
  let lo = lowest;
  let hi = l.heizgrenzTemp;
  if (gap(lo) >= 0) return lo;
  if (gap(hi - 1e-9) < 0) return hi;
  for (let k = 0; k < 60; k++) {
    const mid = (lo + hi) / 2;
    if (gap(mid) >= 0) hi = mid;
    else lo = mid;
  }
  return hi;
}

const yearCache = new Map<number, Float64Array>();

/**
 * A year of hourly outdoor temperatures: the product's synthetic year (hourlyProfiles: the
 * location's yearly mean, a seasonal and a daily swing) plus day-to-day weather, a seeded
 * AR(1) anomaly of 4 K standard deviation with 0.8 day-to-day persistence, so cold spells reach
 * below the mean's swing the way a real winter does. A test reference year (DWD TRY) replaces it
 * when the product has one.
 */
export function outdoorYear(yearlyMean: number): Float64Array {
  const cached = yearCache.get(yearlyMean);
  if (cached) return cached;
  const temps = new Float64Array(8760);
  const random = seeded(4650);
  let anomaly = 0;
  for (let day = 0; day < 365; day++) {
    // Box–Muller normal innovation; sd 4·√(1 − 0.8²) = 2.4 K keeps the anomaly's sd at 4 K
    const normal = Math.sqrt(-2 * Math.log(Math.max(1e-12, random()))) * Math.cos(2 * Math.PI * random());
    anomaly = 0.8 * anomaly + 2.4 * normal;
    for (let hour = 0; hour < 24; hour++)
      temps[day * 24 + hour] = outdoorTemperature(day, hour + 0.5, yearlyMean) + anomaly;
  }
  // Bounded: any number may come in, a few locations are used.
  if (yearCache.size >= 16) yearCache.delete(yearCache.keys().next().value as number);
  yearCache.set(yearlyMean, temps);
  return temps;
}
