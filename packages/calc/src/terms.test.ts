import { describe, expect, it } from 'vitest';
import { inLanguage, TERMS } from './terms';

describe('the words screens and documents share', () => {
  it('every term is written out in every language', () => {
    for (const [term, texts] of Object.entries(TERMS)) {
      for (const text of texts) expect(text.trim(), term).not.toBe('');
    }
  });

  it('reads a term in the language asked for, German when the language is unknown', () => {
    expect(inLanguage(TERMS.heizlast, 'fr')).toBe('Déperditions');
    expect(inLanguage(TERMS.heizlast, 'xx' as never)).toBe('Heizlast');
  });
});
