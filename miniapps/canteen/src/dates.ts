/**
 * Days as the canteen counts them: calendar days (`2025-03-03`) in the canteen's time zone, and
 * instants (UTC in the API) shown on the canteen's wall clock. Date-only arithmetic runs in UTC so
 * that no daylight-saving change can move a day.
 */

/** Longest range the server takes for a list or an export (days, both ends included). */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;

function utcOf(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

function dateOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Whether a string is a real calendar day (`2025-02-30` is not). */
export function isDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(utcOf(value)) && dateOf(utcOf(value)) === value;
}

export function addDays(date: string, days: number): string {
  return dateOf(utcOf(date) + days * DAY_MS);
}

/** Days from one calendar day to another (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcOf(to) - utcOf(from)) / DAY_MS);
}

/** The Monday of a day's week (ISO weeks start on Monday, as the canteen's do). */
export function mondayOf(date: string): string {
  const weekday = (new Date(utcOf(date)).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/** `2025-03` of `2025-03-17`. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** The calendar day an instant falls on in a time zone: what "today" is for the canteen. */
export function dayIn(instant: string | number, timeZone: string): string {
  const parts = partsIn(instant, timeZone);
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** An instant as the canteen's wall clock shows it, `2025-03-03T09:30`, for a datetime-local field. */
export function wallClockIn(instant: string | number, timeZone: string): string {
  const p = partsIn(instant, timeZone);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

function partsIn(instant: string | number, timeZone: string): Record<string, string> {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  return Object.fromEntries(parts.map((p) => [p.type, p.value]));
}

/**
 * The days a list shows, checked as the server checks them: both real days, the first not after
 * the last, at most 366 days. Answers the reason it is not a range, or the range.
 */
export function checkRange(
  from: string,
  to: string,
): { ok: true; from: string; to: string } | { ok: false; reason: 'invalid' | 'order' | 'tooLong' } {
  if (!isDate(from) || !isDate(to)) return { ok: false, reason: 'invalid' };
  if (from > to) return { ok: false, reason: 'order' };
  if (daysBetween(from, to) >= MAX_RANGE_DAYS) return { ok: false, reason: 'tooLong' };
  return { ok: true, from, to };
}

/** What someone ordering sees: from today to the Sunday of next week (this week's rest and the next). */
export function orderingRange(today: string): { from: string; to: string } {
  return { from: today, to: addDays(mondayOf(today), 13) };
}

/** My orders: this week and next, and last week for what was eaten. */
export function myOrdersRange(today: string): { from: string; to: string } {
  const monday = mondayOf(today);
  return { from: addDays(monday, -7), to: addDays(monday, 13) };
}

/** A calendar day in words in the user's language: "Montag, 3. März". */
export function formatDay(date: string, locale: string, style: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: style,
    day: 'numeric',
    month: style === 'long' ? 'long' : 'numeric',
  }).format(new Date(utcOf(date)));
}

/** An instant on the canteen's clock: "Mo., 09:30" (weekday only when it is not the given day). */
export function formatTimeIn(instant: string, timeZone: string, locale: string, sameDayAs?: string): string {
  const withDay = sameDayAs === undefined || dayIn(instant, timeZone) !== sameDayAs;
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    ...(withDay ? { weekday: 'short', day: 'numeric', month: 'numeric' } : {}),
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(instant));
}

/** A month in words: "März 2025". */
export function formatMonth(month: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    new Date(utcOf(`${month}-01`)),
  );
}
