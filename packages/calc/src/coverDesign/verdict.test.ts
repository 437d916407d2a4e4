import { describe, expect, it } from 'vitest';
import { designCover } from './coverDesign';
import { SAMPLE_COVER } from './fixtures';
import { partTerm, verdictOf } from './verdict';

const base = SAMPLE_COVER;
const limits = { einzellast: 1.5, durchbiegungsgrenze: 1 / 200 };

describe('the verdict in words', () => {
  it('a pass names the load and what is admissible, in the language’s number format', () => {
    expect(verdictOf(limits, designCover(base), 'de')).toEqual([
      'Die Einzellast von 1,50 kN wird getragen; zulässig sind 11,73 kN.',
    ]);
    expect(verdictOf(limits, designCover(base), 'en')).toEqual([
      'The point load of 1.50 kN is carried; 11.73 kN are admissible.',
    ]);
  });

  it('a fail names each limit exceeded with both values', () => {
    expect(verdictOf(limits, designCover({ ...base, breite: 1200 }), 'de')).toEqual([
      'Die Durchbiegung von 9,64 mm überschreitet die zulässige Durchbiegung von 6,00 mm (L/200).',
    ]);
    const heavy = designCover({ ...base, einzellast: 20 });
    expect(verdictOf({ ...limits, einzellast: 20 }, heavy, 'fr')[0]).toBe(
      'La contrainte de flexion de 187,5 N/mm² dépasse la contrainte admissible de 110,0 N/mm².',
    );
  });

  it('a mitred segment is a part of its own', () => {
    expect(partTerm({ teil: 'segment', gehrung: true })).toBe('cdPartSegmentGehrung');
    expect(partTerm({ teil: 'segment', gehrung: false })).toBe('cdPartSegment');
    expect(partTerm({ teil: 'eckverbinder', gehrung: false })).toBe('cdPartEckverbinder');
  });
});
