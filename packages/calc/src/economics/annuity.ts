/**
 * VDI 2067-1 (2012) §8 factors, as implemented in jnettels/annuity and GreenDelta/Sophena.
 * Rates are plain numbers: rate 0.07 for 7 %; q = 1 + rate is the interest factor and r the
 * yearly price change factor (1.03 for +3 %/a).
 */

function assertInterestFactor(q: number): void {
  if (!(q > 0.5 && q < 2)) {
    throw new RangeError(`q is the interest factor 1 + rate (e.g. 1.07 for 7 %), got ${q}`);
  }
}

/** Annuity factor a = (q − 1)/(1 − q^−T) with q = 1 + rate; 1/T at zero interest. */
export function annuityFactor(rate: number, years: number): number {
  if (!(years > 0)) throw new RangeError('years must be > 0');
  const q = 1 + rate;
  assertInterestFactor(q);
  if (Math.abs(rate) < 1e-12) return 1 / years;
  return (q - 1) / (1 - q ** -years);
}

/**
 * Price-dynamic cash value factor b = (1 − (r/q)^T)/(q − r); b = T/q when r = q.
 * r: price change factor (1.03), q: interest factor (1.07), years: T.
 */
export function priceDynamicFactor(r: number, q: number, years: number): number {
  assertInterestFactor(q);
  if (!(years > 0)) throw new RangeError('years must be > 0');
  if (Math.abs(r - q) < 1e-12) return years / q;
  return (1 - (r / q) ** years) / (q - r);
}

/** Replacements within the period: n = ⌈T/T_N⌉ − 1; 0 for one-time items (T_N = 0). */
export function replacementCount(years: number, serviceLife: number): number {
  return serviceLife === 0 ? 0 : Math.ceil(years / serviceLife) - 1;
}

/** Cash values of the first purchase and every replacement: A_0·r^(i·T_N)/q^(i·T_N). */
export function purchaseCashValues(
  investment: number,
  serviceLife: number,
  years: number,
  r: number,
  q: number,
): number[] {
  const n = replacementCount(years, serviceLife);
  const values: number[] = [];
  for (let i = 0; i <= n; i++) values.push((investment * r ** (i * serviceLife)) / q ** (i * serviceLife));
  return values;
}

/** Residual value R_W = A_0·r^(n·T_N)·((n+1)·T_N − T)/T_N / q^T (straight-line depreciation). */
export function residualValue(investment: number, serviceLife: number, years: number, r: number, q: number): number {
  if (serviceLife === 0) return 0;
  const n = replacementCount(years, serviceLife);
  return (investment * r ** (n * serviceLife) * (((n + 1) * serviceLife - years) / serviceLife)) / q ** years;
}
