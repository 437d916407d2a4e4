import type { WaermepumpenArt } from '../contracts';

/*
 * Seasonal performance factor (Jahresarbeitszahl, JAZ) after VDI 4650 Blatt 1, the simplified
 * method (2009 edition, the one BAFA's MAP referred to):
 *
 *   air/water:          β = F_Δϑ / (F_ϑ,1/ε(A−7/W35) + F_ϑ,2/ε(A2/W35) + F_ϑ,3/ε(A7/W35))
 *   brine/water, water/water:  β = ε_N · F_Δϑ · F_ϑ / F_P
 *
 * Table values used (VDI 4650 Blatt 1:2009, as tabulated with their table numbers in the RWTH
 * Aachen E.ON ERC "pyCity_calc" code, calc_hp_spf; the standard itself is not public):
 *   - F_Δϑ (spread at the condenser vs. the EN 14511 test at 5 K): 1.000 at 5 K, 1.020 at 7 K;
 *   - air/water, Table 16, design flow 35 °C, design outdoor −12 °C: F_ϑ = 0.058 / 0.673 / 0.208;
 *   - brine/water, F_ϑ by brine temperature at 35 °C flow: −2 °C 1.142, −1 °C 1.159, 0 °C 1.177,
 *     2 °C 1.214, 3 °C 1.234, 4 °C 1.253, 5 °C 1.273 (the source's values for −3 °C and 1 °C are
 *     misprints, 1.26 and 1.95, and are left out);
 *   - F_P (source pump, preliminary design) 1.075 (also haustechnikdialog "Jahresaufwandszahl").
 *
 * Derived, not table values (the tables for other flow temperatures were not found published):
 *   - F_Δϑ between and beyond the two points linearly (+0.010 per K), for spreads 3…10 K;
 *   - a design flow temperature other than 35 °C scales every COP by the Carnot ratio
 *     (T_V/(T_V − T_Q)) / (T_35/(T_35 − T_Q)) at the test point's source temperature T_Q, so the
 *     factor is 1 at 35 °C and the JAZ falls with a higher flow temperature;
 *   - water/water uses the brine table at (source − 10 K), its test point being W10.
 */

export const VDI4650_AIR_WEIGHTS = [0.058, 0.673, 0.208] as const;
export const VDI4650_PUMP_FACTOR = 1.075;
const BRINE_FACTORS: ReadonlyArray<readonly [number, number]> = [
  [-2, 1.142],
  [-1, 1.159],
  [0, 1.177],
  [2, 1.214],
  [3, 1.234],
  [4, 1.253],
  [5, 1.273],
];

/** Test-point source temperatures, °C: air A−7/A2/A7, brine B0, water W10 (EN 14511). */
const AIR_TEST_SOURCES = [-7, 2, 7] as const;
const TEST_SOURCE: Record<Exclude<WaermepumpenArt, 'luftWasser'>, number> = { soleWasser: 0, wasserWasser: 10 };
const KELVIN = 273.15;
const TEST_FLOW = 35;

/** F_Δϑ: 1.000 at the EN 14511 test spread of 5 K, 1.020 at 7 K (VDI 4650 Blatt 1), linear. */
export function spreadFactor(spread: number): number {
  return 1 + 0.01 * (spread - 5);
}

/** COP at a design flow temperature from the COP at W35: the Carnot ratio at the same source (derived). */
export function copAtFlow(copW35: number, flowTemp: number, sourceTemp: number): number {
  const carnot = (flow: number) => (flow + KELVIN) / Math.max(1, flow - sourceTemp);
  return copW35 * (carnot(flowTemp) / carnot(TEST_FLOW));
}

function interpolate(points: ReadonlyArray<readonly [number, number]>, x: number): number {
  const first = points[0] as readonly [number, number];
  const last = points[points.length - 1] as readonly [number, number];
  if (x <= first[0]) return first[1];
  if (x >= last[0]) return last[1];
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i] as readonly [number, number];
    const [x0, y0] = points[i - 1] as readonly [number, number];
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return last[1];
}

/** F_ϑ of a brine or water source at its temperature (clamped to the table's −2…5 K range). */
export function sourceFactor(art: Exclude<WaermepumpenArt, 'luftWasser'>, sourceTemp: number): number {
  return interpolate(BRINE_FACTORS, sourceTemp - TEST_SOURCE[art]);
}

export interface JazInput {
  art: WaermepumpenArt;
  /** COPs at the test points: air A−7, A2, A7 (W35); brine/water the first. */
  cops: readonly [number, number, number];
  vorlaufTemp: number;
  spreizung: number;
  quellTemp?: number | undefined;
}

export interface Jaz {
  jaz: number;
  fSpreizung: number;
  /** The factor of the flow temperature (Carnot ratio, 1 at 35 °C) on the first test point. */
  fVorlauf: number;
  /** F_P of the source pump (1 for air: its fan is in the EN 14511 COP). */
  fPumpe: number;
}

export function seasonalPerformanceFactor(i: JazInput): Jaz {
  const fSpreizung = spreadFactor(i.spreizung);
  if (i.art === 'luftWasser') {
    const cops = i.cops.map((c, k) => copAtFlow(c, i.vorlaufTemp, AIR_TEST_SOURCES[k] ?? 2));
    const weighted = VDI4650_AIR_WEIGHTS.reduce((sum, w, k) => sum + w / (cops[k] ?? 1), 0);
    return { jaz: fSpreizung / weighted, fSpreizung, fVorlauf: (cops[0] ?? 0) / i.cops[0], fPumpe: 1 };
  }
  const source = i.quellTemp ?? TEST_SOURCE[i.art];
  const cop = copAtFlow(i.cops[0], i.vorlaufTemp, TEST_SOURCE[i.art]);
  const jaz = (cop * fSpreizung * sourceFactor(i.art, source)) / VDI4650_PUMP_FACTOR;
  return { jaz, fSpreizung, fVorlauf: cop / i.cops[0], fPumpe: VDI4650_PUMP_FACTOR };
}
