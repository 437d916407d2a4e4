import { LOCALES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { performanceFileName } from './exportName';
import { loadAllTexts, textsFor } from './texts';

await loadAllTexts();

const period = { from: '2026-01', to: '2026-11' };

describe('the name of a sales performance download', () => {
  it("is in the reader's language, title and key figure alike", () => {
    expect(performanceFileName('de', 'NetSales', period, 'xlsx')).toBe(
      'Vertriebsleistung – Nettoumsatz 2026-01–2026-11.xlsx',
    );
    expect(performanceFileName('en', 'OrderIntake', period, 'csv')).toBe(
      'Sales performance – Order intake 2026-01–2026-11.csv',
    );
  });

  it.each(LOCALES)(
    '%s: names no key figure by its English key and holds no character a file system refuses',
    (locale) => {
      for (const keyFigure of ['NetSales', 'OrderIntake', 'Quantity'] as const) {
        const name = performanceFileName(locale, keyFigure, period, 'xlsx');
        expect(name).toContain(textsFor(locale).keyFigures[keyFigure]);
        expect(name).not.toMatch(/NetSales|OrderIntake/);
        expect(name).not.toMatch(/[\\/:*?"<>|\p{Cc}]/u);
        if (locale !== 'de') expect(name).not.toContain('Vertriebsleistung');
      }
    },
  );
});
