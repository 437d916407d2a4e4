import { describe, expect, it } from 'vitest';
import {
  dewPoint,
  dewPointFromVapourPressure,
  humidityRatio,
  humidityRatioFromVapourPressure,
  moistAirEnthalpy,
  moistAirVolume,
  saturationHumidityRatio,
  saturationPressure,
} from './psychrometrics';

const rel = (actual: number, expected: number) => Math.abs(actual / expected - 1);

describe('moist air after ASHRAE Handbook – Fundamentals 2017 ch. 1 (values as psychrolib tests them)', () => {
  it.each([
    [-20, 103.24],
    [-5, 401.74],
    [5, 872.6],
    [25, 3169.7],
    [50, 12351.3],
    [100, 101418.0],
    [150, 476101.4],
  ])('saturation pressure at %s °C is %s Pa within 300 ppm (Table 3)', (t, pws) => {
    expect(rel(saturationPressure(t), pws)).toBeLessThan(0.0003);
  });

  it('saturation pressure at −60 °C is 1.08 Pa within 0.01 Pa (Table 3, outside the 300 ppm claim)', () => {
    expect(saturationPressure(-60)).toBeCloseTo(1.08, 1);
  });

  it.each([
    [-20, 0.0006373, 0.01],
    [-5, 0.0024863, 0.005],
    [5, 0.005425, 0.005],
    [25, 0.020173, 0.005],
  ])('saturation humidity ratio at %s °C and 101325 Pa is %s (Table 2)', (t, ws, tolerance) => {
    expect(rel(saturationHumidityRatio(t), ws)).toBeLessThan(tolerance);
  });

  it('humidity ratio of 3169.7 Pa at 95461 Pa is 0.0213604 (psychrolib, Excel reference)', () => {
    expect(rel(humidityRatioFromVapourPressure(3169.7, 95461), 0.0213603998047487)).toBeLessThan(1e-6);
  });

  it('enthalpy of air at 30 °C with W = 0.02 is 81.316 kJ/kg (psychrolib 81316 J/kg)', () => {
    expect(rel(moistAirEnthalpy(30, 0.02), 81.316)).toBeLessThan(0.0003);
  });

  it('volume of air at 30 °C, W = 0.02, 95461 Pa is 0.94086 m³/kg (psychrolib)', () => {
    expect(rel(moistAirVolume(30, 0.02, 95461), 0.940855374352943)).toBeLessThan(0.0003);
  });

  it.each([-20, 5, 50])('dew point round-trips the vapour pressure at %s °C within 0.001 K (psychrolib)', (t) => {
    expect(dewPointFromVapourPressure(saturationPressure(t))).toBeCloseTo(t, 3);
  });

  it('27 °C at 46.9 % rh (the 27 °C DB / 19 °C WB cooling point) has its dew point near 14.7 °C', () => {
    // hand calculation: pw = 0.469 · 3567 Pa = 1673 Pa; saturation at 14.7 °C is 1673 Pa (Table 3 interpolated)
    expect(dewPoint(27, 0.469)).toBeCloseTo(14.7, 1);
    expect(humidityRatio(27, 0.469)).toBeCloseTo(0.01046, 4);
  });
});
