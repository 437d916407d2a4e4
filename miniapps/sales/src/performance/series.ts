import type { SalesGrouping, SalesPerformance } from '@portal/contracts/sales';
import type { Query } from '../api';

/** Up to this many groups the chart also draws each group as its own series over the months. */
export const SERIES_MAX = 5;

/**
 * The filter parameters that narrow the report to one group; none for a grouping no filter
 * names (month, customer, material). A branch's key is `companyCode/branch`.
 */
export function groupFilter(grouping: SalesGrouping, key: string): Query | undefined {
  switch (grouping) {
    case 'Country':
      return { Country: [key] };
    case 'CompanyCode':
      return { CompCode: [key] };
    case 'Branch': {
      const [companyCode, branch] = key.split('/');
      return companyCode && branch ? { CompCode: [companyCode], Branchcode: [branch] } : undefined;
    }
    case 'MarketArea':
      return { MarketArea: [key] };
    case 'CustomerHierarchy':
      return { CustomerHierarchy: key };
    default:
      return undefined;
  }
}

export interface SeriesQuery {
  readonly key: string;
  readonly label: string;
  readonly query: Query;
}

/**
 * The month-by-month query of each group when the report has few groups (two to SERIES_MAX, all
 * on the page) of a grouping a filter can name: the report's own query and filters, narrowed to
 * the group, by month, without comparison. Undefined when the chart draws no series.
 */
export function seriesQueries(query: Query, report: SalesPerformance): SeriesQuery[] | undefined {
  if (report.groups < 2 || report.groups > SERIES_MAX || report.rows.length !== report.groups) return undefined;
  const narrowed = report.rows.map((r) => ({ row: r, filter: groupFilter(report.grouping, r.key) }));
  if (narrowed.some((n) => n.filter === undefined)) return undefined;
  return narrowed.map(({ row, filter }) => ({
    key: row.key,
    label: row.label,
    query: { ...query, ...filter, Grouping: 'Month', CompareType: 'None' },
  }));
}
