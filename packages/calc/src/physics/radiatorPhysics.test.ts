import { describe, expect, it } from 'vitest';
import { NOMINAL_LOG_EXCESS } from './constants';
import { arithmeticExcessTemperature, logMeanExcessTemperature } from './excessTemperature';
import { flowTemperatureFor } from './flowTemperature';
import { conversionFactor, exponentFromTwoPoints, outputAt } from './output';
import { flowAtKv, kvRequired, presettingFor, presettingSteps } from './valve';
import { waterMassFlow } from './waterFlow';

describe('excess temperature (EN 442, Engineering Toolbox)', () => {
  it('is 49.83 K (log) and 50 K (arithmetic) at the EN 442 point 75/65/20', () => {
    expect(logMeanExcessTemperature(75, 65, 20)).toBeCloseTo(49.83, 2);
    expect(NOMINAL_LOG_EXCESS).toBeCloseTo(49.83, 2);
    expect(arithmeticExcessTemperature(75, 65, 20)).toBe(50);
  });

  it('is 49.32 K at 80/60/20 (Engineering Toolbox reference point)', () => {
    expect(logMeanExcessTemperature(80, 60, 20)).toBeCloseTo(49.32, 1);
  });

  it('falls back to the plain excess when flow equals return', () => {
    expect(logMeanExcessTemperature(50, 50, 20)).toBe(30);
  });

  it('rejects a return at or below room temperature', () => {
    expect(() => logMeanExcessTemperature(40, 20, 20)).toThrow(RangeError);
  });
});

describe('EN 442 conversion factor f = (ΔT/ΔTn)^n', () => {
  // calculations.md §1.1 (derived numbers, n = 1.3) and hotinteriors.co.uk (0.3039; 795 W → 241 W)
  const cases = [
    { point: [70, 55, 20], arithmetic: 0.8096, log: 0.802 },
    { point: [45, 35, 20], arithmetic: 0.3039, log: 0.2968 },
    { point: [40, 30, 20], arithmetic: 0.2091, log: 0.1996 },
  ] as const;
  for (const c of cases) {
    it(`at ${c.point.join('/')} gives ${c.arithmetic} (arithmetic) and ${c.log} (log)`, () => {
      const [flow, ret, room] = c.point;
      expect(conversionFactor(1.3, flow, ret, room, 'arithmetic')).toBeCloseTo(c.arithmetic, 3);
      expect(conversionFactor(1.3, flow, ret, room, 'log')).toBeCloseTo(c.log, 3);
    });
  }

  it('turns a 795 W ΔT50 radiator into about 241 W at 45/35/20 (hotinteriors.co.uk)', () => {
    expect(outputAt(795, 1.3, 45, 35, 20, 'arithmetic')).toBeCloseTo(241.6, 0);
  });

  it('scales ΔT50 to ΔT60 (90/70/20) by 1.267 (BS 3528 vs EN 442, cosyrooms)', () => {
    expect(conversionFactor(1.3, 90, 70, 20, 'arithmetic')).toBeCloseTo(1.267, 3);
  });

  it('gives the nominal output at the nominal point', () => {
    expect(outputAt(979, 1.2721, 75, 65, 20)).toBeCloseTo(979, 9);
  });

  it('recovers the exponent from two catalogue points', () => {
    const a = outputAt(1000, 1.28, 70, 55, 20);
    const b = outputAt(1000, 1.28, 45, 35, 20);
    expect(
      exponentFromTwoPoints(a, logMeanExcessTemperature(70, 55, 20), b, logMeanExcessTemperature(45, 35, 20)),
    ).toBeCloseTo(1.28, 9);
  });
});

describe('flowTemperatureFor (closed form, calculations.md §2)', () => {
  const cases = [
    { required: 600, nominal: 979, n: 1.2721, spread: 5, room: 20 },
    { required: 1500, nominal: 1200, n: 1.3, spread: 10, room: 22 },
    { required: 300, nominal: 2000, n: 1.33, spread: 7, room: 20 },
  ];
  for (const c of cases) {
    it(`round-trips: the temperatures found for ${c.required} W give back ${c.required} W`, () => {
      const { flow, ret } = flowTemperatureFor(c.required, c.nominal, c.n, c.spread, c.room);
      expect(flow - ret).toBeCloseTo(c.spread, 12);
      expect(outputAt(c.nominal, c.n, flow, ret, c.room)).toBeCloseTo(c.required, 6);
    });
  }

  it('round-trips with the arithmetic method too', () => {
    const { flow, ret } = flowTemperatureFor(800, 1000, 1.3, 10, 20, 'arithmetic');
    expect(outputAt(1000, 1.3, flow, ret, 20, 'arithmetic')).toBeCloseTo(800, 6);
  });

  it('gives 75/65 for the nominal output at a 10 K spread and 20 °C room', () => {
    const { flow, ret } = flowTemperatureFor(1000, 1000, 1.3, 10, 20);
    expect(flow).toBeCloseTo(75, 9);
    expect(ret).toBeCloseTo(65, 9);
  });
});

describe('water flow and valve (SBZ, Danfoss RA-N data sheet)', () => {
  it('1221 W at a 15 K spread need 70 l/h (SBZ Thermostatventil)', () => {
    expect(waterMassFlow(1221, 15)).toBeCloseTo(70, 0);
  });

  it('kv = V̇/√Δp: 70 l/h at 100 mbar need kv 0.221 m³/h, and that kv passes 70 l/h back', () => {
    const kv = kvRequired(70, 100);
    expect(kv).toBeCloseTo(0.07 / Math.sqrt(0.1), 9);
    expect(flowAtKv(kv, 100)).toBeCloseTo(70, 9);
  });

  it('chooses RA-N presetting 3 (kv 0.26) for kv 0.221 at Xp = 2 K', () => {
    const ran = [0.14, 0.21, 0.26, 0.32, 0.46, 0.59, 0.73, 0.87].map((kv, i) => ({
      stufe: i === 7 ? 'N' : String(i + 1),
      kv,
      regeldifferenz: 2,
    }));
    const steps = presettingSteps(ran, 2, 100);
    expect(presettingFor(steps, kvRequired(70, 100))?.stufe).toBe('3');
    expect(presettingFor(steps, 5)).toBeNull();
    // at Xp = 1 K the rated kv halve, so a larger step is needed
    expect(presettingFor(presettingSteps(ran, 1, 100), kvRequired(70, 100))?.stufe).toBe('5');
  });
});
