import { NOMINAL_ARITHMETIC_EXCESS, NOMINAL_LOG_EXCESS } from './constants';
import { arithmeticExcessTemperature, logMeanExcessTemperature } from './excessTemperature';

/** Log mean (EN 442 practice, the portal's uebertemp_log) or arithmetic mean excess temperature. */
export type ExcessMethod = 'log' | 'arithmetic';

export function excessTemperature(flow: number, ret: number, room: number, method: ExcessMethod = 'log'): number {
  return method === 'log' ? logMeanExcessTemperature(flow, ret, room) : arithmeticExcessTemperature(flow, ret, room);
}

/** ΔTn at the EN 442 point for the method: 49.83 K (log) or 50 K (arithmetic). */
export function nominalExcessTemperature(method: ExcessMethod = 'log'): number {
  return method === 'log' ? NOMINAL_LOG_EXCESS : NOMINAL_ARITHMETIC_EXCESS;
}

/** EN 442 conversion factor ("Umrechnungsfaktor") f = (ΔT/ΔTn)^n. */
export function conversionFactor(
  exponent: number,
  flow: number,
  ret: number,
  room: number,
  method: ExcessMethod = 'log',
): number {
  return (excessTemperature(flow, ret, room, method) / nominalExcessTemperature(method)) ** exponent;
}

/**
 * Output in W at flow/return/room from the catalogue output at 75/65/20 and the exponent:
 * Φ = Φn·(ΔT/ΔTn)^n (EN 442 characteristic equation Φ = Km·ΔT^n).
 */
export function outputAt(
  nominalOutput: number,
  exponent: number,
  flow: number,
  ret: number,
  room: number,
  method: ExcessMethod = 'log',
): number {
  return nominalOutput * conversionFactor(exponent, flow, ret, room, method);
}

/** Exponent from two catalogue points: n = ln(Φ1/Φ2) / ln(ΔT1/ΔT2) (heizreport). */
export function exponentFromTwoPoints(output1: number, excess1: number, output2: number, excess2: number): number {
  return Math.log(output1 / output2) / Math.log(excess1 / excess2);
}
