import type { Locale } from '@portal/contracts';

/** Screens and documents write numbers alike: one formatter, in @portal/calc. */
export { formatNumber } from '@portal/calc';

export type ParsedNumber = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'number'; value: number };

/**
 * A number as a person types it in any of the five languages: decimal comma or point, spaces,
 * apostrophes or a point/comma as thousands separators ("1 200,5", "1.200,5", "1,200.5").
 * With one separator kind only it is the decimal mark ("1.5" and "1,5" are 1.5), as users of
 * both conventions type a decimal more often than a grouped thousand in a calculator field.
 */
export function parseNumber(text: string): ParsedNumber {
  let s = text
    .trim()
    .replace(/[\s\u00a0\u202f']/g, '')
    .replace(/^\u2212/, '-');
  if (s === '') return { kind: 'empty' };
  const lastComma = s.lastIndexOf(',');
  const lastPoint = s.lastIndexOf('.');
  if (lastComma >= 0 && lastPoint >= 0) {
    const decimal = lastComma > lastPoint ? ',' : '.';
    const group = decimal === ',' ? '.' : ',';
    s = s.split(group).join('');
    if (decimal === ',') s = s.replace(',', '.');
  } else if (lastComma >= 0) {
    if (s.indexOf(',') !== lastComma) return { kind: 'invalid' };
    s = s.replace(',', '.');
  } else if (lastPoint >= 0 && s.indexOf('.') !== lastPoint) {
    return { kind: 'invalid' };
  }
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(s)) return { kind: 'invalid' };
  const value = Number(s);
  // "-0" is zero: a minus sign on nothing is not shown back in the results.
  return Number.isFinite(value) ? { kind: 'number', value: value === 0 ? 0 : value } : { kind: 'invalid' };
}

/** A number put into a field: the language's decimal mark, no grouping, no needless zeros. */
export function numberToText(value: number | undefined, locale: Locale): string {
  if (value === undefined || !Number.isFinite(value)) return '';
  const rounded = Math.round(value * 1e6) / 1e6;
  const text = String(rounded);
  return locale === 'en' ? text : text.replace('.', ',');
}
