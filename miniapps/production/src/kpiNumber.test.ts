import { formatLocale, kpiState } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { kpiInputText, kpiNumber } from './kpiNumber';

describe('KPI values on the screen', () => {
  it('a month to date just short of its target does not read as the target', () => {
    // The state the screen shows beside it: narrowly missed.
    expect(kpiState('Productivity', 79.96, 80)).toBe('yellow');
    expect(kpiNumber(79.96, '%', formatLocale('de', 'de'))).toBe('79,96 %');
    expect(kpiNumber(80, '%', formatLocale('de', 'de'))).toBe('80 %');
  });

  it('writes numbers as the site does, and a missing value as a dash', () => {
    expect(kpiNumber(1130, 'Stück', formatLocale('de', 'de'))).toBe('1.130 Stück');
    expect(kpiNumber(1130.5, 'Stück', formatLocale('de', 'ch'))).toMatch(/^1['’]130\.5 Stück$/); // ' or ’ by ICU version
    expect(kpiNumber(13.9, 'days', formatLocale('en', 'gb'))).toBe('13.9 days');
    expect(kpiNumber(13.9, 'days', formatLocale('en', 'de'))).toBe('13,9 days');
    expect(kpiNumber(null, '%', formatLocale('de', 'de'))).toBe('–');
  });
});

describe('KPI values in the weekly edit form', () => {
  const deDE = formatLocale('de', 'de');
  const deCH = formatLocale('de', 'ch');
  const enDE = formatLocale('en', 'de');
  const csCZ = formatLocale('cs', 'cz');

  it('puts a stored value into the field as the table beside it writes it, without grouping', () => {
    expect(kpiInputText(77.2, deDE)).toBe('77,2');
    expect(kpiInputText(77.2, enDE)).toBe('77,2');
    expect(kpiInputText(77.2, deCH)).toBe('77.2');
    expect(kpiInputText(1130, deDE)).toBe('1130');
    expect(kpiInputText(81.67, csCZ)).toBe('81,67');
    expect(kpiInputText(null, deDE)).toBe('');
  });
});
