import { describe, expect, it } from 'vitest';
import { KIT_MESSAGES, kitTexts } from './texts';

describe('the kit’s texts', () => {
  it.each(Object.keys(KIT_MESSAGES))('%s has every message German has, with the same places to fill', (locale) => {
    const de = KIT_MESSAGES.de as Record<string, string>;
    const other = KIT_MESSAGES[locale as keyof typeof KIT_MESSAGES] as Record<string, string>;
    const places = (m: string | undefined) => [...(m ?? '').matchAll(/\{\{(\w+)\}\}/g)].map((p) => p[1]).sort();
    for (const key of Object.keys(de)) {
      expect(other[key], `${locale}.${key}`).toBeTruthy();
      expect(places(other[key]), `${locale}.${key}`).toEqual(places(de[key]));
    }
  });

  it('fills values, falls back to German, and takes the caller’s words over its own', () => {
    expect(kitTexts('fr').pageStatus(2, 5, 93)).toBe('Page 2 sur 5 (93 entrées)');
    expect(kitTexts('xx').retry).toBe('Erneut versuchen');
    expect(kitTexts('en', { retry: 'Load again' }).retry).toBe('Load again');
    expect(kitTexts('en').confirmDelete('Canteen')).toBe('Really delete “Canteen”?');
  });
});
