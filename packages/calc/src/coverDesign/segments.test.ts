import { describe, expect, it } from 'vitest';
import { CalcInputError } from '../input';
import { segmentRun, supportsUnder } from './segments';

describe('segments of a run (equal, whole millimetres, the rest spread 1 mm each)', () => {
  it.each([
    [
      '5000 mm at most 2000: three segments, the 2 mm left go to two of them',
      5000,
      2000,
      [
        { laenge: 1667, anzahl: 2 },
        { laenge: 1666, anzahl: 1 },
      ],
    ],
    ['an exact multiple: two full segments', 4000, 2000, [{ laenge: 2000, anzahl: 2 }]],
    ['shorter than one segment: one piece of the whole length', 1500, 2000, [{ laenge: 1500, anzahl: 1 }]],
    ['exactly one segment long', 2000, 2000, [{ laenge: 2000, anzahl: 1 }]],
    [
      'one millimetre over: two halves',
      2001,
      2000,
      [
        { laenge: 1001, anzahl: 1 },
        { laenge: 1000, anzahl: 1 },
      ],
    ],
    [
      '7 at most 3: 3 + 2 + 2',
      7,
      3,
      [
        { laenge: 3, anzahl: 1 },
        { laenge: 2, anzahl: 2 },
      ],
    ],
  ])('%s', (_name, length, max, groups) => {
    expect(segmentRun(length, max)).toEqual(groups);
  });

  it.each([
    [0, 2000, 'laenge'],
    [-5, 2000, 'laenge'],
    [1000.5, 2000, 'laenge'],
    [1000, 0, 'maxSegmentlaenge'],
  ])('refuses %s mm at most %s mm, naming %s', (length, max, field) => {
    expect(() => segmentRun(length, max)).toThrow(CalcInputError);
    try {
      segmentRun(length, max);
    } catch (e) {
      expect((e as CalcInputError).field).toBe(field);
    }
  });
});

describe('cross supports under bars along the trench', () => {
  it('keeps every field at most the support distance: 1667 mm at 300 → 6 fields, 7 supports', () => {
    expect(supportsUnder(1667, 300)).toEqual({ supports: 7, spacing: 1667 / 6 });
  });

  it('an exact multiple needs no extra field: 1200 mm at 300 → 4 fields of 300', () => {
    expect(supportsUnder(1200, 300)).toEqual({ supports: 5, spacing: 300 });
  });
});
