import type { SalesPerformanceRow } from '@portal/contracts/sales';

/** A report row for the chart and series tests: the key as label, no comparison unless given. */
export const performanceRow = (
  key: string,
  value: number,
  extra: Partial<SalesPerformanceRow> = {},
): SalesPerformanceRow => ({
  key,
  label: key,
  value,
  previousValue: null,
  changePercent: null,
  budget: null,
  budgetDifference: null,
  budgetDifferenceInPercent: null,
  ...extra,
});
