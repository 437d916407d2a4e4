import { describe, expect, it } from 'vitest';
import { LOCALES } from './brands';
import { SALES_GROUPINGS, SALES_KEY_FIGURES, SALES_PERFORMANCE_NAMES, salesPerformanceFileName } from './sales';
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
