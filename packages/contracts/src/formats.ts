import type { Locale } from './brands';

const COUNTRY = /^[a-z]{2}$/i;

/**
 * The site as a language tag: the route's language as used in the route's country, "fr-CH" (spec §6:
 * the default is "de-DE"); the bare language when the country is not known. The identity provider
 * gets it as `ui_locales`, so its pages speak the language and name the brand as that country's site does.
 */
export function siteLanguageTag(locale: string, country: string | undefined): string {
  return country && COUNTRY.test(country) ? `${locale}-${country.toUpperCase()}` : locale;
}

/**
 * The regional form each language writes dates and numbers in where the site's country gives none.
 * English is British English: the bare "en" of Intl is American ("11/26/26", "Nov 26, 2026"),
 * which no reader of a European manufacturer's site expects.
 */
export const INTL_LOCALE: Record<Locale, string> = {
  de: 'de-DE',
  en: 'en-GB',
  cs: 'cs-CZ',
  fr: 'fr-FR',
  it: 'it-IT',
};

const resolved = new Map<string, string>();

/**
 * The tag every date, time and number a person reads is formatted with: the site's language in the
 * site's country (`en` on /en/de → "en-DE": 26/11/2026 and 1.234,5; `de` on /de/ch → "de-CH":
 * 1’234.5), when the runtime's Intl has data for that pair; otherwise the language's own region
 * (`INTL_LOCALE`). Support is judged by what Intl resolves to, not by `supportedLocalesOf`: that
 * accepts "en-LU" and "en-XX" and then formats them as bare, American "en".
 */
export function formatLocale(locale: Locale, country: string | undefined): string {
  const fallback = INTL_LOCALE[locale] ?? INTL_LOCALE.de;
  const tag = siteLanguageTag(locale, country);
  if (tag === locale) return fallback;
  let known = resolved.get(tag);
  if (known === undefined) {
    known = knownToIntl(tag) ? tag : fallback;
    resolved.set(tag, known);
  }
  return known;
}

function knownToIntl(tag: string): boolean {
  try {
    return (
      new Intl.DateTimeFormat(tag).resolvedOptions().locale === tag &&
      new Intl.NumberFormat(tag).resolvedOptions().locale === tag
    );
  } catch {
    return false;
  }
}

const decimalMarks = new Map<string, string>();

function decimalMarkOf(tag: string): string {
  let mark = decimalMarks.get(tag);
  if (mark === undefined) {
    mark = decimalMark(new Intl.NumberFormat(tag)) ?? '.';
    decimalMarks.set(tag, mark);
  }
  return mark;
}

/** The mark a format sets between whole and fraction digits (a currency's may differ from plain numbers'). */
export function decimalMark(format: Intl.NumberFormat): string | undefined {
  return format.formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
}

/**
 * A number put into a field a person edits: the site's decimal mark and no grouping ("77,2" on
 * /de/de beside a table's "77,2 %"), so the field reads as the screen around it and
 * `parseNumberAsWritten` reads it back unchanged. `tag` is the site's (`formatLocale`).
 */
export function numberForInput(value: number, tag: string): string {
  return new Intl.NumberFormat(tag, { useGrouping: false, maximumFractionDigits: 10 }).format(value);
}

/**
 * A number a person typed, read as the site writes numbers: "1.250" on /de/de is the 1.250 a
 * table there shows, not 1.25, and "1'250.5" on /de/ch is 1250.5. The other convention's mark is
 * still taken as the decimal mark where it cannot group thousands ("77.2" on /de/de), as people
 * of both conventions type it. Spaces and apostrophes group wherever they stand. `null` for an
 * empty text, `undefined` for a text that is no number.
 */
export function parseNumberAsWritten(text: string, tag: string): number | null | undefined {
  const decimal = decimalMarkOf(tag);
  const other = decimal === ',' ? '.' : ',';
  let s = text.replace(/[\s'’]/g, '');
  if (s === '') return null;
  if (s.includes(other)) {
    const grouped = new RegExp(`^-?\\d{1,3}(\\${other}\\d{3})+(\\${decimal}\\d+)?$`);
    if (grouped.test(s)) s = s.split(other).join('');
    else if (!s.includes(decimal) && s.indexOf(other) === s.lastIndexOf(other)) s = s.replace(other, decimal);
    else return undefined;
  }
  s = s.replace(decimal, '.');
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(s) ? Number(s) : undefined;
}
