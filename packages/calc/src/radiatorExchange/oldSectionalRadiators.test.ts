import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CalcInputError } from '../input';
import { translateNote } from '../notes';
import { NOMINAL_LOG_EXCESS } from '../physics/constants';
import { outputAt } from '../physics/output';
import { exchangeRadiator } from './exchangeRadiator';
import {
  COLUMN_RADIATOR_KC,
  estimatedSectionalRadiator,
  GUSS_GLIEDER,
  oldSectionalRadiator,
  SECTIONAL_ESTIMATE_BAND,
} from './oldSectionalRadiators';

/** A cast-iron radiator of ten 600/500/160 sections replaced by a type 22 600 × 1000. */
const castIron = {
  heizkoerpertypAlt: 'guss',
  bhAlt: 600,
  blAlt: 600,
  bautiefeAlt: 160,
  gliederAlt: 10,
  heizkoerpertypNeu: '22',
  ausfuehrungNeu: 'kompakt',
  bhNeu: 600,
  blNeu: 1000,
  vorlaufTempAlt: 70,
  ruecklaufTempAlt: 55,
  spreizungNeu: 15,
};

function refusal(input: Record<string, unknown>): CalcInputError {
  try {
    exchangeRadiator({ ...castIron, ...input } as typeof castIron);
  } catch (e) {
    if (e instanceof CalcInputError) return e;
    throw e;
  }
  throw new Error('not refused');
}

describe('old cast-iron sectional radiators (DIN 4703-1 sizes)', () => {
  // Source: hausjournal.net, "Gussheizkörper: Leistung", table of outputs per section at 70/55
  // and 55/45 °C. Converting its 70/55 column with EN 442 (n = 1.3, log mean, room 20 °C) gives
  // its 55/45 column: the table and the engine's conversion agree on every size.
  for (const g of GUSS_GLIEDER.glieder) {
    it(`${g.bauhoehe}/${g.nabenabstand}/${g.bautiefe}: ${g.leistung7055} W at 70/55 is the published ${g.leistung5545} W at 55/45`, () => {
      expect(
        Math.abs(outputAt(g.leistung7055, 1.3, 55, 45, 20) / outputAt(1, 1.3, 70, 55, 20) - g.leistung5545),
      ).toBeLessThan(0.5);
    });
  }

  it('starts the exchange from ten 600/160 sections: 590 W at 70/55/20 as published (10 × 59 W), not estimated', () => {
    const r = exchangeRadiator(castIron);
    expect(r.zielleistungAlt).toBeCloseTo(590, 6);
    expect(r.normleistungAltGeschaetzt).toBe(false);
    expect(r.hinweise.join(' ')).not.toMatch(/geschätzt/);
    // the new radiator gives what the old one gave
    expect(r.heizleistungNeu).toBeCloseTo(590, 6);
  });

  it('gives the published 55/45 output of the same radiator (10 × 38 W, the table rounds each section)', () => {
    const r = exchangeRadiator({ ...castIron, vorlaufTempAlt: 55, ruecklaufTempAlt: 45 });
    expect(Math.abs(r.zielleistungAlt - 380)).toBeLessThan(5);
  });

  it('refuses a height the table lacks, naming bhAlt and the heights it has', () => {
    const e = refusal({ bhAlt: 580 });
    expect(e.field).toBe('bhAlt');
    expect(e.message).toMatch(/not in the catalogue \(heights: 300, 450, 600\)/);
  });

  it('refuses a depth the height lacks, naming bautiefeAlt and the depths of that height', () => {
    const e = refusal({ bhAlt: 600, bautiefeAlt: 250 });
    expect(e.field).toBe('bautiefeAlt');
    expect(e.message).toMatch(/depths: 110, 160, 220/);
  });

  const missing: [string, Record<string, unknown>, string][] = [
    ['without depth', { bautiefeAlt: undefined }, 'bautiefeAlt'],
    ['without sections', { gliederAlt: undefined }, 'gliederAlt'],
    ['with no section', { gliederAlt: 0 }, 'gliederAlt'],
    ['with more than 100 sections', { gliederAlt: 101 }, 'gliederAlt'],
    ['with half a section', { gliederAlt: 2.5 }, 'gliederAlt'],
    ['with a depth over 400 mm', { bautiefeAlt: 1e9 }, 'bautiefeAlt'],
  ];
  for (const [what, change, field] of missing) {
    it(`refuses a cast-iron radiator ${what}, naming ${field}`, () => {
      expect(refusal(change).field).toBe(field);
    });
  }

  it('leaves panel types to the catalogue: the section fields change nothing there', () => {
    expect(oldSectionalRadiator('22', 600, 1000, 160, 10)).toBeNull();
  });
});

describe('old cast-iron sectional radiators: invariants', () => {
  const size = fc.constantFrom(...GUSS_GLIEDER.glieder);
  // A small new spread keeps the new radiator's side valid for every old output drawn.
  const property = { ...castIron, spreizungNeu: 2 };

  it('more sections never give less output, and the output is finite and positive', () => {
    fc.assert(
      fc.property(size, fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 20 }), (g, n, more) => {
        // The rating itself: a one-section radiator is too small for any new radiator to replace.
        const at = (glieder: number) =>
          oldSectionalRadiator('guss', g.bauhoehe, 600, g.bautiefe, Math.min(100, glieder))?.normleistung ?? Number.NaN;
        const a = at(n);
        expect(Number.isFinite(a)).toBe(true);
        expect(a).toBeGreaterThan(0);
        if (n + more <= 100) expect(at(n + more)).toBeGreaterThan(a);
      }),
      { numRuns: 200 },
    );
  });

  it('a warmer old flow at the same spread gives more output', () => {
    fc.assert(
      fc.property(
        size,
        fc.double({ min: 35, max: 90, noNaN: true }),
        fc.double({ min: 2, max: 14, noNaN: true }),
        fc.double({ min: 0.5, max: 20, noNaN: true }),
        (g, flow, spread, warmer) => {
          const at = (vorlaufTempAlt: number) =>
            exchangeRadiator({
              ...property,
              bhAlt: g.bauhoehe,
              bautiefeAlt: g.bautiefe,
              vorlaufTempAlt,
              ruecklaufTempAlt: vorlaufTempAlt - spread,
              maxVorlaufTemp: 120,
            }).zielleistungAlt;
          const a = at(flow);
          expect(Number.isFinite(a)).toBe(true);
          expect(a).toBeGreaterThan(0);
          expect(at(flow + warmer)).toBeGreaterThan(a);
        },
      ),
      { numRuns: 100 },
    );
  });
});

/** An old steel sectional radiator 600 mm high, 1000 mm long, 160 mm deep, at 70/55/20. */
const steel = {
  ...castIron,
  heizkoerpertypAlt: 'stahlglieder',
  bhAlt: 600,
  blAlt: 1000,
  bautiefeAlt: 160,
  gliederAlt: undefined,
};

describe('old steel sectional radiators: estimated from their outer size', () => {
  // Engineering Toolbox, "Heat Emission from Radiators": P = kc·Ve at ΔT 50 (80/60/20 °C),
  // kc = 15 000 … 17 000 W/m³ for column radiators. 0.6 × 1.0 × 0.16 m = 0.096 m³ → 1536 W at kc 16 000.
  it('rates 600 × 1000 × 160 mm at 1536 W for ΔT 50 (80/60/20), converted to 75/65/20 with n = 1.3', () => {
    const row = estimatedSectionalRadiator('stahlglieder', 600, 1000, 160);
    expect(COLUMN_RADIATOR_KC * 0.096).toBeCloseTo(1536, 9);
    expect(row?.normleistung).toBeCloseTo(1536 * (NOMINAL_LOG_EXCESS / 49.32) ** 1.3, 6);
    expect(row?.exponent).toBe(1.3);
  });

  // Published outputs of column radiators against the estimate; the band the note states covers them.
  const published: [string, { h: number; l: number; t: number }, number][] = [
    // Arroll, "The Art Deco 650" data sheet: middle section 602 mm high, 145 mm deep, 60 mm long; 88 W per section at ΔT 50.
    ['a cast-iron column section (Arroll Art Deco 650)', { h: 602, l: 60, t: 145 }, 88],
    // Hudson Reed / Nuie HX305 data sheet: steel three-column radiator 600 × 786 mm, 100 mm deep; 981 W at ΔT 50.
    ['a steel tubular three-column radiator (HX305)', { h: 600, l: 786, t: 100 }, 981],
  ];
  for (const [what, size, watts] of published) {
    it(`estimates ${what} within ±${SECTIONAL_ESTIMATE_BAND * 100} % of its published ${watts} W`, () => {
      const estimate = estimatedSectionalRadiator('stahlglieder', size.h, size.l, size.t)?.normleistung ?? Number.NaN;
      expect(Math.abs(watts / estimate - 1)).toBeLessThanOrEqual(SECTIONAL_ESTIMATE_BAND);
    });
  }

  it('starts the exchange from it, flagged as an estimate with its band, in every language', () => {
    const r = exchangeRadiator(steel);
    const expected = outputAt(1536 * (NOMINAL_LOG_EXCESS / 49.32) ** 1.3, 1.3, 70, 55, 20);
    expect(r.zielleistungAlt).toBeCloseTo(expected, 6);
    expect(r.normleistungAltGeschaetzt).toBe(true);
    const note = r.hinweise.find((h) => h.startsWith('Alter Stahlgliederheizkörper'));
    expect(note).toMatch(/geschätzt \(±30 %\)/);
    expect(translateNote(note as string, 'en')).toMatch(/^Old steel sectional radiator: .*\(±30 %\)/);
    expect(translateNote(note as string, 'it')).toMatch(/acciaio/);
  });

  it('does not count sections: the measured length is what it has', () => {
    expect(exchangeRadiator({ ...steel, gliederAlt: 3 }).zielleistungAlt).toBe(exchangeRadiator(steel).zielleistungAlt);
  });

  it('refuses it without a depth, naming bautiefeAlt; a known output needs none', () => {
    expect(refusal({ ...steel, bautiefeAlt: undefined }).field).toBe('bautiefeAlt');
    const r = exchangeRadiator({ ...steel, bautiefeAlt: undefined, zielLeistungBekannt: true, zielleistung: 800 });
    expect(r.zielleistungAlt).toBe(800);
  });

  it('a higher, longer or deeper radiator never gives less; every output is finite and positive', () => {
    const dimension = fc.integer({ min: 1, max: 3000 });
    fc.assert(
      fc.property(
        dimension,
        dimension,
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 0, max: 3 }),
        (h, l, t, which) => {
          const at = (hh: number, ll: number, tt: number) =>
            estimatedSectionalRadiator('stahlglieder', hh, ll, tt)?.normleistung ?? Number.NaN;
          const a = at(h, l, t);
          expect(Number.isFinite(a)).toBe(true);
          expect(a).toBeGreaterThan(0);
          const bigger = [at(h + 1, l, t), at(h, l + 1, t), at(h, l, Math.min(400, t + 1)), a][which] as number;
          expect(bigger).toBeGreaterThanOrEqual(a);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('leaves cast iron to its table and panel types to the catalogue', () => {
    expect(estimatedSectionalRadiator('guss', 600, 600, 160)).toBeNull();
    expect(estimatedSectionalRadiator('22', 600, 1000, 160)).toBeNull();
  });
});
