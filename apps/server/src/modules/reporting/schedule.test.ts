import { describe, expect, it } from 'vitest';
import { nextRun } from './schedule';

describe('subscription schedule (Central European time)', () => {
  it('daily at 7: today at 7 CET when it is earlier, else tomorrow', () => {
    expect(nextRun({ frequency: 'daily', hour: 7 }, new Date('2026-01-15T05:00:00Z')).toISOString()).toBe(
      '2026-01-15T06:00:00.000Z',
    );
    expect(nextRun({ frequency: 'daily', hour: 7 }, new Date('2026-01-15T06:00:00Z')).toISOString()).toBe(
      '2026-01-16T06:00:00.000Z',
    );
    // Summer time: 7 CEST is 5 UTC.
    expect(nextRun({ frequency: 'daily', hour: 7 }, new Date('2026-07-01T12:00:00Z')).toISOString()).toBe(
      '2026-07-02T05:00:00.000Z',
    );
  });

  it('across the change of the clocks and midnight', () => {
    // 29 March 2026: clocks go forward at 2 CET. At 23:30 UTC on the 28th it is already the 29th in Berlin.
    expect(nextRun({ frequency: 'daily', hour: 8 }, new Date('2026-03-28T23:30:00Z')).toISOString()).toBe(
      '2026-03-29T06:00:00.000Z',
    );
    // 25 October 2026: clocks go back. At 23:00 UTC on the 24th it is 1:00 CEST on the 25th; the next
    // midnight is the 26th's, in winter time again.
    expect(nextRun({ frequency: 'daily', hour: 0 }, new Date('2026-10-24T23:00:00Z')).toISOString()).toBe(
      '2026-10-25T23:00:00.000Z',
    );
  });

  it('weekly on a weekday and monthly on a day', () => {
    // 15 January 2026 is a Thursday; the next Monday is the 19th.
    expect(nextRun({ frequency: 'weekly', hour: 6, weekday: 1 }, new Date('2026-01-15T10:00:00Z')).toISOString()).toBe(
      '2026-01-19T05:00:00.000Z',
    );
    expect(nextRun({ frequency: 'weekly', hour: 18, weekday: 4 }, new Date('2026-01-15T10:00:00Z')).toISOString()).toBe(
      '2026-01-15T17:00:00.000Z',
    );
    expect(
      nextRun({ frequency: 'monthly', hour: 9, monthDay: 1 }, new Date('2026-01-15T10:00:00Z')).toISOString(),
    ).toBe('2026-02-01T08:00:00.000Z');
    expect(
      nextRun({ frequency: 'monthly', hour: 9, monthDay: 28 }, new Date('2026-02-28T09:00:00Z')).toISOString(),
    ).toBe('2026-03-28T08:00:00.000Z');
  });
});
