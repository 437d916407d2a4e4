import { describe, expect, it } from 'vitest';
import { formatNumber, numberToText, parseNumber } from './format';

describe('numbers as people type them', () => {
  it.each([
    ['55', 55],
    ['55,5', 55.5],
    ['55.5', 55.5],
    [' 1 200,5 ', 1200.5],
    ['1.200,5', 1200.5],
    ['1,200.5', 1200.5],
    ["1'200.5", 1200.5],
    ['-14', -14],
    ['\u221214', -14],
    [',5', 0.5],
  ])('%s is %d', (text, value) => {
    expect(parseNumber(text)).toEqual({ kind: 'number', value });
  });

  it.each(['abc', '5,5,5', '1.2.3', '5-', '--5', '1e3x'])('%s is no number', (text) => {
    expect(parseNumber(text).kind).toBe('invalid');
  });

  it('"-0" is zero, so no result shows a minus sign on nothing', () => {
    const parsed = parseNumber('-0');
    expect(parsed.kind === 'number' && Object.is(parsed.value, 0)).toBe(true);
    expect(parsed.kind === 'number' && formatNumber(parsed.value, 'de', 1)).toBe('0,0');
  });

  it('an empty field is empty, not zero', () => {
    expect(parseNumber('  ')).toEqual({ kind: 'empty' });
  });

  it('fields show the language’s decimal mark, and what they show reads back the same', () => {
    expect(numberToText(0.15, 'de')).toBe('0,15');
    expect(numberToText(0.15, 'en')).toBe('0.15');
    expect(numberToText(1 / 3, 'fr')).toBe('0,333333');
    expect(numberToText(undefined, 'de')).toBe('');
    for (const v of [52.3, -14, 1200, 0.005]) {
      expect(parseNumber(numberToText(v, 'cs'))).toEqual({ kind: 'number', value: v });
    }
  });

  it('results are written as the documents write them (fixed decimals, the language’s grouping)', () => {
    expect(formatNumber(52.345, 'de', 1)).toBe('52,3');
    expect(formatNumber(1234.5, 'en', 1)).toBe('1,234.5');
    expect(formatNumber(1234.5, 'de', 0)).toBe('1.235');
    expect(formatNumber(1234.5, 'fr', 0)).toBe('1\u00a0235');
  });
});
