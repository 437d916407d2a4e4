import { formatLocale, type Locale } from '@portal/contracts';
import type { Texts } from '../texts';

/** How a free period reads: "März 2026", "Q1 2026", "2026", "GJ 2026/27" in the reader's language and site. */
export function periodLabel(
  t: Texts,
  locale: Locale,
  country: string,
  rangeType: 'Month' | 'Quarter' | 'Year' | 'FiscalYear',
  period: string,
): string {
  const year = Number(period.slice(0, 4));
  switch (rangeType) {
    case 'Month':
      return new Intl.DateTimeFormat(formatLocale(locale, country), {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${period}-01T00:00:00Z`));
    case 'Quarter':
      return t.report.quarter(Number(period.slice(6)), year);
    case 'Year':
      return period;
    case 'FiscalYear':
      return t.report.fiscalYear(String(year), String(year + 1).slice(2));
  }
}

/** A month key on the chart's axis: "Jan 26" as the site abbreviates it. */
export function monthTick(locale: Locale, country: string, key: string): string {
  return new Intl.DateTimeFormat(formatLocale(locale, country), {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(`${key}-01T00:00:00Z`));
}

/** The moment the data was released, as the site writes date and time, in the reader's time zone. */
export function releaseTime(locale: Locale, country: string, iso: string): string {
  return new Intl.DateTimeFormat(formatLocale(locale, country), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
