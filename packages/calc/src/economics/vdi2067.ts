import { annuityFactor, priceDynamicFactor, purchaseCashValues, residualValue } from './annuity';

/**
 * Annuity of an installation after VDI 2067-1 §8 (costs positive here; the VDI sign convention
 * A_N = A_N,E − (A_N,K + A_N,V + A_N,B + A_N,S) is returned as `total`).
 */
export interface InstallationComponent {
  name: string;
  /** € first purchase */
  investment: number;
  /** years; 0 for one-time items such as planning */
  serviceLife: number;
  /** maintenance and servicing/inspection as shares of the investment per year */
  fInst: number;
  fWInsp: number;
  /** operating effort h/a */
  operatingHours: number;
  /** subsidy on the first purchase (0.3 = 30 %); not part of VDI 2067 (as in jnettels/annuity) */
  subsidy?: number;
}

export interface AnnualAmount {
  name: string;
  /** € in the first year */
  amount: number;
  /** price change factor */
  r: number;
}

export interface Vdi2067Input {
  components: readonly InstallationComponent[];
  /** demand-related costs (energy), other costs and proceeds in the first year */
  demand?: readonly AnnualAmount[];
  other?: readonly AnnualAmount[];
  proceeds?: readonly AnnualAmount[];
  /** observation period T and interest rate (0.07 = 7 %) */
  years: number;
  rate: number;
  /** price change factors: capital (r_K), operation (r_B), maintenance (r_I) */
  rCapital: number;
  rOperation: number;
  rMaintenance: number;
  /** € per operating hour */
  operatingPrice: number;
}

export interface Vdi2067Result {
  capital: number;
  demand: number;
  operation: number;
  other: number;
  proceeds: number;
  /** A_N = proceeds − costs (negative when the installation costs money) */
  total: number;
  annuityFactor: number;
}

export function vdi2067Annuity(input: Vdi2067Input): Vdi2067Result {
  const q = 1 + input.rate;
  const T = input.years;
  const a = annuityFactor(input.rate, T);
  const bOperation = priceDynamicFactor(input.rOperation, q, T);
  const bMaintenance = priceDynamicFactor(input.rMaintenance, q, T);

  let capital = 0;
  let operation = 0;
  for (const c of input.components) {
    const values = purchaseCashValues(c.investment, c.serviceLife, T, input.rCapital, q);
    if (c.subsidy && values.length > 0) values[0] = (values[0] ?? 0) * (1 - c.subsidy);
    const sum = values.reduce((s, v) => s + v, 0);
    // The residual value is of the last purchase: when that is the subsidised first one (no
    // replacement within the period), of what it cost after the subsidy; otherwise a short period
    // would credit back more than was paid and the capital annuity would turn negative.
    const lastPurchase = c.subsidy && values.length === 1 ? c.investment * (1 - c.subsidy) : c.investment;
    // Nor is it worth more today than that purchase was: at a negative rate (q < 1) the discounted
    // book value grew past it, and 140,000 € of PV (25 years) over one year at −5 % had a capital
    // annuity of −1,400 €/a, the equipment paying its owner (a property test found it). At a rate of
    // 0 or more the bound never binds, so VDI 2067's own figures stay as they are.
    const residual = Math.min(
      residualValue(lastPurchase, c.serviceLife, T, input.rCapital, q),
      values[values.length - 1] ?? 0,
    );
    capital += (sum - residual) * a;
    // Maintenance follows the full investment even when subsidised (VDI 2067 does not know subsidies).
    operation +=
      c.operatingHours * input.operatingPrice * a * bOperation + c.investment * (c.fInst + c.fWInsp) * a * bMaintenance;
  }
  const annuityOf = (items: readonly AnnualAmount[] = []) =>
    items.reduce((s, i) => s + i.amount * a * priceDynamicFactor(i.r, q, T), 0);
  const demand = annuityOf(input.demand);
  const other = annuityOf(input.other);
  const proceeds = annuityOf(input.proceeds);
  return {
    capital,
    demand,
    operation,
    other,
    proceeds,
    total: proceeds - (capital + demand + operation + other),
    annuityFactor: a,
  };
}
