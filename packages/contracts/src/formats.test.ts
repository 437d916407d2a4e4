import { describe, expect, it } from 'vitest';
import { LOCALES } from './brands';
import { formatLocale, INTL_LOCALE, siteLanguageTag } from './formats';

// 26 November 2026, 14:05 UTC: a day above 12, so day and month cannot be mistaken for each other.
const DAY = new Date(Date.UTC(2026, 10, 26, 14, 5));
const date = (tag: string, dateStyle: 'short' | 'medium' | 'long') =>
  new Intl.DateTimeFormat(tag, { dateStyle, timeZone: 'UTC' }).format(DAY);
const time = (tag: string) => new Intl.DateTimeFormat(tag, { timeStyle: 'short', timeZone: 'UTC' }).format(DAY);
const number = (tag: string) => new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }).format(1234567.25);
// Group marks are narrow or plain no-break spaces, and an apostrophe or ’, depending on the ICU version.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/’/g, "'");

describe('the tag dates and numbers are written with (formatLocale)', () => {
  it.each([
    ['en', 'de', 'en-DE'],
    ['en', 'ch', 'en-CH'],
    ['en', 'at', 'en-AT'],
    ['en', 'cz', 'en-CZ'],
    ['en', 'gb', 'en-GB'],
    ['de', 'ch', 'de-CH'],
    ['de', 'at', 'de-AT'],
    ['fr', 'ch', 'fr-CH'],
    ['it', 'ch', 'it-CH'],
    ['cs', 'cz', 'cs-CZ'],
    // No country, or none in the route's shape: the language's own region.
    ['en', undefined, 'en-GB'],
    ['de', undefined, 'de-DE'],
    ['cs', '', 'cs-CZ'],
    ['fr', 'suisse', 'fr-FR'],
    // Pairs Intl has no data for: "en-LU" and "en-XX" would format as American "en".
    ['en', 'lu', 'en-GB'],
    ['en', 'xx', 'en-GB'],
    ['de', 'fr', 'de-DE'],
    ['fr', 'de', 'fr-FR'],
    ['it', 'de', 'it-IT'],
    ['cs', 'de', 'cs-CZ'],
  ] as const)('%s on the site %s is written as %s', (locale, country, tag) => {
    expect(formatLocale(locale, country)).toBe(tag);
  });

  it('writes the day before the month on the English site in Germany', () => {
    const tag = formatLocale('en', 'de');
    expect(date(tag, 'short')).toBe('26/11/2026');
    expect(date(tag, 'medium')).toBe('26 Nov 2026');
    expect(time(tag)).toBe('14:05');
    expect(plain(number(tag))).toBe('1.234.567,25');
  });

  it('groups numbers the Swiss way on the Swiss sites', () => {
    expect(plain(number(formatLocale('de', 'ch')))).toBe("1'234'567.25");
    // French Swiss grouping is an apostrophe in Node's ICU and a space in Chromium's; the comma stays.
    expect(plain(number(formatLocale('fr', 'ch')))).toMatch(/^1['\s]234['\s]567,25$/);
    expect(plain(number(formatLocale('it', 'ch')))).toBe("1'234'567.25");
    expect(plain(number(formatLocale('en', 'ch')))).toBe("1'234'567.25");
    expect(plain(number(formatLocale('de', 'de')))).toBe('1.234.567,25');
  });

  it('never writes American dates or times for English, whatever the site', () => {
    for (const country of [undefined, 'de', 'at', 'ch', 'cz', 'fr', 'it', 'gb', 'lu', 'pl', 'xx']) {
      const tag = formatLocale('en', country);
      expect(date(tag, 'medium'), tag).not.toBe('Nov 26, 2026');
      expect(date(tag, 'short'), tag).not.toMatch(/^11\/26/);
      expect(time(tag), tag).not.toMatch(/PM/);
      expect(date(tag, 'long'), tag).toBe('26 November 2026');
    }
  });

  it('has a regional default for every language, none of them the bare language', () => {
    for (const locale of LOCALES) {
      expect(INTL_LOCALE[locale]).toMatch(new RegExp(`^${locale}-[A-Z]{2}$`));
      expect(new Intl.DateTimeFormat(INTL_LOCALE[locale]).resolvedOptions().locale).toBe(INTL_LOCALE[locale]);
    }
  });
});

describe('the site as a language tag for the identity provider (siteLanguageTag)', () => {
  it('is the language in the country, or the bare language without one', () => {
    expect(siteLanguageTag('fr', 'ch')).toBe('fr-CH');
    expect(siteLanguageTag('de', undefined)).toBe('de');
    expect(siteLanguageTag('de', 'schweiz')).toBe('de');
  });
});
