import type { Locale } from '@portal/contracts';

/** The regional form each interface language writes numbers in. */
export const INTL_LOCALE: Record<Locale, string> = {
  de: 'de-DE',
  en: 'en-GB',
  cs: 'cs-CZ',
  fr: 'fr-FR',
  it: 'it-IT',
};

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number with fixed decimals as the language writes it: the same in the screens, the tender
 * texts and the documents. Narrow no-break spaces (fr, cs grouping) become plain no-break spaces,
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
