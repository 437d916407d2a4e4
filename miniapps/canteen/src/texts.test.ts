import { describe, expect, it } from 'vitest';
import { spokenCountdown } from './countdown';
import { fill, loadAllTexts } from './texts';

const TEXTS = await loadAllTexts();

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

  it('the spoken deadline takes the counts as Intl writes them (nominative) in a sentence that fits them', () => {
    // Intl names units in the nominative: "4 Tage", "1 hodina". After "in" German wants "4 Tagen",
    // after "za" Czech wants "1 hodinu"; so the sentence puts the count where the nominative is right.
    const minute = 60_000;
    const hour = 60 * minute;
    const said = (language: 'de' | 'cs', tag: string, ms: number) =>
      fill(TEXTS[language].closesIn, {
        day: 'X',
        time: spokenCountdown(ms, tag, TEXTS[language].lessThanMinute) ?? '',
      }).replace(/\s/g, ' '); // no-break spaces by ICU version
    expect(said('de', 'de-DE', 4 * 24 * hour + hour)).toBe('Bestellschluss für X: noch 4 Tage, 1 Stunde.');
    expect(said('de', 'de-DE', 30_000)).toBe('Bestellschluss für X: noch weniger als eine Minute.');
    expect(said('cs', 'cs-CZ', hour + 17 * minute)).toBe('Uzávěrka na X: ještě 1 hodina a 17 minut.');
    expect(said('cs', 'cs-CZ', 30_000)).toBe('Uzávěrka na X: ještě méně než minuta.');
  });
});
