import { formatLocale, kpiState } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { kpiInputText, kpiNumber, parseKpiInput } from './kpiNumber';

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
  const enGB = formatLocale('en', 'gb');
  const csCZ = formatLocale('cs', 'cz');

  it('puts a stored value into the field as the table beside it writes it, without grouping', () => {
    expect(kpiInputText(77.2, deDE)).toBe('77,2');
    expect(kpiInputText(77.2, enDE)).toBe('77,2');
    expect(kpiInputText(77.2, deCH)).toBe('77.2');
    expect(kpiInputText(1130, deDE)).toBe('1130');
    expect(kpiInputText(81.67, csCZ)).toBe('81,67');
    expect(kpiInputText(null, deDE)).toBe('');
  });

  it('reads a number typed as the site writes it as the number the screen shows', () => {
    const read = (tag: string, typed: readonly string[]) => typed.map((text) => parseKpiInput(text, tag));
    expect(read(deDE, ['1.250', '1.250,5', '77,2', '  40 '])).toEqual([1250, 1250.5, 77.2, 40]);
    expect(read(enDE, ['1.130', '13,9'])).toEqual([1130, 13.9]);
    expect(read(deCH, ["1'250.5", '1’250.5', '77.2'])).toEqual([1250.5, 1250.5, 77.2]);
    expect(read(enGB, ['1,250.5', '13.9'])).toEqual([1250.5, 13.9]);
    expect(read(csCZ, ['1 250,5', '1\u00a0250,5', '1\u202f250,5'])).toEqual([1250.5, 1250.5, 1250.5]);
  });

  it("takes the other convention's decimal mark where it cannot group thousands", () => {
    expect(parseKpiInput('77.2', deDE)).toBe(77.2);
    expect(parseKpiInput('77,2', deCH)).toBe(77.2);
  });

  it('tells an empty field (no value) from one that holds no number', () => {
    expect([parseKpiInput('', deDE), parseKpiInput('   ', deDE)]).toEqual([null, null]);
    for (const text of ['abc', '1.2.3', '1,2,3', '7,5.3', '-']) expect(parseKpiInput(text, deDE)).toBeUndefined();
  });

  it('reads back what it put into the field', () => {
    for (const tag of [deDE, deCH, enDE, enGB, csCZ]) {
      for (const value of [0, 13.9, 79.96, 1240, 15006])
        expect(parseKpiInput(kpiInputText(value, tag), tag)).toBe(value);
    }
  });
});
