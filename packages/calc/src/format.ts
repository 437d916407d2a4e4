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
    });
    formats.set(key, format);
  }
  return format.format(value).replace(/\u202f/g, '\u00a0');
}

/** A limit as the engines' German notes write it: whole numbers plain, others with one decimal (notes.ts reads it back). */
export const formatLimit = (value: number): string => (Number.isInteger(value) ? String(value) : value.toFixed(1));
