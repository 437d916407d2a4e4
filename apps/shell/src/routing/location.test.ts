import { describe, expect, it } from 'vitest';
import { browserLocale, resolveLocation } from './location';

describe('the redirect rules of spec §2', () => {
  const cases: Array<[string, string[], string]> = [
    ['the root goes to the default locale and country de', [], 'redirect /de/de'],
    ['an unsupported locale without country goes to the default locale with country de', ['xx'], 'redirect /de/de'],
    ['a supported locale without country gets country de', ['fr'], 'redirect /fr/de'],
    ['an unsupported locale with a country keeps the country', ['xx', 'ch'], 'redirect /de/ch'],
    ['… and keeps the page below it', ['xx', 'ch', 'canteen', 'foodOrder'], 'redirect /de/ch/canteen/foodOrder'],
    ['something that is no country is an unknown path', ['de', 'canteen'], 'redirect /de/de'],
    ['a locale and a country are a page', ['it', 'ch'], 'page it ch'],
    ['… with the rest of the path', ['cs', 'cz', 'PM', 'convectors'], 'page cs cz PM/convectors'],
  ];
  it.each(cases)('%s', (_name, segments, expected) => {
    const resolved = resolveLocation(segments, 'de');
    const text =
      resolved.kind === 'redirect'
        ? `redirect ${resolved.to}`
        : `page ${resolved.locale} ${resolved.country}${resolved.rest.length ? ` ${resolved.rest.join('/')}` : ''}`;
    expect(text).toBe(expected);
  });

  it('uses the browser language as the default locale when the portal speaks it', () => {
    expect(resolveLocation(['xx'], browserLocale(['fr-CH', 'de']))).toEqual({ kind: 'redirect', to: '/fr/de' });
    expect(browserLocale(['pt-BR', 'es'])).toBe('de');
    expect(browserLocale(['en-GB'])).toBe('en');
  });
});
