import { describe, expect, it } from 'vitest';
import { annuityFactor, priceDynamicFactor, replacementCount, residualValue } from '../economics/annuity';
import { admissiblePointLoad, centralPointLoad, rectangleSection, uniformLoad } from './beam';
import { adjacencyFactor, roomHeatLoad } from './heatLoad';
import { addLevels, sabineAbsorptionArea, soundPressureFromAbsorption, soundPressureInRoom } from './sound';
import { floorHeatFlux, floorSurfaceTemperatureFor } from './underfloor';

describe('roomHeatLoad (EN 12831-1; worked examples of luxfabian/heizlast_en_12831 heizlast.test.ts)', () => {
  it('box room 4 × 3 × 2.5 m at 20/−12 °C: Q_T 384 W, Q_V 163.2 W, Q_HL 547.2 W', () => {
    const r = roomHeatLoad({
      elements: [
        { area: 33, u: 0.25 },
        { area: 12, u: 0.25, factor: 0.45 },
        { area: 12, u: 0.2 },
      ],
      volume: 30,
      airChange: 0.5,
      inside: 20,
      outside: -12,
    });
    expect(r.transmission).toBeCloseTo(384, 6);
    expect(r.ventilation).toBeCloseTo(163.2, 6);
    expect(r.total).toBeCloseTo(547.2, 6);
  });

  it('pure ventilation 60 m³, n = 1, 20/−10 °C: 612 W', () => {
    expect(roomHeatLoad({ elements: [], volume: 60, airChange: 1, inside: 20, outside: -10 }).total).toBeCloseTo(
      612,
      6,
    );
  });

  it('wall to an unheated buffer at 4 °C: f = 0.5 and 192 W', () => {
    const f = adjacencyFactor(20, 4, -12);
    expect(f).toBe(0.5);
    expect(
      roomHeatLoad({ elements: [{ area: 15, u: 0.8, factor: f }], volume: 0, airChange: 0, inside: 20, outside: -12 })
        .transmission,
    ).toBeCloseTo(192, 6);
  });

  it('adds the thermal-bridge surcharge ΔU_TB to every element', () => {
    const r = roomHeatLoad({
      elements: [{ area: 10, u: 0.2, thermalBridge: 0.1 }],
      volume: 0,
      airChange: 0,
      inside: 20,
      outside: -10,
    });
    expect(r.transmission).toBeCloseTo(10 * 0.3 * 30, 9);
  });

  it('heat recovery of 80 % leaves a fifth of the ventilation load', () => {
    const r = roomHeatLoad({ elements: [], volume: 60, airChange: 1, inside: 20, outside: -10, heatRecovery: 0.8 });
    expect(r.ventilation).toBeCloseTo(612 * 0.2, 6);
  });
});

describe('VDI 2067-1 factors', () => {
  it('annuity factor 8 %, 20 years = 0.10185 (EU Bookshop via mydict.io)', () => {
    expect(annuityFactor(0.08, 20)).toBeCloseTo(0.10185, 5);
  });

  it('annuity factor 7 %, 30 years = 0.08059 (VDI 2067-1 Annex B example)', () => {
    expect(annuityFactor(0.07, 30)).toBeCloseTo(0.080586, 6);
  });

  it('annuity factor without interest is 1/T', () => {
    expect(annuityFactor(0, 20)).toBe(0.05);
  });

  it('price-dynamic factor b = (1 − (r/q)^T)/(q − r), and T/q when r = q', () => {
    expect(priceDynamicFactor(1.03, 1.07, 30)).toBeCloseTo((1 - (1.03 / 1.07) ** 30) / 0.04, 12);
    expect(priceDynamicFactor(1.07, 1.07, 30)).toBeCloseTo(30 / 1.07, 12);
    // with no price change, a·b = 1: a constant payment has itself as annuity
    expect(annuityFactor(0.07, 30) * priceDynamicFactor(1, 1.07, 30)).toBeCloseTo(1, 12);
  });

  it('refuses a rate passed where the interest factor q belongs', () => {
    expect(() => priceDynamicFactor(1.03, 0.07, 20)).toThrow(/interest factor/);
  });

  it('counts replacements and the straight-line residual value (jnettels/annuity)', () => {
    expect(replacementCount(30, 12)).toBe(2);
    expect(replacementCount(30, 0)).toBe(0);
    expect(replacementCount(30, 50)).toBe(0);
    // 50-year part in a 30-year period keeps 20/50 of its value, discounted over 30 years
    expect(residualValue(1000, 50, 30, 1, 1.07)).toBeCloseTo((1000 * 0.4) / 1.07 ** 30, 9);
  });
});

describe('beam formulas (pickedshares, civilengcalculations)', () => {
  it('6 kN/m over 5 m with I = 318 cm⁴ in steel deflects 73 mm (pickedshares example)', () => {
    expect(uniformLoad(6, 5000, 210000, 318e4).deflection).toBeCloseTo(73.1, 1);
  });

  it('uniform load: M = wL²/8, reactions wL/2', () => {
    const r = uniformLoad(2, 1000, 70000, 1000);
    expect(r.moment).toBe(250000);
    expect(r.reaction).toBe(1000);
  });

  it('central point load: M = PL/4, δ = PL³/(48EI)', () => {
    const r = centralPointLoad(1000, 500, 70000, 864);
    expect(r.moment).toBe(125000);
    expect(r.deflection).toBeCloseTo((1000 * 500 ** 3) / (48 * 70000 * 864), 12);
  });

  it('rectangle 6 × 12 mm: I = 864 mm⁴, W = 144 mm³; the admissible load meets both limits', () => {
    const s = rectangleSection(6, 12);
    expect(s.inertia).toBe(864);
    expect(s.sectionModulus).toBe(144);
    const p = admissiblePointLoad({ e: 70000, admissibleStress: 110, ...s }, 300, 1 / 200).governing;
    const at = centralPointLoad(p, 300, 70000, s.inertia);
    expect(at.moment / s.sectionModulus).toBeLessThanOrEqual(110 + 1e-9);
    expect(at.deflection).toBeLessThanOrEqual(300 / 200 + 1e-9);
  });
});

describe('EN 1264 floor curve and sound', () => {
  it('q = 8.92·Δθ^1.1 gives 100 W/m² at 9 K (haustechnikdialog)', () => {
    expect(floorHeatFlux(29, 20)).toBeCloseTo(100, 0);
    expect(floorSurfaceTemperatureFor(floorHeatFlux(27.3, 20), 20)).toBeCloseTo(27.3, 9);
  });

  // calculations.md says "to 0.1 dB"; the exact gap is 14 − 6 + 10·lg(0.163) = 0.12 dB
  it('VDI 2571 and DIN 4109 agree to about 0.1 dB with Sabine absorption (ib-rauch)', () => {
    const lw = 40;
    const v = 50;
    const t = 0.5;
    expect(
      Math.abs(soundPressureInRoom(lw, v, t) - soundPressureFromAbsorption(lw, sabineAbsorptionArea(v, t))),
    ).toBeCloseTo(0.122, 3);
  });

  it('a level below the threshold of hearing is 0 dB, never negative (issue 22: −12 dB(A) in a 50 000 m³ hall)', () => {
    const hall = sabineAbsorptionArea(50_000, 0.5);
    expect(soundPressureFromAbsorption(27, hall)).toBe(0);
    expect(soundPressureInRoom(27, 50_000, 0.5)).toBe(0);
    expect(soundPressureFromAbsorption(27, sabineAbsorptionArea(50, 0.5))).toBeCloseTo(20.9, 1);
  });

  it('two equal sources add 3.01 dB', () => {
    expect(addLevels(30, 30)).toBeCloseTo(33.01, 2);
  });
});
