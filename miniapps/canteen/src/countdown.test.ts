import { formatLocale } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { formatCountdown, msUntil, partsOf, serverClock, spokenCountdown } from './countdown';

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;
/** The English site in Germany. */
const EN = formatLocale('en', 'de');

describe('the deadline countdown', () => {
  it('counts from the server’s time and the elapsed time, not from the device clock', () => {
    let monotonic = 5_000; // the page has been open 5 s; the device clock is irrelevant
    const clock = serverClock('2025-03-03T08:29:00.000Z', () => monotonic);
    expect(msUntil('2025-03-03T08:30:00Z', clock)).toBe(60 * S);
    monotonic += 59_500;
    expect(msUntil('2025-03-03T08:30:00Z', clock)).toBe(500);
    monotonic += 1_000;
    expect(msUntil('2025-03-03T08:30:00Z', clock)).toBe(-500);
  });

  it('refuses a server time it cannot read', () => {
    expect(() => serverClock('yesterday')).toThrow();
  });

  it('rounds the time left down: never a second that is not there', () => {
    expect(partsOf(59_999)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
    expect(partsOf(D + 2 * H + 3 * M + 4 * S + 999)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
    expect(partsOf(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it.each([
    [4 * M + 9 * S, '04:09'],
    [59 * S, '00:59'],
    [999, '00:00'],
    [H + 4 * M + 9 * S, '1:04:09'],
    [23 * H + 59 * M + 59 * S, '23:59:59'],
    [2 * D + 3 * H + 15 * M, '2 days 03:15'],
  ])('shows %i ms as %s', (ms, shown) => {
    expect(formatCountdown(ms, EN)).toBe(shown);
  });

  it('shows nothing to count once the deadline has passed', () => {
    expect(formatCountdown(0, EN)).toBeUndefined();
    expect(formatCountdown(-1, EN)).toBeUndefined();
  });

  it.each([
    [2 * D + 3 * H + 15 * M, '2 days, 3 hours'],
    [D + 30 * M, '1 day'],
    [5 * H + 59 * M, '5 hours'],
    [H + 5 * M, '1 hour, 5 minutes'],
    [H, '1 hour'],
    [4 * M + 59 * S, '4 minutes'],
    [59 * S, 'less than a minute'],
  ])('says %i ms as “%s”', (ms, spoken) => {
    expect(spokenCountdown(ms, EN, 'less than a minute')).toBe(spoken);
  });

  it('speaks at most once a minute: the words change only when a minute has passed', () => {
    const said = new Set<string | undefined>();
    for (let ms = 10 * M; ms > 0; ms -= S) said.add(spokenCountdown(ms, EN, '<1'));
    expect(said.size).toBe(11); // 10 … 1 minutes and "less than a minute"
    const hourly = new Set<string | undefined>();
    for (let ms = 6 * H; ms > 2 * H; ms -= M) hourly.add(spokenCountdown(ms, EN, '<1'));
    expect(hourly.size).toBe(5); // 6, 5, 4, 3, 2 hours
  });

  it('speaks the user’s language', () => {
    expect(spokenCountdown(5 * M, 'de', 'weniger als eine Minute')).toBe('5 Minuten');
    expect(spokenCountdown(H + M, 'fr', '')?.replace(/\s/g, ' ')).toBe('1 heure et 1 minute');
    expect(spokenCountdown(3 * M, 'cs', '')).toBe('3 minuty');
    expect(spokenCountdown(3 * M, 'it', '')).toBe('3 minuti');
  });
});
