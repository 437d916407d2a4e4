import { TERMS } from '@portal/calc';
import { beforeAll, describe, expect, it } from 'vitest';
import de from './locales/de.json';
import { loadAllTexts, translator } from './texts';

describe('the Cross-Designer screen texts', () => {
  beforeAll(async () => {
    await loadAllTexts();
  });

  it('shares no key with the terms it is merged with, so neither hides the other', () => {
    const screenKeys = Object.keys(de).map((key) => key.replace(/_(one|other)$/, ''));
    expect(screenKeys.filter((k) => k in TERMS)).toEqual([]);
  });

  it('reads screen texts and shared terms in the language asked for, placeholders filled', () => {
    expect(translator('de')('summary', { verdict: 'erfüllt', q: '38,5', count: 3 })).toBe(
      'Nachweis erfüllt. Freier Querschnitt 38,5 %, 3 Segmente.',
    );
    expect(translator('it')('cdTypRollrost')).toBe('Griglia avvolgibile');
    expect(translator('fr')('errNumber', { min: 10, max: 400 })).toBe('Veuillez saisir un nombre de 10 à 400.');
  });

  it('counts one segment in the singular, and Czech few and many in their own forms', () => {
    expect(translator('de')('summary', { verdict: 'erfüllt', q: '40', count: 1 })).toMatch(/, 1 Segment\.$/);
    expect(translator('en')('summary', { verdict: 'met', q: '40', count: 1 })).toMatch(/, 1 segment\.$/);
    expect(translator('cs')('summary', { verdict: 'ok', q: '40', count: 3 })).toMatch(/, 3 segmenty\.$/);
    expect(translator('cs')('summary', { verdict: 'ok', q: '40', count: 5 })).toMatch(/, 5 segmentů\.$/);
  });

  it('reads German for a language it does not know', () => {
    expect(translator('xx' as never)('groupLoad')).toBe('Belastung');
  });
});
