import { SUBSCRIPTION_TIME_ZONE, type SubscriptionFrequency } from '@portal/contracts';

/** When a subscription is sent: every day, week (weekday 1 Monday … 7 Sunday) or month (day 1–28), at an hour. */
export interface Schedule {
  readonly frequency: SubscriptionFrequency;
  readonly hour: number;
  readonly weekday?: number | null | undefined;
  readonly monthDay?: number | null | undefined;
}

const DAY_MS = 86_400_000;

/** How far the wall clock of `zone` is ahead of UTC at `instant`, in ms. */
function offsetMs(zone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return wall - Math.floor(instant / 60_000) * 60_000;
}

/** The instant at which the wall clock of `zone` shows `hour`:00 on the calendar day `day` (a UTC midnight). */
function atHour(day: number, hour: number, zone: string): number {
  const guess = day + hour * 3_600_000;
  const first = guess - offsetMs(zone, guess);
  // Around a change of the clocks the offset at the answer may differ from the guess's.
  return guess - offsetMs(zone, first);
}

/** The first time after `after` the schedule falls due, read in Central European time (`SUBSCRIPTION_TIME_ZONE`). */
export function nextRun(schedule: Schedule, after: Date, zone = SUBSCRIPTION_TIME_ZONE): Date {
  const local = after.getTime() + offsetMs(zone, after.getTime());
  const today = Math.floor(local / DAY_MS) * DAY_MS;
  for (let i = 0; i <= 62; i++) {
    const day = today + i * DAY_MS;
    const date = new Date(day);
    if (schedule.frequency === 'weekly' && ((date.getUTCDay() + 6) % 7) + 1 !== schedule.weekday) continue;
    if (schedule.frequency === 'monthly' && date.getUTCDate() !== schedule.monthDay) continue;
    const at = atHour(day, schedule.hour, zone);
    if (at > after.getTime()) return new Date(at);
  }
  throw new Error('no run within two months: the schedule is not one the contracts allow');
}
