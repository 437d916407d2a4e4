import type { Locale } from '@portal/contracts';

/** Screens and documents write and read numbers alike: one formatter and one reader, in @portal/calc. */
export { formatNumber, type ParsedNumber, parseNumber } from '@portal/calc';

/** A number put into a field: the language's decimal mark, no grouping, no needless zeros. */
export function numberToText(value: number | undefined, locale: Locale): string {
  if (value === undefined || !Number.isFinite(value)) return '';
  const rounded = Math.round(value * 1e6) / 1e6;
  const text = String(rounded);
  return locale === 'en' ? text : text.replace('.', ',');
}
