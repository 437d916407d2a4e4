import { describe, expect, it } from 'vitest';
import { fill, translationGaps } from './texts';

describe('fill', () => {
  it('puts each value where its name stands, as often as it stands there', () => {
    expect(fill('{count} Händler gefunden, {count} mit Website.', { count: 3 })).toBe(
      '3 Händler gefunden, 3 mit Website.',
    );
    expect(fill('{a}/{b}', { a: 0, b: '' })).toBe('0/');
  });

  it('leaves a name without a value visible, so a missing value is seen instead of vanishing', () => {
    expect(fill('Bestellt für {day}', {})).toBe('Bestellt für {day}');
    expect(fill('Bestellt für {day}', { day: undefined })).toBe('Bestellt für {day}');
  });
});

describe('translationGaps', () => {
  const de = {
    saved: 'Gespeichert',
    found: '{count} gefunden',
    nested: { title: 'Titel' },
    week: (w: number) => `KW ${w}`,
  };

  it('finds nothing in a complete language', () => {
    const en = { saved: 'Saved', found: '{count} found', nested: { title: 'Title' }, week: (w: number) => `Week ${w}` };
    expect(translationGaps(de, en, 'en')).toEqual([]);
  });

  it('names each missing, extra, empty, mis-typed or mis-filled text and each function of other arity', () => {
    const cs = { saved: ' ', found: '{pocet} nalezeno', nested: { title: 1 }, week: () => 'Týden', extra: 'navíc' };
    expect(translationGaps(de, cs, 'cs')).toEqual([
      'cs.extra: not in the reference language',
      'cs.saved: empty',
      'cs.found: placeholders differ',
      'cs.nested.title: not a text',
      'cs.week: takes 0 arguments, not 1',
    ]);
    expect(translationGaps(de, { ...de, nested: undefined }, 'it')).toEqual(['it.nested: not an object']);
  });
});
