import type { Locale } from './brands';
import type { LocalizedText, ReportAggregate, ReportValueName } from './reporting';

/** A catalogue's text in the reader's language; German where that language's is missing. */
export function inLanguage(text: LocalizedText, locale: Locale): string {
  return text[locale] || text.de;
}

/**
 * What a report cell of a column of codes (a KPI's database key) says: the code's name in the
 * reader's language. One rule for the report builder's table and the server's exports, so a file
 * shows what the screen shows; without zod (browser.ts exports it). Only cells that hold a code are
 * named: the column itself and its least or greatest value, not a count. A code without a name,
 * and every other cell, stays as it is.
 */
export function namedCell<T>(
  value: T,
  values: readonly ReportValueName[] | undefined,
  aggregate: ReportAggregate | undefined,
  locale: Locale,
): T | string {
  if (!values || typeof value !== 'string') return value;
  if (aggregate !== undefined && aggregate !== 'min' && aggregate !== 'max') return value;
  const named = values.find((v) => v.value === value);
  return named ? inLanguage(named.label, locale) : value;
}
