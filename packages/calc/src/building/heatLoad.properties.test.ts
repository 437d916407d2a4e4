import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CalcInputError } from '../input';
import { calculateBuildingHeatLoad } from './buildingHeatLoad';
import { calcInvestKwl } from './investVentilation';

/** One room with an outer wall and a window, as issue 22 recomputed it. */
const room = (wall: number, extra: Record<string, unknown> = {}) => ({
  name: 'Wohnen',
  flaeche: 20,
  volumen: 50,
  luftwechsel: 0.5,
  bauteile: [
    { bauteilart: 'aussenwand', flaeche: wall, u: 0.5 },
    { bauteilart: 'fenster', flaeche: 2, u: 1.3 },
  ],
  ...extra,
});

function issueOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof CalcInputError) return error.issues[0];
    throw error;
  }
  return undefined;
}

describe('heat load: never negative, never null', () => {
  it('issue 22: an outdoor temperature above the room is refused with the field, not answered with −68.6 W', () => {
    const issue = issueOf(() => calculateBuildingHeatLoad({ normAussenTemp: 25, baujahr: 2000, raeume: [room(10)] }));
    expect(issue).toEqual({ field: 'raeume.0.innenTemp', message: 'innenTemp must be above normAussenTemp' });
    expect(issueOf(() => calcInvestKwl({ wohnflaeche: 120, normAussenTemp: 25 }))?.field).toBe('innenTemp');
  });

  it('issue 22: an area of 1e300 m² is refused with its range, not answered with null', () => {
    const issue = issueOf(() =>
      calculateBuildingHeatLoad({ normAussenTemp: -12, baujahr: 2000, raeume: [room(1e300)] }),
    );
    expect(issue?.field).toBe('raeume.0.bauteile.0.flaeche');
    expect(issue?.message).toMatch(/10000/);
  });

  it('a room area of 5·10⁻³²⁴ m² is refused naming it, not answered with an infinite specific load (property test)', () => {
    const tiny = { ...room(10), flaeche: 5e-324, volumen: 0.35, bauteile: [] };
    const issue = issueOf(() => calculateBuildingHeatLoad({ normAussenTemp: 0, baujahr: 1800, raeume: [tiny] }));
    expect(issue?.field).toBe('raeume.0.flaeche');
    expect(issue?.message).toMatch(/at least 0\.1/);
    // 0 still says "not given": no specific load, no refusal
    const r = calculateBuildingHeatLoad({ normAussenTemp: 0, baujahr: 1800, raeume: [{ ...tiny, flaeche: 0 }] });
    expect(r.raeume[0]?.spezifischeHeizlast).toBe(0);
  });

  it('any accepted room area gives a finite specific load', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constant(0), fc.double({ min: 0.1, max: 10000, noNaN: true })),
        fc.double({ min: 1e-6, max: 100000, noNaN: true }),
        fc.double({ min: 0, max: 10000, noNaN: true }),
        (flaeche, volumen, wall) => {
          const r = calculateBuildingHeatLoad({
            normAussenTemp: -12,
            baujahr: 2000,
            raeume: [{ ...room(wall), flaeche, volumen }],
          });
          for (const v of [r.spezifischeHeizlast, r.raeume[0]!.spezifischeHeizlast]) {
            expect(Number.isFinite(v)).toBe(true);
            expect(v).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('a room whose warmer neighbours bring more heat than it loses needs 0 W, not a negative load', () => {
    const r = calculateBuildingHeatLoad({
      normAussenTemp: -12,
      baujahr: 2000,
      raeume: [
        room(1, {
          luftwechsel: 0,
          bauteile: [
            { bauteilart: 'aussenwand', flaeche: 1, u: 0.2 },
            { bauteilart: 'innenwand', flaeche: 30, u: 2, angrenzendeTemp: 30 },
          ],
        }),
      ],
    });
    expect(r.raeume[0]?.heizlast).toBe(0);
    expect(r.heizlast).toBe(0);
  });

  it('any accepted input gives a finite load that is not negative and grows as the outdoor temperature falls', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 10000, noNaN: true }),
        fc.double({ min: -40, max: 19, noNaN: true }),
        fc.double({ min: 0.1, max: 20, noNaN: true }),
        (wall, outside, colder) => {
          const at = (t: number) =>
            calculateBuildingHeatLoad({ normAussenTemp: t, baujahr: 2000, raeume: [room(wall)] }).heizlast;
          const load = at(outside);
          expect(Number.isFinite(load)).toBe(true);
          expect(load).toBeGreaterThanOrEqual(0);
          expect(at(Math.max(-60, outside - colder))).toBeGreaterThan(load);
        },
      ),
      { numRuns: 100 },
    );
  });
});
