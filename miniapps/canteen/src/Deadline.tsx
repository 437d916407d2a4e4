import { useEffect, useState } from 'react';
import { useEnv } from './common';
import { type Clock, formatCountdown, msUntil, spokenCountdown } from './countdown';
import { formatDay, formatTimeIn } from './dates';
import { fill } from './texts';

/** The server's "now", ticking each second (on the monotonic clock, from the server's time). */
export function useServerNow(clock: Clock | undefined): number | undefined {
  const [now, setNow] = useState(() => clock?.now());
  useEffect(() => {
    if (!clock) return;
    setNow(clock.now());
    const timer = setInterval(() => setNow(clock.now()), 1000);
    return () => clearInterval(timer);
  }, [clock]);
  return now;
}

/** Deadline, time left (each second, seen, not spoken) or "closed". */
export function DeadlineLine({
  orderableUntil,
  date,
  timeZone,
  now,
}: {
  orderableUntil: string;
  date: string;
  timeZone: string;
  now: number;
}) {
  const { t, intl } = useEnv();
  const left = Date.parse(orderableUntil) - now;
  const shown = formatCountdown(left, intl);
  return (
    <p className="cn-deadline">
      <span>{fill(t.deadlineAt, { time: formatTimeIn(orderableUntil, timeZone, intl, date) })}</span>
      {shown ? (
        <span className={`cn-countdown${left < 10 * 60_000 ? ' cn-countdown--soon' : ''}`}>
          {fill(t.timeLeft, { time: shown })}
        </span>
      ) : (
        <span className="cn-badge">{t.closed}</span>
      )}
    </p>
  );
}

/**
 * The one live region of the screen: the next deadline in words, coarse enough that it speaks at
 * most once a minute (and once an hour while more than two hours are left). The seconds ticking
 * on screen are not announced.
 */
export function DeadlineAnnouncer({
  plans,
  clock,
}: {
  plans: ReadonlyArray<{ readonly date: string; readonly orderableUntil: string; readonly orderable: boolean }>;
  clock: Clock;
}) {
  const { t, intl } = useEnv();
  const now = useServerNow(clock) ?? clock.now();
  const next = plans
    .filter((p) => p.orderable && msUntil(p.orderableUntil, clock) > 0)
    .sort((a, b) => a.orderableUntil.localeCompare(b.orderableUntil))[0];
  const left = next ? Date.parse(next.orderableUntil) - now : 0;
  const spoken = next ? spokenCountdown(left, intl, t.lessThanMinute) : undefined;
  const text = next && spoken ? fill(t.closesIn, { day: formatDay(next.date, intl), time: spoken }) : '';
  return (
    <p className="cn-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {text}
    </p>
  );
}
