/**
 * Synthetic hourly profiles for one year (8760 h), each normalised to a sum of 1, so the engine
 * needs no weather file and runs in the browser. They are deliberately simple:
 * - PV: sun elevation at 51° N by day and hour (declination after Cooper), times a daily
 *   clearness drawn from a fixed-seed generator, so cloudy runs of days stress the battery the
 *   same way in every run;
 * - household: a standard-load-like day (morning and evening peaks), higher in winter;
 * - space heating: degree hours below a 15 °C heating limit of a sinusoidal outdoor temperature
 *   around the location's yearly mean; hot water: flat with morning and evening draws;
 * - cooling: outdoor degree hours above 18 °C (internal and solar gains make a house need
 *   cooling well below room temperature).
 * Validate results against definitions and plausibility bands (HTW Berlin: real values deviate
 * by "gut 10 %"), not against a particular weather year.
 */
export const HOURS = 8760;
const LATITUDE = (51 * Math.PI) / 180;

export interface YearProfiles {
  pv: Float64Array;
  household: Float64Array;
  heating: Float64Array;
  hotWater: Float64Array;
  cooling: Float64Array;
}

function normalise(values: Float64Array): Float64Array {
  let sum = 0;
  for (const v of values) sum += v;
  // A profile without any weight (e.g. no cooling hours in a cold climate) is spread evenly,
  // so the yearly energy is never lost from the hourly balance.
  if (sum <= 0) return values.fill(1 / values.length);
  for (let i = 0; i < values.length; i++) values[i] = (values[i] ?? 0) / sum;
  return values;
}

/** Park–Miller generator: the same "weather" in every run and on every machine. */
export function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}

const HOUSEHOLD_DAY = [
  0.5, 0.45, 0.42, 0.4, 0.42, 0.5, 0.8, 1.0, 0.85, 0.7, 0.65, 0.75, 0.85, 0.75, 0.65, 0.65, 0.8, 1.15, 1.55, 1.75, 1.65,
  1.4, 1.05, 0.7,
];
const HOT_WATER_DAY = [
  0.2, 0.1, 0.1, 0.1, 0.2, 0.6, 1.8, 2.0, 1.4, 0.9, 0.8, 0.9, 1.0, 0.8, 0.6, 0.6, 0.7, 0.9, 1.2, 1.4, 1.6, 1.3, 0.8,
  0.4,
];

export function outdoorTemperature(day: number, hour: number, yearlyMean: number): number {
  // coldest mid-January, amplitude 9 K over the year and 4 K over the day (warmest 15:00)
  return yearlyMean - 9 * Math.cos((2 * Math.PI * (day - 15)) / 365) + 4 * Math.cos((2 * Math.PI * (hour - 15)) / 24);
}

/** Outdoor temperature above which a house needs cooling, °C. */
const COOLING_LIMIT = 18;

const cache = new Map<number, YearProfiles>();

export function yearProfiles(yearlyMeanTemp: number): YearProfiles {
  const cached = cache.get(yearlyMeanTemp);
  if (cached) return cached;
  const pv = new Float64Array(HOURS);
  const household = new Float64Array(HOURS);
  const heating = new Float64Array(HOURS);
  const hotWater = new Float64Array(HOURS);
  const cooling = new Float64Array(HOURS);
  const random = seeded(20240601);
  for (let day = 0; day < 365; day++) {
    const declination = ((23.45 * Math.PI) / 180) * Math.sin((2 * Math.PI * (284 + day + 1)) / 365);
    const season = Math.cos((2 * Math.PI * (day - 172)) / 365); // +1 midsummer, −1 midwinter
    // clearness: more overcast in winter; about a third of days are dull
    const dull = random() < 0.35 + 0.15 * -season;
    const clearness = dull ? 0.1 + 0.2 * random() : 0.55 + 0.45 * random();
    const householdSeason = 1 + 0.15 * -season;
    for (let hour = 0; hour < 24; hour++) {
      const i = day * 24 + hour;
      const hourAngle = (15 * (hour + 0.5 - 12) * Math.PI) / 180;
      const sinElevation =
        Math.sin(LATITUDE) * Math.sin(declination) + Math.cos(LATITUDE) * Math.cos(declination) * Math.cos(hourAngle);
      pv[i] = sinElevation > 0 ? sinElevation ** 1.3 * clearness : 0;
      household[i] = (HOUSEHOLD_DAY[hour] ?? 1) * householdSeason;
      const t = outdoorTemperature(day, hour + 0.5, yearlyMeanTemp);
      heating[i] = t < 15 ? 20 - t : 0;
      cooling[i] = t > COOLING_LIMIT ? t - COOLING_LIMIT : 0;
      hotWater[i] = HOT_WATER_DAY[hour] ?? 1;
    }
  }
  const profiles = {
    pv: normalise(pv),
    household: normalise(household),
    heating: normalise(heating),
    hotWater: normalise(hotWater),
    cooling: normalise(cooling),
  };
  cache.set(yearlyMeanTemp, profiles);
  return profiles;
}
