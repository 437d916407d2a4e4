import { describe, expect, it } from 'vitest';
import { coverDesignInput } from '../contracts';
import { CalcInputError } from '../input';
import { designCover } from './coverDesign';
import { SAMPLE_COVER } from './fixtures';
import { verdictOf } from './verdict';

const base = SAMPLE_COVER;

describe('the load check of one bar (calculations.md §7)', () => {
  // Hand-computed: I = 8·20³/12 = 5333.33 mm⁴, W = 8·20²/6 = 533.33 mm³;
  // bars under 200 mm: floor((200 + 5)/13) = 15; load per bar 1500/15 = 100 N.
  it('free cross-section, bars under the load, admissible load, stress and deflection at the width', () => {
    const r = designCover(base);
    expect(r.spannweite).toBe(300);
    expect(r.freierquerschnitt).toBeCloseTo(5 / 13, 12);
    expect(r.tragendeStaebe).toBe(15);
    // strength 4·110·533.33/300 = 782.22 N < stiffness 48·70000·5333.33·(1/200)/300² = 995.56 N
    expect(r.belastungswert).toBeCloseTo(11_733.33, 1);
    expect(r.massgebend).toBe('festigkeit');
    expect(r.lastJeStab).toBe(100);
    // σ = (100·300/4)/533.33 = 14.0625 N/mm²; δ = 100·300³/(48·70000·5333.33) = 0.15067 mm; limit 1.5 mm
    expect(r.spannung).toBeCloseTo(14.0625, 9);
    expect(r.durchbiegung).toBeCloseTo(0.15067, 5);
    expect(r.zulaessigeDurchbiegung).toBe(1.5);
    expect(r.auslastung).toBeCloseTo(14.0625 / 110, 9);
    expect(r).toMatchObject({ bestanden: true, gruende: [] });
  });

  it('fails on deflection over a wide trench, saying so: 1200 mm gives δ 9.64 mm > L/200 = 6 mm', () => {
    const r = designCover({ ...base, breite: 1200 });
    expect(r.durchbiegung).toBeCloseTo(9.6429, 4);
    expect(r.zulaessigeDurchbiegung).toBe(6);
    expect(r.spannung).toBeCloseTo(56.25, 9);
    expect(r.belastungswert).toBeCloseTo(933.33, 2);
    expect(r).toMatchObject({ bestanden: false, gruende: ['durchbiegung'], massgebend: 'durchbiegung' });
  });

  it('fails on both limits under a heavy load, naming both', () => {
    const r = designCover({ ...base, einzellast: 20 });
    expect(r.gruende).toEqual(['festigkeit', 'durchbiegung']);
    expect(r.bestanden).toBe(false);
  });

  it('a powder-coated cover takes its RAL colour', () => {
    expect(designCover({ ...base, oberflaeche: 'pulver', farbe: 'RAL 9016' }).bestanden).toBe(true);
  });

  it('passes a load exactly at the admissible load', () => {
    const at = designCover(base).belastungswert / 1000;
    expect(designCover({ ...base, einzellast: at }).bestanden).toBe(true);
    expect(designCover({ ...base, einzellast: at * 1.001 }).bestanden).toBe(false);
  });

  it('bars along the trench: the widest field decides, even in the shorter segment', () => {
    // 3601 mm → 1801 + 1800 mm; at 300 mm: 7 fields of 257.3 mm and 6 fields of 300 mm
    expect(designCover({ ...base, typ: 'linearLaengs', laenge: 3601 }).spannweite).toBe(300);
  });

  it('bars along the trench span between cross supports, not the width', () => {
    const r = designCover({ ...base, typ: 'linearLaengs', breite: 1200, stuetzabstand: 300 });
    expect(r.spannweite).toBeCloseTo(1667 / 6, 9);
    expect(r.bestanden).toBe(true);
  });
});

describe('segments, joints and the parts list', () => {
  it('a straight run of 5000 mm: 1667 + 1667 + 1666, two joints, support profiles on both edges', () => {
    const r = designCover(base);
    expect(r.schenkel).toEqual([
      {
        laenge: 5000,
        segmente: [
          { laenge: 1667, anzahl: 2, gehrung: false },
          { laenge: 1666, anzahl: 1, gehrung: false },
        ],
        segmentanzahl: 3,
        stoesse: 2,
      },
    ]);
    expect(r.segmentanzahl).toBe(3);
    expect(r.stoesse).toBe(2);
    expect(r.stueckliste).toEqual([
      { position: 1, teil: 'segment', laenge: 1667, anzahl: 2, gehrung: false },
      { position: 2, teil: 'segment', laenge: 1666, anzahl: 1, gehrung: false },
      { position: 3, teil: 'auflagerprofil', laenge: 5000, anzahl: 2, gehrung: false },
      { position: 4, teil: 'stossverbinder', anzahl: 4, gehrung: false },
    ]);
  });

  it('a run shorter than one segment is one piece without joints or connectors', () => {
    const r = designCover({ ...base, laenge: 1500 });
    expect([r.segmentanzahl, r.stoesse]).toEqual([1, 0]);
    expect(r.stueckliste.map((p) => p.teil)).toEqual(['segment', 'auflagerprofil']);
  });

  it('an exact multiple: 4000 mm is two segments of 2000 and one joint', () => {
    const r = designCover({ ...base, laenge: 4000 });
    expect(r.schenkel[0]?.segmente).toEqual([{ laenge: 2000, anzahl: 2, gehrung: false }]);
    expect(r.stoesse).toBe(1);
  });

  it('bars along the trench add seven cross supports per segment of 1666/1667 mm at 300 mm', () => {
    const r = designCover({ ...base, typ: 'linearLaengs' });
    expect(r.stueckliste).toContainEqual({ position: 4, teil: 'tragprofil', laenge: 300, anzahl: 21, gehrung: false });
  });

  it('an L (V2.1): each leg segmented on its own, one mitred corner segment each, a corner joint', () => {
    const r = designCover({ ...base, version: '2.1', form: 'lForm', laenge: 3000, laenge2: 2500 });
    expect(r.schenkel.map((l) => l.segmente)).toEqual([
      [
        { laenge: 1500, anzahl: 1, gehrung: false },
        { laenge: 1500, anzahl: 1, gehrung: true },
      ],
      [
        { laenge: 1250, anzahl: 1, gehrung: false },
        { laenge: 1250, anzahl: 1, gehrung: true },
      ],
    ]);
    expect([r.segmentanzahl, r.stoesse]).toEqual([4, 3]);
    expect(r.stueckliste).toEqual([
      { position: 1, teil: 'segment', laenge: 1500, anzahl: 1, gehrung: false },
      { position: 2, teil: 'segment', laenge: 1250, anzahl: 1, gehrung: false },
      { position: 3, teil: 'segment', laenge: 1500, anzahl: 1, gehrung: true },
      { position: 4, teil: 'segment', laenge: 1250, anzahl: 1, gehrung: true },
      { position: 5, teil: 'auflagerprofil', laenge: 3000, anzahl: 1, gehrung: false },
      { position: 6, teil: 'auflagerprofil', laenge: 2700, anzahl: 1, gehrung: false },
      { position: 7, teil: 'auflagerprofil', laenge: 2500, anzahl: 1, gehrung: false },
      { position: 8, teil: 'auflagerprofil', laenge: 2200, anzahl: 1, gehrung: false },
      { position: 9, teil: 'stossverbinder', anzahl: 4, gehrung: false },
      { position: 10, teil: 'eckverbinder', anzahl: 1, gehrung: false },
    ]);
  });
});

describe('choices a version or the other inputs do not allow', () => {
  it.each([
    ['V1.5 offers no roll grille', { version: '1.5', typ: 'rollrost' }, 'typ'],
    ['V2.0 designs no L', { form: 'lForm', laenge2: 2000 }, 'form'],
    ['a roll grille is not mitred', { version: '2.1', typ: 'rollrost', form: 'lForm', laenge2: 2000 }, 'form'],
    ['an L needs its second leg', { version: '2.1', form: 'lForm' }, 'laenge2'],
    ['no roll grille of oak', { typ: 'rollrost', material: 'eiche', oberflaeche: 'geoelt' }, 'material'],
    ['stainless steel is not anodised black', { material: 'edelstahl', oberflaeche: 'schwarz' }, 'oberflaeche'],
    ['the pitch must exceed the bar width', { teilung: 8 }, 'teilung'],
    ['a powder coating needs its RAL colour', { oberflaeche: 'pulver' }, 'farbe'],
    ['a RAL colour is written "RAL" and four digits', { oberflaeche: 'pulver', farbe: '9016' }, 'farbe'],
    [
      'a corner segment must be longer than the width',
      { version: '2.1', form: 'lForm', laenge: 2500, laenge2: 2500, breite: 1400 },
      'breite',
    ],
    ['a length of zero', { laenge: 0 }, 'laenge'],
    ['a width in fractions of a millimetre', { breite: 300.5 }, 'breite'],
  ] as const)('%s', (_name, change, field) => {
    expect(() => designCover({ ...base, ...change })).toThrow(CalcInputError);
    try {
      designCover({ ...base, ...change });
    } catch (e) {
      expect((e as CalcInputError).field).toBe(field);
    }
  });

  it('issue 22: a load class is checked with its test load (EN 124 / EN 1433), not only shown', () => {
    const a15 = designCover({ ...SAMPLE_COVER, lastklasse: 'A15' });
    expect(a15.lastklasse).toEqual({
      klasse: 'A15',
      pruefkraft: 15,
      tragfaehigkeit: a15.belastungswert / 1000,
      erfuellt: false,
    });
    expect(a15.bestanden).toBe(false);
    expect(a15.gruende).toEqual(['lastklasse']);
    for (const [klasse, kN] of [
      ['B125', 125],
      ['C250', 250],
      ['D400', 400],
      ['E600', 600],
      ['F900', 900],
    ] as const) {
      const r = designCover({ ...SAMPLE_COVER, lastklasse: klasse });
      expect(r.lastklasse?.pruefkraft).toBe(kN);
      expect(r.bestanden).toBe(false);
    }
    expect(designCover(SAMPLE_COVER).lastklasse).toBeNull();
    expect(designCover(SAMPLE_COVER).bestanden).toBe(true);
  });

  it('a grille that carries the test load passes its class and says so', () => {
    // 100 mm span, stainless bars 10 × 100 mm: far above 15 kN on 200 × 200 mm.
    const strong = {
      ...SAMPLE_COVER,
      breite: 100,
      material: 'edelstahl',
      oberflaeche: 'gebuerstet',
      stabbreite: 10,
      stabhoehe: 100,
      teilung: 15,
    } as const;
    const r = designCover({ ...strong, lastklasse: 'A15' });
    expect(r.lastklasse?.erfuellt).toBe(true);
    expect(r.bestanden).toBe(true);
    expect(verdictOf(coverDesignInput.parse({ ...strong, lastklasse: 'A15' }), r, 'de')[1]).toMatch(
      /^Die Prüfkraft der Lastklasse A15 von 15 kN wird getragen; zulässig sind [\d.,]+ kN\.$/,
    );
  });
});
