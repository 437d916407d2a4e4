/**
 * Money as the canteen's API writes it: exact decimals in strings ("11.90"), never floats. Sums are
 * added up in integer cents, as the server does, so the total shown is the total billed.
 */

import { decimalMark } from '@portal/contracts';

const PRICE = /^(\d+)(?:\.(\d{1,2}))?$/;

/** "7.5" → 750, "11.90" → 1190. Anything else (a sign, three decimals, a float's noise) throws. */
export function toCents(amount: string): number {
  const match = PRICE.exec(amount.trim());
  if (!match) throw new Error(`not an amount: ${amount}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 750 → "7.50". */
export function fromCents(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`not an amount in cents: ${cents}`);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Price times quantity for each line, added up: the amount an order costs. */
export function totalOf(lines: ReadonlyArray<{ readonly articlePrice: string; readonly quantity: number }>): string {
  return fromCents(lines.reduce((sum, line) => sum + toCents(line.articlePrice) * line.quantity, 0));
}

/** Whether a price typed by staff is one the server takes (at most 9999.99, two decimals, no sign). */
export function isPrice(value: string): boolean {
  return /^\d{1,4}(\.\d{1,2})?$/.test(value.trim());
}

/** A price typed with a decimal comma ("7,5") as the API wants it ("7.50"); undefined if it is no price. */
export function normalisePrice(value: string): string | undefined {
  const dotted = value.trim().replace(',', '.');
  return isPrice(dotted) ? fromCents(toCents(dotted)) : undefined;
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A price as the API writes it ("7.90") put into a field the way the site writes that currency's
 * amounts ("7,90" on /de/de, "7.90" on /de/ch), so the field, its hint and the price list beside
 * it agree. The mark is the currency format's own: CLDR writes money in English on the German site
 * and in French in Switzerland with a point while other numbers there take a comma.
 * `normalisePrice` reads either mark back.
 */
export function priceInputText(amount: string, currency: string, locale: string): string {
  const decimal = decimalMark(formatOf(currency, locale));
  return decimal ? amount.replace('.', decimal) : amount;
}

function formatOf(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * An amount with the canteen's currency in the user's locale ("CHF 11.90", "11,90 €"). The string is
 * handed to Intl as it is, so no digit is lost to a float.
 */
export function formatMoney(amount: string, currency: string, locale: string): string {
  return formatOf(currency, locale).format(amount as Intl.StringNumericLiteral);
}
