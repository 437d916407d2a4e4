import {
  isSeriesGrouping,
  SALES_SERIES_MAX,
  type SalesGrouping,
  type SalesSeries,
  type SalesSeriesGrouping,
} from '@portal/contracts';
import type { SalesFilters, SalesTotal, SalesTotals, SalesTotalsQuery } from '../../erp/gateway';

/**
 * The report's filters narrowed to one group of a grouping a filter names; undefined for a key
 * that names no group (a branch key without its company code). The group lies within the
 * report's own filters, so its value replaces that filter's values.
 */
export function groupFilters(
  grouping: SalesSeriesGrouping,
  key: string,
  filters: SalesFilters,
): SalesFilters | undefined {
  switch (grouping) {
    case 'Country':
      return { ...filters, countries: [key] };
    case 'CompanyCode':
      return { ...filters, companyCodes: [key] };
    case 'Branch': {
      // A branch's key is `companyCode/branch`: a branch code may serve several company codes.
      const [companyCode, branch, ...rest] = key.split('/');
      return companyCode && branch && rest.length === 0
        ? { ...filters, companyCodes: [companyCode], branchCodes: [branch] }
        : undefined;
    }
    case 'MarketArea':
      return { ...filters, marketAreas: [key] };
    case 'CustomerHierarchy':
      return { ...filters, customerHierarchies: [key] };
  }
}

/** Whether a report answers its groups' months: two to SALES_SERIES_MAX groups, all on the page. */
export function answersSeries(grouping: SalesGrouping, totals: Pick<SalesTotals, 'rows' | 'groups'>): boolean {
  return (
    isSeriesGrouping(grouping) &&
    totals.groups >= 2 &&
    totals.groups <= SALES_SERIES_MAX &&
    totals.rows.length === totals.groups
  );
}

/**
 * Each group of the page by month: the report's own query (key figure, currency, period, filters,
 * visibility) narrowed to the group, grouped by month, without comparison. One question to the
 * ERP a group (at most SALES_SERIES_MAX), asked together; the caller makes one request.
 * Undefined when a group's key names no filter value.
 */
export async function groupSeries(
  totals: (query: SalesTotalsQuery) => Promise<SalesTotals>,
  query: SalesTotalsQuery & { readonly grouping: SalesSeriesGrouping },
  groups: readonly SalesTotal[],
): Promise<SalesSeries[] | undefined> {
  const narrowed = groups.map((group) => ({ group, filters: groupFilters(query.grouping, group.key, query.filters) }));
  if (narrowed.some((n) => n.filters === undefined)) return undefined;
  return Promise.all(
    narrowed.map(async ({ group, filters }) => {
      const months = await totals({
        ...query,
        grouping: 'Month',
        filters: filters!,
        compare: undefined,
        page: undefined,
      });
      return { key: group.key, label: group.label, months: months.rows.map((m) => ({ key: m.key, value: m.value })) };
    }),
  );
}
