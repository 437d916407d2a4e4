import { LOCALES } from '@portal/contracts';
import { SALES_COMPARE_TYPES, SALES_RANGE_TYPES } from '@portal/contracts/sales';
import { describe, expect, it } from 'vitest';
import { loadAllTexts } from '../texts';

const TEXTS = await loadAllTexts();

/** Every leaf of a text tree by its path; functions called with sample values. */
function leaves(tree: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'function') out[path] = (value as (...a: unknown[]) => string)('A', 'B', 'C', 'D', 3, 'F');
    else if (typeof value === 'string') out[path] = value;
    else if (value && typeof value === 'object') Object.assign(out, leaves(value, `${path}.`));
  }
  return out;
}

describe('the controller’s sales performance texts', () => {
  const german = leaves(TEXTS.de.report);
  it.each(LOCALES)('%s has every text of the report screen, none empty, every range and comparison named', (locale) => {
    const texts = leaves(TEXTS[locale].report);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(german).sort());
    for (const [key, value] of Object.entries(texts)) expect(value.trim(), key).not.toBe('');
    for (const r of SALES_RANGE_TYPES) expect(TEXTS[locale].ranges[r]?.trim(), r).toBeTruthy();
    for (const c of SALES_COMPARE_TYPES) expect(TEXTS[locale].report.compareTypes[c]?.trim(), c).toBeTruthy();
    expect(TEXTS[locale].report.released('27.11.2026')).toContain('27.11.2026');
    expect(TEXTS[locale].report.fiscalYear('2025', '26')).toContain('2025/26');
  });

  it('is translated, not copied from German', () => {
    for (const locale of LOCALES.filter((l) => l !== 'de')) {
      expect(TEXTS[locale].report.budgetDifference).not.toBe(TEXTS.de.report.budgetDifference);
      expect(TEXTS[locale].report.allNodes).not.toBe(TEXTS.de.report.allNodes);
      expect(TEXTS[locale].ranges.FiscalYear).not.toBe(TEXTS.de.ranges.FiscalYear);
    }
  });
});
