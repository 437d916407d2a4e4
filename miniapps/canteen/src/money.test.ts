import { formatLocale } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { formatMoney, fromCents, isPrice, normalisePrice, priceInputText, toCents, totalOf } from './money';

describe('money', () => {
  it.each([
    ['7.5', 750],
    ['7.50', 750],
    ['11.90', 1190],
    ['0.05', 5],
    ['9999.99', 999_999],
    ['12', 1200],
  ])('reads %s as %i cents', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it.each(['-1.00', '1.005', '1e3', '', 'abc', '1,50'])('refuses %j', (amount) => {
    expect(() => toCents(amount)).toThrow();
  });

  it('writes cents back with exactly two decimals', () => {
    expect(fromCents(5)).toBe('0.05');
    expect(fromCents(1190)).toBe('11.90');
    expect(fromCents(0)).toBe('0.00');
  });

  it('adds up an order in cents, where floats would drift', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004; three 1.10 lines are 3.3000000000000003.
    expect(
      totalOf([
        { articlePrice: '0.10', quantity: 1 },
        { articlePrice: '0.20', quantity: 1 },
      ]),
    ).toBe('0.30');
    expect(totalOf([{ articlePrice: '1.10', quantity: 3 }])).toBe('3.30');
    expect(
      totalOf([
        { articlePrice: '14.50', quantity: 2 },
        { articlePrice: '4.50', quantity: 1 },
      ]),
    ).toBe('33.50');
    expect(totalOf([])).toBe('0.00');
  });

  it('takes a price typed with a decimal comma and refuses what the server would refuse', () => {
    expect(normalisePrice('7,5')).toBe('7.50');
    expect(normalisePrice(' 12 ')).toBe('12.00');
    expect(normalisePrice('10000')).toBeUndefined();
    expect(normalisePrice('1.234')).toBeUndefined();
    expect(isPrice('-3')).toBe(false);
  });

  it('puts a price into the edit field with the decimal mark the price list beside it shows', () => {
    const field = (locale: 'de' | 'en' | 'fr' | 'cs', country: string, currency = 'EUR') =>
      priceInputText('7.90', currency, formatLocale(locale, country));
    expect(field('de', 'de')).toBe('7,90');
    expect(field('cs', 'cz')).toBe('7,90');
    expect(field('de', 'ch', 'CHF')).toBe('7.90');
    // CLDR writes English money in Germany, and French money in Switzerland, with a point.
    expect(field('en', 'de')).toBe('7.90');
    expect(field('fr', 'ch', 'CHF')).toBe('7.90');
    for (const [locale, country] of [
      ['de', 'de'],
      ['en', 'de'],
      ['cs', 'cz'],
      ['de', 'ch'],
    ] as const) {
      const written = priceInputText('9999.99', 'EUR', formatLocale(locale, country));
      expect(formatMoney('9999.99', 'EUR', formatLocale(locale, country))).toContain(written.slice(-3));
      expect(normalisePrice(written)).toBe('9999.99');
    }
  });

  it.each([
    ['11.90', 'CHF', 'de', 'ch', 'CHF 11.90'],
    ['1234.50', 'CHF', 'de', 'ch', "CHF 1'234.50"],
    ['6.40', 'EUR', 'de', 'de', '6,40 €'],
    ['6.40', 'EUR', 'de', 'at', '€ 6,40'],
    // English money in Germany is written the English way (CLDR's en-DE), as on the British site.
    ['6.40', 'EUR', 'en', 'de', '€6.40'],
    ['11.90', 'CHF', 'en', 'ch', 'CHF 11.90'],
    ['6.40', 'EUR', 'en', undefined, '€6.40'],
    ['11.90', 'CHF', 'fr', 'ch', '11.90 CHF'],
    ['6.40', 'EUR', 'it', 'de', '6,40 €'],
    ['6.40', 'EUR', 'cs', 'de', '6,40 €'],
  ] as const)('shows %s %s for %s on the site %s as %s', (amount, currency, locale, country, shown) => {
    // Spaces and the Swiss group mark differ between ICU versions; the digits and their order do not.
    const written = formatMoney(amount, currency, formatLocale(locale, country));
    expect(written.replace(/\s/g, ' ').replace(/’/g, "'")).toBe(shown);
  });

  it('keeps every digit of a large total (no float in between)', () => {
    expect(formatMoney('90071992547409.93', 'EUR', formatLocale('en', 'de'))).toBe('€90,071,992,547,409.93');
  });
});
