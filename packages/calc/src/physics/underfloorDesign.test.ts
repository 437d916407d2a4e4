import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calcInvestFbhHydraulics, MAX_UNDERFLOOR_FLOW_TEMP } from '../building/investUnderfloor';
import { CalcInputError } from '../input';
import { flowTemperatureFor } from './flowTemperature';
import { designFlowTemperature, floorTransmissionCoefficient, roomSpread } from './underfloorDesign';

/** 16 × 2 mm pipe at 15 cm in 45 mm of cement screed (λ_E 1.2 W/(mK)). */
const buildUp = (coveringResistance: number) => ({
  spacing: 0.15,
  screedCover: 0.045,
  screedConductivity: 1.2,
  pipeOuterDiameter: 0.016,
  coveringResistance,
});

describe('EN 1264 underfloor design', () => {
  it('K_H from the EN 1264-2 Annex A tables for carpet (R_λ,B 0.10) and bare screed (0)', () => {
    // Hand-computed from EN 1264-2:2008 Annex A (Tables A.1 a_T, A.3 a_D): R 0.10:
    // a_B = (1/10.8 + 0.045)/(1/10.8 + 0.045/1.2 + 0.10) = 0.59799, a_T^mT = 1.156^−1,
    // a_u^0 = 1, a_D^mD = 1.029^−1 → K_H = 6.7·0.59799/1.156/1.029 = 3.368 W/(m²K).
    expect(floorTransmissionCoefficient(buildUp(0.1))).toBeCloseTo(3.368, 3);
    // R 0: a_B = 1.05765, a_T 1.23, a_D 1.040 → 5.540 W/(m²K).
    expect(floorTransmissionCoefficient(buildUp(0))).toBeCloseTo(5.54, 2);
  });

  it('a carpet room at 70 W/m² sets 43.4 °C flow; a tiled bathroom at the same flow gets a wider spread', () => {
    const r = calcInvestFbhHydraulics({
      heizkreise: [
        { name: 'Bad', flaeche: 10, heizlast: 600, innenTemp: 24, zone: 'bad' },
        { name: 'Wohnen', flaeche: 20, heizlast: 1400, belagWiderstand: 0.1 },
      ],
      spreizung: 5,
    });
    // EN 1264-3: ΔθH = 70/3.368 = 20.78 K; θV = 20 + 20.78 + 2.5 + 5²/(12·20.78) = 43.38 °C
    // (the standard's short form without the σ² term, allowed up to σ/ΔθH = 0.5, gives 43.28 °C)
    expect(r.auslegungsraum).toBe('Wohnen');
    expect(r.vorlaufTempAuslegung).toBeCloseTo(43.38, 1);
    const [bad, wohnen] = r.heizkreise;
    expect(wohnen?.auslegungsraum).toBe(true);
    expect(wohnen?.spreizungKreis).toBe(5);
    expect(wohnen?.heizmittelUebertemperatur).toBeCloseTo(20.78, 1);
    // Bathroom (R 0 by default there): ΔθH = 60/5.540 = 10.83 K;
    // σ = 3·10.83·(√(1 + 4·(43.38 − 24 − 10.83)/(3·10.83)) − 1) = 14.1 K
    expect(bad?.belagWiderstand).toBe(0);
    expect(bad?.spreizungKreis).toBeCloseTo(14.1, 0);
    expect(bad?.massenstrom).toBeCloseTo(600 / (1.163 * bad!.spreizungKreis), 9);
  });

  it('a thicker covering needs a higher flow temperature for the same room', () => {
    const flowAt = (belagWiderstand: number) =>
      calcInvestFbhHydraulics({ heizkreise: [{ name: 'R', flaeche: 20, heizlast: 1200, belagWiderstand }] })
        .vorlaufTempAuslegung;
    expect(flowAt(0)).toBeLessThan(flowAt(0.05));
    expect(flowAt(0.05)).toBeLessThan(flowAt(0.1));
    expect(flowAt(0.1)).toBeLessThan(flowAt(0.15));
  });

  it('the flow temperature does not fall as the load rises past σ/ΔθH = 0.5 (where the standard drops its σ² term)', () => {
    // 5 K spread: ΔθH 9.9 K (σ/ΔθH 0.505) and 10.0 K (0.5). With the step, 32.61 °C would fall to 32.50 °C.
    const below = designFlowTemperature(20, 9.9, 5);
    const at = designFlowTemperature(20, 10, 5);
    expect(below).toBeCloseTo(20 + 9.9 + 2.5 + 25 / (12 * 9.9), 9);
    expect(at).toBeGreaterThan(below);
  });

  it('the flow temperature does not fall as the spread widens past σ = ΔθH (where the exact log mean takes over)', () => {
    // Found by a property test: 1.68409 W on 1 m² of the default carpet floor (ΔθH just above 0.5 K)
    // gave 20.7917 °C at a 0.5 K spread and 20.7910 °C at 0.500001 K.
    const flowAt = (spreizung: number) =>
      calcInvestFbhHydraulics({ heizkreise: [{ name: 'R', flaeche: 1, heizlast: 1.6840850267367993 }], spreizung })
        .vorlaufTempAuslegung;
    expect(flowAt(0.500001)).toBeGreaterThanOrEqual(flowAt(0.5));
    expect(designFlowTemperature(20, 10, 10 + 1e-9)).toBeCloseTo(designFlowTemperature(20, 10, 10), 7);
    fc.assert(
      fc.property(
        fc.double({ min: 1e-3, max: 80, noNaN: true }),
        fc.double({ min: 0.5, max: 20, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        (excess, spread, wider) => {
          // around σ = ΔθH as often as anywhere else
          const s = wider < 1 ? excess * (0.999 + wider * 0.002) : spread;
          // within rounding: a spread wider by 10⁻¹⁵ K may round either way
          expect(designFlowTemperature(20, excess, s + wider)).toBeGreaterThanOrEqual(
            designFlowTemperature(20, excess, s) * (1 - 1e-14),
          );
        },
      ),
    );
  });

  it('K_H falls with a thicker covering, a wider spacing or more screed and rises with λ_E at any accepted build-up', () => {
    fc.assert(
      fc.property(
        fc.record({
          spacing: fc.double({ min: 0.05, max: 0.5, noNaN: true }),
          screedCover: fc.double({ min: 0.01, max: 0.15, noNaN: true }),
          screedConductivity: fc.double({ min: 0.7, max: 3, noNaN: true }),
          pipeOuterDiameter: fc.double({ min: 0.008, max: 0.03, noNaN: true }),
          coveringResistance: fc.double({ min: 0, max: 0.15, noNaN: true }),
        }),
        fc.double({ min: 1e-6, max: 0.05, noNaN: true }),
        (b, more) => {
          const k = floorTransmissionCoefficient(b);
          const at = (change: Partial<typeof b>) => floorTransmissionCoefficient({ ...b, ...change });
          expect(at({ coveringResistance: Math.min(0.15, b.coveringResistance + more) })).toBeLessThanOrEqual(
            k * (1 + 1e-12),
          );
          expect(at({ spacing: Math.min(0.5, b.spacing + more) })).toBeLessThanOrEqual(k * (1 + 1e-12));
          expect(at({ screedCover: Math.min(0.15, b.screedCover + more) })).toBeLessThanOrEqual(k * (1 + 1e-12));
          expect(at({ screedConductivity: Math.min(3, b.screedConductivity + more * 10) })).toBeGreaterThanOrEqual(
            k * (1 - 1e-12),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a screed conducting less than 0.7 W/(mK) is refused naming estrichWaermeleitfaehigkeit (found by a property test)', () => {
    // At λ_E 0.3, 375 mm spacing, 150 mm screed and an 8 mm pipe the Annex A product gave K_H
    // 1.034 W/(m²K) bare and 1.091 W/(m²K) under a carpet of R_λ,B 0.10: the covering helped.
    const thin = { spacing: 0.375, screedCover: 0.15, screedConductivity: 0.3, pipeOuterDiameter: 0.008 };
    expect(floorTransmissionCoefficient({ ...thin, coveringResistance: 0.1 })).toBeGreaterThan(
      floorTransmissionCoefficient({ ...thin, coveringResistance: 0 }),
    );
    const floor = (estrichWaermeleitfaehigkeit: number) =>
      calcInvestFbhHydraulics({
        heizkreise: [{ name: 'R', flaeche: 20, heizlast: 1000, belagWiderstand: 0.1 }],
        verlegeabstand: 0.375,
        estrichUeberdeckung: 0.15,
        rohrAussendurchmesser: 8,
        estrichWaermeleitfaehigkeit,
      });
    expect(() => floor(0.3)).toThrow(CalcInputError);
    try {
      floor(0.3);
    } catch (error) {
      expect((error as CalcInputError).field).toBe('estrichWaermeleitfaehigkeit');
    }
    expect(floor(0.7).heizkreise[0]?.kH).toBeGreaterThan(0);
  });

  it('EN 1264-3 flow temperature stays within 2 % of the exact log-mean solution and rises with the load', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-6, max: 60, noNaN: true }),
        fc.double({ min: 0.5, max: 20, noNaN: true }),
        (excess, spread) => {
          // exact: the flow at which the log-mean excess is ΔθH (a "radiator" with n = 1 at ΔθH)
          const exact = flowTemperatureFor(excess, 49.83, 1, spread, 20, 'log').flow;
          const en = designFlowTemperature(20, excess, spread);
          expect(Math.abs(en - exact)).toBeLessThanOrEqual(0.02 * (exact - 20));
          expect(designFlowTemperature(20, excess * 1.01, spread)).toBeGreaterThanOrEqual(en);
        },
      ),
    );
  });

  it("the spread of a further room is the standard's closed form and gives back the design flow", () => {
    // EN 1264-3: σj = 3·ΔθH·(√(1 + 4·(θV − θi − ΔθH)/(3·ΔθH)) − 1); 40 °C flow, 15 K excess, 20 °C room
    expect(roomSpread(40, 20, 15)).toBeCloseTo(3 * 15 * (Math.sqrt(1 + (4 * 5) / 45) - 1), 6);
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 40, noNaN: true }),
        fc.double({ min: 0.51, max: 4, noNaN: true }),
        (excess, ratio) => {
          const flow = designFlowTemperature(20, excess, excess * ratio);
          const spread = roomSpread(flow, 20, excess);
          expect(designFlowTemperature(20, excess, spread)).toBeCloseTo(flow, 4);
        },
      ),
    );
  });

  it('a load the floor could give off only with water above 70 °C is refused naming it, with the largest that works (issue 22)', () => {
    // 2 kW on 0.1 m² asked for 5960 °C water and answered a 1132 °C floor surface
    const floor = (heizlast: number, innenTemp = 20) =>
      calcInvestFbhHydraulics({
        heizkreise: [
          { name: 'Wohnen', flaeche: 20, heizlast: 1400 },
          { name: 'Bad', flaeche: 0.1, heizlast, innenTemp },
        ],
      });
    let refusal: CalcInputError | undefined;
    try {
      floor(2000);
    } catch (error) {
      refusal = error as CalcInputError;
    }
    expect(refusal).toBeInstanceOf(CalcInputError);
    expect(refusal?.issues.map((i) => i.field)).toEqual(['heizkreise.1.heizlast']);
    const largest = Number(refusal?.issues[0]?.message.match(/^must be at most (\d+)$/)?.[1]);
    expect(largest).toBeGreaterThan(10);
    expect(floor(largest).vorlaufTempAuslegung).toBeLessThanOrEqual(70);
    expect(() => floor(largest + 1)).toThrow(CalcInputError);
    // a room an underfloor circuit heats is 5 … 40 °C: at −60 °C it asked for −28 °C water
    expect(() => floor(100, -60)).toThrow(/heizkreise\.1\.innenTemp/);
    expect(() => floor(100, 41)).toThrow(/heizkreise\.1\.innenTemp/);
  });

  it('any accepted floor: finite, non-negative results; no room needs more than the design flow', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            flaeche: fc.double({ min: 1, max: 1000, noNaN: true }),
            heizlastJeM2: fc.double({ min: 0, max: 200, noNaN: true }),
            innenTemp: fc.double({ min: 10, max: 28, noNaN: true }),
            belagWiderstand: fc.double({ min: 0, max: 0.15, noNaN: true }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        fc.double({ min: 0.05, max: 0.5, noNaN: true }),
        fc.double({ min: 0.01, max: 0.15, noNaN: true }),
        fc.double({ min: 8, max: 30, noNaN: true }),
        (rooms, verlegeabstand, estrichUeberdeckung, rohrAussendurchmesser) => {
          const input = {
            heizkreise: rooms.map(({ heizlastJeM2, ...room }, i) => ({
              name: `R${i}`,
              ...room,
              heizlast: Math.min(100_000, heizlastJeM2 * room.flaeche),
            })),
            verlegeabstand,
            estrichUeberdeckung,
            rohrAussendurchmesser,
            differenzdruck: 500,
          };
          let r: ReturnType<typeof calcInvestFbhHydraulics>;
          try {
            r = calcInvestFbhHydraulics(input);
          } catch (error) {
            // only a load the floor could give off with water above 70 °C is refused, naming it
            expect(error).toBeInstanceOf(CalcInputError);
            for (const issue of (error as CalcInputError).issues)
              expect(issue.field).toMatch(/^heizkreise\.\d+\.heizlast$/);
            return;
          }
          expect(Number.isFinite(r.vorlaufTempAuslegung)).toBe(true);
          expect(r.vorlaufTempAuslegung).toBeLessThanOrEqual(MAX_UNDERFLOOR_FLOW_TEMP);
          for (const k of r.heizkreise) {
            for (const [name, v] of Object.entries({
              kH: k.kH,
              dT: k.heizmittelUebertemperatur,
              spread: k.spreizungKreis,
              flow: k.massenstrom,
              dp: k.druckverlust,
            }))
              expect(Number.isFinite(v) && v >= 0, `${name} = ${v}`).toBe(true);
            // every room with a load reaches it at the design flow: its own need is not above it
            if (k.heizmittelUebertemperatur === 0) continue;
            const own = designFlowTemperature(
              rooms[r.heizkreise.indexOf(k)]!.innenTemp,
              k.heizmittelUebertemperatur,
              k.spreizungKreis,
            );
            expect(own).toBeLessThanOrEqual(r.vorlaufTempAuslegung + 1e-6);
          }
        },
      ),
    );
  });
});
