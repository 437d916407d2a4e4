import { LOCALES } from '@portal/contracts';
import { SALES_GROUPINGS, SALES_KEY_FIGURES, SALES_RANGE_TYPES } from '@portal/contracts/sales';
import { describe, expect, it } from 'vitest';
import { loadAllTexts } from './texts';

const TEXTS = await loadAllTexts();

describe('sales screen texts', () => {
  const german = TEXTS.de;
  it.each(LOCALES)(
    '%s has every text, none empty, and names every key figure, range, grouping and status',
    (locale) => {
      const texts = TEXTS[locale];
      expect(Object.keys(texts).sort()).toEqual(Object.keys(german).sort());
      for (const [key, value] of Object.entries(texts)) {
        const shown =
          typeof value === 'function' ? (value as (...values: unknown[]) => string)('2026-01', '2026-11', '3') : value;
        if (typeof shown === 'string') expect(shown.trim(), key).not.toBe('');
      }
      for (const k of SALES_KEY_FIGURES) expect(texts.keyFigures[k]?.trim()).toBeTruthy();
      for (const k of SALES_RANGE_TYPES) expect(texts.ranges[k]?.trim()).toBeTruthy();
      for (const k of SALES_GROUPINGS) expect(texts.groupings[k]?.trim()).toBeTruthy();
      expect(Object.keys(texts.statuses).sort()).toEqual(Object.keys(german.statuses).sort());
      expect(Object.keys(texts.units).sort()).toEqual(Object.keys(german.units).sort());
      expect(texts.orderTitle('5000001')).toContain('5000001');
    },
  );

  it('says how many orders were found as a sentence, singular for one', () => {
    expect(TEXTS.de.ordersFound(1)).toBe('1 Auftrag gefunden');
    expect(TEXTS.de.ordersFound(200)).toBe('200 Aufträge gefunden');
    expect(TEXTS.en.ordersFound(1)).toBe('1 order found');
    expect(TEXTS.cs.ordersFound(3)).toBe('3 zakázky nalezeny');
    expect(TEXTS.fr.ordersFound(2)).toBe('2 commandes trouvées');
  });

  it('is translated, not copied from German', () => {
    for (const locale of LOCALES.filter((l) => l !== 'de')) {
      expect(TEXTS[locale].performanceTitle).not.toBe(german.performanceTitle);
      expect(TEXTS[locale].statuses.C).not.toBe(german.statuses.C);
      expect(TEXTS[locale].units.ST).not.toBe(german.units.ST);
    }
  });
});
