import type { SalesPerformance } from '@portal/contracts/sales';
import { describe, expect, it } from 'vitest';
import { groupFilter, SERIES_MAX, seriesQueries } from './series';
import { performanceRow } from './testing';

const row = (key: string, value: number) => performanceRow(key, value, { label: `${key} label` });

const report = (grouping: SalesPerformance['grouping'], keys: string[], groups = keys.length): SalesPerformance => ({
  keyFigure: 'NetSales',
  rangeType: 'Last12Months',
  grouping,
  compareType: 'PreviousYear',
  currency: 'EUR',
  period: { from: '2025-12', to: '2026-11' },
  comparePeriod: { from: '2024-12', to: '2025-11' },
  rows: keys.map((k, i) => row(k, 1000 - i)),
  total: row('total', 0),
  groups,
  next: null,
  lastReleaseDate: null,
});

const QUERY = {
  KeyFigure: 'NetSales',
  RangeType: 'Last12Months',
  Grouping: 'Country',
  CompareType: 'PreviousYear',
  Country: ['DE', 'AT'],
  TerritoryHT: ['HT-AT-WIE-1'],
};

describe('the series the chart draws for a few groups', () => {
  it('asks for each group by month, under the report’s filters narrowed to the group, without comparison', () => {
    expect(seriesQueries(QUERY, report('Country', ['DE', 'AT']))).toEqual([
      {
        key: 'DE',
        label: 'DE label',
        query: { ...QUERY, Grouping: 'Month', CompareType: 'None', Country: ['DE'] },
      },
      {
        key: 'AT',
        label: 'AT label',
        query: { ...QUERY, Grouping: 'Month', CompareType: 'None', Country: ['AT'] },
      },
    ]);
  });

  it.each([
    ['Country', 'DE', { Country: ['DE'] }],
    ['CompanyCode', '1000', { CompCode: ['1000'] }],
    ['Branch', '1000/NORD', { CompCode: ['1000'], Branchcode: ['NORD'] }],
    ['MarketArea', 'SAN', { MarketArea: ['SAN'] }],
    ['CustomerHierarchy', 'KH-GH Großhandel', { CustomerHierarchy: 'KH-GH Großhandel' }],
    ['Customer', '100001', undefined],
    ['Material', 'M-1', undefined],
    ['Month', '2026-01', undefined],
  ] as const)('a %s group %s is the filter %o', (grouping, key, filter) => {
    expect(groupFilter(grouping, key)).toEqual(filter);
  });

  it('draws no series for one group, more than a few, a grouping no filter names, or a page short of all groups', () => {
    expect(seriesQueries(QUERY, report('Country', ['DE']))).toBeUndefined();
    const many = ['AT', 'CH', 'CZ', 'DE', 'FR', 'IT'];
    expect(many.length).toBeGreaterThan(SERIES_MAX);
    expect(seriesQueries(QUERY, report('Country', many))).toBeUndefined();
    expect(seriesQueries(QUERY, report('Country', many.slice(0, SERIES_MAX)))).toHaveLength(SERIES_MAX);
    expect(seriesQueries(QUERY, report('Customer', ['100001', '100002']))).toBeUndefined();
    expect(seriesQueries(QUERY, report('Country', ['DE', 'AT'], 3))).toBeUndefined();
  });
});
