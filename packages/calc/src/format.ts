import { INTL_LOCALE, type Locale } from '@portal/contracts';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number with fixed decimals as the language writes it: the same in the screens, the tender
 * texts and the documents. It follows the language's region of the portal's rule (`INTL_LOCALE`),
 * not the site's country: the engines' texts and the PDF/XLSX documents are told only the language,
 * and the screens must not write a figure otherwise than the document that prints it. Narrow no-break spaces (fr, cs grouping) become plain no-break spaces,
 * which every font has.
 */
export function formatNumber(value: number, locale: Locale, digits = 0): string {
  const key = `${locale}:${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale] ?? INTL_LOCALE.de, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      // A small negative that rounds to nothing is written 0, not "-0" (a minus sign on nothing).
      signDisplay: 'negative',
    });
    formats.set(key, format);
  }
  return format.format(value).replace(/\u202f/g, '\u00a0');
}

/** A limit as the engines' German notes write it: whole numbers plain, others with one decimal (notes.ts reads it back). */
export const formatLimit = (value: number): string => (Number.isInteger(value) ? String(value) : value.toFixed(1));

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
