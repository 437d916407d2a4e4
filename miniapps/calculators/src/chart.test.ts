import { logMeanExcessTemperature } from '@portal/calc';
import { describe, expect, it } from 'vitest';
import { linearScale, niceTicks, stackSegments, tickDecimals } from './chart';
import { outputOverFlow } from './curves';

describe('chart axes', () => {
  it.each([
    [0, 1000, 5, [0, 200, 400, 600, 800, 1000]],
    [31, 90, 6, [30, 40, 50, 60, 70, 80, 90]],
    [0, 10.77, 5, [0, 2.5, 5, 7.5, 10, 12.5]],
    [-14, 22, 4, [-20, -10, 0, 10, 20, 30]],
    [100, 800, 6, [0, 200, 400, 600, 800]],
  ])('ticks over [%d, %d]', (min, max, count, ticks) => {
    expect(niceTicks(min, max, count)).toEqual(ticks);
  });

  it('a flat series still gets an axis', () => {
    expect(niceTicks(5, 5).length).toBeGreaterThan(1);
    expect(niceTicks(Number.NaN, 1)).toEqual([]);
  });

  it('labels carry the decimals that tell ticks apart', () => {
    expect(tickDecimals([0, 2.5, 5])).toBe(1);
    expect(tickDecimals([0, 200, 400])).toBe(0);
    expect(tickDecimals([0, 0.25, 0.5])).toBe(2);
  });

  it('scales map the domain onto the drawing, upside down for y', () => {
    const y = linearScale(0, 100, 300, 0);
    expect(y(0)).toBe(300);
    expect(y(50)).toBe(150);
    expect(y(100)).toBe(0);
  });
});

describe('output over flow temperature', () => {
  it('passes the nominal output at 75/65/20 (EN 442) and grows with the flow temperature', () => {
    const points = outputOverFlow({ normleistung: 1000, exponent: 1.3, spread: 10, room: 20 });
    expect(points[0]!.x).toBe(31);
    expect(points.at(-1)!.x).toBe(90);
    expect(points.find((p) => p.x === 75)!.y).toBeCloseTo(1000, 6);
    for (let i = 1; i < points.length; i++) expect(points[i]!.y).toBeGreaterThan(points[i - 1]!.y);
  });

  it('at 55/45/20 the conversion is (ΔT/49.83)^n, times the fan stage’s factor', () => {
    const dt = logMeanExcessTemperature(55, 45, 20);
    const points = outputOverFlow({ normleistung: 1000, exponent: 1.3, spread: 10, room: 20, factor: 1.7 });
    expect(points.find((p) => p.x === 55)!.y).toBeCloseTo(1000 * (dt / 49.83289) ** 1.3 * 1.7, 1);
  });

  it('draws nothing for a spread or output that cannot be', () => {
    expect(outputOverFlow({ normleistung: 1000, exponent: 1.3, spread: 0, room: 20 })).toEqual([]);
    expect(outputOverFlow({ normleistung: 0, exponent: 1.3, spread: 10, room: 20 })).toEqual([]);
  });
});

describe('stacked bars', () => {
  it('parts follow each other, the largest stack fills the width', () => {
    expect(stackSegments([100, 300], 400, 200)).toEqual([
      { x: 0, w: 50 },
      { x: 50, w: 150 },
    ]);
  });

  it('a negative part or an empty chart draws nothing', () => {
    expect(stackSegments([-50, 100], 100, 10)).toEqual([
      { x: 0, w: 0 },
      { x: 0, w: 10 },
    ]);
    expect(stackSegments([0, 0], 0, 10)).toEqual([
      { x: 0, w: 0 },
      { x: 0, w: 0 },
    ]);
  });
});
