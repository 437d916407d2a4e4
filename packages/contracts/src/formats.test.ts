import { describe, expect, it } from 'vitest';
import { LOCALES } from './brands';
import { formatLocale, INTL_LOCALE, numberForInput, parseNumberAsWritten, siteLanguageTag } from './formats';

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

describe('numbers a person types into a field (numberForInput, parseNumberAsWritten)', () => {
  const deDE = formatLocale('de', 'de');
  const deCH = formatLocale('de', 'ch');
  const enDE = formatLocale('en', 'de');
  const enGB = formatLocale('en', 'gb');
  const csCZ = formatLocale('cs', 'cz');

  it('puts a number into a field with the decimal mark the screen writes, without grouping', () => {
    expect([numberForInput(77.2, deDE), numberForInput(77.2, enDE), numberForInput(77.2, deCH)]).toEqual([
      '77,2',
      '77,2',
      '77.2',
    ]);
    expect([numberForInput(1130, deDE), numberForInput(1234.5, enGB), numberForInput(81.67, csCZ)]).toEqual([
      '1130',
      '1234.5',
      '81,67',
    ]);
  });

  it('reads a number typed as the site writes it as the number the screen shows', () => {
    const read = (tag: string, typed: readonly string[]) => typed.map((text) => parseNumberAsWritten(text, tag));
    expect(read(deDE, ['1.250', '1.250,5', '77,2', '  40 '])).toEqual([1250, 1250.5, 77.2, 40]);
    expect(read(enDE, ['1.130', '13,9'])).toEqual([1130, 13.9]);
    expect(read(deCH, ["1'250.5", '1’250.5', '77.2'])).toEqual([1250.5, 1250.5, 77.2]);
    expect(read(enGB, ['1,250.5', '13.9'])).toEqual([1250.5, 13.9]);
    expect(read(csCZ, ['1 250,5', '1\u00a0250,5', '1\u202f250,5'])).toEqual([1250.5, 1250.5, 1250.5]);
  });

  it("takes the other convention's decimal mark where it cannot group thousands", () => {
    expect(parseNumberAsWritten('77.2', deDE)).toBe(77.2);
    expect(parseNumberAsWritten('77,2', deCH)).toBe(77.2);
  });

  it('tells an empty field (no value) from one that holds no number', () => {
    expect([parseNumberAsWritten('', deDE), parseNumberAsWritten('   ', deDE)]).toEqual([null, null]);
    for (const text of ['abc', '1.2.3', '1,2,3', '7,5.3', '-'])
      expect(parseNumberAsWritten(text, deDE)).toBeUndefined();
  });

  it('reads back what it put into the field', () => {
    for (const tag of [deDE, deCH, enDE, enGB, csCZ]) {
      for (const value of [0, 13.9, 79.96, 1240, 15006])
        expect(parseNumberAsWritten(numberForInput(value, tag), tag)).toBe(value);
    }
  });
});
