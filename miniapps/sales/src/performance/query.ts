import {
  freePeriodHolding,
  freePeriodMonths,
  isFreeRange,
  isSeriesGrouping,
  type SalesCompareType,
  type SalesFreeRangeType,
  type SalesGrouping,
  type SalesKeyFigure,
  type SalesRangeType,
} from '@portal/contracts/sales';
import type { Query } from '../api';

/** The filters the screen offers, by the API's parameter names (the spec's SalesPerformance call, docs/sales.md). */
export const PERFORMANCE_FILTERS = [
  'CompCode',
  'Branchcode',
  'Country',
  'MarketArea',
  'PartnerCompany',
  'TerritoryHT',
  'TerritorySAN',
  'RegionHT',
  'RegionSAN',
  'CustomerHierarchy',
] as const;
export type PerformanceFilter = (typeof PERFORMANCE_FILTERS)[number];

/** The values chosen per filter; none (or missing) for all. */
export type FilterChoice = Readonly<Partial<Record<PerformanceFilter, readonly string[]>>>;

/** What the controller has chosen on the screen. */
export interface Selection {
  readonly keyFigure: SalesKeyFigure;
  readonly rangeType: SalesRangeType;
  /** The month, quarter, year or fiscal year of a free range (`2026-03`, `2026-Q1`, `2026`); '' for a relative one. */
  readonly period: string;
  readonly grouping: SalesGrouping;
  readonly currency: string;
  readonly compare: SalesCompareType;
  /** Several values per filter, sent as the parameter repeated. */
  readonly filters: FilterChoice;
  /** The customer-hierarchy node drilled into: its customers are shown, under that node only. */
  readonly node?: string | undefined;
  /** The head office drilled into, one level further down: it and its branch customers are shown. */
  readonly headOffice?: HeadOffice | undefined;
}

/** A head office as the breadcrumb names it: its customer number and its row's label. */
export interface HeadOffice {
  readonly number: string;
  readonly name: string;
}

/**
 * The report's query for a selection: a free range carries its Period, a drill-down its hierarchy
 * node (in place of the hierarchies chosen among the filters). A grouping a filter names asks for
 * each group's months too (`Series=Month`), so the chart of a few groups over the months comes
 * with the report in one request.
 */
export function performanceQuery(s: Selection): Query {
  const filters = Object.fromEntries(
    PERFORMANCE_FILTERS.map((f) => [f, s.filters[f]?.length ? s.filters[f] : undefined]),
  );
  return {
    KeyFigure: s.keyFigure,
    RangeType: s.rangeType,
    Period: isFreeRange(s.rangeType) ? s.period : undefined,
    Grouping: s.grouping,
    Currency: s.currency,
    CompareType: s.compare,
    ...filters,
    ...(s.node !== undefined ? { CustomerHierarchy: [s.node] } : {}),
    HeadOffice: s.headOffice?.number,
    Series: isSeriesGrouping(s.grouping) ? 'Month' : undefined,
  };
}

/**
 * The selection with the filters chosen anew. A drill-down into a hierarchy node the hierarchy
 * filter no longer holds goes back to the nodes (those the filter now names).
 */
export function withFilters(s: Selection, filters: FilterChoice): Selection {
  const hierarchies = filters.CustomerHierarchy ?? [];
  const left = s.node !== undefined && hierarchies.length > 0 && !hierarchies.includes(s.node);
  return left ? { ...drillOut(s), filters } : { ...s, filters };
}

/**
 * The filters after one of them is chosen anew. A branch belongs to its company code: choosing
 * company codes drops the branches that belong to none of them (the branch filter is by the
 * branch's own code, which another company code may use too).
 */
export function chooseFilter(
  filters: FilterChoice,
  filter: PerformanceFilter,
  chosen: readonly string[],
  branches: ReadonlyArray<{ readonly companyCode: string; readonly key: string }>,
): FilterChoice {
  const next: Partial<Record<PerformanceFilter, readonly string[]>> = { ...filters, [filter]: chosen };
  if (filter === 'CompCode' && chosen.length && filters.Branchcode?.length) {
    next.Branchcode = filters.Branchcode.filter((key) =>
      branches.some((b) => b.key === key && chosen.includes(b.companyCode)),
    );
  }
  return next;
}

/** Drilling into a hierarchy node: its customers; the breadcrumb's root goes back to the nodes. */
export const drillInto = (s: Selection, node: string): Selection => ({
  ...s,
  node,
  headOffice: undefined,
  grouping: 'Customer',
});
export const drillOut = (s: Selection): Selection => ({
  ...s,
  node: undefined,
  headOffice: undefined,
  grouping: 'CustomerHierarchy',
});

/**
 * Drilling from a customer that heads branches down to it and its branch customers (the customer
 * hierarchy's level below), under the node and filters chosen; back up, the customers again.
 */
export const drillIntoHeadOffice = (s: Selection, headOffice: HeadOffice): Selection => ({
  ...s,
  headOffice,
  grouping: 'Customer',
});
export const drillOutOfHeadOffice = (s: Selection): Selection => ({ ...s, headOffice: undefined });

/** Another grouping: a head office's level holds customers only, so it is left for any other. */
export const withGrouping = (s: Selection, grouping: SalesGrouping): Selection =>
  grouping === 'Customer' ? { ...s, grouping } : { ...s, grouping, headOffice: undefined };

const monthIndex = (key: string) => Number(key.slice(0, 4)) * 12 + Number(key.slice(5, 7)) - 1;
const monthKey = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/**
 * The periods a free range can name between the first and the last month with facts, newest
 * first: every month, every quarter, every calendar year, every fiscal year touching them.
 */
export function periodOptions(rangeType: SalesFreeRangeType, first: string | null, last: string | null): string[] {
  if (!first || !last) return [];
  const from = monthIndex(first);
  const to = monthIndex(last);
  const keys = new Set<string>();
  for (let i = to; i >= from; i--) keys.add(freePeriodHolding(rangeType, monthKey(i)));
  return [...keys].filter((k) => freePeriodMonths(rangeType, k));
}

/** The period a free range starts with: the newest one with facts; '' for a relative range. */
export function defaultPeriod(rangeType: SalesRangeType, first: string | null, last: string | null): string {
  return isFreeRange(rangeType) ? (periodOptions(rangeType, first, last)[0] ?? '') : '';
}
