import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planHeatPump } from './heatPumpPlanning';
import { seasonalPerformanceFactor } from './vdi4650';

/** Inputs a planner may type: any heat load, location, air curve (rising with the air) and COPs. */
const planning = fc.record({
  heizlast: fc.double({ min: 500, max: 1e6, noNaN: true }),
  normAussenTemp: fc.double({ min: -40, max: 4, noNaN: true }),
  jahresmittelTemp: fc.double({ min: -5, max: 20, noNaN: true }),
  art: fc.constantFrom('luftWasser' as const, 'soleWasser' as const, 'wasserWasser' as const),
  betriebsweise: fc.constantFrom('monovalent' as const, 'bivalentParallel' as const, 'bivalentAlternativ' as const),
  leistungA7: fc.double({ min: 1, max: 300, noNaN: true }),
  step1: fc.double({ min: 0, max: 200, noNaN: true }),
  step2: fc.double({ min: 0, max: 200, noNaN: true }),
  cop: fc.double({ min: 1, max: 10, noNaN: true }),
  vorlaufTemp: fc.double({ min: 25, max: 75, noNaN: true }),
  spreizung: fc.double({ min: 3, max: 10, noNaN: true }),
});

type Planning = typeof planning extends fc.Arbitrary<infer T> ? T : never;

const input = (p: Planning) => ({
  heizlast: p.heizlast,
  normAussenTemp: p.normAussenTemp,
  jahresmittelTemp: p.jahresmittelTemp,
  art: p.art,
  betriebsweise: p.betriebsweise,
  leistungA7: p.leistungA7,
  leistungA2: Math.min(1000, p.leistungA7 + p.step1),
  leistungAPlus7: Math.min(1000, p.leistungA7 + p.step1 + p.step2),
  copA7: p.cop,
  copA2: p.cop,
  copAPlus7: p.cop,
  vorlaufTemp: p.vorlaufTemp,
  spreizung: p.spreizung,
});

describe('heat pump planning: invariants', () => {
  it('never NaN or negative; shares within 0…1; the heat adds up', () => {
    fc.assert(
      fc.property(planning, (p) => {
        const r = planHeatPump(input(p));
        for (const v of [r.jaz, r.bivalenzpunkt, r.jahresHeizwaerme, r.waermeZweiterzeuger, r.foerderung.betrag])
          expect(Number.isFinite(v)).toBe(true);
        expect(r.jaz).toBeGreaterThan(0);
        expect(r.jahresHeizwaerme).toBeGreaterThanOrEqual(0);
        expect(r.waermeZweiterzeuger).toBeGreaterThanOrEqual(-1e-6 * r.jahresHeizwaerme);
        expect(r.deckungsanteil).toBeGreaterThanOrEqual(0);
        expect(r.deckungsanteil).toBeLessThanOrEqual(1);
        expect(r.kurve.length).toBeLessThanOrEqual(100);
        for (const k of r.kurve) expect(Math.min(k.heizlast, k.waermepumpe)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 60 },
    );
  });

  it('a bigger heat pump has a bivalence point no warmer and covers no less of the year', () => {
    fc.assert(
      fc.property(planning, fc.double({ min: 1, max: 3, noNaN: true }), (p, factor) => {
        const small = input(p);
        const big = {
          ...small,
          leistungA7: Math.min(1000, small.leistungA7 * factor),
          leistungA2: Math.min(1000, small.leistungA2 * factor),
          leistungAPlus7: Math.min(1000, small.leistungAPlus7 * factor),
        };
        const a = planHeatPump(small);
        const b = planHeatPump(big);
        expect(b.bivalenzpunkt).toBeLessThanOrEqual(a.bivalenzpunkt + 1e-6);
        if (small.betriebsweise !== 'bivalentAlternativ')
          expect(b.deckungsanteil).toBeGreaterThanOrEqual(a.deckungsanteil - 1e-9);
      }),
      { numRuns: 60 },
    );
  });

  it('the seasonal performance factor falls with a higher flow temperature, for every source', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('luftWasser' as const, 'soleWasser' as const, 'wasserWasser' as const),
        fc.double({ min: 1, max: 10, noNaN: true }),
        fc.double({ min: 25, max: 74, noNaN: true }),
        fc.double({ min: 0.1, max: 20, noNaN: true }),
        (art, cop, flow, rise) => {
          const at = (vorlaufTemp: number) =>
            seasonalPerformanceFactor({ art, cops: [cop, cop, cop], vorlaufTemp, spreizung: 5 }).jaz;
          expect(at(Math.min(75, flow + rise))).toBeLessThan(at(flow));
        },
      ),
    );
  });
});
