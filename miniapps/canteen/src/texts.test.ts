import { describe, expect, it } from 'vitest';
import { TEXTS } from './texts';

/** Every string of a texts object, functions called with sample values. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return strings((value as (...a: unknown[]) => unknown)(2, 3, 4));
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('canteen texts', () => {
  it('German is written as in Germany: ß after a long vowel or diphthong, not the Swiss ss', () => {
    const swiss = /schliess|\bgross|grösse|heisst|strasse|\bfuss|weiss\b/i;
    expect(strings(TEXTS.de).filter((text) => swiss.test(text))).toEqual([]);
    expect(TEXTS.de.includeDefaultArticles).toBe('Standardartikel einschließen');
  });
});
