import { kpiState } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { kpiNumber } from './kpiNumber';

describe('KPI values on the screen', () => {
  it('a month to date just short of its target does not read as the target', () => {
    // The state the screen shows beside it: narrowly missed.
    expect(kpiState('Productivity', 79.96, 80)).toBe('yellow');
    expect(kpiNumber(79.96, '%', 'de')).toBe('79,96 %');
    expect(kpiNumber(80, '%', 'de')).toBe('80 %');
  });

  it('writes numbers as the language does, and a missing value as a dash', () => {
    expect(kpiNumber(1130, 'Stück', 'de')).toBe('1.130 Stück');
    expect(kpiNumber(13.9, 'days', 'en')).toBe('13.9 days');
    expect(kpiNumber(null, '%', 'de')).toBe('–');
  });
});
