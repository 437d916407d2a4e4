import { describe, expect, it } from 'vitest';
import { textsFor } from '../texts';
import { monthTick, periodLabel, releaseTime } from './format';

describe('how the performance screen writes periods and the data release', () => {
  it('names a month, a quarter, a year and a fiscal year in the reader’s language', () => {
    const de = textsFor('de');
    expect(periodLabel(de, 'de', 'de', 'Month', '2026-03')).toBe('März 2026');
    expect(periodLabel(de, 'de', 'de', 'Quarter', '2026-Q1')).toBe('1. Quartal 2026');
    expect(periodLabel(de, 'de', 'de', 'Year', '2025')).toBe('2025');
    expect(periodLabel(de, 'de', 'de', 'FiscalYear', '2025')).toBe('GJ 2025/26');
    expect(monthTick('de', 'de', '2026-03')).toBe('März 26');
  });

  it('writes the release moment as the site does', () => {
    const at = releaseTime('de', 'de', '2026-11-27T06:30:00Z');
    expect(at).toMatch(/^27\.11\.2026, \d{2}:30$/);
    expect(releaseTime('en', 'gb', '2026-11-27T06:30:00Z')).toMatch(/^27 Nov 2026, \d{2}:30$/);
  });
});
