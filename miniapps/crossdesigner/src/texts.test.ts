import { TERMS } from '@portal/calc';
import { describe, expect, it } from 'vitest';
import { SCREEN_TEXTS, translator } from './texts';

describe('the Cross-Designer screen texts', () => {
  const designerTerms = Object.entries(TERMS).filter(([key]) => /^(cd|crossDesigner)/.test(key));

  it.each([...Object.entries(SCREEN_TEXTS), ...designerTerms])(
    '%s is written out in all five languages with the same placeholders',
    (_key, texts) => {
      const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join(' ');
      for (const text of texts) {
        expect(text.trim()).not.toBe('');
        expect(placeholders(text)).toBe(placeholders(texts[0]));
      }
    },
  );

  it('shares no key with the terms it is merged with, so neither hides the other', () => {
    expect(Object.keys(SCREEN_TEXTS).filter((k) => k in TERMS)).toEqual([]);
  });

  it('reads screen texts and shared terms in the language asked for, placeholders filled', () => {
    expect(translator('de')('summary', { verdict: 'erfüllt', q: '38,5', n: 3 })).toBe(
      'Nachweis erfüllt. Freier Querschnitt 38,5 %, 3 Segmente.',
    );
    expect(translator('it')('cdTypRollrost')).toBe('Griglia avvolgibile');
  });
});
