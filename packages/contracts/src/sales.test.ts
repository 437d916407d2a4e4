import { describe, expect, it } from 'vitest';
import { LOCALES } from './brands';
import {
  freePeriodHolding,
  freePeriodMonths,
  isFreeRange,
  SALES_GROUPINGS,
  SALES_KEY_FIGURES,
  SALES_PERFORMANCE_NAMES,
  salesPerformanceFileName,
} from './sales';
import { translationGaps } from './texts';

describe('the sales performance names shared by screen and export file', () => {
  it.each(LOCALES)('%s names the report, every key figure and every grouping', (locale) => {
    const names = SALES_PERFORMANCE_NAMES[locale];
    expect(translationGaps(SALES_PERFORMANCE_NAMES.de, names, locale)).toEqual([]);
    expect(Object.keys(names.keyFigures).sort()).toEqual([...SALES_KEY_FIGURES].sort());
    expect(Object.keys(names.groupings).sort()).toEqual([...SALES_GROUPINGS].sort());
    if (locale !== 'de') expect(names.title).not.toBe(SALES_PERFORMANCE_NAMES.de.title);
  });

  it('names a download by title, key figure and period in the reader’s language', () => {
    const period = { from: '2026-01', to: '2026-11' };
    expect(salesPerformanceFileName('de', 'NetSales', period, 'xlsx')).toBe(
      'Vertriebsleistung – Nettoumsatz 2026-01–2026-11.xlsx',
    );
    expect(salesPerformanceFileName('en', 'NetSales', period, 'xlsx')).toBe(
      'Sales performance – Net sales 2026-01–2026-11.xlsx',
    );
    expect(salesPerformanceFileName('cs', 'Quantity', period, 'csv')).toBe(
      'Výkonnost prodeje – Množství 2026-01–2026-11.csv',
    );
  });
});

describe('free periods of the sales performance report', () => {
  it('names the months of a month, a quarter, a calendar year and the fiscal year (April to March)', () => {
    expect(freePeriodMonths('Month', '2026-03')).toEqual({ from: '2026-03', to: '2026-03' });
    expect(freePeriodMonths('Quarter', '2026-Q1')).toEqual({ from: '2026-01', to: '2026-03' });
    expect(freePeriodMonths('Quarter', '2025-Q4')).toEqual({ from: '2025-10', to: '2025-12' });
    expect(freePeriodMonths('Year', '2024')).toEqual({ from: '2024-01', to: '2024-12' });
    expect(freePeriodMonths('FiscalYear', '2025')).toEqual({ from: '2025-04', to: '2026-03' });
  });

  it('takes a period only as its range type writes it, and years 2000–2099', () => {
    for (const [range, period] of [
      ['Month', '2026-13'],
      ['Month', '2026-1'],
      ['Month', '2026'],
      ['Quarter', '2026-Q5'],
      ['Quarter', '2026-03'],
      ['Year', '1999'],
      ['Year', '2026-01'],
      ['FiscalYear', '26'],
    ] as const) {
      expect(freePeriodMonths(range, period), `${range} ${period}`).toBeUndefined();
    }
  });

  it('finds the period that holds a month', () => {
    expect(freePeriodHolding('Month', '2026-03-01')).toBe('2026-03');
    expect(freePeriodHolding('Quarter', '2026-03')).toBe('2026-Q1');
    expect(freePeriodHolding('Quarter', '2026-04')).toBe('2026-Q2');
    expect(freePeriodHolding('Year', '2026-12')).toBe('2026');
    expect(freePeriodHolding('FiscalYear', '2026-03')).toBe('2025');
    expect(freePeriodHolding('FiscalYear', '2026-04')).toBe('2026');
  });

  it('tells the free ranges from those relative to the current month', () => {
    expect(['Month', 'Quarter', 'Year', 'FiscalYear'].every((r) => isFreeRange(r as 'Month'))).toBe(true);
    expect(isFreeRange('YearToDate')).toBe(false);
    expect(isFreeRange('PreviousYear')).toBe(false);
  });
});
