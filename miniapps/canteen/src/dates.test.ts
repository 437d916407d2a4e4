import { formatLocale } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  checkRange,
  dayIn,
  formatDay,
  mondayOf,
  monthOf,
  myOrdersRange,
  orderingRange,
  wallClockIn,
} from './dates';

describe('canteen days', () => {
  it('counts "today" in the canteen’s time zone, not the phone’s', () => {
    // 23:30 UTC on Sunday is already Monday in Zurich, and still Sunday in New York.
    expect(dayIn('2025-03-02T23:30:00Z', 'Europe/Zurich')).toBe('2025-03-03');
    expect(dayIn('2025-03-02T23:30:00Z', 'America/New_York')).toBe('2025-03-02');
  });

  it('shows an instant on the canteen’s wall clock across a daylight-saving change', () => {
    expect(wallClockIn('2025-03-28T08:30:00Z', 'Europe/Berlin')).toBe('2025-03-28T09:30');
    expect(wallClockIn('2025-03-31T07:30:00Z', 'Europe/Berlin')).toBe('2025-03-31T09:30');
  });

  it.each([
    ['2025-03-03', '2025-03-03'], // Monday
    ['2025-03-05', '2025-03-03'],
    ['2025-03-09', '2025-03-03'], // Sunday belongs to the week before
    ['2025-01-01', '2024-12-30'], // across a year
  ])('the Monday of %s is %s', (day, monday) => {
    expect(mondayOf(day)).toBe(monday);
  });

  it('adds days across month ends, leap days and daylight-saving changes', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-03-30', 1)).toBe('2025-03-31');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(monthOf('2025-03-17')).toBe('2025-03');
  });

  it('offers the rest of this week and all of the next for ordering', () => {
    expect(orderingRange('2025-03-05')).toEqual({ from: '2025-03-05', to: '2025-03-16' });
    expect(orderingRange('2025-03-09')).toEqual({ from: '2025-03-09', to: '2025-03-16' });
    expect(myOrdersRange('2025-03-05')).toEqual({ from: '2025-02-24', to: '2025-03-16' });
  });

  it.each([
    ['2025-03-01', '2025-03-31', { ok: true, from: '2025-03-01', to: '2025-03-31' }],
    ['2025-03-03', '2025-03-03', { ok: true, from: '2025-03-03', to: '2025-03-03' }],
    ['2025-03-31', '2025-03-01', { ok: false, reason: 'order' }],
    ['2025-02-30', '2025-03-01', { ok: false, reason: 'invalid' }],
    ['', '2025-03-01', { ok: false, reason: 'invalid' }],
    ['2024-01-01', '2024-12-31', { ok: true, from: '2024-01-01', to: '2024-12-31' }], // 366 days, leap year
    ['2025-01-01', '2026-01-01', { ok: true, from: '2025-01-01', to: '2026-01-01' }], // 366 days
    ['2024-01-01', '2025-01-01', { ok: false, reason: 'tooLong' }], // 367 days with the leap day
  ])('the range %s … %s is %o', (from, to, expected) => {
    expect(checkRange(from, to)).toEqual(expected);
  });

  it('names a day in the user’s language, the day before the month in English too', () => {
    expect(formatDay('2025-03-03', formatLocale('de', 'ch'))).toBe('Montag, 3. März');
    expect(formatDay('2025-03-03', formatLocale('en', 'de'))).toMatch(/^Monday,? 3 March$/);
    expect(formatDay('2025-03-03', formatLocale('en', undefined))).toMatch(/^Monday,? 3 March$/);
    expect(formatDay('2025-03-12', formatLocale('en', 'de'), 'short')).toMatch(/^Wed,? 12\/03$/);
    expect(formatDay('2025-03-03', formatLocale('fr', 'ch'))).toBe('lundi 3 mars');
  });
});
