import type { PvBilanz } from '../contracts';
import { HOURS } from './hourlyProfiles';

/**
 * Hourly PV dispatch: PV serves the load first, the surplus charges the battery, the rest is
 * fed in; a deficit is covered from the battery, then from the grid. Round-trip losses are split
 * evenly between charging and discharging. Definitions (solares-energy, HTW Berlin):
 * Eigenverbrauchsanteil = self-used PV / PV generation; Autarkiegrad = self-used PV / consumption.
 */
export interface PvDispatch extends PvBilanz {
  /** kWh per month: generation, self-use, feed-in, grid */
  monthly: { erzeugung: number[]; eigenverbrauch: number[]; einspeisung: number[]; netzbezug: number[] };
}

const MONTH_END_HOURS = [31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365].map((d) => d * 24);

export function dispatchPv(
  generation: Float64Array,
  load: Float64Array,
  batteryKWh: number,
  roundTripEfficiency = 0.9,
): PvDispatch {
  const oneWay = Math.sqrt(roundTripEfficiency);
  let soc = 0;
  let erzeugung = 0;
  let direktverbrauch = 0;
  let batterieEntladung = 0;
  let einspeisung = 0;
  let netzbezug = 0;
  let verbrauch = 0;
  const monthly = {
    erzeugung: new Array(12).fill(0),
    eigenverbrauch: new Array(12).fill(0),
    einspeisung: new Array(12).fill(0),
    netzbezug: new Array(12).fill(0),
  };
  let month = 0;
  for (let i = 0; i < HOURS; i++) {
    if (i >= (MONTH_END_HOURS[month] ?? HOURS)) month++;
    const g = generation[i] ?? 0;
    const l = load[i] ?? 0;
    const direct = Math.min(g, l);
    let surplus = g - direct;
    let deficit = l - direct;
    let fromBattery = 0;
    if (batteryKWh > 0) {
      const charge = Math.min(surplus, (batteryKWh - soc) / oneWay);
      soc += charge * oneWay;
      surplus -= charge;
      fromBattery = Math.min(deficit, soc * oneWay);
      soc -= fromBattery / oneWay;
      deficit -= fromBattery;
    }
    erzeugung += g;
    verbrauch += l;
    direktverbrauch += direct;
    batterieEntladung += fromBattery;
    einspeisung += surplus;
    netzbezug += deficit;
    monthly.erzeugung[month] += g;
    monthly.eigenverbrauch[month] += direct + fromBattery;
    monthly.einspeisung[month] += surplus;
    monthly.netzbezug[month] += deficit;
  }
  const eigenverbrauch = direktverbrauch + batterieEntladung;
  return {
    erzeugung,
    direktverbrauch,
    batterieEntladung,
    eigenverbrauch,
    einspeisung,
    netzbezug,
    eigenverbrauchsanteil: erzeugung > 0 ? eigenverbrauch / erzeugung : 0,
    autarkiegrad: verbrauch > 0 ? eigenverbrauch / verbrauch : 0,
    monthly,
  };
}
