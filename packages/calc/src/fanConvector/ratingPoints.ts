import type { FanConvectorStageRow } from '../catalogues';
import type { OperatingPoint } from './fanStageOutputs';
import { dewPoint } from './psychrometrics';

/**
 * EN 16430 (fan-assisted radiators, convectors and trench convectors; part 2 heating, part 3
 * cooling). The standard's rating table could not be verified (calculations.md §3.1), so the
 * rating points live in the stage catalogue (defaults 7/12 °C, 27 °C, 46.9 % rh and 45/40/20 °C)
 * and the range in which this product applies its ratings is the PRODUCT'S ASSUMPTION below,
 * documented in docs/calculators.md. The check flags say whether the operating point lies in it.
 */
export const APPLICATION_RANGE = {
  kuehlen: { vorlauf: [5, 18], raum: [20, 32], feuchte: [30, 70] },
  heizen: { vorlauf: [30, 90], raum: [15, 26] },
} as const;

const within = (value: number, [lo, hi]: readonly [number, number]) => value >= lo && value <= hi;

/** The cooling operating point lies in the assumed EN 16430-3 application range. */
export function en16430CoolingApplies(op: OperatingPoint): boolean {
  const r = APPLICATION_RANGE.kuehlen;
  return (
    within(op.vorlaufTemp_kuehlen, r.vorlauf) &&
    within(op.raumTemp_kuehlen, r.raum) &&
    within(op.luftfeuchte_kuehlen, r.feuchte)
  );
}

/** The heating operating point lies in the assumed EN 16430-2 application range. */
export function en16430HeatingApplies(op: OperatingPoint): boolean {
  const r = APPLICATION_RANGE.heizen;
  return within(op.vorlaufTemp_heizen, r.vorlauf) && within(op.raumTemp_heizen, r.raum);
}

/** "EN 16430-3: 7/12/27 °C, 46.9 % rh": the cooling rating point of the catalogue's ratings. */
export function coolingNorm(stage: FanConvectorStageRow): string {
  return `EN 16430-3: ${stage.normKuehlVorlauf}/${stage.normKuehlRuecklauf}/${stage.normKuehlRaum} °C, ${stage.normKuehlFeuchte} % rh`;
}

/** "EN 16430-2: 45/40/20 °C": the heating rating point. */
export function heatingNorm(stage: FanConvectorStageRow): string {
  return `EN 16430-2: ${stage.normHeizVorlauf}/${stage.normHeizRuecklauf}/${stage.normHeizRaum} °C`;
}

/** Dew point of the room air when cooling, °C. */
export function roomDewPoint(op: OperatingPoint): number {
  return dewPoint(op.raumTemp_kuehlen, op.luftfeuchte_kuehlen / 100);
}
