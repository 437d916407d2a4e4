import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateVariants } from './variantCalculator';

/*
 * The variant calculator (POST /api/BuildingCalcV2) at any accepted input (issue 22, "property
 * tests of the invariants on every engine"): every figure finite, no negative cost, energy or
 * emission, shares within 0…1, a complete ranking, and prices and areas that move the result the
 * way a planner expects.
 */

/** Every number anywhere in a value. */
function numbers(value: unknown, path = ''): Array<[string, number]> {
  if (typeof value === 'number') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => numbers(v, `${path}.${i}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => numbers(v, path ? `${path}.${k}` : k));
  return [];
}

const price = (max: number) =>
  fc.record({
    grundpreis: fc.double({ min: 0, max: 1000, noNaN: true }),
    arbeitspreis: fc.double({ min: 0.01, max, noNaN: true }),
    preissteigerung: fc.double({ min: 0.95, max: 1.1, noNaN: true }),
  });

const input = fc.record({
  isDefaultRun: fc.constant(true),
  numberOfVariants: fc.integer({ min: 1, max: 8 }),
  isSanierung: fc.boolean(),
  wohnflaeche: fc.double({ min: 20, max: 2000, noNaN: true }),
  fussbodenheizungAnteil: fc.double({ min: 0, max: 1, noNaN: true }),
  pvAlt: fc.double({ min: 0, max: 100, noNaN: true }),
  pv: fc.boolean(),
  batterie: fc.boolean(),
  eMobilitaet: fc.boolean(),
  kilometer: fc.integer({ min: 0, max: 200_000 }),
  strom: price(1),
  gas: price(0.5),
  foerderung: fc.boolean(),
  zins: fc.double({ min: 0, max: 0.1, noNaN: true }),
  betrachtungszeitraum: fc.integer({ min: 1, max: 60 }),
});

/**
 * Quantities that are costs, energies or shares: never below zero. `gesamt`, `annuitaetVdi` and
 * `laufendeKostenErstesJahr` are net values (costs minus proceeds): an existing PV system's feed-in
 * may earn more than a small house's running costs (20 m², 7.4 kWp: a property test found it once
 * it drew `pvAlt`), so they may be negative.
 */
const SIGNED = /(\.gesamt|\.annuitaetVdi|\.laufendeKostenErstesJahr|\.kurve\.\d+\.points\.\d+\.[xy])$/;

describe('variant calculator: physics and economics at every accepted input', () => {
  it('any accepted input: finite figures, none negative, shares within 0…1, ranks 1…n', () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = calculateVariants(i);
        expect(r.varianten).toHaveLength(i.numberOfVariants);
        for (const [path, n] of numbers(r)) {
          expect(Number.isFinite(n), path).toBe(true);
          if (!SIGNED.test(path) && path !== 'normAussenTemp') expect(n, path).toBeGreaterThanOrEqual(0);
        }
        for (const v of r.varianten) {
          expect(v.pv.eigenverbrauchsanteil).toBeLessThanOrEqual(1 + 1e-9);
          expect(v.pv.autarkiegrad).toBeLessThanOrEqual(1 + 1e-9);
          expect(v.foerderung).toBeLessThanOrEqual(v.investition + 1e-6);
        }
        expect(r.varianten.map((v) => v.rang).sort((a, b) => a - b)).toEqual(
          Array.from({ length: i.numberOfVariants }, (_, k) => k + 1),
        );
      }),
      { numRuns: 40 },
    );
  });

  it('dearer electricity never makes a heat pump variant cheaper to run; a larger house never needs less heat', () => {
    fc.assert(
      fc.property(
        input,
        fc.double({ min: 0.01, max: 0.5, noNaN: true }),
        fc.double({ min: 1, max: 500, noNaN: true }),
        (i, more, extra) => {
          const plain = { ...i, pv: false, batterie: false, numberOfVariants: 2 };
          const a = calculateVariants(plain);
          const b = calculateVariants({
            ...plain,
            strom: { ...plain.strom, arbeitspreis: plain.strom.arbeitspreis + more },
          });
          // variant 2 of the default comparison set is an air-to-water heat pump
          expect(a.varianten[1]!.erzeuger).toMatch(/WP$/);
          expect(b.varianten[1]!.annuitaeten.bedarf).toBeGreaterThanOrEqual(a.varianten[1]!.annuitaeten.bedarf - 1e-6);
          const larger = calculateVariants({ ...plain, wohnflaeche: Math.min(2000, plain.wohnflaeche + extra) });
          expect(larger.heizwaermebedarf).toBeGreaterThanOrEqual(a.heizwaermebedarf - 1e-9);
        },
      ),
      { numRuns: 30 },
    );
  });
});
