import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type InstallationComponent, vdi2067Annuity } from './vdi2067';

/**
 * VDI 2067-1 (2012) Annex B example: oil heating, T = 30 a, interest 7 %, r_K 1.03, r_B 1.02,
 * r_I 1.03, 30 €/h operation. Parts and demands as in jnettels/annuity tests/test_examples.py,
 * whose implementation gives −5632.5449037986 € against the official −5633.44 € (rounding).
 */
const part = (
  name: string,
  investment: number,
  serviceLife: number,
  fInst: number,
  fWInsp = 0,
  operatingHours = 0,
): InstallationComponent => ({
  name,
  investment,
  serviceLife,
  fInst,
  fWInsp,
  operatingHours,
});

const annexB = {
  components: [
    part('oil boiler', 6045, 20, 0.01, 0.025, 10),
    part('burner', 2000, 12, 0.12),
    part('remote', 75, 12, 0.025),
    part('heating', 2800, 50, 0.02),
    part('piping', 4426, 40, 0.01),
    part('expansion tank', 40, 15, 0.02),
    part('circulator pump', 286, 10, 0.03),
    part('manual control', 50, 20, 0.025),
    part('wall', 616, 40, 0),
    part('planning', 500, 0, 0),
    part('radiators', 7551, 30, 0.01),
    part('tank', 950, 25, 0.015),
    part('smokestack', 2500, 50, 0.03),
    part('smokestack con.', 100, 50, 0.03),
    part('boiler assembly', 633, 20, 0),
    part('circ. pump inst.', 250, 10, 0.03),
    part('piping for circ.', 1920, 30, 0.02),
    part('piping insulation', 684, 20, 0.01),
  ],
  demand: [
    { name: 'Wärme', amount: 14012 * 0.06, r: 1.03 },
    { name: 'Strom', amount: 417 * 0.2, r: 1.03 },
  ],
  years: 30,
  rate: 0.07,
  rCapital: 1.03,
  rOperation: 1.02,
  rMaintenance: 1.03,
  operatingPrice: 30,
};

describe('VDI 2067-1 annuity method', () => {
  it('reproduces the Annex B example: A_N = −5632.54 € (official −5633.44 €)', () => {
    const r = vdi2067Annuity(annexB);
    expect(r.total).toBeCloseTo(-5632.5449037986, 6);
    expect(Math.abs(r.total - -5633.44)).toBeLessThan(1);
  });

  it('a subsidy lowers only the capital annuity, by the discounted share of the first purchase', () => {
    const base = vdi2067Annuity(annexB);
    const components = annexB.components.map((c, i) => (i === 0 ? { ...c, subsidy: 0.5 } : c));
    const funded = vdi2067Annuity({ ...annexB, components });
    expect(base.capital - funded.capital).toBeCloseTo(6045 * 0.5 * base.annuityFactor, 9);
    expect(funded.operation).toBeCloseTo(base.operation, 9);
  });

  it('proceeds with constant price are their own annuity (a·b = 1 at r = 1)', () => {
    const r = vdi2067Annuity({
      ...annexB,
      components: [],
      demand: [],
      proceeds: [{ name: 'Einspeisung', amount: 300, r: 1 }],
    });
    expect(r.proceeds).toBeCloseTo(300, 9);
    expect(r.total).toBeCloseTo(300, 9);
  });

  it('a subsidised purchase that outlives a short period is credited back at what it cost after the subsidy', () => {
    // 10,000 € for 20 years, half of it subsidised, over one year at 0 %: 5,000 € paid, the residual
    // 19/20 of it (4,750 €), so the capital annuity is 250 €; a residual of the gross price would
    // credit 9,500 € and answer −4,500 €.
    const r = vdi2067Annuity({
      components: [{ ...part('heat pump', 10000, 20, 0), subsidy: 0.5 }],
      years: 1,
      rate: 0,
      rCapital: 1,
      rOperation: 1,
      rMaintenance: 1,
      operatingPrice: 0,
    });
    expect(r.capital).toBeCloseTo(250, 9);
  });

  /** The capital annuity of one component, nothing else priced. */
  const capitalOf = (component: InstallationComponent, years: number, rate: number, rCapital = 1) =>
    vdi2067Annuity({
      components: [component],
      years,
      rate,
      rCapital,
      rOperation: 1,
      rMaintenance: 1,
      operatingPrice: 0,
    }).capital;

  it('at a negative interest rate the residual value is never credited above its purchase (found by a property test)', () => {
    // 140,000 € of PV for 25 years over one year at −5 %: the book value 24/25 discounted by 0.95
    // is 141,474 €, more than was paid; the capital annuity was −1,400 €/a.
    expect(capitalOf(part('PV', 140000, 25, 0), 1, -0.05)).toBeCloseTo(0, 6);
  });

  it('the capital annuity is never negative at any accepted rate, period, service life and price change', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -0.05, max: 0.3, noNaN: true }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 50 }),
        fc.double({ min: 0.5, max: 2, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (rate, years, serviceLife, rCapital, subsidy) => {
          const capital = capitalOf({ ...part('x', 10000, serviceLife, 0), subsidy }, years, rate, rCapital);
          expect(Number.isFinite(capital)).toBe(true);
          expect(capital).toBeGreaterThanOrEqual(-1e-9);
        },
      ),
    );
  });
});
