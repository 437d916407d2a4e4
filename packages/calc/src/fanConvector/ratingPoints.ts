import type { Locale } from '@portal/contracts';
import type { FanConvectorStageRow } from '../catalogues';
import { formatNumber } from '../format';
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

/** The rating points of the catalogue's ratings as numbers: °C and % relative humidity. */
export interface RatingPoints {
  kuehlen: { vorlauf: number; ruecklauf: number; raum: number; feuchte: number };
  heizen: { vorlauf: number; ruecklauf: number; raum: number };
}

export function ratingPoints(stage: FanConvectorStageRow): RatingPoints {
  return {
    kuehlen: {
      vorlauf: stage.normKuehlVorlauf,
      ruecklauf: stage.normKuehlRuecklauf,
      raum: stage.normKuehlRaum,
      feuchte: stage.normKuehlFeuchte,
    },
    heizen: { vorlauf: stage.normHeizVorlauf, ruecklauf: stage.normHeizRuecklauf, raum: stage.normHeizRaum },
  };
}

/** "relative humidity" as each language abbreviates it after a percentage (as in the tender texts). */
const RELATIVE_HUMIDITY: Record<Locale, string> = { de: 'r. F.', en: 'rh', cs: 'r. v.', fr: 'HR', it: 'UR' };

/** A rating figure with the decimals it has (7, 46.9), at most two, as the language writes numbers. */
const figure = (value: number, locale: Locale) =>
  formatNumber(value, locale, Number.isInteger(value) ? 0 : Number.isInteger(value * 10) ? 1 : 2);

/** "EN 16430-3: 7/12/27 °C, 46,9 % r. F.": the cooling rating point in the language. */
export function coolingNormText(points: RatingPoints, locale: Locale): string {
  const k = points.kuehlen;
  const temperatures = [k.vorlauf, k.ruecklauf, k.raum].map((v) => figure(v, locale)).join('/');
  return `EN 16430-3: ${temperatures} °C, ${figure(k.feuchte, locale)} % ${RELATIVE_HUMIDITY[locale]}`;
}

/** "EN 16430-2: 45/40/20 °C": the heating rating point in the language. */
export function heatingNormText(points: RatingPoints, locale: Locale): string {
  const h = points.heizen;
  return `EN 16430-2: ${[h.vorlauf, h.ruecklauf, h.raum].map((v) => figure(v, locale)).join('/')} °C`;
}

/**
 * "EN 16430-3: 7/12/27 °C, 46.9 % rh": the cooling rating point as the result's text field, kept
 * in English for consumers of the API that read it; screens and documents format normpunkte.
 */
export function coolingNorm(stage: FanConvectorStageRow): string {
  return coolingNormText(ratingPoints(stage), 'en');
}

/** "EN 16430-2: 45/40/20 °C": the heating rating point as the result's text field (English). */
export function heatingNorm(stage: FanConvectorStageRow): string {
  return heatingNormText(ratingPoints(stage), 'en');
}

/** Dew point of the room air when cooling, °C. */
export function roomDewPoint(op: OperatingPoint): number {
  return dewPoint(op.raumTemp_kuehlen, op.luftfeuchte_kuehlen / 100);
}
