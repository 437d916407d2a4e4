import type { MesShiftCode } from '@portal/contracts';
import { instantAt, wallClock } from '../../time/zone';

/**
 * The MES flash figures (docs/production.md), pure: times in epoch milliseconds, no I/O, so the
 * rules are tested as tables of cases.
 */

export interface Interval {
  readonly start: number;
  readonly end: number;
}

export interface StopEvent {
  readonly start: number;
  /** Null while still standing: counts up to the end of the window. */
  readonly end: number | null;
  /** Planned stops (breaks, planned maintenance) take time out of the plan, not out of availability. */
  readonly planned: boolean;
}

export interface ShiftFigures {
  plannedMinutes: number;
  runMinutes: number;
  targetToNow: number;
  targetOfShift: number;
  availability: number | null;
  performance: number | null;
  quality: number | null;
  oee: number | null;
}

const MINUTE = 60_000;

/** Milliseconds of `a` that lie inside `b`. */
export function overlap(a: Interval, b: Interval): number {
  return Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
}

/** Milliseconds of the window covered by the stops, each instant counted once even where stops overlap. */
export function coveredBy(window: Interval, stops: readonly Interval[]): number {
  const clipped = stops
    .map((s) => ({ start: Math.max(s.start, window.start), end: Math.min(s.end, window.end) }))
    .filter((s) => s.end > s.start)
    .sort((a, b) => a.start - b.start);
  let total = 0;
  let reach = window.start;
  for (const s of clipped) {
    const from = Math.max(s.start, reach);
    if (s.end > from) {
      total += s.end - from;
      reach = s.end;
    }
  }
  return total;
}

const ratio = (part: number, whole: number): number | null => (whole > 0 ? Math.min(1, part / whole) : null);

/**
 * Availability = run time / planned production time, where planned production time is the part
 * of the shift up to `asOf` without planned stops, and run time is that without unplanned stops.
 * Performance = ideal cycle time × pieces made / run time (capped at 1: a faster cycle than the
 * ideal means the ideal is set wrong, not that the line made time). Quality = good / all pieces.
 * OEE = availability × performance × quality. Targets: the work centre's rate per hour over the
 * planned production time, up to now and for the whole shift, rounded down to whole pieces.
 */
export function shiftFigures(input: {
  shift: Interval;
  asOf: number;
  stops: readonly StopEvent[];
  good: number;
  scrap: number;
  idealCycleSeconds: number;
  targetPerHour: number;
}): ShiftFigures {
  const { shift, stops, good, scrap, idealCycleSeconds, targetPerHour } = input;
  const asOf = Math.min(Math.max(input.asOf, shift.start), shift.end);
  const until = (end: number): Interval => ({ start: shift.start, end });
  const closed = (end: number) => (s: StopEvent) => ({ start: s.start, end: s.end ?? end });
  const planned = stops.filter((s) => s.planned);
  const unplanned = stops.filter((s) => !s.planned);
  const plannedIn = (window: Interval) =>
    window.end - window.start - coveredBy(window, planned.map(closed(window.end)));

  const soFar = until(asOf);
  const plannedMs = plannedIn(soFar);
  // Unplanned time during a planned stop is not lost twice: only what lies outside the planned stops counts.
  const lostMs =
    coveredBy(soFar, [...planned, ...unplanned].map(closed(asOf))) - coveredBy(soFar, planned.map(closed(asOf)));
  const runMs = Math.max(0, plannedMs - lostMs);
  const total = good + scrap;

  const availability = ratio(runMs, plannedMs);
  const performance = runMs > 0 ? Math.min(1, (idealCycleSeconds * 1000 * total) / runMs) : null;
  const quality = total > 0 ? good / total : null;
  const oee =
    availability === null || performance === null || quality === null ? null : availability * performance * quality;
  return {
    plannedMinutes: plannedMs / MINUTE,
    runMinutes: runMs / MINUTE,
    targetToNow: Math.floor((targetPerHour * plannedMs) / 3_600_000),
    targetOfShift: Math.floor((targetPerHour * plannedIn(shift)) / 3_600_000),
    availability,
    performance,
    quality,
    oee,
  };
}

/** Local start hour and length of each shift. */
export const SHIFT_PATTERN: Record<MesShiftCode, { startHour: number; hours: number }> = {
  early: { startHour: 6, hours: 8 },
  late: { startHour: 14, hours: 8 },
  night: { startHour: 22, hours: 8 },
};

/** The next calendar day. */
export function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The shift's start and end as instants; the night shift ends on the next day's morning. */
export function shiftInterval(date: string, code: MesShiftCode, timeZone: string): Interval {
  const { startHour, hours } = SHIFT_PATTERN[code];
  const start = instantAt(date, startHour, timeZone);
  const endHour = (startHour + hours) % 24;
  const end = instantAt(startHour + hours >= 24 ? nextDay(date) : date, endHour, timeZone);
  return { start, end };
}

/** The shift running at an instant in the zone, with the day it started on. */
export function shiftAt(instant: number, timeZone: string): { date: string; shift: MesShiftCode } {
  const { date, hour } = wallClock(instant, timeZone);
  if (hour < SHIFT_PATTERN.early.startHour) {
    return { date: new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10), shift: 'night' };
  }
  if (hour < SHIFT_PATTERN.late.startHour) return { date, shift: 'early' };
  if (hour < SHIFT_PATTERN.night.startHour) return { date, shift: 'late' };
  return { date, shift: 'night' };
}
