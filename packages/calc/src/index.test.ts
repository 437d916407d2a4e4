import { describe, expect, it } from 'vitest';
import {
  annuityFactor,
  flowTemperatureFor,
  kvRequired,
  logMeanExcessTemperature,
  outputAt,
  priceDynamicFactor,
  roomHeatLoad,
  waterMassFlow,
} from '.';

describe('package entry', () => {
  it('exports the physics under the plain names of issue 5', () => {
    const exports = {
      logMeanExcessTemperature,
      outputAt,
      flowTemperatureFor,
      waterMassFlow,
      kvRequired,
      annuityFactor,
      priceDynamicFactor,
      roomHeatLoad,
    };
    for (const [name, fn] of Object.entries(exports)) expect(typeof fn, name).toBe('function');
  });

  it('roomHeatLoad applies the documented defaults thermalBridge = 0 and factor = 1', () => {
    const r = roomHeatLoad({
      elements: [{ area: 10, u: 0.5 }],
      volume: 0,
      airChange: 0,
      inside: 20,
      outside: -10,
    });
    expect(r).toEqual({ transmission: 150, ventilation: 0, total: 150 });
  });

  it('outputAt uses the log method unless told otherwise', () => {
    expect(outputAt(1000, 1.3, 45, 35, 20)).toBeCloseTo(1000 * 0.2968, 0);
    expect(outputAt(1000, 1.3, 45, 35, 20, 'arithmetic')).toBeCloseTo(1000 * 0.3039, 0);
  });
});
