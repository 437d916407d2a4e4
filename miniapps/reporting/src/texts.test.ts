import { LOCALES } from '@portal/contracts';
import { FILTER_COMPARERS, REPORT_AGGREGATES } from '@portal/contracts/reporting';
import { describe, expect, it } from 'vitest';
import { loadAllTexts } from './texts';

const TEXTS = await loadAllTexts();

describe('report builder texts', () => {
  const german = TEXTS.de;
  it.each(LOCALES)('%s has every text, none empty, and names every comparer and aggregate', (locale) => {
    const texts = TEXTS[locale];
    expect(Object.keys(texts).sort()).toEqual(Object.keys(german).sort());
    expect(Object.keys(texts.errors).sort()).toEqual(Object.keys(german.errors).sort());
    for (const [key, value] of Object.entries(texts)) {
      const shown = typeof value === 'function' ? (value as (...values: unknown[]) => string)(2, 3, 40) : value;
      if (typeof shown === 'string') expect(shown.trim(), key).not.toBe('');
    }
    for (const comparer of FILTER_COMPARERS) expect(texts.comparers[comparer]?.trim(), comparer).toBeTruthy();
    for (const aggregate of REPORT_AGGREGATES) expect(texts.aggregates[aggregate]?.trim(), aggregate).toBeTruthy();
    expect(texts.rowCount(1234, '1’234')).toContain('1’234');
  });

  it('is translated, not copied from German', () => {
    for (const locale of LOCALES.filter((l) => l !== 'de')) {
      expect(TEXTS[locale].run).not.toBe(german.run);
      expect(TEXTS[locale].errors.timeout).not.toBe(german.errors.timeout);
    }
  });
});
