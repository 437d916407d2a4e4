/**
 * The deadline countdown. "Now" is the server's clock: the `serverTime` of the last answer plus the
 * time elapsed since on the page's monotonic clock. The phone's wall clock plays no part, so a
 * phone five minutes wrong still shows the real time left (the database decides anyway).
 */

export interface Clock {
  /** Milliseconds since the epoch, by the server. */
  now(): number;
}

/** A clock set from the server's answer and run on by a monotonic timer (immune to the device clock). */
export function serverClock(serverTime: string, monotonic: () => number = () => performance.now()): Clock {
  const base = Date.parse(serverTime);
  if (Number.isNaN(base)) throw new Error(`not a server time: ${serverTime}`);
  const start = monotonic();
  return { now: () => base + (monotonic() - start) };
}

/** Milliseconds left until an instant (negative once passed). */
export function msUntil(deadline: string, clock: Clock): number {
  return Date.parse(deadline) - clock.now();
}

export interface CountdownParts {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/** Whole days, hours, minutes and seconds left, rounded down (never promise a second that is not there). */
export function partsOf(ms: number): CountdownParts {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const two = (n: number) => String(n).padStart(2, '0');

function unit(locale: string, value: number, u: 'day' | 'hour' | 'minute', display: 'long' | 'short'): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: u, unitDisplay: display }).format(value);
}

/**
 * What the countdown shows, ticking each second: "2 days 03:15", "1:04:09", "04:09"; undefined once
 * the deadline has passed (the caller shows "closed").
 */
export function formatCountdown(ms: number, locale: string): string | undefined {
  if (ms <= 0) return undefined;
  const { days, hours, minutes, seconds } = partsOf(ms);
  if (days > 0) return `${unit(locale, days, 'day', 'short')} ${two(hours)}:${two(minutes)}`;
  if (hours > 0) return `${hours}:${two(minutes)}:${two(seconds)}`;
  return `${two(minutes)}:${two(seconds)}`;
}

/**
 * What a screen reader hears: coarse on purpose, so the live region speaks at most once a minute
 * (in the last two hours) and otherwise once an hour. Undefined once passed; `lessThanMinute` is the
 * language's "less than a minute".
 */
export function spokenCountdown(ms: number, locale: string, lessThanMinute: string): string | undefined {
  if (ms <= 0) return undefined;
  const { days, hours, minutes } = partsOf(ms);
  const list = new Intl.ListFormat(locale, { style: 'long', type: 'unit' });
  if (days > 0) {
    return list.format([
      unit(locale, days, 'day', 'long'),
      ...(hours > 0 ? [unit(locale, hours, 'hour', 'long')] : []),
    ]);
  }
  if (hours >= 2) return unit(locale, hours, 'hour', 'long');
  if (hours === 1) {
    return list.format([
      unit(locale, 1, 'hour', 'long'),
      ...(minutes > 0 ? [unit(locale, minutes, 'minute', 'long')] : []),
    ]);
  }
  if (minutes === 0) return lessThanMinute;
  return unit(locale, minutes, 'minute', 'long');
}
