import { describe, expect, it } from 'vitest';
import { HOURS, yearProfiles } from './hourlyProfiles';
import { dispatchPv } from './pvSelfConsumption';

function run(consumption: number, kWp: number, batteryKWh: number) {
  const p = yearProfiles(9.5);
  const load = p.household.map((v) => v * consumption);
  const generation = p.pv.map((v) => v * kWp * 1000);
  return { r: dispatchPv(generation, load, batteryKWh), consumption, generation: kWp * 1000 };
}

describe('hourly PV, self-consumption and battery model', () => {
  it('profiles cover 8760 hours and sum to 1', () => {
    const p = yearProfiles(9.5);
    for (const profile of [p.pv, p.household, p.heating, p.hotWater, p.cooling]) {
      expect(profile.length).toBe(HOURS);
      expect(profile.reduce((s, v) => s + v, 0)).toBeCloseTo(1, 9);
    }
  });

  it('balances energy: generation = self-use + feed-in (no battery), consumption = self-use + grid', () => {
    const { r, consumption, generation } = run(4000, 5, 0);
    expect(r.erzeugung).toBeCloseTo(generation, 6);
    expect(r.eigenverbrauch + r.einspeisung).toBeCloseTo(generation, 6);
    expect(r.eigenverbrauch + r.netzbezug).toBeCloseTo(consumption, 6);
    expect(r.eigenverbrauchsanteil).toBeCloseTo(r.eigenverbrauch / r.erzeugung, 12);
    expect(r.autarkiegrad).toBeCloseTo(r.eigenverbrauch / consumption, 12);
  });

  it('loses only the round-trip share of what passes through the battery', () => {
    const { r, generation } = run(4000, 8, 8);
    const charged = generation - r.direktverbrauch - r.einspeisung;
    expect(r.batterieEntladung).toBeLessThanOrEqual(charged * 0.9 + 1e-6);
    expect(r.batterieEntladung).toBeGreaterThan(charged * 0.85);
  });

  it('4000 kWh/a with 5 kWp and no storage reaches 25–40 % autarky (42watt, HTW Berlin bands)', () => {
    const { r } = run(4000, 5, 0);
    expect(r.autarkiegrad).toBeGreaterThanOrEqual(0.25);
    expect(r.autarkiegrad).toBeLessThanOrEqual(0.4);
  });

  it('with 8 kWp and 8 kWh storage autarky lies at 60–80 % (42watt bands)', () => {
    const { r } = run(4000, 8, 8);
    expect(r.autarkiegrad).toBeGreaterThanOrEqual(0.6);
    expect(r.autarkiegrad).toBeLessThanOrEqual(0.8);
  });

  it('a larger battery never lowers self-consumption; more PV lowers the self-consumption share', () => {
    const sizes = [0, 2, 5, 10, 20].map((b) => run(4000, 6, b).r.eigenverbrauch);
    for (let i = 1; i < sizes.length; i++) expect(sizes[i]).toBeGreaterThanOrEqual(sizes[i - 1] ?? 0);
    expect(run(4000, 10, 0).r.eigenverbrauchsanteil).toBeLessThan(run(4000, 4, 0).r.eigenverbrauchsanteil);
  });
});
