/**
 * Excess temperature of a radiator over the room (calculations.md §1.1; Engineering Toolbox,
 * EN 442). The log mean is what the portal shows as uebertemp_log.
 */

function assertOrder(flow: number, ret: number, room: number): void {
  if (!(flow >= ret)) throw new RangeError(`flow (${flow} °C) must not be below return (${ret} °C)`);
  if (!(ret > room)) throw new RangeError(`return (${ret} °C) must be above room (${room} °C)`);
}

/** ΔT_ln = (θV − θR) / ln[(θV − θi)/(θR − θi)] in K. */
export function logMeanExcessTemperature(flow: number, ret: number, room: number): number {
  assertOrder(flow, ret, room);
  const upper = flow - room;
  const lower = ret - room;
  // With no spread the log mean is the common excess; the formula itself would be 0/0.
  if (upper === lower) return upper;
  // ln(θV − θi) − ln(θR − θi) as log1p of the spread over the lower excess: ln of the ratio loses
  // the spread's digits when it is small (a 10⁻⁹ K spread left ~10⁻⁶ of the log mean to rounding), and
  // the cut-off that hid it returned the flow excess below 10⁻⁹ K but the rounded form above: a
  // warmer flow gave a radiator less output (30 °C at a 10⁻¹² K spread: 213.92805 W, 1·10⁻⁹ K warmer
  // 213.92782 W; a property test found it). Accurate to rounding for every spread.
  return (upper - lower) / Math.log1p((upper - lower) / lower);
}

/** ΔT_ar = (θV + θR)/2 − θi in K. */
export function arithmeticExcessTemperature(flow: number, ret: number, room: number): number {
  assertOrder(flow, ret, room);
  return (flow + ret) / 2 - room;
}
