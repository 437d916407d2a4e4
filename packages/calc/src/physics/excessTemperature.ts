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
  // With no spread the log mean tends to the common excess; the formula itself would be 0/0.
  if (upper - lower < 1e-9) return upper;
  return (upper - lower) / Math.log(upper / lower);
}

/** ΔT_ar = (θV + θR)/2 − θi in K. */
export function arithmeticExcessTemperature(flow: number, ret: number, room: number): number {
  assertOrder(flow, ret, room);
  return (flow + ret) / 2 - room;
}
